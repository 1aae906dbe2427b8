import { Button, HStack, Input } from "@chakra-ui/react";
import { useState } from "react";
import { addDays } from "@common/calendar-date";
import { FormField } from "@/components/form/form-field";
import { notify } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { downloadCsv } from "../api/export-csv";

/** A CSV of a range of deadlines (the shown week unless changed), one row per task; of one group's, when chosen. */
export function ExportForm({ week, group }: { week: string; group?: string }) {
  const t = useT();
  const [range, setRange] = useState({ week, from: week, to: addDays(week, 6) });
  const [busy, setBusy] = useState(false);
  // A new week shown: the range follows it.
  if (range.week !== week) setRange({ week, from: week, to: addDays(week, 6) });
  const exportRange = async () => {
    setBusy(true);
    try {
      await downloadCsv(range.from, range.to, group);
    } catch (error) {
      void notify.error(t("board.exportFailed"), (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack
      as="form"
      id="board-export"
      gap="2"
      align="flex-end"
      wrap="wrap"
      aria-label={t("board.exportLabel")}
      onSubmit={(event) => {
        event.preventDefault();
        void exportRange();
      }}
    >
      <FormField label={t("board.from")}>
        <Input type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
      </FormField>
      <FormField label={t("board.to")}>
        <Input type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
      </FormField>
      <Button type="submit" variant="outline" loading={busy}>
        {t("board.export")}
      </Button>
    </HStack>
  );
}
