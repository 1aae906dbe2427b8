import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";

/**
 * The rows of a long table that are near the screen (the window's scroll decides, @tanstack/react-virtual):
 * only those are drawn, the others are the room they would take (`roomBefore`, `roomAfter`, as spacer rows),
 * so that sorting or changing a class-sized table costs what a screenful does. Put `body` on the <tbody>,
 * `measure` and `data-index` on each drawn <tr>, and `aria-rowcount` on the table (rows + 1 for the header);
 * a list of cards works the same with a <ul>, its <li>s and ListRoom.
 */
export function useWindowRows<T, Body extends HTMLElement = HTMLTableSectionElement>(
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

/** The room of the rows not drawn (`useWindowRows`): an empty row of that height, hidden from assistive tech. */
export function RowsRoom({ height }: { height: number }) {
  return height > 0 ? <tr role="presentation" aria-hidden style={{ height }} /> : null;
}

/** ListRoom is RowsRoom for a list of cards (a <ul>). */
export function ListRoom({ height }: { height: number }) {
  return height > 0 ? <li aria-hidden style={{ height, listStyle: "none" }} /> : null;
}
