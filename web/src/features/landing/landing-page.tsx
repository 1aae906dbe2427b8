import { Box, Button, Card, Container, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuCalendarCheck, LuChartLine, LuListChecks } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/routes";
import { useSession } from "@/lib/api/session";
import type { MessageId } from "@/lib/i18n/i18n";
import { useT } from "@/lib/i18n/use-t";

interface Feature {
  title: MessageId;
  description: MessageId;
  icon: IconType;
}

const FEATURES: Feature[] = [
  {
    title: "landing.pace.title",
    description: "landing.pace.text",
    icon: LuCalendarCheck,
  },
  {
    title: "landing.progress.title",
    description: "landing.progress.text",
    icon: LuChartLine,
  },
  {
    title: "landing.instructions.title",
    description: "landing.instructions.text",
    icon: LuListChecks,
  },
];

export function LandingPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const t = useT();

  return (
    <Container maxW="5xl" py={{ base: "10", md: "20" }}>
      <Stack gap="6" textAlign="center" align="center">
        <Heading as="h1" size={{ base: "3xl", md: "5xl" }} lineHeight="shorter">
          {t("landing.title")}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl">
          {t("landing.tagline")}
        </Text>
      </Stack>

      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" mt="12">
        {FEATURES.map((feature) => (
          <Box as="li" key={feature.title}>
            <Card.Root height="full" variant="outline">
              <Card.Body gap="3">
                <Icon as={feature.icon} boxSize="8" color="teal.fg" aria-hidden />
                <Card.Title as="h2">{t(feature.title)}</Card.Title>
                <Card.Description>{t(feature.description)}</Card.Description>
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </SimpleGrid>

      <Stack align="center" mt="12">
        {user ? (
          <Button colorPalette="teal" size="lg" onClick={() => navigate(paths.dashboard)}>
            {t("landing.toDashboard")}
          </Button>
        ) : (
          <Button colorPalette="teal" size="lg" disabled>
            {t("landing.logIn")}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
