import { describe, expect, it } from "vitest";
import { shortlistStatus } from "./shortlistStatus";

const SENT = "2026-12-01T10:00:00.000Z";

describe("a shortlist's status", () => {
  it.each([
    [{ sentAt: null, viewed: false, rated: false }, "draft"],
    // Never sent is a draft, whatever else it holds (a reviewer added before sending).
    [{ sentAt: null, viewed: true, rated: true }, "draft"],
    [{ sentAt: SENT, viewed: false, rated: false }, "sent"],
    [{ sentAt: SENT, viewed: true, rated: false }, "viewed"],
    [{ sentAt: SENT, viewed: true, rated: true }, "rated"],
    // A rating is a visit, even when the visit's time was not kept.
    [{ sentAt: SENT, viewed: false, rated: true }, "rated"],
  ] as const)("is derived from the facts %o: %s", (facts, status) => {
    expect(shortlistStatus(facts)).toBe(status);
  });
});
