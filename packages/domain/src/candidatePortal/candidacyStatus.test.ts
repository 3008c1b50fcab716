import { describe, expect, it } from "vitest";
import { applyStages } from "../catalogues/applyStages";
import { catalogueIdsByKey } from "../catalogues/catalogue";
import {
  type CandidacyHistory,
  candidacyStanding,
  candidacyStandingOfStage,
  candidacyTimeline,
  isWithdrawable,
  upcomingCandidacyStatuses,
} from "./candidacyStatus";

const STAGE = catalogueIdsByKey(applyStages);

const history = (overrides: Partial<CandidacyHistory>): CandidacyHistory => ({
  appliedAt: "2026-11-01T10:00:00.000Z",
  stageChanges: [{ at: "2026-11-01T10:00:00.000Z", from: null, to: STAGE.webResponse }],
  currentStage: STAGE.webResponse,
  updatedAt: "2026-11-01T10:00:00.000Z",
  job: { open: true, closedAt: null },
  ...overrides,
});

const steps = (h: CandidacyHistory) =>
  candidacyTimeline(h).map((s) => [s.status, s.closure, s.at.slice(5, 10)] as const);

describe("candidacyStandingOfStage", () => {
  it("maps every stage of the pipeline to a step the candidate understands", () => {
    const byStage = Object.fromEntries(
      applyStages.entries.map((entry) => {
        const standing = candidacyStandingOfStage(entry.id);
        return [entry.key, standing.closure ? `${standing.status}:${standing.closure}` : standing.status];
      }),
    );
    expect(byStage).toEqual({
      webResponse: "received",
      submission: "inReview",
      testSent: "inReview",
      testApproved: "inReview",
      internalInterview: "interviewing",
      interview: "interviewing",
      refCheck: "interviewing",
      offerExtended: "offer",
      placement: "closed:hired",
      rejected: "closed:notSelected",
      rejectedWebResponse: "closed:notSelected",
      withdrawn: "closed:withdrawn",
    });
  });

  it("reads a stage outside the catalogue as in review", () => {
    expect(candidacyStandingOfStage(42)).toEqual({ status: "inReview", closure: null });
  });
});

describe("candidacyStanding", () => {
  it("closes an application still in the pipeline of a closed job", () => {
    expect(candidacyStanding(STAGE.interview, false)).toEqual({ status: "closed", closure: "jobClosed" });
    expect(candidacyStanding(STAGE.interview, true)).toEqual({ status: "interviewing", closure: null });
  });

  it("keeps how a closed application ended when its job closes too", () => {
    expect(candidacyStanding(STAGE.placement, false)).toEqual({ status: "closed", closure: "hired" });
  });

  it("lets only an open application be withdrawn", () => {
    expect(isWithdrawable(candidacyStanding(STAGE.offerExtended, true))).toBe(true);
    expect(isWithdrawable(candidacyStanding(STAGE.withdrawn, true))).toBe(false);
    expect(isWithdrawable(candidacyStanding(STAGE.rejected, true))).toBe(false);
    expect(isWithdrawable(candidacyStanding(STAGE.submission, false))).toBe(false);
  });
});

describe("candidacyTimeline", () => {
  it("starts with the application received", () => {
    expect(steps(history({}))).toEqual([["received", null, "11-01"]]);
  });

  it("collapses moves within one step into the first date of that step", () => {
    const h = history({
      stageChanges: [
        { at: "2026-11-01T10:00:00.000Z", from: null, to: STAGE.webResponse },
        { at: "2026-11-03T10:00:00.000Z", from: STAGE.webResponse, to: STAGE.submission },
        { at: "2026-11-04T10:00:00.000Z", from: STAGE.submission, to: STAGE.testSent },
        { at: "2026-11-06T10:00:00.000Z", from: STAGE.testSent, to: STAGE.internalInterview },
        { at: "2026-11-08T10:00:00.000Z", from: STAGE.internalInterview, to: STAGE.interview },
      ],
      currentStage: STAGE.interview,
      updatedAt: "2026-11-08T10:00:00.000Z",
    });
    expect(steps(h)).toEqual([
      ["received", null, "11-01"],
      ["inReview", null, "11-03"],
      ["interviewing", null, "11-06"],
    ]);
  });

  it("undoes the steps past one the application was moved back to", () => {
    const h = history({
      stageChanges: [
        { at: "2026-11-02T10:00:00.000Z", from: STAGE.webResponse, to: STAGE.interview },
        { at: "2026-11-05T10:00:00.000Z", from: STAGE.interview, to: STAGE.submission },
      ],
      currentStage: STAGE.submission,
      updatedAt: "2026-11-05T10:00:00.000Z",
    });
    expect(steps(h)).toEqual([
      ["received", null, "11-01"],
      ["inReview", null, "11-05"],
    ]);
  });

  it("ends with the way it closed, the last one counting", () => {
    const h = history({
      stageChanges: [
        { at: "2026-11-02T10:00:00.000Z", from: STAGE.webResponse, to: STAGE.rejectedWebResponse },
        { at: "2026-11-03T10:00:00.000Z", from: STAGE.rejectedWebResponse, to: STAGE.withdrawn },
      ],
      currentStage: STAGE.withdrawn,
    });
    expect(steps(h)).toEqual([
      ["received", null, "11-01"],
      ["closed", "withdrawn", "11-03"],
    ]);
  });

  it("reopens a closed application moved back into the pipeline", () => {
    const h = history({
      stageChanges: [
        { at: "2026-11-02T10:00:00.000Z", from: STAGE.webResponse, to: STAGE.rejected },
        { at: "2026-11-04T10:00:00.000Z", from: STAGE.rejected, to: STAGE.offerExtended },
      ],
      currentStage: STAGE.offerExtended,
    });
    expect(steps(h)).toEqual([
      ["received", null, "11-01"],
      ["offer", null, "11-04"],
    ]);
  });

  it("starts where a recruiter placed an application they added, on the day it was added", () => {
    const h = history({
      stageChanges: [{ at: "2026-11-01T10:00:00.000Z", from: null, to: STAGE.submission }],
      currentStage: STAGE.submission,
    });
    expect(steps(h)).toEqual([
      ["received", null, "11-01"],
      ["inReview", null, "11-01"],
    ]);
  });

  it("reaches the current stage on the apply's last change when its history misses the moves", () => {
    const h = history({ stageChanges: [], currentStage: STAGE.interview, updatedAt: "2026-11-09T10:00:00.000Z" });
    expect(steps(h)).toEqual([
      ["received", null, "11-01"],
      ["interviewing", null, "11-01"],
    ]);
    const moved = history({
      stageChanges: [{ at: "2026-11-02T10:00:00.000Z", from: STAGE.webResponse, to: STAGE.submission }],
      currentStage: STAGE.interview,
      updatedAt: "2026-11-09T10:00:00.000Z",
    });
    expect(steps(moved).at(-1)).toEqual(["interviewing", null, "11-09"]);
  });

  it("closes with the job, on the day it closed", () => {
    const h = history({
      currentStage: STAGE.webResponse,
      updatedAt: "2026-11-02T10:00:00.000Z",
      job: { open: false, closedAt: "2026-11-20" },
    });
    expect(steps(h)).toEqual([
      ["received", null, "11-01"],
      ["closed", "jobClosed", "11-20"],
    ]);
  });
});

describe("upcomingCandidacyStatuses", () => {
  it("lists the steps ahead up to an offer, and none once closed", () => {
    expect(upcomingCandidacyStatuses("inReview")).toEqual(["interviewing", "offer"]);
    expect(upcomingCandidacyStatuses("offer")).toEqual([]);
    expect(upcomingCandidacyStatuses("closed")).toEqual([]);
  });
});
