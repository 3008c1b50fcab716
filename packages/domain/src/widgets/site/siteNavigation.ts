/**
 * The public navbar's entries (spec §1/§2: solutions, opportunities, business areas, contact, work with us,
 * register), pure so that the rules are tested without rendering.
 *
 * A business's `custom_labels` renames entries by these keys (`{ "jobs": "Vagas abertas" }`); a label applies to
 * both languages, as the business typed it, and a blank one is ignored. Other keys are left for other screens.
 *
 * "Work with us" leads to the home's contact page: the firm's own team is not on the job board (which lists the
 * clients' openings), so a spontaneous application goes through the contact form. "Register" is the candidates'
 * landing, where sign-up starts.
 */
export const SITE_NAV_ENTRIES = [
  { key: "solutions", href: "/home/solutions" },
  { key: "jobs", href: "/jobs" },
  { key: "specialties", href: "/home/specialties" },
  { key: "contact", href: "/contact" },
  { key: "workWithUs", href: "/home/contact" },
  { key: "register", href: "/candidates" },
] as const;

export type SiteNavKey = (typeof SITE_NAV_ENTRIES)[number]["key"];

export type SiteNavEntry = {
  key: SiteNavKey;
  href: string;
  label: string;
  /** The entry of the page being shown (`aria-current="page"`). */
  current: boolean;
};

/** The path without its query, fragment or trailing slash (`/jobs/` is `/jobs`; `/` stays `/`). */
function normalizedPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/** Whether `path` is the entry's page or one below it (`/jobs/gerente/8f3k` is under opportunities). */
export function isCurrentEntry(href: string, path: string): boolean {
  const here = normalizedPath(path);
  return here === href || here.startsWith(`${href}/`);
}

/**
 * The navbar's entries with their labels: the business's custom label where it set one, the translated default
 * otherwise; the page's own entry marked current.
 */
export function siteNavEntries(
  customLabels: Readonly<Record<string, string>>,
  defaultLabel: (key: SiteNavKey) => string,
  currentPath: string,
): SiteNavEntry[] {
  return SITE_NAV_ENTRIES.map(({ key, href }) => {
    const custom = customLabels[key]?.trim();
    return { key, href, label: custom || defaultLabel(key), current: isCurrentEntry(href, currentPath) };
  });
}
