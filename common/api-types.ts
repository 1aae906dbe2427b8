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
}

export interface IsAuthResult extends ApiResult {
  user?: User;
}

export interface RelatedTask {
  _id: string;
  name: string;
  deadline: string;
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
