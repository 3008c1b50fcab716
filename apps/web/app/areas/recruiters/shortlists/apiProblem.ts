import { ApiError } from "@seleta/api-client";

/**
 * What to tell the recruiter when a shortlist call fails: a refusal they can act on (a 4xx) is the API's own words,
 * already in their language; anything else (a 5xx, the network) is the page's "try again".
 */
export function apiProblem(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}
