import { lazy, Suspense, useSyncExternalStore } from "react";

/** Requirements §9: 4000 ms for errors and plain messages, 2000 ms for success. */
export const TOAST_DURATION = { error: 4000, info: 4000, success: 2000 } as const;

interface ToastOptions {
  title: string;
  description?: string;
  type: keyof typeof TOAST_DURATION;
}

// The toast machinery is not part of the first load (the first-load budget, scripts/lib/size-budgets.ts): it
// downloads with the first toast, which the <Toaster /> placeholder then shows (toasts created meanwhile wait in
// the toaster's store).
const loadToastList = () => import("./toast-list");
const ToastList = lazy(async () => ({ default: (await loadToastList()).ToastList }));
let wanted = false;
const listeners = new Set<() => void>();

async function show({ type, ...options }: ToastOptions): Promise<string> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const { toaster } = await loadToastList();
  return toaster.create({ ...options, type, duration: TOAST_DURATION[type], closable: true });
}

export const notify = {
  /** An error, with the server's reason underneath when there is one. */
  error: (title: string, description?: string) => show({ title, description, type: "error" }),
  info: (title: string) => show({ title, type: "info" }),
  success: (title: string) => show({ title, type: "success" }),
};

/**
 * A mutation's toasts: the server's message on success (then `onDone`, e.g. closing a dialog), the failure
 * with the server's reason underneath otherwise.
 */
export const toastOutcome = (failure: string, onDone?: () => void) => ({
  onSuccess: (result: { message: string }) => {
    void notify.success(result.message);
    onDone?.();
  },
  onError: (error: Error) => void notify.error(failure, error.message),
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const isWanted = () => wanted;

export function Toaster() {
  const active = useSyncExternalStore(subscribe, isWanted, isWanted);
  return active ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
