import { expect, type Page } from "@playwright/test";

/**
 * What on the page as it stands (once it stands still) does not fit where it is, one line each:
 * - the page scrolls sideways;
 * - a box scrolls sideways without being a named region the keyboard reaches (a table made to scroll is one);
 * - text is cut by a box that hides what overflows it (overflow hidden or clip, an ellipsis, a line clamp), unless
 *   its whole text is at hand: in a `title` on the box or around it, or as a tooltip's trigger;
 * - text sticks out of its own box's padding or of an ancestor's edges (over what is beside it), or out of the
 *   screen's side outside a box that scrolls;
 * - a select's chosen option, or an empty field's placeholder, is wider than the field (unless its title holds it).
 * Left alone: text only assistive technology reads (visually hidden) or nobody does (hidden, or moved past the
 * page's start on purpose, as an icon button's text-indent), the spaces at a wrapped line's end, a field's value
 * (it scrolls as it is typed), and what a scrolling box holds beyond its edges.
 */
export async function fitProblems(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const quote = (text: string) => {
      const words = text.replace(/\s+/g, " ").trim();
      return `"${words.length > 60 ? `${words.slice(0, 57)}…` : words}"`;
    };
    const nameOf = (element: Element) => {
      const label = element.getAttribute("aria-label");
      const text = (element as HTMLElement).innerText ?? element.textContent ?? "";
      return `<${element.tagName.toLowerCase()}> ${quote(label ?? text)}`;
    };
    const clips = (value: string) => value === "hidden" || value === "clip";
    const scrolls = (value: string) => value === "auto" || value === "scroll";
    /** Not drawn, or drawn only for assistive technology (Chakra's srOnly, a hidden input's 1 px box). */
    const unseen = (element: Element): boolean => {
      for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
        const style = styleOf(at);
        if (style.display === "none" || style.visibility !== "visible" || Number(style.opacity) === 0) return true;
        if (style.clip !== "auto" && style.clip !== "" && style.position === "absolute") return true;
        const box = at.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && clips(style.overflowX)) return true;
      }
      return false;
    };
    /** The text is at hand in full: a title holding it on the box or around it, or a tooltip on hover. */
    const fullTextAtHand = (element: Element, text: string) => {
      const words = text.replace(/\s+/g, " ").trim();
      for (let at: Element | null = element; at; at = at.parentElement) {
        const title = at.getAttribute("title");
        if (title && title.replace(/\s+/g, " ").includes(words)) return true;
        if (at.matches('[data-scope="tooltip"][data-part="trigger"]')) return true;
      }
      return false;
    };
    const contentBox = (box: Element, style: CSSStyleDeclaration) => {
      const rect = box.getBoundingClientRect();
      const px = (value: string) => parseFloat(value) || 0;
      const left = rect.left + px(style.borderLeftWidth) + px(style.paddingLeft);
      const top = rect.top + px(style.borderTopWidth) + px(style.paddingTop);
      const right = rect.right - px(style.borderRightWidth) - px(style.paddingRight);
      const bottom = rect.bottom - px(style.borderBottomWidth) - px(style.paddingBottom);
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const viewport = { left: 0, right: document.documentElement.clientWidth };
    const tolerance = 1;

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + tolerance) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    }

    for (const element of document.body.querySelectorAll("*")) {
      if (element instanceof SVGElement || unseen(element)) continue;
      const style = styleOf(element);
      const tag = element.tagName;

      // A box that scrolls sideways hides part of what it holds behind a gesture few would guess.
      if (
        scrolls(style.overflowX) &&
        !["INPUT", "TEXTAREA", "SELECT"].includes(tag) &&
        element.scrollWidth > element.clientWidth + tolerance
      ) {
        const region =
          element.getAttribute("tabindex") !== null &&
          (element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby"));
        if (!region) {
          problems.push(
            `${nameOf(element)} scrolls sideways: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
          );
        }
      }

      if (tag === "SELECT" || tag === "INPUT") {
        const field = element as HTMLSelectElement | HTMLInputElement;
        const text =
          field instanceof HTMLSelectElement
            ? (field.selectedOptions[0]?.text ?? "")
            : field.value === "" && !["checkbox", "radio", "file", "hidden"].includes(field.type)
              ? field.placeholder
              : "";
        if (!text.trim()) continue;
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) continue;
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const width = canvas.measureText(text).width;
        const room = field.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        if (width > room + tolerance && !fullTextAtHand(field, text)) {
          const what = field instanceof HTMLSelectElement ? "chosen option" : "placeholder";
          problems.push(`cut: the ${what} ${quote(text)} of ${nameOf(field)} (${Math.ceil(width)} px in ${room} px)`);
        }
        continue;
      }
      if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION", "OPTGROUP", "TEXTAREA"].includes(tag)) continue;

      // The text this element holds itself, measured as drawn: its words, not the spaces between them (a space
      // at the end of a wrapped line hangs past the box, unseen).
      const texts = [...element.childNodes].filter(
        (node): node is Text => node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim()),
      );
      if (texts.length === 0) continue;
      const range = document.createRange();
      let extent: DOMRect | null = null;
      const wordRects = (node: Text) =>
        [...(node.textContent ?? "").matchAll(/\S+/g)].flatMap((word) => {
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          return [...range.getClientRects()];
        });
      for (const node of texts) {
        for (const rect of wordRects(node)) {
          if (rect.width === 0) continue;
          extent = extent
            ? new DOMRect(
                Math.min(extent.left, rect.left),
                Math.min(extent.top, rect.top),
                Math.max(extent.right, rect.right) - Math.min(extent.left, rect.left),
                Math.max(extent.bottom, rect.bottom) - Math.min(extent.top, rect.top),
              )
            : rect;
        }
      }
      // Text moved past the page's start, where no scroll reaches, is hidden on purpose (a text-indent of -999em).
      if (!extent || extent.right < -window.scrollX || extent.bottom < -window.scrollY) continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("");
      // A line's glyphs may be taller than a line set tight (line-height under the font's own height).
      const slack = Math.max(2, parseFloat(style.fontSize) * 0.3);

      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const boxStyle = styleOf(box);
        if (boxStyle.display === "contents" || boxStyle.display === "inline") continue;
        // The text's own box holds it within its padding; an ancestor, within its edges.
        const rect = box === element ? contentBox(box, boxStyle) : box.getBoundingClientRect();
        const outX = extent.left < rect.left - tolerance || extent.right > rect.right + tolerance;
        const outY = extent.top < rect.top - slack || extent.bottom > rect.bottom + slack;
        // What a scrolling box holds beyond its edges is scrolled to; sideways, the box itself is named above.
        if (scrolls(boxStyle.overflowX) && scrolls(boxStyle.overflowY)) break;
        if (scrolls(boxStyle.overflowX) && !(outY && clips(boxStyle.overflowY))) break;
        if (scrolls(boxStyle.overflowY) && !(outX && clips(boxStyle.overflowX))) break;
        const cutX = outX && clips(boxStyle.overflowX);
        const cutY = outY && clips(boxStyle.overflowY);
        if (cutX || cutY) {
          if (!fullTextAtHand(element, text)) {
            problems.push(
              `cut: ${quote(text)} in ${nameOf(box)} (${Math.ceil(extent.width)}×${Math.ceil(extent.height)} px of text in ${Math.floor(rect.width)}×${Math.floor(rect.height)} px)`,
            );
          }
          break;
        }
        if (outX || outY) {
          problems.push(
            `sticks out: ${quote(text)} out of ${box === element ? "its own box" : nameOf(box)} (${Math.ceil(extent.width)}×${Math.ceil(extent.height)} px of text in ${Math.floor(rect.width)}×${Math.floor(rect.height)} px)`,
          );
          break;
        }
        if (clips(boxStyle.overflowX) && clips(boxStyle.overflowY)) break;
        // A box placed on its own (a menu, a row of a drawn window, a badge) answers for itself only.
        if (boxStyle.position === "absolute" || boxStyle.position === "fixed") break;
      }
      let inScroller = false;
      for (let box = element.parentElement; box && box !== document.body && !inScroller; box = box.parentElement) {
        inScroller = scrolls(styleOf(box).overflowX);
      }
      if (!inScroller && (extent.left < viewport.left - tolerance || extent.right > viewport.right + tolerance)) {
        problems.push(`sticks out of the screen: ${quote(text)}`);
      }
    }
    return [...new Set(problems)];
  });
}

/** Waits for the page to stand still: no transition or entrance running (a spinner's endless turn aside). */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .filter((animation) => animation.playState === "running").length,
      ),
    )
    .toBe(0);
}

/** Everything the page shows fits where it stands (fitProblems); `screen` names the page in the failure. */
export async function expectToFit(page: Page, screen: string) {
  expect.soft(await fitProblems(page), `${screen} at ${page.viewportSize()?.width ?? "?"} px`).toEqual([]);
}
