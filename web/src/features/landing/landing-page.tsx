import { Box, Button, Card, Container, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuCalendarCheck, LuChartLine, LuListChecks } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/routes";
import { useSession } from "@/lib/api/session";

interface Feature {
  title: string;
  description: string;
  icon: IconType;
}

const FEATURES: Feature[] = [
  {
    title: "Stay on Pace",
    description: "Daily tasks with clear deadlines keep every student moving forward, one day at a time.",
    icon: LuCalendarCheck,
  },
  {
    title: "Track Progress",
    description: "A Monday-to-Sunday dashboard shows what is done, what awaits proof and what comes next.",
    icon: LuChartLine,
  },
  {
    title: "Clear Instructions",
    description: "Every task carries its own instructions, so students always know exactly what to do.",
    icon: LuListChecks,
  },
];

export function LandingPage() {
  const { user } = useSession();
  const navigate = useNavigate();

  return (
    <Container maxW="5xl" py={{ base: "10", md: "20" }}>
      <Stack gap="6" textAlign="center" align="center">
        <Heading as="h1" size={{ base: "3xl", md: "5xl" }} lineHeight="shorter">
          Welcome to the Task Planner Website
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl">
          Get your students on track to greatness! Assign, monitor, and complete daily tasks with ease.
        </Text>
      </Stack>

      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" mt="12">
        {FEATURES.map((feature) => (
          <Box as="li" key={feature.title}>
            <Card.Root height="full" variant="outline">
              <Card.Body gap="3">
                <Icon as={feature.icon} boxSize="8" color="teal.fg" aria-hidden />
                <Card.Title as="h2">{feature.title}</Card.Title>
                <Card.Description>{feature.description}</Card.Description>
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </SimpleGrid>

      <Stack align="center" mt="12">
        {user ? (
          <Button colorPalette="teal" size="lg" onClick={() => navigate(paths.dashboard)}>
            Move to dashboard
          </Button>
        ) : (
          <Button colorPalette="teal" size="lg" disabled>
            Log in to get started
          </Button>
        )}
      </Stack>
    </Container>
  );
}
