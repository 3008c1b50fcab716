/**
 * Where an application stands, in the candidate's language: the pipeline's stages (catalogues/applyStages) are the
 * recruiters' working columns, and a candidate sees only five steps of them — received, in review, interviewing,
 * offer, closed. A closed application says how it closed (hired, not selected, withdrawn, job closed) and nothing
 * more: never the reject reason, the submission sub-status or a note, which stay the firm's.
 */
import { applyStages } from "../catalogues/applyStages";
import { type CatalogueKey, findEntry } from "../catalogues/catalogue";

/** The candidate's steps, in the order an application goes through them. */
export const CANDIDACY_STATUSES = ["received", "inReview", "interviewing", "offer", "closed"] as const;
export type CandidacyStatus = (typeof CANDIDACY_STATUSES)[number];

/** How a closed application ended, as the candidate is told it. */
export const CANDIDACY_CLOSURES = ["hired", "notSelected", "withdrawn", "jobClosed"] as const;
export type CandidacyClosure = (typeof CANDIDACY_CLOSURES)[number];

/** A step and, when closed, how. */
export type CandidacyStanding = { status: CandidacyStatus; closure: CandidacyClosure | null };

const step = (status: Exclude<CandidacyStatus, "closed">): CandidacyStanding => ({ status, closure: null });
const closed = (closure: CandidacyClosure): CandidacyStanding => ({ status: "closed", closure });

/**
 * Every stage of the catalogue, by key (a new stage fails the typecheck until it is placed here). Tests and the
 * reference check are still the firm's screening ("in review"); a reference check comes after the interviews, so it
 * still reads as interviewing.
 */
const STANDING_OF_STAGE: Record<CatalogueKey<typeof applyStages>, CandidacyStanding> = {
  webResponse: step("received"),
  submission: step("inReview"),
  testSent: step("inReview"),
  testApproved: step("inReview"),
  internalInterview: step("interviewing"),
  interview: step("interviewing"),
  refCheck: step("interviewing"),
  offerExtended: step("offer"),
  placement: closed("hired"),
  rejected: closed("notSelected"),
  rejectedWebResponse: closed("notSelected"),
  withdrawn: closed("withdrawn"),
};

/** A stage's step; a stage outside the catalogue (a firm's own column) reads as "in review". */
export function candidacyStandingOfStage(stage: number): CandidacyStanding {
  const entry = findEntry(applyStages, stage);
  return entry ? STANDING_OF_STAGE[entry.key] : step("inReview");
}

/** The application's step now: an application still in the pipeline of a job that closed is closed with it. */
export function candidacyStanding(stage: number, jobOpen: boolean): CandidacyStanding {
  const standing = candidacyStandingOfStage(stage);
  return standing.status !== "closed" && !jobOpen ? closed("jobClosed") : standing;
}

/** A candidate may withdraw an application that is not closed yet (withdrawn, hired, not selected, job closed). */
export function isWithdrawable(standing: CandidacyStanding): boolean {
  return standing.status !== "closed";
}

const rank = (status: CandidacyStatus) => CANDIDACY_STATUSES.indexOf(status);

/** A step of the timeline: when the application entered it. */
export type CandidacyStep = CandidacyStanding & { at: string };

/** One change of the apply's stage, as its audit history records it; `from` is null at its creation. */
export type StageChange = { at: string; from: number | null; to: number };

export type CandidacyHistory = {
  appliedAt: string;
  /** The stage changes of its history, oldest first (the creation's included when recorded). */
  stageChanges: readonly StageChange[];
  currentStage: number;
  /** When the apply last changed: the date of a current stage no recorded change explains. */
  updatedAt: string;
  /** The job's state: a closed job closes the application on `closedAt` (else `updatedAt`). */
  job: { open: boolean; closedAt: string | null };
};

/**
 * Enters a step: the steps past it are undone (an application moved back is no longer at an interview), moves
 * within the step are one step, and another way of closing replaces the last one.
 */
function enter(steps: CandidacyStep[], standing: CandidacyStanding, at: string): CandidacyStep[] {
  const kept = steps.filter((existing) => rank(existing.status) <= rank(standing.status));
  const last = kept.at(-1);
  if (last?.status === standing.status) {
    if (last.closure === standing.closure) return kept;
    return [...kept.slice(0, -1), { ...standing, at }];
  }
  return [...kept, { ...standing, at }];
}

/**
 * The dates the application entered each step, oldest first: always "received" on the day it was applied, then the
 * steps its stage changes went through. A history that misses changes (data from before the audit log) still ends
 * at the current stage, dated by the apply's last change.
 */
export function candidacyTimeline(history: CandidacyHistory): CandidacyStep[] {
  const first = history.stageChanges[0];
  const initialStage = first ? (first.from ?? first.to) : history.currentStage;
  let steps = enter([], step("received"), history.appliedAt);
  steps = enter(steps, candidacyStandingOfStage(initialStage), history.appliedAt);
  for (const change of history.stageChanges) {
    steps = enter(steps, candidacyStandingOfStage(change.to), change.at);
  }
  steps = enter(steps, candidacyStandingOfStage(history.currentStage), history.updatedAt);
  const now = candidacyStanding(history.currentStage, history.job.open);
  return enter(steps, now, history.job.closedAt ?? history.updatedAt);
}

/** The steps still ahead of an application, up to an offer; a closed application has none. */
export function upcomingCandidacyStatuses(current: CandidacyStatus): CandidacyStatus[] {
  if (current === "closed") return [];
  return CANDIDACY_STATUSES.filter((status) => status !== "closed" && rank(status) > rank(current));
}
