/** What a task says, as tasks, plans and templates store it alike: read from a record with safe defaults. */
import { CATEGORIES, type Category } from "@common/constants";

export interface TaskContent {
  name: string;
  instructions: string;
  category: Category;
}

/** A record's name, instructions and category; a category the app does not know reads as Other. */
export function taskContentOf(data: Record<string, unknown>): TaskContent {
  return {
    name: String(data.name ?? ""),
    instructions: String(data.instructions ?? ""),
    category: CATEGORIES.includes(data.category as Category) ? (data.category as Category) : "Other",
  };
}
