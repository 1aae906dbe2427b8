import type { Category, Role, SocialLabel, TaskStatus } from "./constants";

/** Shapes of the JSON the API sends (SPEC §3, §7). */
export interface ApiResult {
  success: boolean;
  message: string;
}

export interface SocialLink {
  label: SocialLabel;
  url: string;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
  picture: string;
  phoneNumber: string;
  /** Calendar date `YYYY-MM-DD`, or empty when not provided. */
  birthDate: string;
  socialLinks: SocialLink[];
  /** False once an admin deactivated the account: it cannot sign in, its data stays. */
  active: boolean;
  /** ISO instant the account was created, or empty when unknown. */
  createdAt: string;
}

/** A user as the admin's Users page lists them: students carry their open and overdue task counts. */
export interface UserSummary extends User {
  openTasks: number;
  overdueTasks: number;
}

export interface Task {
  _id: string;
  name: string;
  instructions: string;
  /** Calendar date `YYYY-MM-DD`: the same day for every viewer in every time zone. */
  deadline: string;
  category: Category;
  assignedTo: string;
  status: TaskStatus;
  proofUrl?: string;
  /** The plan (one Create Task request with repetition) the task came from, if any. */
  planId?: string;
}

/** A task an admin saved to start new tasks from. */
export interface TaskTemplate {
  _id: string;
  name: string;
  instructions: string;
  category: Category;
}

export interface IsAuthResult extends ApiResult {
  user?: User;
}

export interface RelatedTask {
  _id: string;
  name: string;
  deadline: string;
  /** The task was deleted since: the notification stays, and says so. */
  deleted?: boolean;
}

export interface Notification {
  _id: string;
  title: string;
  message: string;
  isRead: boolean;
  /** ISO instant. */
  createdAt: string;
  relatedTask: RelatedTask | null;
}
