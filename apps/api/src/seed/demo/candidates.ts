/** Candidates with their profiles; the first two are the demo candidates. */

import { genderNeedsSpecification } from "@seleta/domain";
import { STRATEGIES } from "../../auth/strategies";
import * as schema from "../../db/schema";
import { reserveIds } from "../bulkLoad";
import { DEMO_ACCOUNTS } from "../demo";
import type { Named } from "../pools";
import {
  BENEFITS,
  CANDIDATE_TAGS,
  COURSES,
  cpf,
  DEGREES,
  EMAIL_DOMAINS,
  JOB_TITLES,
  LANGUAGES,
  SCHOOLS,
  SKILLS,
  slug,
} from "../vocabulary";
import {
  account,
  CANDIDATE_STATUS,
  CHOICES,
  CURRENT_REGIMES,
  type DemoSeed,
  dayBefore,
  digits,
  isoDaysBefore,
  LANGUAGE_LEVEL,
  phone,
  pickBusinessIndex,
  pickCandidateStatus,
  REGIME,
  text,
} from "./context";
import type { Businesses, Recruiters } from "./organisation";

export type Candidates = {
  /** A candidate's id by its index. */
  id(index: number): number;
  /** A candidate's full name by its index. */
  name(index: number): string;
  /** Candidate indexes by business index. */
  ofBusinessIndex: Int32Array[];
  /** Candidate indexes of a business (by id). */
  pool(business: number): Int32Array;
};

/** Candidates with profiles, skills and experiences; the first two are the demo candidate accounts. */
export async function seedCandidates(
  seed: DemoSeed,
  { businesses, recruiters }: { businesses: Businesses; recruiters: Recruiters },
): Promise<Candidates> {
  seed.step("candidates");
  const { pools, n } = seed;
  const businessIds = businesses.ids;
  const candidateAccounts = await seed.insert("accounts", schema.accounts, [
    account(
      seed,
      DEMO_ACCOUNTS.candidate.email,
      DEMO_CANDIDATE_NAMES[0],
      STRATEGIES.candidates.id,
      businessIds[0] as number,
    ),
    account(
      seed,
      DEMO_ACCOUNTS.newCandidate.email,
      DEMO_CANDIDATE_NAMES[1],
      STRATEGIES.candidates.id,
      businessIds[0] as number,
    ),
  ]);
  const candidateRandom = seed.random.fork("candidates");
  const firstCandidateId = await reserveIds(seed.tx, schema.candidates, n.candidates);
  // What later tables need of a candidate, a few bytes each: business, and the name's parts.
  const candidateBusiness = new Uint8Array(n.candidates);
  const candidateFemale = new Uint8Array(n.candidates);
  const candidateFirst = new Uint16Array(n.candidates);
  const candidateLast = new Uint16Array(n.candidates * 2);
  const firstNameOf = (index: number) =>
    (candidateFemale[index] ? pools.femaleFirstNames : pools.maleFirstNames)[candidateFirst[index] as number] as Named;
  const lastNameOf = (index: number, part: 0 | 1) =>
    pools.lastNames[candidateLast[index * 2 + part] as number] as Named;
  const candidateName = (index: number) =>
    DEMO_CANDIDATE_NAMES[index] ??
    `${firstNameOf(index).name} ${lastNameOf(index, 0).name} ${lastNameOf(index, 1).name}`;
  await seed.copy(
    "candidates",
    schema.candidates,
    (function* () {
      const r = candidateRandom;
      for (let index = 0; index < n.candidates; index++) {
        const demo = index === 0 ? "candidate" : index === 1 ? "newCandidate" : undefined;
        const businessIndex = demo ? 0 : pickBusinessIndex(r);
        const business = businessIds[businessIndex] as number;
        const female = r.chance(0.5);
        const firstNames = female ? pools.femaleFirstNames : pools.maleFirstNames;
        const first = r.int(0, firstNames.length - 1);
        const lastA = r.int(0, pools.lastNames.length - 1);
        const lastB = r.int(0, pools.lastNames.length - 1);
        candidateBusiness[index] = businessIndex;
        candidateFemale[index] = female ? 1 : 0;
        candidateFirst[index] = first;
        candidateLast[index * 2] = lastA;
        candidateLast[index * 2 + 1] = lastB;
        const firstName = firstNames[first] as Named;
        const lastSlugs = [(pools.lastNames[lastA] as Named).slug, (pools.lastNames[lastB] as Named).slug];
        const name = candidateName(index);
        const role = r.pick(JOB_TITLES);
        const years = r.int(1, 25);
        const complete = demo !== "newCandidate";
        const salary = r.int(5, 45) * 1000;
        yield withGenderSpecification(index, {
          id: firstCandidateId + index,
          business_id: business,
          name,
          role_name: complete ? role : null,
          email:
            demo === "candidate"
              ? DEMO_ACCOUNTS.candidate.email
              : demo === "newCandidate"
                ? DEMO_ACCOUNTS.newCandidate.email
                : `${firstName.slug}.${lastSlugs.join(".")}${index}@${r.pick(EMAIL_DOMAINS)}`,
          mobile_phone: phone(r, true),
          address: complete ? r.pick(pools.streetAddresses) : null,
          city: r.pick(pools.cities),
          state: r.pick(pools.states),
          nationality: "BR",
          linkedin: `https://www.linkedin.com/in/${demo ? slug(name) : [firstName.slug, ...lastSlugs].join("-")}-${index}`,
          github:
            role.includes("Software") || role.includes("Dados") ? `https://github.com/${firstName.slug}${index}` : null,
          status: demo ? CANDIDATE_STATUS.active : pickCandidateStatus(r),
          source: r.pick(CHOICES.applySources),
          owner_id: recruiters.in(r, business),
          tags: r.sampleBetween(CANDIDATE_TAGS, 0, 3),
          professional_moment: r.pick(CHOICES.professionalMoments),
          remote_work: r.pick(CHOICES.workTypes),
          mobility: r.chance(0.5),
          current_regime: r.pick(CURRENT_REGIMES),
          hiring_regimes: r.sampleBetween(CHOICES.hiringRegimes, 1, 3),
          clt_expectation: complete ? Math.round(salary * 1.15) : null,
          pj_expectation: complete ? Math.round(salary * 1.5) : null,
          self_introduction: complete ? text(r) : null,
          current_experience: complete
            ? {
                company: r.pick(pools.companies).name,
                role,
                start_date: dayBefore(r.int(60, 2500)),
                end_date: null,
                regime: REGIME.clt,
                salary,
                bonus: r.chance(0.4) ? salary * 2 : null,
                benefits: r.sample(BENEFITS, 3).join(", "),
                description: text(r),
              }
            : null,
          other_experiences: complete
            ? Array.from({ length: r.int(1, 3) }, (_, position) => {
                const end = 2600 + position * 900;
                return {
                  company: r.pick(pools.companies).name,
                  role: r.pick(JOB_TITLES),
                  start_date: dayBefore(end + r.int(300, 1500)),
                  end_date: dayBefore(end),
                  regime: REGIME.clt,
                  description: text(r),
                };
              })
            : [],
          educations: complete
            ? [
                {
                  institution: r.pick(SCHOOLS),
                  course: r.pick(COURSES),
                  degree: r.pick(DEGREES),
                  start_date: dayBefore(365 * (years + 5)),
                  end_date: dayBefore(365 * (years + 1)),
                },
              ]
            : [],
          languages: complete
            ? [
                { language: "Português", level: LANGUAGE_LEVEL.native },
                ...r
                  .sampleBetween(LANGUAGES, 0, 2)
                  .map((language) => ({ language, level: r.pick(CHOICES.spokenLanguageLevels) })),
              ]
            : [],
          skills: complete
            ? r.sampleBetween(SKILLS, 3, 7).map((skill) => ({
                name: skill,
                years: r.pick(CHOICES.skillYears),
                level: r.pick(CHOICES.skillLevels),
              }))
            : [],
          gender: r.pick(CHOICES.genders),
          ethnicity: r.pick(CHOICES.ethnicities),
          date_birth: dayBefore(r.int(22 * 365, 62 * 365)),
          cpf: complete ? cpf(digits(r, 9)) : null,
          completed_register: complete,
          confirmed: demo !== undefined ? true : r.chance(0.3),
          last_activity_at: isoDaysBefore(r.int(0, 400)),
          created_at: isoDaysBefore(r.int(1, 900)),
          account_id: demo ? candidateAccounts[index] : null,
        });
      }
    })(),
    n.candidates,
  );
  const ofBusinessIndex = businessIds.map((_, businessIndex) => {
    let size = 0;
    for (const business of candidateBusiness) if (business === businessIndex) size++;
    const pool = new Int32Array(size);
    let at = 0;
    for (let index = 0; index < n.candidates; index++)
      if (candidateBusiness[index] === businessIndex) pool[at++] = index;
    return pool;
  });
  const businessIndexOf = new Map(businessIds.map((business, index) => [business, index]));
  return {
    id: (index) => firstCandidateId + index,
    name: candidateName,
    ofBusinessIndex,
    pool: (business) => ofBusinessIndex[businessIndexOf.get(business) as number] as Int32Array,
  };
}

export const DEMO_CANDIDATE_NAMES = ["Camila Rocha Almeida", "Lucas Novaes"] as const satisfies readonly string[];

/** What the demo's candidates of gender 'Other' wrote in; chosen by index, so the seed's random draws stay the same. */
export const GENDER_SPECIFICATIONS = ["Agênero", "Gênero fluido", "Prefiro descrever: queer", "Dois-espíritos"];

/** A candidate of gender 'Other' says which (spec §9; the form refuses one without): the demo passes its own rules. */
export function withGenderSpecification<T extends { gender: number }>(index: number, candidate: T) {
  const specification = genderNeedsSpecification(candidate.gender)
    ? (GENDER_SPECIFICATIONS[index % GENDER_SPECIFICATIONS.length] as string)
    : null;
  return { ...candidate, gender_specification: specification };
}
