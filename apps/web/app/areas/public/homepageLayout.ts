/**
 * Spec §2's "homepage" layout: the default one with the navbar laid over the page's hero (a brand whose navbar
 * variant is `transparent` shows it there only). A page asks for it with `export const handle = HOMEPAGE_LAYOUT`.
 */
export const HOMEPAGE_LAYOUT = { publicLayout: "homepage" } as const;

export function isHomepageLayout(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as { publicLayout?: unknown }).publicLayout === "homepage"
  );
}
