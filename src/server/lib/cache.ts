import { announce, onNotice } from "./bus";

// Small in-process TTL caches for read-mostly data. Nothing here is needed by another process: each process fills its
// own, and entries expire quickly (reference data: 60 s; per-user favourites and token-family checks: a few seconds),
// so changes made through another process show up within the TTL at worst. Imports and writes in this process
// invalidate at once; on PostgreSQL they are also announced to the other processes (lib/bus.ts), which forget too.
export class TtlCache<V> {
  private map = new Map<string, { at: number; value: V }>();
  constructor(private ttlMs: number, private max = 5000) {}
  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (Date.now() - e.at > this.ttlMs) {
      this.map.delete(key);
      return undefined;
    }
    return e.value;
  }
  set(key: string, value: V): V {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, { at: Date.now(), value });
    return value;
  }
  delete(key: string) {
    this.map.delete(key);
    this.loading.delete(key);
  }
  clear() {
    this.map.clear();
    this.loading.clear();
  }
  /**
   * Loads in flight, one per key: when an entry expires under load, the requests that miss it at once share one query
   * instead of each queueing its own on the database (which made the slowest answers wait for all of them). A load that
   * was forgotten meanwhile (delete, clear: a write in this process) still answers its callers but is not stored.
   */
  private loading = new Map<string, Promise<V>>();
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;
    const loaded: Promise<V> = load().then(
      (value) => {
        if (this.loading.get(key) !== loaded) return value;
        this.loading.delete(key);
        return this.set(key, value);
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }
}

const registry = new Set<TtlCache<unknown>>();
/** a cache of reference data, cleared by clearReferenceCaches() (the importer calls it) */
export function referenceCache<V>(ttlMs = 60_000, max = 5000): TtlCache<V> {
  const c = new TtlCache<V>(ttlMs, max);
  registry.add(c as TtlCache<unknown>);
  return c;
}
/** After an import or a restore has committed: here at once, and in the other processes by notice. */
export function clearReferenceCaches() {
  forgetReferenceData();
  void announce({ kind: "reference" });
}
function forgetReferenceData() {
  for (const c of registry) c.clear();
}
onNotice((notice) => {
  if (notice.kind === "reference" || notice.kind === "all") forgetReferenceData();
});

/** per-process cache key namespace of a database, so test databases in one process never share entries */
const ids = new WeakMap<object, number>();
let next = 1;
export function dbKey(db: object): number {
  let id = ids.get(db);
  if (!id) ids.set(db, (id = next++));
  return id;
}
