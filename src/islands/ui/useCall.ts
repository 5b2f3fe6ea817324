// The one way portal islands run a call: loading, failed (with the answer's code) or ready; again whenever the
// dependencies change or on retry; an answer that arrives after newer inputs is dropped.
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "@/lib/http/envelope";
import { $needsRegistration } from "@/lib/session/profile";

export type CallState<T> =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "failed"; code: number | string | null }
  | { state: "ready"; data: T };

/** The failure code of a call not made because the third-party user has not registered yet. */
export const REGISTRATION_PENDING = "registration-pending";

/**
 * Runs `call` while `enabled` (else the state is idle), again when `deps` change or retry() is called. Nothing runs for
 * a third-party user still to register (the server refuses their calls, and the registration dialog covers the page):
 * the state is failed with code REGISTRATION_PENDING.
 */
export function useCall<T>(call: () => Promise<T>, deps: readonly unknown[], enabled = true): [CallState<T>, () => void] {
  const [result, setResult] = useState<CallState<T>>({ state: enabled ? "loading" : "idle" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) {
      setResult({ state: "idle" });
      return;
    }
    if ($needsRegistration.get()) {
      // not "loading" for ever behind the dialog: the page says what it waits for
      setResult({ state: "failed", code: REGISTRATION_PENDING });
      return;
    }
    let alive = true;
    setResult({ state: "loading" });
    call().then(
      (data) => alive && setResult({ state: "ready", data }),
      (error: unknown) => alive && setResult({ state: "failed", code: error instanceof ApiError ? error.code : null }),
    );
    return () => {
      alive = false;
    };
    // `deps` stand for everything the call depends on (the call itself is a new function on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, round, ...deps]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  // Between turning on and the effect running, the call counts as under way.
  return [enabled && result.state === "idle" ? { state: "loading" } : result, retry];
}

/** A call's state on screens that show no idle state (a call not yet enabled counts as loading). */
export type Loadable<T> = Exclude<CallState<T>, { state: "idle" }>;

export function useLoadable<T>(call: () => Promise<T>, deps: readonly unknown[], enabled = true): [Loadable<T>, () => void] {
  const [result, retry] = useCall(call, deps, enabled);
  return [result.state === "idle" ? { state: "loading" } : result, retry];
}
