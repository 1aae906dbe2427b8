/**
 * How the review inbox shows its proofs, kept on the device: the list, one at a time (the default), or a grid
 * grouped by task. The route's prefetch asks for the list's page whatever the view: reading the view there would
 * put this module in every first load, a student's too.
 */
export type InboxView = "list" | "grid";

export const INBOX_VIEW_KEY = "task-planner:inbox-view";

export function readInboxView(): InboxView {
  try {
    return localStorage.getItem(INBOX_VIEW_KEY) === "grid" ? "grid" : "list";
  } catch {
    // Storage refused (a browser's privacy setting): the list, as the inbox always was.
    return "list";
  }
}

export function keepInboxView(view: InboxView): void {
  try {
    localStorage.setItem(INBOX_VIEW_KEY, view);
  } catch {
    // Not kept: the view still holds until the page is left.
  }
}

/** The inbox's page for a view: the grid's holds a class's day (30 proofs) and more, so that a group is seen whole. */
export const inboxPageSize = (view: InboxView) => (view === "grid" ? 100 : undefined);
