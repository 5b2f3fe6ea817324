// Many loads of one kind at once (one per college, say), in its own module: pages that load one thing at a time do
// not download the data layer's code for many.
import { useQueries } from "@tanstack/react-query";
import { queryClient } from "@/lib/http/query-client";
import { boxed, callState, LOADING, useRegistrationWait, type CallKey, type Loadable } from "./useCall";

/**
 * One load per item (a college's score lines, say): each has its own key, state and cached answer, so an item added
 * later asks only for itself. At most `parallel` are under way at once, in the items' order; retry() runs the failed
 * ones again.
 */
export function useCalls<I, T>(items: readonly I[], keyOf: (item: I) => CallKey, call: (item: I) => Promise<T>, parallel = Infinity): [Loadable<T>[], () => void] {
  // as useCall: nothing is asked for a third-party user still to register
  const waits = useRegistrationWait(true);
  let underWay = 0;
  const queries = items.map((item) => {
    const queryKey = keyOf(item);
    const status = queryClient.getQueryState(queryKey)?.status;
    const settled = status === "success" || status === "error";
    const enabled = !waits && (settled || underWay < parallel);
    if (!settled && enabled) underWay += 1;
    return { queryKey, queryFn: boxed(() => call(item)), enabled };
  });
  const results = useQueries({ queries }, queryClient);
  const states = results.map((result): Loadable<T> => {
    const state = callState(result, true, waits);
    return state.state === "idle" ? LOADING : state;
  });
  const retry = () => results.forEach((result) => result.status === "error" && void result.refetch());
  return [states, retry];
}
