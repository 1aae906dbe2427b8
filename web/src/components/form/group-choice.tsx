import { useShownGroup } from "@/lib/api/shown-group";
import { FormField } from "./form-field";
import { OptionSelect } from "./option-select";

const EVERYONE = "";

/**
 * The group an admin's board, Verify's list and export show (remembered for them); nothing at all for a
 * supervisor who has made no group, whose screens stay as they were.
 */
export function GroupChoice() {
  const { groups, shown, choose } = useShownGroup();
  if (groups.length === 0) return null;
  return (
    <FormField label="Group">
      <OptionSelect
        options={[
          { value: EVERYONE, label: "All students" },
          ...groups.map((group) => ({ value: group._id, label: group.name })),
        ]}
        value={shown?._id ?? EVERYONE}
        onChange={(event) => choose(event.target.value === EVERYONE ? null : event.target.value)}
      />
    </FormField>
  );
}
