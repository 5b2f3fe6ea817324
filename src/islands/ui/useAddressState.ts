// A screen's inputs kept in the address, so a reload or a shared link shows the same thing.
import { useCallback, useState } from "react";

/**
 * The inputs `read` from the address once, and an update that writes them back (as `params`, without a new history
 * entry) on every change. Pass module-level functions: they are taken to never change.
 */
export function useAddressState<Q extends object>(read: (search: string) => Q, params: (query: Q) => Record<string, string>): [Q, (change: Partial<Q>) => void] {
  const [query, setQuery] = useState<Q>(() => read(location.search));
  const update = useCallback((change: Partial<Q>) => {
    setQuery((current) => {
      const next = { ...current, ...change };
      const url = new URL(location.href);
      url.search = new URLSearchParams(params(next)).toString();
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      return next;
    });
  }, [params]);
  return [query, update];
}
