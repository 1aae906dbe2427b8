import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import type { TaskEvent } from "@common/api-types";
import { formatInstant } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { ProofStrip } from "./proof-strip";
import { VoiceComment } from "./voice-comment";

/** A task's short history, shown on request: what happened, who did it and when. */
export function TaskHistory({ history, taskName }: { history: TaskEvent[]; taskName: string }) {
  const t = useT();
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
        {open ? t("history.hide") : t("history.show", { count: history.length })}
      </Button>
      {open && (
        <Stack as="ol" id={listId} gap="2" mt="1" ps="4" listStyleType="decimal" fontSize="sm">
          {history.map((event) => (
            <Box as="li" key={`${event.type}-${event.at}`}>
              <Text>{t(`history.${event.type}`, { by: event.by, time: formatInstant(event.at) })}</Text>
              {event.reason && <Text color="fg.muted">{t("history.reason", { reason: event.reason })}</Text>}
              {event.comment && <Text color="fg.muted">{t("history.comment", { comment: event.comment })}</Text>}
              {event.voiceComment && (
                <VoiceComment
                  url={event.voiceComment}
                  label={t("voice.inHistory", { by: event.by, time: formatInstant(event.at) })}
                />
              )}
              {event.proof && <ProofStrip proof={event.proof} taskName={taskName} />}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
