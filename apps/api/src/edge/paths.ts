/** The server's paths the edge tells apart: the API's, and the live socket's (live/cable.ts registers it). */

/** A request of the API (`/api/v1/…`): answered with the API's error body, never cached as a page. */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** The ActionCable socket's path. */
export const CABLE_PATH = "/cable";

/** The API's call that rates a shortlisted candidate, by link or in the client contacts' portal. */
const RATING_CALL =
  /^\/api\/v1\/(client_contacts\/(jobs\/[^/?]+\/)?)?shortlist_relationships\/[^/?]+\/like_candidates\/?(\?|$)/;
/** The review pages whose forms post a rating or a comment: the link's, and the portal's (React Router's `.data`). */
const REVIEW_PAGE = /^\/(shortlist\/[^/?.]+(\/applies)?|client_contacts\/shortlists\/[^/?.]+)(\.data)?\/?(\?|$)/;

/**
 * A reviewer's rating: the API's call, or a review page's form posted (which rates or comments). Ratings are written
 * in batches (shortlists/review.ts), so admission control gives them a lane of their own (loadShedding.ts).
 */
export function isReviewPost(method: string, url: string): boolean {
  return method === "POST" && (RATING_CALL.test(url) || REVIEW_PAGE.test(url));
}
