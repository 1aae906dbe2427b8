import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import type { TaskEvent, TaskEventType } from "@common/api-types";
import { formatInstant } from "@/lib/dates";
import { ProofStrip } from "./proof-strip";

const EVENT_LABELS: Record<TaskEventType, string> = {
  submitted: "Proof sent",
  resubmitted: "Proof sent again",
  sent_back: "Sent back to redo",
  approved: "Approved",
  reopened: "Reopened",
};

/** A task's short history, shown on request: what happened, who did it and when. */
export function TaskHistory({ history, taskName }: { history: TaskEvent[]; taskName: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (history.length === 0) return null;
  return (
    <Box>
      <Button
        size="xs"
        variant="ghost"
        px="1"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? "Hide history" : `History (${history.length})`}
      </Button>
      {open && (
        <Stack as="ol" id={listId} gap="2" mt="1" ps="4" listStyleType="decimal" fontSize="sm">
          {history.map((event) => (
            <Box as="li" key={`${event.type}-${event.at}`}>
              <Text>
                {EVENT_LABELS[event.type]} by {event.by}, {formatInstant(event.at)}
              </Text>
              {event.reason && <Text color="fg.muted">Reason: {event.reason}</Text>}
              {event.comment && <Text color="fg.muted">Comment: {event.comment}</Text>}
              {event.proof && <ProofStrip proof={event.proof} taskName={taskName} />}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
