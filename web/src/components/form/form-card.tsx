import { Card, Heading, Stack, type CardRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A form page's centred card under its heading (Create New Task, Add New User). */
export function FormCard({
  title,
  maxW,
  children,
}: {
  title: string;
  maxW: CardRootProps["maxW"];
  children: ReactNode;
}) {
  return (
    <Stack align="center" py={{ base: "2", md: "6" }}>
      <Card.Root width="full" maxW={maxW}>
        <Card.Header>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Stack>
  );
}
