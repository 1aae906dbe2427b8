/** When two names are one group's: the rule the groups' records keep names unique by, and Add many's list finds them by. */
import { DRAWS_NOTHING } from "./validation";

/** What makes two names the same group's: case, spacing and accents aside ("B1 Evening" is "b1  evening"). */
export const groupNameKey = (name: string) =>
  name
    .normalize("NFKD")
    // Marks and what draws nothing: "B1\u200B evening" would otherwise look like "B1 evening" and pass as another.
    // The blanks among them (a Hangul filler, the blank Braille pattern) read as a space.
    .replace(/\p{M}/gu, "")
    .replace(DRAWS_NOTHING, (blank) => (/\p{Cf}/u.test(blank) ? "" : " "))
    .toLocaleLowerCase("en-US")
    .replace(/\s+/g, " ")
    .trim();
