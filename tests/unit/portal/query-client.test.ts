// The data layer's retry rule: a lost or timed-out answer is asked for once more; a refusal never (it would be
// refused again, and its message has already been shown).
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/envelope";
import { queryClient, retryTransient } from "@/lib/http/query-client";

describe("retryTransient", () => {
  it("tries a transport failure once more, and only once", () => {
    const lost = new TypeError("Failed to fetch");
    expect(retryTransient(0, lost)).toBe(true);
    expect(retryTransient(1, lost)).toBe(false);
  });
  it("never repeats a refusal, whatever its code", () => {
    for (const code of [400, 401, 403, 404, 429, 500, "A0400"]) expect(retryTransient(0, new ApiError("refused", code))).toBe(false);
  });
  it("is the client's rule for loads; actions are never repeated", () => {
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(retryTransient);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
