import { describe, expect, it } from "vitest";
import { afterAdd, afterDelete, followLabel } from "@/lib/rules/follow";

describe("follow a school (portal.md §4)", () => {
  const start = { followed: ["10003"], isFavorite: false };
  it("shows follow when not followed and followed when followed", () => {
    expect(followLabel(false)).toBe("follow.follow");
    expect(followLabel(true)).toBe("follow.followed");
  });
  it("adds the code and sets isFavorite only on code 200", () => {
    expect(afterAdd(start, "10001", 200)).toEqual({ followed: ["10003", "10001"], isFavorite: true });
    expect(afterAdd(start, "10001", 400)).toBe(start);
    expect(afterAdd(start, "10001", "00000")).toBe(start);
    expect(afterAdd({ followed: ["10001"], isFavorite: false }, "10001", 200).followed).toEqual(["10001"]);
  });
  it("removes the code and clears isFavorite only on code 200", () => {
    const followed = { followed: ["10003", "10001"], isFavorite: true };
    expect(afterDelete(followed, "10001", 200)).toEqual({ followed: ["10003"], isFavorite: false });
    expect(afterDelete(followed, "10001", 500)).toBe(followed);
  });
});
