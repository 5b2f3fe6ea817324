import { describe, expect, it } from "vitest";
import { afterToggle, followLabel } from "@/lib/rules/follow";

describe("follow a school (portal.md §4)", () => {
  it("shows follow when not followed and followed when followed", () => {
    expect(followLabel(false)).toBe("follow.follow");
    expect(followLabel(true)).toBe("follow.followed");
  });
  it("a toggle flips the state only on code 200", () => {
    expect(afterToggle(false, 200)).toBe(true);
    expect(afterToggle(true, 200)).toBe(false);
    expect(afterToggle(false, 400)).toBe(false);
    expect(afterToggle(true, 500)).toBe(true);
    expect(afterToggle(false, "00000")).toBe(false);
    expect(afterToggle(true, undefined)).toBe(true);
  });
});
