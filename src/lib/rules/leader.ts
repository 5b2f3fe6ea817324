// One browser tab refreshes tokens for all: a leader lease kept in shared storage (portal.md §9).

export const HEARTBEAT_MS = 10_000;
export const LEADER_DEAD_MS = 30_000;
export const FOLLOWER_CHECK_MS = 12_000;

export interface Lease {
  tabId: string;
  heartbeat: number;
}

/** Reads a lease; anything malformed counts as no leader. */
export function parseLease(raw: string | null): Lease | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Lease>;
    return typeof value.tabId === "string" && typeof value.heartbeat === "number" ? { tabId: value.tabId, heartbeat: value.heartbeat } : null;
  } catch {
    return null;
  }
}

/** A tab may lead when there is no lease, the lease is its own, or the leader's heartbeat is older than 30 s. */
export function mayLead(lease: Lease | null, tabId: string, now: number): boolean {
  return !lease || lease.tabId === tabId || now - lease.heartbeat > LEADER_DEAD_MS;
}

export interface LeaseStore {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

export interface Scheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

/**
 * Leader election: the leader writes a heartbeat every 10 s; followers re-check every 12 s and take over once the
 * heartbeat is older than 30 s. `onChange` is told whenever this tab becomes or stops being the leader.
 */
export class LeaderElection {
  private timer: unknown = null;
  private leading = false;

  constructor(
    private readonly tabId: string,
    private readonly store: LeaseStore,
    private readonly scheduler: Scheduler,
    private readonly onChange: (leading: boolean) => void = () => {},
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    this.tick();
  }

  /** Releases the lease on tab close, so another tab need not wait the full 30 s (it still would if this never ran). */
  stop(): void {
    if (this.timer !== null) this.scheduler.clearInterval(this.timer);
    this.timer = null;
    if (this.leading && parseLease(this.store.get())?.tabId === this.tabId) this.store.remove();
    this.setLeading(false);
  }

  private tick = (): void => {
    const now = this.scheduler.now();
    const lease = parseLease(this.store.get());
    if (mayLead(lease, this.tabId, now)) {
      this.store.set(JSON.stringify({ tabId: this.tabId, heartbeat: now } satisfies Lease));
      this.schedule(HEARTBEAT_MS, true);
    } else {
      this.schedule(FOLLOWER_CHECK_MS, false);
    }
  };

  private schedule(ms: number, leading: boolean): void {
    const changedCadence = this.leading !== leading || this.timer === null;
    this.setLeading(leading);
    if (!changedCadence) return;
    if (this.timer !== null) this.scheduler.clearInterval(this.timer);
    this.timer = this.scheduler.setInterval(this.tick, ms);
  }

  private setLeading(leading: boolean): void {
    if (this.leading === leading) return;
    this.leading = leading;
    this.onChange(leading);
  }
}
