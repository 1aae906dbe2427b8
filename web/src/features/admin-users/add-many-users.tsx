import { Badge, Box, Button, Card, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState } from "react";
import { MAX_USER_LIST_BYTES, MAX_USER_ROWS } from "@common/constants";
import { isLanguage } from "@common/languages";
import { checkUserRows, emailKey, type AddManyRow, type RowProblem } from "@common/user-list";
import { FormField } from "@/components/form/form-field";
import { notify } from "@/components/ui/toaster";
import { serverMessageOr } from "@/lib/api/client";
import { useGroups } from "@/lib/api/groups";
import { usersQueryOptions } from "@/lib/api/users";
import { shownLanguage, type MessageId } from "@/lib/i18n/i18n";
import { languageName } from "@/lib/i18n/language-names";
import { useT } from "@/lib/i18n/use-t";
import { useToday } from "@/lib/use-today";
import { readList, readListFile, withoutRows, type ListFields, type ListRow } from "./add-many/read-list";
import { useAddManyUsers } from "./api/add-many-users";
import { GroupsField } from "./components/groups-field";
import { InviteBox } from "./components/invite-box";

/** What the server said of a row it did not take, or took only in part, kept until the row's text changes. */
interface ServerNote {
  problems: RowProblem[];
  /** A refused row waits to be mended; one that failed, or whose student is not yet in a group, may go again. */
  blocking: boolean;
  notJoined: string[];
}

/** One row of the preview: where it is in the box, what it adds, and what stops it. */
interface PreviewRow {
  row: ListRow;
  fields: ListFields;
  problems: RowProblem[];
  ready: boolean;
  notJoined: string[];
}

/**
 * Add many, beside Add New User's card: a class's accounts from lines pasted from a spreadsheet or a CSV file,
 * previewed row by row with what is wrong with each (the API's own rules: common/user-list.ts), then added in one
 * request. The rows made leave the box; those left over stay in it to be mended, and the same list sent again
 * after a failure makes nobody twice (its request id stays the same).
 */
export function AddManyUsers() {
  const t = useT();
  const today = useToday();
  const groups = useGroups();
  const addMany = useAddManyUsers();
  const [text, setText] = useState("");
  const [invite, setInvite] = useState(true);
  const [forEveryone, setForEveryone] = useState<string[]>([]);
  const [notes, setNotes] = useState(new Map<string, ServerNote>());
  const [outcome, setOutcome] = useState("");
  const [fileProblem, setFileProblem] = useState("");
  const [requestId] = useState(() => crypto.randomUUID());
  const box = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const headingId = useId();
  // The accounts there are, to say which addresses have one already: asked for once there is a list.
  const users = useQuery({ ...usersQueryOptions, enabled: text.trim() !== "" });

  const tooLarge = text.length > MAX_USER_LIST_BYTES;
  const list = useMemo(
    () =>
      tooLarge
        ? null
        : readList(text, {
            language: shownLanguage(),
            roleLabels: { student: t("role.student"), admin: t("role.admin") },
            groups: groups.data ?? [],
          }),
    [text, tooLarge, groups.data, t],
  );
  const preview = useMemo((): PreviewRow[] => {
    if (!list) return [];
    const everyone = (groups.data ?? []).filter((group) => forEveryone.includes(group._id)).map((group) => group.name);
    const fields = list.rows.map(({ fields: row }) =>
      // The groups chosen for everyone go to each student (a blank role is a student's).
      ["", "student"].includes(row.role) && everyone.length > 0
        ? { ...row, groups: [...new Set([...row.groups, ...everyone])] }
        : row,
    );
    const taken = new Set((users.data ?? []).map((user) => emailKey(user.email)));
    const checked = checkUserRows(fields, today, {
      groups: groups.data ?? [],
      hasAccount: (address) => taken.has(address),
    });
    return list.rows.map((row, at) => {
      const note = notes.get(row.text);
      const own = checked[at]?.problems ?? [];
      const problems = note?.blocking ? note.problems : [...(note?.problems ?? []), ...own];
      return {
        row,
        fields: fields[at] as ListFields,
        problems,
        ready: own.length === 0 && !note?.blocking,
        notJoined: note?.notJoined ?? [],
      };
    });
  }, [list, groups.data, forEveryone, users.data, today, notes]);
  const ready = preview.filter((row) => row.ready);
  const refusal = tooLarge
    ? t("addMany.tooLarge")
    : list?.tooMany
      ? t("addMany.tooManyRows", { max: MAX_USER_ROWS })
      : fileProblem;

  const change = (value: string) => {
    setText(value);
    setFileProblem("");
  };

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const read = await readListFile(chosen);
    if ("refused" in read) {
      setFileProblem(read.refused === "tooLarge" ? t("addMany.tooLarge") : t("addMany.notText"));
      return;
    }
    setText(read.text.replace(/\r\n?/g, "\n"));
    setFileProblem("");
    setNotes(new Map());
  };

  /** Selects a row in the box, for the admin to type over it. */
  const mend = (row: ListRow) => {
    const element = box.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(row.start, row.start + row.text.length);
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
    element.scrollTop = Math.max(0, (row.line - 2) * lineHeight);
  };

  const submit = async () => {
    const sending = ready;
    try {
      const result = await addMany.mutateAsync({ rows: sending.map((row) => row.fields), invite, requestId });
      const byIndex = new Map(result.rows.map((row) => [row.index, row]));
      const done: ListRow[] = [];
      const kept = new Map<string, ServerNote>();
      sending.forEach(({ row }, index) => {
        const answer: AddManyRow | undefined = byIndex.get(index);
        if (answer?.outcome === "added" && answer.notJoined.length === 0) done.push(row);
        else if (answer) {
          kept.set(row.text, {
            problems: answer.problems,
            blocking: answer.outcome === "refused",
            notJoined: answer.notJoined,
          });
        }
      });
      setText(withoutRows(text, done));
      setNotes(kept);
      setOutcome(result.message);
      notify.success(result.message);
    } catch (error) {
      notify.error(serverMessageOr(error, t("addMany.failed")), serverMessageOr(error, ""));
    }
  };

  const offerGroups = (groups.data?.length ?? 0) > 0;
  const summary =
    list && preview.length > 0
      ? t("addMany.summary", { rows: preview.length, ready: ready.length, mend: preview.length - ready.length })
      : "";

  return (
    <Stack align="center" pb={{ base: "4", md: "8" }}>
      <Card.Root width="full" maxW="4xl" as="section" aria-labelledby={headingId}>
        <Card.Header>
          <Heading as="h2" size="lg" id={headingId}>
            {t("addMany.heading")}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t("addMany.intro")}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <FormField label={t("addMany.list")} error={refusal || undefined}>
              <Textarea
                ref={box}
                rows={8}
                spellCheck={false}
                autoComplete="off"
                fontFamily="mono"
                fontSize="sm"
                value={text}
                onChange={(event) => change(event.target.value)}
              />
            </FormField>
            <HStack wrap="wrap">
              <input
                ref={file}
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
                hidden
                aria-label={t("addMany.chooseFile")}
                onChange={(event) => {
                  void chooseFile(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
              <Button variant="outline" onClick={() => file.current?.click()}>
                {t("addMany.chooseFile")}
              </Button>
            </HStack>
            {offerGroups && (
              <GroupsField
                legend={t("addMany.groups")}
                groups={groups.data ?? []}
                value={forEveryone}
                onChange={setForEveryone}
              />
            )}
            <InviteBox checked={invite} onChange={setInvite} many />

            {list && preview.length > 0 && (
              <Stack gap="2">
                <Text fontWeight="medium" aria-live="polite">
                  {summary}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {list.header ? t("addMany.header") : t("addMany.noHeader")}
                  {list.leftOut.length > 0 && ` ${t("addMany.leftOut", { columns: list.leftOut.join(", ") })}`}
                </Text>
                <Box as="ol" aria-label={t("addMany.previewLabel")} listStyleType="none" borderWidth="1px" rounded="md">
                  {preview.map((item) => (
                    <PreviewItem key={`${item.row.start}:${item.row.text}`} item={item} onMend={mend} />
                  ))}
                </Box>
              </Stack>
            )}

            <Button
              colorPalette="teal"
              alignSelf="flex-start"
              disabled={ready.length === 0 || Boolean(refusal) || addMany.isPending}
              onClick={() => void submit()}
            >
              {addMany.isPending ? t("addMany.submitting") : t("addMany.submit", { count: ready.length })}
            </Button>
            {outcome && (
              <Text role="status" fontSize="sm">
                {outcome}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** One row: its line, who it adds, and its problems with a way to mend it, or that it is ready. */
function PreviewItem({ item, onMend }: { item: PreviewRow; onMend: (row: ListRow) => void }) {
  const t = useT();
  const { row, fields, problems, ready, notJoined } = item;
  const role = fields.role === "admin" || fields.role === "student" ? t(`role.${fields.role}`) : t("role.student");
  const details = [
    role,
    ...fields.groups,
    ...(fields.language && isLanguage(fields.language) ? [languageName(fields.language)] : []),
  ].join(" · ");
  return (
    <Box as="li" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <Text fontSize="sm" overflowWrap="anywhere">
            <Text as="span" color="fg.muted">
              {t("addMany.line", { line: row.line })}
            </Text>{" "}
            <Text as="span" fontWeight="medium">
              {fields.name || "—"}
            </Text>{" "}
            {fields.email || "—"}
          </Text>
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {details}
          </Text>
          {problems.map((problem) => (
            <Text key={`${problem.field}:${problem.key}`} fontSize="sm" color="fg.error">
              {t(problem.key as MessageId, problem.values)}
            </Text>
          ))}
          {notJoined.length > 0 && (
            <Text fontSize="sm" color="orange.fg">
              {t("addMany.notJoined", { groups: notJoined.join(", ") })}
            </Text>
          )}
        </Box>
        {ready && problems.length === 0 ? (
          <Badge colorPalette="green">{t("addMany.ready")}</Badge>
        ) : (
          !ready && (
            <Button size="xs" variant="outline" onClick={() => onMend(row)}>
              {t("addMany.mend", { line: row.line })}
            </Button>
          )
        )}
      </HStack>
    </Box>
  );
}
