import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FOLLOWER_CHECK_MS, HEARTBEAT_MS, LEADER_DEAD_MS, LeaderElection, mayLead, parseLease, type LeaseStore } from "@/lib/rules/leader";

function memoryStore(): LeaseStore & { value: string | null } {
  return {
    value: null,
    get() { return this.value; },
    set(value) { this.value = value; },
    remove() { this.value = null; },
  };
}

/** A tab's timers; `crash()` silences them as if the tab's process died without cleaning up. */
function tabScheduler() {
  let alive = true;
  return {
    setInterval: (callback: () => void, ms: number) => setInterval(() => alive && callback(), ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    crash: () => { alive = false; },
  };
}
const scheduler = tabScheduler();

describe("leader lease", () => {
  it("treats malformed leases as none", () => {
    expect(parseLease("{bad")).toBeNull();
    expect(parseLease(JSON.stringify({ tabId: 1 }))).toBeNull();
  });
  it("a live foreign lease blocks; a stale one does not", () => {
    const lease = { tabId: "a", heartbeat: 0 };
    expect(mayLead(lease, "b", LEADER_DEAD_MS)).toBe(false);
    expect(mayLead(lease, "b", LEADER_DEAD_MS + 1)).toBe(true);
    expect(mayLead(lease, "a", 1)).toBe(true);
    expect(mayLead(null, "b", 0)).toBe(true);
  });
});

describe("leader election across tabs (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("elects exactly one leader and heartbeats every 10 s", () => {
    const store = memoryStore();
    const first = new LeaderElection("tab-1", store, scheduler);
    const second = new LeaderElection("tab-2", store, scheduler);
    first.start();
    second.start();
    expect(first.isLeader).toBe(true);
    expect(second.isLeader).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(parseLease(store.value)).toEqual({ tabId: "tab-1", heartbeat: 1_000_000 + HEARTBEAT_MS });
    vi.advanceTimersByTime(60_000);
    expect(first.isLeader).toBe(true);
    expect(second.isLeader).toBe(false);
  });

  it("a follower takes over once the leader's heartbeat is older than 30 s", () => {
    const store = memoryStore();
    const changes: boolean[] = [];
    const firstTab = tabScheduler();
    const first = new LeaderElection("tab-1", store, firstTab);
    const second = new LeaderElection("tab-2", store, tabScheduler(), (leading) => changes.push(leading));
    first.start();
    second.start();
    // The first tab dies without cleaning up: its heartbeats stop, its lease stays behind.
    firstTab.crash();
    vi.advanceTimersByTime(LEADER_DEAD_MS - 1);
    expect(second.isLeader).toBe(false);
    vi.advanceTimersByTime(FOLLOWER_CHECK_MS * 2);
    expect(second.isLeader).toBe(true);
    expect(changes).toEqual([true]);
    expect(parseLease(store.value)?.tabId).toBe("tab-2");
  });

  it("a leader closing cleanly hands over at the follower's next check", () => {
    const store = memoryStore();
    const first = new LeaderElection("tab-1", store, scheduler);
    const second = new LeaderElection("tab-2", store, scheduler);
    first.start();
    second.start();
    first.stop();
    expect(store.value).toBeNull();
    vi.advanceTimersByTime(FOLLOWER_CHECK_MS);
    expect(second.isLeader).toBe(true);
  });
});
