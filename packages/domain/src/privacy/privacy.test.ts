import { describe, expect, it } from "vitest";
import { candidates } from "../entities/recruiter/candidates";
import {
  ANONYMISED_NAME,
  anonymisedAnswers,
  anonymisedCandidateValues,
  CANDIDATE_ANONYMISATION,
  CONSENT_PURPOSES,
  CONSENT_TEXTS,
  currentConsents,
  EVALUATION_REQUEST_ANONYMISATION,
  erasureDate,
  retentionStep,
} from ".";

describe("candidate anonymisation", () => {
  it("has a rule for every field of the candidate registry, and none for a field that does not exist", () => {
    const fields = candidates.fieldList.map((field) => field.key).sort();
    expect(Object.keys(CANDIDATE_ANONYMISATION).sort()).toEqual(fields);
  });

  it("keeps only fields that say why, and never a personal or sensitive one", () => {
    const kept = Object.entries(CANDIDATE_ANONYMISATION).filter(([, rule]) => rule.kind === "keep");
    for (const [, rule] of kept) expect(rule.kind === "keep" && rule.why.length > 10).toBe(true);
    const keptKeys = kept.map(([key]) => key);
    const sensitive = candidates.fieldList.filter((field) => field.sensitive).map((field) => field.key);
    expect(sensitive.length).toBeGreaterThan(0);
    for (const key of [...sensitive, "name", "email", "mobile_phone", "cv", "linkedin", "self_introduction"]) {
      expect(keptKeys).not.toContain(key);
    }
  });

  it("writes a neutral name and an address that reaches nobody, distinct per candidate", () => {
    const first = anonymisedCandidateValues(7);
    const second = anonymisedCandidateValues(8);
    expect(first.name).toBe(ANONYMISED_NAME);
    expect(first.email).toMatch(/@anonimizado\.invalid$/);
    expect(first.email).not.toBe(second.email);
    expect(first.cpf).toBeNull();
    expect("status" in first).toBe(false);
    // What the registry validates as required keeps a value.
    for (const field of candidates.fieldList.filter((field) => field.required)) {
      expect(first[field.key] ?? "kept").not.toBeNull();
    }
  });
});

describe("consents", () => {
  it("has a title and text per purpose in both languages", () => {
    for (const purpose of CONSENT_PURPOSES) {
      for (const locale of ["pt-BR", "en"] as const) {
        expect(CONSENT_TEXTS[purpose][locale].title).not.toBe("");
        expect(CONSENT_TEXTS[purpose][locale].body.length).toBeGreaterThan(20);
      }
    }
  });

  it("takes the latest record of each purpose as the current choice, and none as not given", () => {
    const current = currentConsents([
      { purpose: "talent_pool", granted: true, textVersion: "v1", recordedAt: "2026-01-01T00:00:00Z" },
      { purpose: "talent_pool", granted: false, textVersion: "v2", recordedAt: "2026-02-01T00:00:00Z" },
    ]);
    expect(current.talent_pool).toMatchObject({ granted: false, textVersion: "v2" });
    expect(current.marketing_emails).toBeNull();
  });
});

describe("retention", () => {
  const settings = { idleDays: 730, graceDays: 30 };
  const at = (iso: string) => new Date(iso);

  it("warns a candidate idle for the idle period, not before", () => {
    const facts = { lastActivityAt: "2024-01-01T00:00:00Z", createdAt: "2020-01-01T00:00:00Z", warnedAt: null };
    expect(retentionStep(facts, at("2025-12-30T00:00:00Z"), settings)).toBe("none");
    expect(retentionStep(facts, at("2026-01-01T00:00:00Z"), settings)).toBe("warn");
  });

  it("counts from the creation when the candidate never signed in", () => {
    const facts = { lastActivityAt: null, createdAt: "2020-01-01T00:00:00Z", warnedAt: null };
    expect(retentionStep(facts, at("2022-01-02T00:00:00Z"), settings)).toBe("warn");
  });

  it("erases after the grace period, unless the candidate was active after the warning", () => {
    const warned = {
      lastActivityAt: "2024-01-01T00:00:00Z",
      createdAt: "2020-01-01T00:00:00Z",
      warnedAt: "2026-01-01T00:00:00Z",
    };
    expect(retentionStep(warned, at("2026-01-30T00:00:00Z"), settings)).toBe("none");
    expect(retentionStep(warned, at("2026-01-31T00:00:00Z"), settings)).toBe("anonymise");
    const cameBack = { ...warned, lastActivityAt: "2026-01-10T00:00:00Z" };
    expect(retentionStep(cameBack, at("2026-03-01T00:00:00Z"), settings)).toBe("none");
    expect(retentionStep(cameBack, at("2028-01-10T00:00:00Z"), settings)).toBe("warn");
  });

  it("names the erasure date in the warning", () => {
    expect(erasureDate(at("2026-01-01T00:00:00Z"), settings).toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
});

describe("a sent evaluation's anonymisation", () => {
  it("empties free text and forgets a video's file, and keeps yes/no and choices", () => {
    expect(
      anonymisedAnswers([
        { question: "Por quê?", kind: "text", required: true, value: "Porque moro em Campinas" },
        { question: "Viaja?", kind: "yesNo", required: true, value: true },
        { question: "Inglês", kind: "choice", required: true, value: "Fluente" },
        { question: "Vídeo", kind: "video", required: false, value: null, data_file_id: 4 },
      ]),
    ).toEqual([
      { question: "Por quê?", kind: "text", required: true, value: null },
      { question: "Viaja?", kind: "yesNo", required: true, value: true },
      { question: "Inglês", kind: "choice", required: true, value: "Fluente" },
      { question: "Vídeo", kind: "video", required: false, value: null, data_file_id: null },
    ]);
  });

  it("clears only the answers of the request's fields", () => {
    const cleared = Object.entries(EVALUATION_REQUEST_ANONYMISATION).filter(([, rule]) => rule !== "keep");
    expect(cleared).toEqual([["answers", "clearFreeText"]]);
  });
});
