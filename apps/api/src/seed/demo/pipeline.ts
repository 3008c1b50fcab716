/** The pipeline: applies across the stages, submissions, interviews, placements and shortlists. */

import { isRejectedStage, LIKE_DISLIKE, STAR } from "@seleta/domain";
import { hashToken, newToken } from "../../auth/secrets";
import * as schema from "../../db/schema";
import { reserveIds } from "../bulkLoad";
import type { Random } from "../random";
import { EMAIL_DOMAINS } from "../vocabulary";
import type { Candidates } from "./candidates";
import type { Company } from "./clients";
import {
  alphanumeric,
  CHOICES,
  type DemoSeed,
  dayBefore,
  INTERVIEW_STATUS,
  isoDaysBefore,
  isShortlisted,
  isSubmitted,
  JOB_STATUS,
  type Job,
  pickApplyStage,
  STAGE,
  text,
} from "./context";
import type { Jobs } from "./jobs";

export type ApplyPlan = ReturnType<typeof planApplies>;

export type Like = { reviewer: number; apply: number; type: number; like: boolean; description: string | null };

export type Applies = {
  plan: ApplyPlan;
  count: number;
  /** An apply's id by its index. */
  id(index: number): number;
  /** Job indexes that get a shortlist. */
  shortlistJobs: number[];
  /** The applies of a job that are on its shortlist. */
  shortlistedOf(job: number): Generator<number>;
  /** The contacts who review a job's shortlist. */
  reviewersOf(job: number): number[];
  /** The client's evaluations, by reviewer (contacts, then someone outside): replayed identically on each call. */
  likes(): Generator<Like>;
  /** What the submissions made from an apply repeat of it, by apply index. */
  submissionStatus: Uint8Array;
  source: Uint8Array;
  appliedDaysAgo: Uint16Array;
};

/**
 * Applies across the pipeline: one per candidate and job at most, inside one business. Decided first (who, where,
 * which stage), so the shortlists' likes can be counted on the applies before either is written.
 */
export async function seedApplies(
  seed: DemoSeed,
  {
    jobs,
    candidates,
    companies,
    contactsOf,
  }: { jobs: Jobs; candidates: Candidates; companies: Company[]; contactsOf: number[][] },
): Promise<Applies> {
  seed.step("applies");
  const { random } = seed;
  const jobList = jobs.list;
  const plan = planApplies({
    random: random.fork("applies"),
    total: seed.n.applies,
    jobs: jobList,
    candidatePool: candidates.pool,
    demoCandidates: [
      // The demo candidate applied to the demo client's two open jobs; its first job's shortlist has people in it.
      { job: 0, candidate: 0, stage: STAGE.interview },
      { job: 1, candidate: 0, stage: STAGE.submission },
      ...[STAGE.internalInterview, STAGE.interview, STAGE.interview, STAGE.refCheck, STAGE.offerExtended].flatMap(
        (stage, offset) => {
          const candidate = candidates.ofBusinessIndex[0]?.[2 + offset];
          return candidate === undefined ? [] : [{ job: 0, candidate, stage }];
        },
      ),
    ],
  });
  const applyCount = plan.candidate.length;
  const firstApplyId = await reserveIds(seed.tx, schema.applies, applyCount);
  const applyId = (index: number) => firstApplyId + index;

  // Shortlists: jobs with applies at interview stages, open or filled (and the demo client's first job).
  const shortlistJobs: number[] = [];
  for (let job = 0; job < jobList.length; job++) {
    const status = (jobList[job] as Job).status;
    if (job !== 0 && status !== JOB_STATUS.open && status !== JOB_STATUS.filled) continue;
    for (let apply = plan.jobStart[job] as number; apply < (plan.jobStart[job + 1] as number); apply++) {
      if (isShortlisted(plan.stage[apply] as number)) {
        shortlistJobs.push(job);
        break;
      }
    }
  }
  const shortlistedOf = function* (job: number) {
    for (let apply = plan.jobStart[job] as number; apply < (plan.jobStart[job + 1] as number); apply++) {
      if (isShortlisted(plan.stage[apply] as number)) yield apply;
    }
  };
  const companyIndexOf = new Map(companies.map((company, index) => [company.id, index]));
  const reviewersOf = (job: number) =>
    (contactsOf[companyIndexOf.get((jobList[job] as Job).company) as number] ?? []).slice(0, 2);
  function* likes(): Generator<Like> {
    const r = random.fork("likes");
    let reviewer = 0;
    for (const job of shortlistJobs) {
      const reviewers = reviewersOf(job).length + 1;
      for (let index = 0; index < reviewers; index++, reviewer++) {
        for (const apply of shortlistedOf(job)) {
          if (!r.chance(0.6)) continue;
          const like = r.chance(0.7);
          yield {
            reviewer,
            apply,
            type: LIKE_DISLIKE,
            like,
            description: like
              ? r.pick(["Perfil aderente", "Gostei da trajetória", null])
              : "Pouca experiência no setor",
          };
          if (r.chance(0.2)) yield { reviewer, apply, type: STAR, like: true, description: null };
        }
      }
    }
  }
  // The counters the pipeline's cards show, per apply: likes, dislikes, stars, comments.
  const liked = new Uint16Array(applyCount);
  const disliked = new Uint16Array(applyCount);
  const starred = new Uint16Array(applyCount);
  const described = new Uint16Array(applyCount);
  const increment = (counter: Uint16Array, index: number) => {
    counter[index] = (counter[index] as number) + 1;
  };
  for (const like of likes()) {
    increment(like.type === STAR ? starred : like.like ? liked : disliked, like.apply);
    if (like.description !== null) increment(described, like.apply);
  }

  const applyRandom = random.fork("apply details");
  // Kept for the submissions made from the applies.
  const applySubmissionStatus = new Uint8Array(applyCount);
  const applySource = new Uint8Array(applyCount);
  const appliedDaysAgo = new Uint16Array(applyCount);
  await seed.copy(
    "applies",
    schema.applies,
    (function* () {
      const r = applyRandom;
      for (let index = 0; index < applyCount; index++) {
        const job = jobList[plan.job[index] as number] as Job;
        const candidate = plan.candidate[index] as number;
        const stage = plan.stage[index] as number;
        const shortlisted = isShortlisted(stage);
        const submissionStatus = isSubmitted(stage) ? r.pick(CHOICES.submissionStatuses) : null;
        const source = r.pick(CHOICES.applySources);
        const daysAgo = r.int(0, 280);
        applySubmissionStatus[index] = submissionStatus ?? 0;
        applySource[index] = source;
        appliedDaysAgo[index] = daysAgo;
        yield {
          id: applyId(index),
          business_id: job.business,
          candidate_name: candidates.name(candidate),
          job_title: job.title,
          candidate_id: candidates.id(candidate),
          job_id: job.id,
          stage,
          submission_status: submissionStatus,
          reject_reason: isRejectedStage(stage) ? r.pick(CHOICES.rejectReasons) : null,
          source,
          owner_id: job.owner,
          position: index - (plan.jobStart[plan.job[index] as number] as number),
          salary_expectation: r.int(6, 50) * 1000,
          cover_letter: r.chance(0.3) ? text(r) : null,
          shortlisted,
          applied_at: isoDaysBefore(daysAgo),
          like_candidates: shortlisted ? liked[index] : null,
          deslike_candidates: shortlisted ? disliked[index] : null,
          star_candidate: shortlisted ? starred[index] : null,
          amount_description: shortlisted ? described[index] : null,
        };
      }
    })(),
    applyCount,
  );
  return {
    plan,
    count: applyCount,
    id: applyId,
    shortlistJobs,
    shortlistedOf,
    reviewersOf,
    likes,
    submissionStatus: applySubmissionStatus,
    source: applySource,
    appliedDaysAgo,
  };
}

/** The applies at some stages, with what every record made from an apply repeats of it. */
export function* appliesAt(
  { jobs, candidates, applies }: { jobs: Jobs; candidates: Candidates; applies: Applies },
  stages: (stage: number) => boolean,
) {
  const { plan } = applies;
  for (let index = 0; index < applies.count; index++) {
    const stage = plan.stage[index] as number;
    if (!stages(stage)) continue;
    const job = jobs.list[plan.job[index] as number] as Job;
    const candidate = plan.candidate[index] as number;
    yield {
      index,
      stage,
      job,
      common: {
        business_id: job.business,
        candidate_name: candidates.name(candidate),
        candidate_id: candidates.id(candidate),
        job_id: job.id,
        apply_id: applies.id(index),
      },
    };
  }
}

/** Submissions (stage ≥ Submission), interviews (≥ Internal Interview) and placements (Placement). */
export async function seedSubmissionsAndInterviews(
  seed: DemoSeed,
  world: { jobs: Jobs; candidates: Candidates; applies: Applies },
): Promise<void> {
  seed.step("submissions and interviews");
  const { random } = seed;
  const { applies } = world;
  const submissionRandom = random.fork("submissions");
  await seed.copy(
    "submissions",
    schema.submissions,
    (function* () {
      for (const { index, job, common } of appliesAt(world, isSubmitted)) {
        yield {
          ...common,
          status: applies.submissionStatus[index],
          source: applies.source[index],
          owner_id: job.owner,
          approached_at: isoDaysBefore(applies.appliedDaysAgo[index] as number),
          comments: submissionRandom.chance(0.4) ? text(submissionRandom) : null,
        };
      }
    })(),
  );
  const interviewRandom = random.fork("interviews");
  await seed.copy(
    "interviews",
    schema.interviews,
    (function* () {
      const r = interviewRandom;
      for (const { stage, job, common } of appliesAt(world, isShortlisted)) {
        yield {
          ...common,
          status: stage === STAGE.internalInterview ? INTERVIEW_STATUS.internal : r.pick(CHOICES.interviewOutcomes),
          scheduled_at: isoDaysBefore(r.int(-20, 200)),
          duration_minutes: r.pick([30, 45, 60]),
          interviewer_id: job.owner,
          location: r.pick(["Microsoft Teams", "Google Meet", "Escritório do cliente"]),
          rating: r.int(1, 5),
          feedback: text(r),
        };
      }
    })(),
  );
  const placementRandom = random.fork("placements");
  await seed.copy(
    "placements",
    schema.placements,
    (function* () {
      const r = placementRandom;
      for (const { job, common } of appliesAt(world, (stage) => stage === STAGE.placement)) {
        const salary = r.int(8, 60) * 1000;
        yield {
          ...common,
          client_company_id: job.company,
          owner_id: job.owner,
          status: r.pick(CHOICES.placementStatuses),
          hiring_regime: job.hiringRegime,
          start_date: dayBefore(r.int(0, 200)),
          basic_salary: salary,
          fee_percent: job.feePercent,
          fee_amount: Math.round(salary * 13.33 * (job.feePercent / 100)),
          guarantee_days: 90,
        };
      }
    })(),
  );
}

/**
 * Shortlists with their applies, reviewers and the reviewers' likes; the demo client's first job's is sent. Answers
 * the review link of that shortlist's reviewer outside the accounts (`/shortlist/{uid}?token=…`): the only token of
 * the demo anyone knows, printed once when the demo is seeded (only its hash is stored).
 */
export async function seedShortlists(
  seed: DemoSeed,
  { jobs, applies }: { jobs: Jobs; applies: Applies },
): Promise<{ demoLinkPath: string }> {
  seed.step("shortlists");
  const { pools } = seed;
  const { shortlistJobs } = applies;
  const shortlistRandom = seed.random.fork("shortlists");
  const firstShortlistId = await reserveIds(seed.tx, schema.shortlists, shortlistJobs.length);
  const shortlistId = (index: number) => firstShortlistId + index;
  await seed.copy(
    "shortlists",
    schema.shortlists,
    shortlistJobs.map((jobIndex, shortlist) => {
      const job = jobs.list[jobIndex] as Job;
      const sent = jobIndex === 0 || shortlistRandom.chance(0.7);
      return {
        id: shortlistId(shortlist),
        business_id: job.business,
        job_id: job.id,
        name: `Shortlist — ${job.title}`,
        sent_at: sent ? isoDaysBefore(shortlistRandom.int(0, 60)) : null,
        owner_id: job.owner,
      };
    }),
  );
  await seed.copy(
    "shortlist_items",
    schema.shortlistItems,
    (function* () {
      for (const [index, jobIndex] of shortlistJobs.entries()) {
        let position = 0;
        for (const apply of applies.shortlistedOf(jobIndex)) {
          yield {
            business_id: (jobs.list[jobIndex] as Job).business,
            shortlist_id: shortlistId(index),
            apply_id: applies.id(apply),
            position: position++,
            comments: text(shortlistRandom),
          };
        }
      }
    })(),
  );
  const reviewerCount = shortlistJobs.reduce((sum, job) => sum + applies.reviewersOf(job).length + 1, 0);
  const firstReviewerId = await reserveIds(seed.tx, schema.shortlistRelationships, reviewerCount);
  const reviewerBusiness: number[] = [];
  const demoToken = newToken();
  let demoLinkPath = "";
  await seed.copy(
    "shortlist_relationships",
    schema.shortlistRelationships,
    (function* () {
      const r = shortlistRandom;
      let reviewer = 0;
      for (const [index, jobIndex] of shortlistJobs.entries()) {
        const job = jobs.list[jobIndex] as Job;
        const common = { business_id: job.business, shortlist_id: shortlistId(index) };
        for (const contact of applies.reviewersOf(jobIndex)) {
          reviewerBusiness.push(job.business);
          yield {
            id: firstReviewerId + reviewer++,
            ...common,
            uid: alphanumeric(r, 16),
            client_contact_id: contact,
            name: null,
            email: null,
            token_hash: null,
            sent_at: isoDaysBefore(r.int(0, 60)),
          };
        }
        // Someone outside the accounts (spec §6): a random token nobody knows, but the demo client's first job's.
        const first = r.pick(r.chance(0.5) ? pools.femaleFirstNames : pools.maleFirstNames);
        const last = r.pick(pools.lastNames);
        const uid = alphanumeric(r, 16);
        if (jobIndex === 0) demoLinkPath = `/shortlist/${uid}?token=${demoToken}`;
        reviewerBusiness.push(job.business);
        yield {
          id: firstReviewerId + reviewer++,
          ...common,
          uid,
          client_contact_id: null,
          name: `${first.name} ${last.name}`,
          email: `${first.slug}.${last.slug}@${r.pick(EMAIL_DOMAINS)}`,
          token_hash: jobIndex === 0 ? hashToken(demoToken) : hashToken(newToken()),
          sent_at: isoDaysBefore(r.int(0, 60)),
        };
      }
    })(),
  );
  await seed.copy(
    "like_candidates",
    schema.likeCandidates,
    (function* () {
      for (const like of applies.likes()) {
        yield {
          business_id: reviewerBusiness[like.reviewer],
          shortlist_relationship_id: firstReviewerId + like.reviewer,
          apply_id: applies.id(like.apply),
          type_avaliation: like.type,
          like_avaliation: like.like,
          description: like.description,
        };
      }
    })(),
  );
  return { demoLinkPath };
}

export type DemoApply = { job: number; candidate: number; stage: number };

/**
 * Who applied where, at which stage: `total` applies spread over the jobs (each job a random share, at most one
 * apply per candidate, candidates of the job's business only), the demo's fixed applies first. Indexes, not ids:
 * `candidate` is a candidate's index, `job` a job's index; a job's applies are contiguous, from `jobStart[job]`.
 */
export function planApplies(options: {
  random: Random;
  total: number;
  jobs: readonly Job[];
  candidatePool: (business: number) => Int32Array;
  demoCandidates: readonly DemoApply[];
}) {
  const { random, jobs, candidatePool } = options;
  const fixedOf = jobs.map((_, job) => options.demoCandidates.filter((apply) => apply.job === job));
  // Each job's share: random weights, rounded so that the shares add up to the total exactly.
  const weights = jobs.map(() => 0.5 + random.next());
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const capacity = jobs.map((job) => candidatePool(job.business).length);
  const target = new Int32Array(jobs.length);
  let cumulative = 0;
  let assigned = 0;
  for (let job = 0; job < jobs.length; job++) {
    cumulative += weights[job] as number;
    const upTo = Math.round((options.total * cumulative) / weightSum);
    const fixed = (fixedOf[job] as DemoApply[]).length;
    target[job] = Math.max(fixed, Math.min(capacity[job] as number, upTo - assigned));
    assigned = upTo;
  }
  // Small scales: a business may have fewer candidates than its jobs' shares; others take the rest.
  let missing = options.total - target.reduce((sum, count) => sum + count, 0);
  while (missing !== 0) {
    let moved = false;
    for (let job = 0; job < jobs.length && missing !== 0; job++) {
      const fixed = (fixedOf[job] as DemoApply[]).length;
      if (missing > 0 && (target[job] as number) < (capacity[job] as number)) {
        target[job] = (target[job] as number) + 1;
        missing--;
        moved = true;
      } else if (missing < 0 && (target[job] as number) > fixed) {
        target[job] = (target[job] as number) - 1;
        missing++;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const count = target.reduce((sum, value) => sum + value, 0);
  const plan = {
    candidate: new Int32Array(count),
    job: new Int32Array(count),
    stage: new Uint8Array(count),
    jobStart: new Int32Array(jobs.length + 1),
  };
  let at = 0;
  for (let job = 0; job < jobs.length; job++) {
    plan.jobStart[job] = at;
    const pool = candidatePool((jobs[job] as Job).business);
    const chosen = new Set<number>();
    const add = (candidate: number, stage: number) => {
      chosen.add(candidate);
      plan.candidate[at] = candidate;
      plan.job[at] = job;
      plan.stage[at] = stage;
      at++;
    };
    for (const apply of fixedOf[job] as DemoApply[])
      if (!chosen.has(apply.candidate)) add(apply.candidate, apply.stage);
    while (chosen.size < (target[job] as number)) {
      const candidate = pool[random.int(0, pool.length - 1)] as number;
      if (!chosen.has(candidate)) add(candidate, pickApplyStage(random));
    }
  }
  plan.jobStart[jobs.length] = at;
  return {
    ...plan,
    candidate: plan.candidate.subarray(0, at),
    job: plan.job.subarray(0, at),
    stage: plan.stage.subarray(0, at),
  };
}
