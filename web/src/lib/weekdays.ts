import { WEEKDAYS } from "@common/plan";
import { t } from "@/lib/i18n/i18n";

/** The weekdays' short names in the language shown, Monday first: "Mon", "Tue"… ("lun", "mar"… in Spanish). */
export const weekdayNames = (): string[] => t("weekdays.short").split(" ");

/** ISO weekdays (1 is Monday) as the language shown lists them, in the week's order: "Mon, Wed, Fri". */
export function weekdayList(weekdays: readonly number[]): string {
  const names = weekdayNames();
  return WEEKDAYS.filter((day) => weekdays.includes(day.value))
    .map((day) => names[day.value - 1] ?? day.short)
    .join(", ");
}
