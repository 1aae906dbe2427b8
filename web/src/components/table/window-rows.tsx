import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

/**
 * The rows of a long table (or list) that are near the screen (the window's scroll decides, @tanstack/react-virtual):
 * only those are drawn, the others are the room they would take (`roomBefore`, `roomAfter`, as spacer rows),
 * so that sorting or changing a class-sized table costs what a screenful does.
 */
function useWindowRows<T, Body extends HTMLElement = HTMLTableSectionElement>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  estimatedHeight: number,
) {
  const body = useRef<Body>(null);
  // Where the rows start on the page, for the window's scroll to say which rows are near the screen.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((body.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedHeight,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : keyOf(row);
    },
  });
  const drawn = virtualizer.getVirtualItems();
  const first = drawn[0];
  const last = drawn.at(-1);
  return {
    body,
    measure: virtualizer.measureElement,
    /** The rows to draw: each with its index in `rows` (for `data-index` and `aria-rowindex`) and its key. */
    drawn: drawn.flatMap(({ index, key }) => {
      const row = rows[index];
      return row === undefined ? [] : [{ row, index, key }];
    }),
    roomBefore: first ? first.start - scrollMargin : 0,
    roomAfter: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  };
}

interface WindowedProps<T> {
  rows: readonly T[];
  keyOf: (row: T) => string;
  /** A row's height before it is measured, in px. */
  estimatedHeight: number;
  testIdOf: (row: T) => string;
  /** A row's cells (a table's) or content (a list's). */
  children: (row: T) => ReactNode;
}

/**
 * A table's body with only the rows near the screen drawn; the others are the room they would take, an empty row
 * hidden from assistive tech. Put `aria-rowcount` (rows + 1 for the header) on the table.
 */
export function WindowedBody<T>({ rows, keyOf, estimatedHeight, testIdOf, children }: WindowedProps<T>) {
  const { body, measure, drawn, roomBefore, roomAfter } = useWindowRows(rows, keyOf, estimatedHeight);
  return (
    <tbody ref={body}>
      {roomBefore > 0 && <tr role="presentation" aria-hidden style={{ height: roomBefore }} />}
      {drawn.map(({ row, index, key }) => (
        <tr
          key={key}
          ref={measure}
          data-index={index}
          aria-rowindex={index + 2}
          className="static-row"
          data-testid={testIdOf(row)}
        >
          {children(row)}
        </tr>
      ))}
      {roomAfter > 0 && <tr role="presentation" aria-hidden style={{ height: roomAfter }} />}
    </tbody>
  );
}

/** WindowedBody for a list of cards: a <ul> named `label`. */
export function WindowedList<T>({
  rows,
  keyOf,
  estimatedHeight,
  testIdOf,
  label,
  className,
  children,
}: WindowedProps<T> & { label: string; className?: string }) {
  const { body, measure, drawn, roomBefore, roomAfter } = useWindowRows<T, HTMLUListElement>(
    rows,
    keyOf,
    estimatedHeight,
  );
  return (
    <ul ref={body} className={className} aria-label={label}>
      {roomBefore > 0 && <li aria-hidden style={{ height: roomBefore, listStyle: "none" }} />}
      {drawn.map(({ row, index, key }) => (
        <li key={key} ref={measure} data-index={index} data-testid={testIdOf(row)}>
          {children(row)}
        </li>
      ))}
      {roomAfter > 0 && <li aria-hidden style={{ height: roomAfter, listStyle: "none" }} />}
    </ul>
  );
}
