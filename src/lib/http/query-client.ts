// The portal's one data layer (TanStack Query): every island's loads and actions go through this client, so a call
// two islands of a page both need is sent once, answers are cached by key for the page's life, a transport failure is
// tried once more, and an action can mark the loads it changed as stale.
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./envelope";

/** A refusal (an envelope with a failure code) would be refused again; only a lost or timed-out answer is retried. */
export function retryTransient(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError);
}

export const RETRY_DELAY_MS = 1_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryTransient,
      retryDelay: RETRY_DELAY_MS,
      // Forms and lists must not reload under the user's hands when they come back to the tab.
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    // An action (save, follow, delete) is sent once: repeating it is the user's choice.
    mutations: { retry: false },
  },
});
