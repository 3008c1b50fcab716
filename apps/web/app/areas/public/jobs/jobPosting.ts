/**
 * A job page's schema.org `JobPosting` (JSON-LD), with what Google's job search requires (title, description,
 * datePosted, hiringOrganization, jobLocation or a remote job's jobLocationType) and recommends (validThrough,
 * employmentType, baseSalary, identifier, applicantLocationRequirements, directApply). Built only from the public
 * answer, which already leaves out what the business does not show (salary…) and never names the client company:
 * the hiring organisation is the brand's business, as on the page.
 */
import { catalogueIdsByKey, contractModels, hiringRegimes, workTypes } from "@seleta/domain";
import type { PublicJob } from "@seleta/domain/wire";

/** What the page knows of the site publishing the job: the business as the root loader gives it. */
export type PostingSite = {
  /** The business's name (the site's title). */
  name: string;
  /** The site's public origin (`https://tech.seleta.com.br`): the organisation's `sameAs`, the URLs' base. */
  origin: string;
  /** The business's logo, absolute or root-relative. */
  logo: string;
};

/** schema.org `employmentType` values Google reads. */
export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN" | "OTHER";

const REGIME = catalogueIdsByKey(hiringRegimes);
const CONTRACT = catalogueIdsByKey(contractModels);

/**
 * The hiring regime's employment type. CLT and statutory hires are salaried employees on a full working week
 * (Brazil's standard contract); PJ, outsourced, freelance and consulting hires work as contractors; a temporary hire
 * is temporary; partners and associates are none of Google's kinds.
 */
const REGIME_EMPLOYMENT: Record<number, EmploymentType> = {
  [REGIME.clt]: "FULL_TIME",
  [REGIME.statutory]: "FULL_TIME",
  [REGIME.pj]: "CONTRACTOR",
  [REGIME.outsourced]: "CONTRACTOR",
  [REGIME.freelancer]: "CONTRACTOR",
  [REGIME.consultant]: "CONTRACTOR",
  [REGIME.temporary]: "TEMPORARY",
  [REGIME.partner]: "OTHER",
  [REGIME.associate]: "OTHER",
};

/**
 * The contract model's employment type, when the business shows it: an intern's contract makes the job an
 * internship whatever the regime; a fixed term is temporary, a project is contract work, a permanent or CLT contract
 * is full time, a PJ one contract work.
 */
const CONTRACT_EMPLOYMENT: Record<number, EmploymentType> = {
  [CONTRACT.permanent]: "FULL_TIME",
  [CONTRACT.clt]: "FULL_TIME",
  [CONTRACT.fixedTerm]: "TEMPORARY",
  [CONTRACT.projectBased]: "CONTRACTOR",
  [CONTRACT.pj]: "CONTRACTOR",
  [CONTRACT.intern]: "INTERN",
  [CONTRACT.associate]: "OTHER",
};

/** The job's employment types (schema.org allows several): an internship alone, else the regime's and contract's. */
export function employmentTypes(job: Pick<PublicJob, "hiring_regime" | "contract_model">): EmploymentType[] {
  const contract = job.contract_model === null ? undefined : CONTRACT_EMPLOYMENT[job.contract_model];
  if (contract === "INTERN") return ["INTERN"];
  const regime = job.hiring_regime === null ? undefined : REGIME_EMPLOYMENT[job.hiring_regime];
  return [...new Set([regime, contract].filter((type): type is EmploymentType => type !== undefined))];
}

const REMOTE_ONLY = catalogueIdsByKey(workTypes).onlyRemote;
/** The board is Brazilian: a job that names no country is in Brazil. */
const DEFAULT_COUNTRY = "BR";

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

function baseSalary(salary: PublicJob["salary"]): Record<string, unknown> | undefined {
  if (!salary || (salary.min === null && salary.max === null)) return undefined;
  const { min, max } = salary;
  const amounts =
    min !== null && max !== null && min !== max
      ? { minValue: Math.min(min, max), maxValue: Math.max(min, max) }
      : min !== null && max !== null
        ? { value: min }
        : min !== null
          ? { minValue: min }
          : { maxValue: max };
  return {
    "@type": "MonetaryAmount",
    currency: salary.currency,
    value: { "@type": "QuantitativeValue", ...amounts, unitText: "MONTH" },
  };
}

/** Where the job is done: a remote-only job is TELECOMMUTE from its country; any other has a postal address. */
function location(job: PublicJob): Record<string, unknown> {
  const country = job.country ?? DEFAULT_COUNTRY;
  if (job.work_type === REMOTE_ONLY) {
    return {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: country },
    };
  }
  return {
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(job.city ? { addressLocality: job.city } : {}),
        ...(job.state ? { addressRegion: job.state } : {}),
        addressCountry: country,
      },
    },
  };
}

/** The description Google shows: the job's HTML (allowed there), its requirements after it. */
function description(job: PublicJob): string {
  return job.requirements_html ? `${job.description_html}\n${job.requirements_html}` : job.description_html;
}

/** The job's `JobPosting`, ready for `jsonLdText`. `url` is the job's canonical URL. */
export function jobPostingJsonLd(job: PublicJob, site: PostingSite, url: string): Record<string, unknown> {
  const types = employmentTypes(job);
  const salary = baseSalary(job.salary);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: description(job),
    datePosted: job.date_posted,
    ...(job.valid_through ? { validThrough: job.valid_through } : {}),
    ...(types.length > 0 ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: site.origin,
      logo: absolute(site.origin, site.logo),
    },
    ...location(job),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.uid },
    url,
    // The page's Apply starts the application on this site (sign-in or sign-up, then the application form).
    directApply: true,
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as `\u003c`-style escapes (still the same
 * JSON), so no text of a job can close the element or open a comment; U+2028/2029 escaped too.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
