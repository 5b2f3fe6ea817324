// What the islands load, named once per API area: each area keeps a key factory beside its calls (src/lib/api/*), so a
// key names the call and every input it depends on, never the screen asking. Screens that keep different shapes of one
// answer share the load and each shapes it with `select` (src/islands/ui/useCall.ts).

/** The name of what a load asks for, then every input the call depends on. Loads with the same key share one answer. */
export type CallKey = readonly [name: string, ...inputs: unknown[]];

/** A load as a key factory gives it: spread into useCall / useLoadable / useKeptCall (`useLoadable(...loads.x(id))`). */
export type LoadOf<T> = readonly [key: CallKey, call: () => Promise<T>];

/** Pairs a key with the call it names, so every screen using the key asks the same thing. */
export function loadOf<T>(key: CallKey, call: () => Promise<T>): LoadOf<T> {
  return [key, call];
}
