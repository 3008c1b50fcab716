/**
 * The presented profile: what a client receives of one candidate of a shortlist, as ONE pure projection. The
 * client's review (`shortlistApplies`, review.ts) and the recruiter's preview (builder.ts) both build their answers
 * here, so the preview is exactly what a client would receive.
 *
 * It is an allow-list: a candidate's row may hold anything (documents such as the CPF, contact details, diversity
 * data, the firm's fields); only the properties named below leave. An experience keeps where and what, never the
 * pay. Nothing of the candidate's other applies or jobs is read. The salary expectations and the CV leave only when
 * the recruiter turned them on for this candidate (`show_salary`, `show_cv`); otherwise they are null. The
 * presentation is served through the public pages' sanitiser (text structure only: the client's pages are documents
 * under a strict CSP), on top of the gate it passed when it was written.
 */
import { plainSummary } from "../publicSite/contentHtml";
import { optionalPublicHtml } from "../publicSite/publicHtml";

/**
 * The candidate columns the projection reads, and so the only ones the queries select: what is not selected cannot
 * leak, and what is selected still passes the allow-list below.
 */
export const PRESENTED_CANDIDATE_COLUMNS = [
  "id",
  "name",
  "avatar",
  "role_name",
  "city",
  "state",
  "self_introduction",
  "current_experience",
  "other_experiences",
  "educations",
  "languages",
  "skills",
  "clt_expectation",
  "pj_expectation",
  "temporary_expectation",
  "freelance_expectation",
] as const;

/** One candidate of a shortlist as the queries read it: the item, its apply, the candidate's row, the newest CV. */
export type PresentedSource = {
  item: {
    apply_id: number;
    position: number;
    /** The stored presentation (shortlist_items.comments). */
    presentation: string | null;
    show_salary: boolean;
    show_cv: boolean;
  };
  apply: {
    like_candidates: unknown;
    deslike_candidates: unknown;
    star_candidate: unknown;
    amount_description: unknown;
    salary_expectation: unknown;
  };
  candidate: Readonly<Record<string, unknown>>;
  cv: { id: number; name: string } | null;
};

/** What a reviewer may read of an experience: where and what, never the pay. */
export type PresentedExperience = {
  company: string | null;
  role: string | null;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
};

export type PresentedApply = {
  id: number;
  position: number;
  presentation: string | null;
  /** The presentation as plain text (one paragraph), under the name the reviewers' pages read. */
  comments: string | null;
  like_candidates: number;
  deslike_candidates: number;
  star_candidate: number;
  amount_description: number;
  candidate: {
    id: number;
    name: string;
    avatar: string | null;
    role_name: string | null;
    city: string | null;
    state: string | null;
    self_introduction: string | null;
    current_experience: PresentedExperience | null;
    other_experiences: PresentedExperience[];
    educations: unknown[];
    languages: unknown[];
    skills: unknown[];
    salary_expectation: {
      apply: number | null;
      clt: number | null;
      pj: number | null;
      temporary: number | null;
      freelance: number | null;
    } | null;
    cv: { id: number; name: string } | null;
  };
};

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const count = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

function amount(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function experience(value: unknown): PresentedExperience | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const item = value as Record<string, unknown>;
  return {
    company: text(item.company),
    role: text(item.role),
    start_date: text(item.start_date),
    end_date: text(item.end_date),
    description: text(item.description),
  };
}

/**
 * A list of structured entries (education, languages, skills) with only the named properties, each a plain value:
 * what the registry declares for them (candidateStructures.ts), never whatever else a row may carry.
 */
function entries(value: unknown, keys: readonly string[]): Record<string, unknown>[] {
  return list(value).flatMap((entry) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return [];
    const record = entry as Record<string, unknown>;
    const plain = (property: unknown) =>
      typeof property === "string" || typeof property === "number" || typeof property === "boolean" ? property : null;
    return [Object.fromEntries(keys.map((key) => [key, plain(record[key])]))];
  });
}

const EDUCATION = ["institution", "course", "degree", "start_date", "end_date"] as const;
const LANGUAGE = ["language", "level"] as const;
const SKILL = ["name", "years", "level"] as const;

export function presentedProfile(source: PresentedSource): PresentedApply {
  const { item, apply, candidate, cv } = source;
  const presentation = optionalPublicHtml(item.presentation);
  return {
    id: Number(item.apply_id),
    position: Number(item.position),
    presentation,
    comments: presentation === null ? null : plainSummary(presentation, Number.MAX_SAFE_INTEGER),
    like_candidates: count(apply.like_candidates),
    deslike_candidates: count(apply.deslike_candidates),
    star_candidate: count(apply.star_candidate),
    amount_description: count(apply.amount_description),
    candidate: {
      id: Number(candidate.id),
      name: String(candidate.name ?? ""),
      avatar: text(candidate.avatar),
      role_name: text(candidate.role_name),
      city: text(candidate.city),
      state: text(candidate.state),
      self_introduction: text(candidate.self_introduction),
      current_experience: experience(candidate.current_experience),
      other_experiences: list(candidate.other_experiences)
        .map(experience)
        .filter((entry): entry is PresentedExperience => entry !== null),
      educations: entries(candidate.educations, EDUCATION),
      languages: entries(candidate.languages, LANGUAGE),
      skills: entries(candidate.skills, SKILL),
      salary_expectation: item.show_salary
        ? {
            apply: amount(apply.salary_expectation),
            clt: amount(candidate.clt_expectation),
            pj: amount(candidate.pj_expectation),
            temporary: amount(candidate.temporary_expectation),
            freelance: amount(candidate.freelance_expectation),
          }
        : null,
      cv: item.show_cv && cv ? { id: Number(cv.id), name: String(cv.name) } : null,
    },
  };
}
