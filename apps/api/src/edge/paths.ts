/** The server's paths the edge tells apart: the API's, and the live socket's (live/cable.ts registers it). */

/** A request of the API (`/api/v1/…`): answered with the API's error body, never cached as a page. */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** The ActionCable socket's path. */
export const CABLE_PATH = "/cable";
