import type { ReactNode } from "react";
import { useShownGroup } from "@/lib/api/shown-group";
import { useT } from "@/lib/i18n/use-t";
import { FormField } from "./form-field";
import { OptionSelect } from "./option-select";

const EVERYONE = "";

/**
 * The group an admin's board, Verify's list and export, the review inbox and the summary on /admin show (one choice
 * for all of them, remembered for them, as the line under it says), above the screen it narrows (`children`); nothing at all for a supervisor who has made no group, whose screens stay as they were. Until the
 * groups have answered, `pending` stands in for both: the choice appearing, or the list narrowing to the chosen
 * group, then moves nothing under the reader.
 */
export function GroupChoice({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const t = useT();
  const { groups, groupsPending, shown, choose } = useShownGroup();
  if (groupsPending) return pending;
  return (
    <>
      {groups.length > 0 && (
        // One choice for every list it narrows: said where it is changed, so a change here is not a surprise there.
        <FormField label={t("form.group")} hint={t("form.groupShared")}>
          <OptionSelect
            options={[
              { value: EVERYONE, label: t("form.allStudents") },
              ...groups.map((group) => ({ value: group._id, label: group.name })),
            ]}
            value={shown?._id ?? EVERYONE}
            // A long group name is cut in the field: the whole of it is its title.
            title={shown?.name}
            onChange={(event) => choose(event.target.value === EVERYONE ? null : event.target.value)}
          />
        </FormField>
      )}
      {children}
    </>
  );
}
