import { BRANDS, isBrandKey } from "@seleta/brand-themes";
import type { Route } from "./+types/brandLogo";

/** A day: the logos change with a release, and a stale one for a day is harmless. */
const MAX_AGE_S = 24 * 60 * 60;

/** `/brands/{brand}/logo.svg`: the brand's own logo as a file, for the favicon and the configurations that name it. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isBrandKey(params.brand)) {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return new Response(BRANDS[params.brand].logo.svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": `public, max-age=${MAX_AGE_S}`,
    },
  });
}
