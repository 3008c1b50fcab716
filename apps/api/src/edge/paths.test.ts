import { describe, expect, it } from "vitest";
import { isReviewPost } from "./paths";

describe("isReviewPost", () => {
  it("takes a rating posted to the API, by link or in the portal, and the review pages' forms", () => {
    for (const url of [
      "/api/v1/shortlist_relationships/abc123/like_candidates",
      "/api/v1/shortlist_relationships/abc123/like_candidates/",
      "/api/v1/client_contacts/shortlist_relationships/abc123/like_candidates/",
      "/api/v1/client_contacts/jobs/42/shortlist_relationships/abc123/like_candidates/?locale=en",
      "/shortlist/abc123",
      "/shortlist/abc123/applies",
      "/shortlist/abc123.data",
      "/client_contacts/shortlists/abc123",
      "/client_contacts/shortlists/abc123.data?index",
    ]) {
      expect(isReviewPost("POST", url), url).toBe(true);
    }
  });

  it("leaves every other request in the common lane: reads, other writes, the CV download", () => {
    for (const [method, url] of [
      ["GET", "/api/v1/shortlist_relationships/abc123/like_candidates/"],
      ["GET", "/shortlist/abc123"],
      ["POST", "/api/v1/shortlist_relationships/abc123/comments/"],
      ["POST", "/api/v1/recruiters/shortlists/7/items"],
      ["POST", "/shortlist/abc123/applies/9/cv"],
      ["POST", "/api/v1/shortlist_relationships/abc123/like_candidates/extra"],
      ["POST", "/client_contacts/jobs"],
      ["POST", "/shortlists/abc123"],
    ] as const) {
      expect(isReviewPost(method, url), `${method} ${url}`).toBe(false);
    }
  });
});
