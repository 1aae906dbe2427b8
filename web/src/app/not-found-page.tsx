import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/routes";

export function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="20" px="4">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">There is nothing at this address.</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.home}>Go to Home</RouterLink>
      </Button>
    </Stack>
  );
}
