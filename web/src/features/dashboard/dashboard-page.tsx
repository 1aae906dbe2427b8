import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { Task } from "@common/api-types";
import { addDays, isCalendarDate, mondayOf, toCalendarDate } from "@common/calendar-date";
import { useMyTasks } from "@/api/tasks";
import { useSession } from "@/features/auth/api/get-session";
import { DayCard } from "./components/day-card";
import { DayDialog } from "./components/day-dialog";
import { MiniCalendar } from "./components/mini-calendar";
import { ProofDialog } from "./components/proof-dialog";
import { WeekNavigator } from "./components/week-navigator";

/** Navigation state other screens send (SPEC §2): jump to a week and open a day. */
interface DashboardState {
  targetDate?: string;
  openAt?: string;
}

const validDate = (value: unknown): string | undefined =>
  typeof value === "string" && isCalendarDate(value) ? value : undefined;

export function DashboardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as DashboardState;
  const today = toCalendarDate(new Date());
  const [weekStart, setWeekStart] = useState(() => mondayOf(validDate(state.targetDate) ?? today));
  const [openDay, setOpenDay] = useState<string | null>(() => validDate(state.openAt) ?? null);
  const [proofTaskId, setProofTaskId] = useState<string | null>(null);

  // The state is used once: a reload or going back must not reopen the dialog.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const { isAdmin } = useSession();
  const range = { from: weekStart, to: addDays(weekStart, 6) };
  const tasks = useMyTasks(!isAdmin, range);
  const days = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
  const byDay = useMemo(() => {
    const grouped = new Map<string, Task[]>();
    for (const task of tasks.data ?? []) grouped.set(task.deadline, [...(grouped.get(task.deadline) ?? []), task]);
    return grouped;
  }, [tasks.data]);
  const proofTask = (tasks.data ?? []).find((task) => task._id === proofTaskId) ?? null;

  const showWeekOf = (date: string) => setWeekStart(mondayOf(date));

  return (
    <Container maxW="7xl" py={{ base: "4", md: "8" }}>
      <Heading as="h1" size="2xl" mb="6">
        Dashboard
      </Heading>
      <Flex direction={{ base: "column", md: "row" }} gap="6" align="flex-start">
        <Stack flex="1" minW="0" gap="4" width="full">
          <WeekNavigator weekStart={weekStart} onChange={setWeekStart} />
          {tasks.isError && (
            <Text color="fg.error" role="alert">
              The tasks could not be loaded. Check your connection and reload the page.
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4, "2xl": 7 }} gap="3" aria-busy={tasks.isPending}>
            {days.map((date) => (
              <DayCard
                key={date}
                date={date}
                count={byDay.get(date)?.length ?? 0}
                isToday={date === today}
                onOpen={() => setOpenDay(date)}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <Box width={{ base: "full", md: "auto" }}>
          <MiniCalendar weekStart={weekStart} today={today} onSelect={showWeekOf} />
        </Box>
      </Flex>

      <DayDialog
        date={proofTaskId ? null : openDay}
        tasks={openDay ? (byDay.get(openDay) ?? []) : []}
        onClose={() => setOpenDay(null)}
        onProof={setProofTaskId}
      />
      <ProofDialog task={proofTask} onClose={() => setProofTaskId(null)} />
    </Container>
  );
}
