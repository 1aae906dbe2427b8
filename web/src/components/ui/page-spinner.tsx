import { Center, Spinner } from "@chakra-ui/react";

export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <Center flex="1" py="20" role="status" aria-label={label}>
      <Spinner size="lg" color="teal.fg" />
    </Center>
  );
}
