import { describe, expect, it } from "vitest";
import { eventPath, pageHref, publicationMeta } from "./contentPaths";

describe("content paths", () => {
  it("builds an event's canonical address from its slug and uid", () => {
    expect(eventPath({ slug: "c-talks-conselhos", uid: "abc123" })).toBe("/home/events/c-talks-conselhos/abc123");
  });

  it("leads a media mention out, and the others to their text on their list's page", () => {
    expect(publicationMeta({ uid: "u1", kind: "media", external_url: "https://valor.example/a" }).href).toBe(
      "https://valor.example/a",
    );
    expect(publicationMeta({ uid: "u2", kind: "publication", external_url: null }).href).toBe(
      "/home/publications#p-u2",
    );
    expect(publicationMeta({ uid: "u3", kind: "research", external_url: null }).href).toBe("/home/insights#p-u3");
  });

  it("links a list's pages, the first without a page number", () => {
    expect(pageHref("/courses", 1)).toBe("/courses");
    expect(pageHref("/courses", 3)).toBe("/courses?page=3");
    expect(pageHref("/home/event", 2, { when: "past" })).toBe("/home/event?when=past&page=2");
  });
});
