import { notify } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api/client";

/** A name another group has is said under the name's field; any other failure is a toast. */
export function nameTaken(error: Error, showUnderName: (message: string) => void, failure: string): void {
  if (error instanceof ApiError && error.status === 409) showUnderName(error.message);
  else void notify.error(failure, error.message);
}
