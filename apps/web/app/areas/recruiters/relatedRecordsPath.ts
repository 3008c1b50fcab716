/**
 * Which related list an address asks for (`/recruiters/{owner}/{id}/{list}`): a client company's or a client
 * contact's jobs or applies. The jobs are the jobs list narrowed to the owner's jobs; the applies are the applies list
 * narrowed to the applies of those jobs (an apply names its job, not the job's company), read from the owner's jobs
 * first. Anything else is null (a 404).
 */
export const RELATED_OWNERS = {
  client_companies: "client_company",
  client_contacts: "client_contact",
} as const satisfies Readonly<Record<string, string>>;
export type RelatedOwner = keyof typeof RELATED_OWNERS;

export const RELATED_LISTS = ["jobs", "applies"] as const;
export type RelatedList = (typeof RELATED_LISTS)[number];

export type RelatedRecords = {
  readonly owner: RelatedOwner;
  readonly id: number;
  readonly list: RelatedList;
  /** The jobs list's where naming the owner's jobs. */
  readonly jobsWhere: Readonly<Record<string, number>>;
};

export function relatedRecordsOf(pathname: string, id: string | undefined): RelatedRecords | null {
  const [, area, owner, , list] = pathname.replace(/\/+$/, "").split("/");
  if (area !== "recruiters" || !owner || !(owner in RELATED_OWNERS)) return null;
  if (!RELATED_LISTS.includes(list as RelatedList)) return null;
  if (!/^\d{1,10}$/.test(id ?? "") || Number(id) <= 0) return null;
  const field = RELATED_OWNERS[owner as RelatedOwner];
  return {
    owner: owner as RelatedOwner,
    id: Number(id),
    list: list as RelatedList,
    jobsWhere: { [field]: Number(id) },
  };
}

/**
 * The applies list's where for the owner's jobs (at most one page of them, `RELATED_JOBS_PER_PAGE`, the list
 * endpoint's largest): an owner without jobs has no applies, which "no job" says (an apply always has one).
 */
export function appliesWhere(jobIds: readonly number[]): Readonly<Record<string, unknown>> {
  return jobIds.length === 0 ? { job: { null: true } } : { job: { in: [...jobIds] } };
}

/** The list endpoint's largest page: the owner's most recent jobs whose applies the page lists. */
export const RELATED_JOBS_PER_PAGE = 100;
