// Actions (save, delete, approve) on the data layer's mutations, in their own module: pages with nothing to save
// do not download that code.
import { useCallback } from "react";
import { useMutation } from "@tanstack/react-query";
import { queryClient } from "@/lib/http/query-client";
import { invalidateLoads } from "./useCall";

/**
 * An action (save, follow, delete) through the data layer: `busy` while it runs, so a button cannot send twice (a
 * second run while busy does nothing and resolves undefined); a failure rejects as the call did. When it succeeds, the
 * loads whose key starts with one of `invalidates` are stale and load again.
 */
export function useAction(invalidates: readonly string[] = []): [boolean, <T>(work: () => Promise<T>) => Promise<T | undefined>] {
  const mutation = useMutation<unknown, unknown, () => Promise<unknown>>(
    {
      mutationFn: (work) => work(),
      onSuccess: () => invalidateLoads(invalidates),
    },
    queryClient,
  );
  const { isPending, mutateAsync } = mutation;
  const run = useCallback(
    async <T,>(work: () => Promise<T>): Promise<T | undefined> => (isPending ? undefined : ((await mutateAsync(work)) as T)),
    [isPending, mutateAsync],
  );
  return [isPending, run];
}
