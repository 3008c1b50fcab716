/**
 * `/robots.txt` of a brand host: crawlers may read the public site, and are asked to stay out of the signed-in
 * areas, the API and the pages opened from a link in a mail (spec §2's token routes: their URLs carry a token, and
 * their content is someone's). robots.txt is a request, not a lock: every one of these is guarded on the server.
 */

/** Paths no crawler needs: areas behind a sign-in, the API, the token pages. */
export const DISALLOWED_PATHS = [
  "/recruiters",
  "/administrator",
  "/business",
  // The candidates' area; its landing `/candidates` itself stays open (Allow below).
  "/candidates/",
  "/client_contacts",
  "/api/",
  "/confirmations",
  "/cultural_fit",
  "/data_collection",
  "/dh",
  "/evaluation",
  "/evaluations",
  "/professional_reference",
  "/shortlist",
  "/surveys",
  "/prospecting",
] as const;

/** The robots.txt of a host whose public origin is `origin` (its sitemap is on the same origin). */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /candidates$",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
