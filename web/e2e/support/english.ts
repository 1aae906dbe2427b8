import { compileMessage } from "@lingui/message-utils/compileMessage";
import { expect, type Page } from "@playwright/test";
import english from "../../../common/locales/en.json" with { type: "json" };

type Catalogue = Record<string, string>;

/** A message's own words: its text parts at any depth (a plural's or a select's branches too), not its values. */
function textParts(message: string): string[] {
  const parts: string[] = [];
  const walk = (compiled: unknown) => {
    if (typeof compiled === "string") parts.push(...compiled.split("#"));
    else if (Array.isArray(compiled)) {
      for (const part of compiled) {
        if (typeof part === "string") parts.push(...part.split("#"));
        else if (Array.isArray(part) && part[2] && typeof part[2] === "object")
          Object.values(part[2] as Record<string, unknown>).forEach(walk);
      }
    }
  };
  walk(compileMessage(message));
  return parts;
}

/** Words of two letters or more: "Mark all as read" has four, "task(s)" one, "·" none. */
const wordsOf = (text: string) => text.match(/\p{L}{2,}/gu) ?? [];
const trimmed = (text: string) => text.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");

/**
 * The English a reader of another language should never meet: each text part of an English message (the words
 * between its values, in every branch of a plural or a select) of two words or more, where that language's
 * catalogue words the message otherwise and holds that part nowhere. "Mark all as read" is one; "Due" (of "Due
 * {date}") is not, a word alone being as likely a name or a word both languages share; nor is a message worded
 * alike in both ("Task Planner"), nor a part the other catalogue holds too (the brands of "Facebook, Instagram").
 */
export function englishOnlyPhrases(other: Catalogue): { key: string; phrase: string }[] {
  const otherText = Object.values(other).join("\n").toLowerCase();
  const phrases = new Map<string, string>();
  for (const [key, message] of Object.entries(english as Catalogue)) {
    if (other[key] === message) continue;
    for (const part of textParts(message)) {
      const phrase = trimmed(part.replace(/\s+/g, " "));
      if (wordsOf(phrase).length < 2 || otherText.includes(phrase.toLowerCase())) continue;
      if (!phrases.has(phrase)) phrases.set(phrase, key);
    }
  }
  return [...phrases].map(([phrase, key]) => ({ key, phrase }));
}

/**
 * The English phrases (englishOnlyPhrases) the page shows or names: in its text as drawn (the tab's title and what
 * only a screen reader reads included) and in its accessible names and hints (aria-label, aria-description,
 * aria-valuetext, title, placeholder, alt). A phrase counts as a whole: letters neither before nor after it.
 */
export async function englishShown(page: Page, other: Catalogue): Promise<string[]> {
  const phrases = englishOnlyPhrases(other);
  const shown = await page.evaluate(() => {
    const attributes = ["aria-label", "aria-description", "aria-valuetext", "title", "placeholder", "alt"];
    const named = [...document.body.querySelectorAll("*")].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name)).filter((value): value is string => Boolean(value)),
    );
    return [document.title, document.body.innerText, ...named].join("\n");
  });
  return phrases
    .filter(({ phrase }) => {
      const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(shown);
    })
    .map(({ key, phrase }) => `"${phrase}" (${key})`);
}

/** No English phrase (englishShown) on the page as it is now; `screen` names the page in the failure. */
export async function expectNoEnglish(page: Page, other: Catalogue, screen: string) {
  expect.soft(await englishShown(page, other), `English on ${screen}`).toEqual([]);
}
