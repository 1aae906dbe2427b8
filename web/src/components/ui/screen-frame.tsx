import { Card, Container, Heading, Stack, type StackProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface ScreenFrameProps {
  /** The screen's heading (its h1). */
  title: string;
  maxW: StackProps["maxW"];
  /** A form's screen: its content in a centred card under the heading (Create New Task, Add New User). */
  card?: boolean;
  /** A whole page's wide column under a large heading (the dashboard), rather than a column centred in it. */
  page?: boolean;
  children: ReactNode;
}

/**
 * A screen's heading and the column (or card) its content sits in. The router renders it around a screen
 * loaded on demand (router.tsx, `Screen`), and while the session is checked, so the heading shows as soon as
 * the app has started, without waiting for the screen's code or the server, and stays where it is when the
 * content arrives.
 */
export function ScreenFrame({ title, maxW, card = false, page = false, children }: ScreenFrameProps) {
  const heading = (
    <Heading as="h1" size={page ? "2xl" : "xl"} mb={page ? "6" : undefined}>
      {title}
    </Heading>
  );
  if (page) {
    return (
      <Container maxW={maxW} py={{ base: "4", md: "8" }}>
        {heading}
        {children}
      </Container>
    );
  }
  if (!card) {
    return (
      <Stack gap="6" maxW={maxW} mx="auto">
        {heading}
        {children}
      </Stack>
    );
  }
  return (
    <Stack align="center" py={{ base: "2", md: "6" }}>
      <Card.Root width="full" maxW={maxW}>
        <Card.Header>{heading}</Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Stack>
  );
}
