// The one way portal islands load and act, on the portal's data layer (src/lib/http/query-client.ts): a load is
// loading, failed (with the answer's code) or ready; it runs again when its key changes or on retry; an answer that
// arrives after newer inputs is dropped; islands asking for the same key share one request and one cached answer.
import { useCallback, useMemo, useState } from "react";
import { useStore } from "@nanostores/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/http/envelope";
import { withSignal } from "@/lib/http/client";
import { queryClient } from "@/lib/http/query-client";
import type { CallKey } from "@/lib/http/loads";
import { $needsRegistration } from "@/lib/session/profile";

export type CallState<T> =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "failed"; code: number | string | null }
  | { state: "ready"; data: T };

// Two loads with the same key must ask for the same thing, since they share one answer: the keys of calls more than
// one screen makes come from their area's key factory (src/lib/api/*, see src/lib/http/loads.ts), and a screen keeping
// another shape of the answer passes `select` rather than a key of its own.
export type { CallKey } from "@/lib/http/loads";

/** The failure code of a call not made because the third-party user has not registered yet. */
export const REGISTRATION_PENDING = "registration-pending";

// The data layer refuses an undefined answer (some calls answer with no data), so answers travel boxed.
export interface Boxed<T> {
  value: T;
}

/**
 * Runs `call` while `enabled` (else the state is idle), again when `key` changes or retry() is called. Nothing runs for
 * a third-party user still to register (the server refuses their calls, and the registration dialog covers the page):
 * the state is failed with code REGISTRATION_PENDING. `select` shapes the shared answer for this screen (its result
 * keeps its identity while equal, so effects on it run once per change).
 */
export function useCall<T, S = T>(key: CallKey, call: () => Promise<T>, enabled = true, select?: (data: T) => S): [CallState<S>, () => void] {
  const waitsForRegistration = useRegistrationWait(enabled);
  const query = useQuery(loadOptions(key, call, enabled && !waitsForRegistration, select), queryClient);
  const { refetch, status, fetchStatus, data, error } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  // The same state object until something changes, so that effects depending on it run once per change.
  const state = useMemo(
    () => callState({ status, fetchStatus, data, error }, enabled, waitsForRegistration),
    [status, fetchStatus, data, error, enabled, waitsForRegistration],
  );
  return [state, retry];
}

/**
 * Whether an enabled load must wait for the user's registration. Once pending, always pending: when the registration
 * is sent the session ends (the account awaits approval), and no load may run in between, or its refusal would send
 * the user to the login page with the wrong return address.
 */
export function useRegistrationWait(enabled: boolean): boolean {
  const pending = useStore($needsRegistration);
  const [seenPending, setSeenPending] = useState(pending);
  if (pending && !seenPending) setSeenPending(true);
  return enabled && (pending || seenPending);
}

/** The data layer's options for a load: the shared answer is boxed and cached under `key`; `select` shapes it per screen. */
export function loadOptions<T, S>(key: CallKey, call: () => Promise<T>, enabled: boolean, select?: (data: T) => S) {
  return {
    queryKey: key,
    queryFn: boxed(call),
    enabled,
    select: (select ? (data: Boxed<T>) => ({ value: select(data.value) }) : undefined) as ((data: Boxed<T>) => Boxed<S>) | undefined,
  };
}

/** A load's call as the data layer runs it: boxed, and aborted when the data layer cancels the load. */
export function boxed<T>(call: () => Promise<T>): (context: { signal: AbortSignal }) => Promise<Boxed<T>> {
  return ({ signal }) => withSignal(signal, call).then((value) => ({ value }));
}

/** A load's state as the islands read it, from the data layer's status of its query. */
export function callState<T>(
  query: { status: "pending" | "error" | "success"; fetchStatus: string; data: Boxed<T> | undefined; error: unknown },
  enabled: boolean,
  waitsForRegistration: boolean,
): CallState<T> {
  if (!enabled) return { state: "idle" };
  // not "loading" for ever behind the dialog: the page says what it waits for
  if (waitsForRegistration) return { state: "failed", code: REGISTRATION_PENDING };
  if (query.status === "success" && query.data) return { state: "ready", data: query.data.value };
  // a retry after a failure counts as under way again
  if (query.status === "error" && query.fetchStatus !== "fetching") {
    return { state: "failed", code: query.error instanceof ApiError ? query.error.code : null };
  }
  return { state: "loading" };
}

/**
 * A load whose last answer stays on screen (the caller dims it) while the answer for a new key is on its way: for lists
 * whose filters change under the reader's eyes.
 */
export function useKeptCall<T, S = T>(key: CallKey, call: () => Promise<T>, enabled = true, select?: (data: T) => S): KeptCall<S> {
  const waitsForRegistration = useRegistrationWait(enabled);
  const query = useQuery({ ...loadOptions(key, call, enabled && !waitsForRegistration, select), placeholderData: keepPreviousData }, queryClient);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (waitsForRegistration) return { data: undefined, loading: false, failed: true, code: REGISTRATION_PENDING, error: null, retry };
  const failed = query.status === "error" && !query.isFetching;
  const error = failed ? query.error : null;
  return { data: query.data?.value, loading: query.isFetching, failed, code: failed ? (error instanceof ApiError ? error.code : null) : null, error, retry };
}

export interface KeptCall<T> {
  /** the answer for the key, or the last one while the key's own is on its way */
  data: T | undefined;
  loading: boolean;
  /** the call for the key failed (`error` says how), or waits for the user's registration (code REGISTRATION_PENDING) */
  failed: boolean;
  /** the failure's code, as CallState's */
  code: number | string | null;
  error: unknown;
  retry(): void;
}

/** A call's state on screens that show no idle state (a call not yet enabled counts as loading). */
export type Loadable<T> = Exclude<CallState<T>, { state: "idle" }>;

export const LOADING = { state: "loading" } as const;

export function useLoadable<T, S = T>(key: CallKey, call: () => Promise<T>, enabled = true, select?: (data: T) => S): [Loadable<S>, () => void] {
  const [result, retry] = useCall(key, call, enabled, select);
  return [result.state === "idle" ? LOADING : result, retry];
}

/** Marks as stale the loads whose key starts with one of `names`: those on screen load again. */
export function invalidateLoads(names: readonly string[]): Promise<void> {
  return Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: [name] }))).then(() => undefined);
}

/** Changes a load's cached answer in place, after an action whose outcome is known without asking the server again. */
export function updateLoaded<T>(key: CallKey, change: (data: T) => T): void {
  queryClient.setQueryData<Boxed<T>>(key, (boxed) => (boxed ? { value: change(boxed.value) } : boxed));
}
