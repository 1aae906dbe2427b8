/**
 * The thread messages waiting on this device for the connection, as the screens show them (the texts themselves
 * are in IndexedDB, message-outbox.ts): each with its task, and why it was refused, if it was.
 */
import { useSyncExternalStore } from "react";

export interface WaitingMessage {
  /** The device's own id of the message until the server has it. */
  localId: string;
  taskId: string;
  taskName: string;
  text: string;
  queuedAt: number;
  problem: string | null;
}

let waiting: WaitingMessage[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setWaitingMessages(messages: WaitingMessage[]): void {
  waiting = [...messages].sort((a, b) => a.queuedAt - b.queuedAt);
  notify();
}

export const waitingMessages = (): WaitingMessage[] => waiting;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const NONE: WaitingMessage[] = [];
let cache: { of: WaitingMessage[]; taskId: string; messages: WaitingMessage[] } | null = null;

/** The task's waiting messages, oldest first. */
export function useWaitingMessages(taskId: string): WaitingMessage[] {
  return useSyncExternalStore(subscribe, () => {
    if (cache?.of === waiting && cache.taskId === taskId) return cache.messages;
    const messages = waiting.filter((message) => message.taskId === taskId);
    cache = { of: waiting, taskId, messages: messages.length === 0 ? NONE : messages };
    return cache.messages;
  });
}
