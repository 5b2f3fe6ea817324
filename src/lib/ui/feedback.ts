// Page-wide feedback shared by every island: the toast, the request progress bar and confirmation prompts.
import { atom } from "nanostores";
import { singleToast } from "@/lib/http/toast";

export interface Toast {
  id: number;
  message: string;
  kind: "error" | "success" | "info";
}

export const $toast = atom<Toast | null>(null);
let nextId = 1;
let closeCurrent: (() => void) | null = null;

export const TOAST_MS = 3000;

function display(message: string, kind: Toast["kind"], onClose?: () => void): void {
  // A new message replaces the one showing: release that one's single-toast lock first.
  const previous = closeCurrent;
  closeCurrent = null;
  previous?.();
  const id = nextId++;
  $toast.set({ id, message, kind });
  closeCurrent = onClose ?? null;
  setTimeout(() => {
    if ($toast.get()?.id === id) dismissToast();
  }, TOAST_MS);
}

export function dismissToast(): void {
  $toast.set(null);
  const done = closeCurrent;
  closeCurrent = null;
  done?.();
}

/** Error messages from calls: one at a time until it closes (portal.md §8). */
export const showError = singleToast((message, onClose) => display(message, "error", onClose));

export function showSuccess(message: string): void {
  display(message, "success");
}

/** Number of calls in flight: the progress bar shows while it is above zero. */
export const $pending = atom(0);
export const progressStart = () => $pending.set($pending.get() + 1);
export const progressDone = () => $pending.set(Math.max(0, $pending.get() - 1));

export interface Prompt {
  message: string;
  title?: string;
  /** false: an alert with a single confirm button. */
  cancellable: boolean;
  resolve(confirmed: boolean): void;
}

export const $prompt = atom<Prompt | null>(null);

/** Asks the user to confirm; resolves true on confirm, false on cancel or escape. */
export function confirmAction(message: string, title?: string): Promise<boolean> {
  return new Promise((resolve) => $prompt.set({ message, title, cancellable: true, resolve }));
}

/** Shows a message the user must acknowledge. */
export function alertMessage(message: string, title?: string): Promise<void> {
  return new Promise((resolve) => $prompt.set({ message, title, cancellable: false, resolve: () => resolve() }));
}

export function answerPrompt(confirmed: boolean): void {
  const prompt = $prompt.get();
  $prompt.set(null);
  prompt?.resolve(confirmed);
}
