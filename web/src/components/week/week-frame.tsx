import { mondayOf } from "@common/calendar-date";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useToday } from "@/lib/use-today";
import { WeekNavigator } from "./week-navigator";

const stay = () => undefined;

/**
 * What a screen led by the week's navigator (the dashboard, the class board) shows while its code is on its
 * way: the navigator on this week, where the screen draws it, its buttons waiting for the screen, over a
 * spinner. Part of the first load, so that the week's range is in the admin and student pages' first frame
 * (prerender-html.ts; start-app.js writes the viewer's week into it before it is painted) instead of after
 * the screen's code has downloaded and run. Not `inline`, the spinner keeps the footer below the fold, as a
 * page's spinner does (PageSpinner).
 */
export function WeekFrame({ inline = true }: { inline?: boolean }) {
  const today = useToday();
  return (
    <>
      <WeekNavigator weekStart={mondayOf(today)} today={today} onChange={stay} disabled />
      <PageSpinner inline={inline} />
    </>
  );
}
