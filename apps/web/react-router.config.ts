import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  /**
   * React Router refuses an action whose Origin is not the request's host, `null` included; a shortlist link's pages
   * send no referrer, so the browser posts their forms with `Origin: null`. Whether a write comes from our own pages
   * is decided once, before React Router sees it, by the server's cross-site check on the web mount
   * (apps/api/src/edge/crossSite.ts): it reads Sec-Fetch-Site for a null Origin and refuses another site's forms.
   */
  allowedActionOrigins: ["null"],
} satisfies Config;
