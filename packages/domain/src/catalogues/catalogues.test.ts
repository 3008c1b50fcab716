import { describe, expect, it } from "vitest";
import { domainMessages } from "../i18n/messages";
import { allCatalogues } from "./all";
import { applySources } from "./applySources";
import { applyStages, isRejectedStage } from "./applyStages";
import { businessUnitByCode, businessUnits } from "./businessUnits";
import { candidateStatus } from "./candidateStatus";
import {
  type Catalogue,
  catalogueIdOf,
  catalogueIdsByKey,
  catalogueLabel,
  defineCatalogue,
  messageId,
} from "./catalogue";
import { catalogueIdSchema } from "./catalogueIdSchema";
import { clientCompanyStatuses } from "./clientCompanyStatuses";
import { contractGenders, contractModels, punchInOptions } from "./contractOptions";
import { BRAZIL, countries, countryByAlpha2, countryMessages, sortedCountries } from "./countries";
import brazilianNames from "./countryNames/pt-BR.json" with { type: "json" };
import { disabilities, disabilityCategories } from "./disabilities";
import { genderNeedsSpecification, genders } from "./genders";
import { groupCompanies } from "./groupCompanies";
import { hiringRegimes } from "./hiringRegimes";
import { interviewStatuses } from "./interviewStatuses";
import { kinship } from "./kinship";
import { languageLevels } from "./languageLevels";
import { notificationCategory, notificationKinds, notificationTabs } from "./notificationTabs";
import { professionalMoments } from "./professionalMoments";
import { isClosingProposalStatus, proposalClosedReasons, proposalStatuses } from "./proposalStatuses";
import { questionResponseTypes } from "./questionResponseTypes";
import { rejectedBy, rejectReasons, rejectReasonsBy } from "./rejectReasons";
import { reportingOrder } from "./reportingOrder";
import { sendOutStatuses } from "./sendOutStatuses";
import { skillLevels, skillYears } from "./skillYears";
import { submissionStatuses } from "./submissionStatuses";
import { taskTypes } from "./taskTypes";
import { workTypes } from "./workTypes";

const idsAndNames = (catalogue: Catalogue) => catalogue.entries.map((e) => [e.id, e.label.en]);
const ids = (catalogue: Catalogue) => catalogue.entries.map((e) => e.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Each list below is copied from the spec's sentences: a typo or a missing entry in a catalogue fails here. */
describe("status catalogues (spec §4)", () => {
  it("candidate professional moments", () => {
    expect(professionalMoments.entries.map((e) => e.label.en)).toEqual([
      "Not open to opportunities",
      "Looking for opportunities",
      "Employed but looking for new horizons",
    ]);
  });

  it("candidate status 0–9 with 9 do-not-use", () => {
    expect(idsAndNames(candidateStatus)).toEqual([
      [0, "Unqualified"],
      [1, "New Lead"],
      [2, "Pre-registered"],
      [3, "Active"],
      [4, "Inactive"],
      [5, "Under Offer"],
      [6, "Placed"],
      [7, "DNU"],
      [8, "Archive"],
      [9, "Do Not Use"],
    ]);
  });

  it("apply pipeline default stages 0–9 and 14, then the candidate's Withdrawn", () => {
    expect(idsAndNames(applyStages)).toEqual([
      [0, "Web Response"],
      [1, "Submission"],
      [2, "Test Sent"],
      [3, "Test Approved"],
      [4, "Internal Interview"],
      [5, "Interview"],
      [6, "Ref. Check"],
      [7, "Offer Extended"],
      [8, "Placement"],
      [9, "Rejected"],
      [14, "Rejected Web Response"],
      [15, "Withdrawn"],
    ]);
    expect(ids(applyStages).filter(isRejectedStage)).toEqual([9, 14]);
  });

  it("submission statuses 1–14 in the spec's order", () => {
    expect(idsAndNames(submissionStatuses)).toEqual([
      [1, "Mapped"],
      [2, "Approaching"],
      [14, "Approached"],
      [3, "Pre Screening"],
      [4, "Screening"],
      [5, "Approved by Researcher"],
      [6, "In discussion"],
      [7, "Approved - Short List"],
      [8, "On Hold"],
      [9, "Backup Candidate"],
      [10, "Test - Sent"],
      [11, "Test - Approved"],
      [12, "Stand-By"],
      [13, "Approved Long List"],
    ]);
  });

  it("interview statuses 1–5", () => {
    expect(idsAndNames(interviewStatuses)).toEqual([
      [1, "Internal Interview"],
      [2, "1st Client Interview"],
      [3, "2nd Client Interview"],
      [4, "3rd Client Interview"],
      [5, "Final Client Interview"],
    ]);
  });

  it("reject reasons 1–29: 23 'Rejected - …' by the consultant, then six 'Rej by Client' reasons", () => {
    expect(ids(rejectReasons)).toEqual(range(1, 29));
    const consultant = rejectReasonsBy("consultant");
    expect(consultant).toHaveLength(23);
    expect(consultant.every((r) => r.label.en.startsWith("Rejected - "))).toBe(true);
    expect(consultant.map((r) => r.label.en.replace("Rejected - ", "").toLowerCase())).toEqual([
      "approved by client",
      "technical background",
      "compensation package",
      "seniority",
      "employer brand",
      "mobility",
      "cultural fit",
      "personal profile",
      "language",
      "professional momentum",
      "personal momentum",
      "web response",
      "candidate declined",
      "not interested",
      "client interview reject",
      "client interview rejected candidate",
      "other reasons",
      "technical test",
      "remote work only",
      "hybrid work only",
      "offer rejected",
      "by consultant",
      "academic background",
    ]);
    expect(rejectReasonsBy("client").map((r) => r.label.en)).toEqual([
      "Rej by Client - Salary",
      "Rej by Client - Experience",
      "Rej by Client - Culture",
      "Rej by Client - Technical Background",
      "Rej by Client - Personal Profile",
      "Rej by Client - Other",
    ]);
    expect([rejectedBy(23), rejectedBy(24), rejectedBy(30)]).toEqual(["consultant", "client", undefined]);
  });

  it("the reporting order: pipeline, then rejected by consultant, then rejected by client", () => {
    const names = reportingOrder.entries.map((e) => e.label.en);
    expect(names[0]).toBe("Pre – Web Response");
    // Submission sub-statuses come right after, in the submission catalogue's order.
    expect(names.slice(1, 15)).toEqual(submissionStatuses.entries.map((e) => e.label.en));
    expect(names.slice(15, 24)).toEqual([
      "Test Sent",
      "Test Approved",
      "Internal Interview",
      "CV Sent",
      "Approved Short List",
      "Interview",
      "Ref. Check",
      "Offer Extended",
      "Placement",
    ]);
    const groups = reportingOrder.entries.map((e) => e.group);
    expect(groups.lastIndexOf("pipeline")).toBeLessThan(groups.indexOf("rejectedByConsultant"));
    expect(groups.lastIndexOf("rejectedByConsultant")).toBeLessThan(groups.indexOf("rejectedByClient"));
    const consultant = reportingOrder.entries.filter((e) => e.group === "rejectedByConsultant");
    const client = reportingOrder.entries.filter((e) => e.group === "rejectedByClient");
    expect(consultant.map((e) => e.label.en)).toEqual(
      expect.arrayContaining(["Rejected by Consultant - Screening", "Rejected by Consultant - Interview Partner"]),
    );
    expect(client.map((e) => e.label.en)).toEqual(
      expect.arrayContaining([
        "Rejected by Client - Site",
        "Rejected by Client - Language",
        "Rejected by Client - CV Analysis",
      ]),
    );
    expect(ids(reportingOrder)).toEqual(range(1, reportingOrder.entries.length));
  });

  it("proposal statuses 0–25 with 6, 7 and 8 closing, and the closed reasons", () => {
    expect(idsAndNames(proposalStatuses)).toEqual([
      [0, "Lead"],
      [1, "Open"],
      [2, "Proposal sent"],
      [3, "Qualifying"],
      [4, "Negotiating"],
      [5, "Signed"],
      [6, "Closed"],
      [7, "Closed - Lost"],
      [8, "Won"],
      [9, "Converted"],
      [10, "Homologation"],
      [11, "Signing"],
      [12, "RFP Received"],
      [13, "Bid Ongoing"],
      [14, "RFI Received"],
      [15, "RFI Answered"],
      [16, "RFP Answered"],
      [17, "RFQ Received"],
      [18, "RFQ Answered"],
      [19, "Bid Received"],
      [20, "Bid Answered"],
      [21, "Bid Won"],
      [22, "Bid Lost"],
      [23, "Contractual Negotiation"],
      [24, "Homologation Ongoing"],
      [25, "Homologation Concluded"],
    ]);
    expect(ids(proposalStatuses).filter(isClosingProposalStatus)).toEqual([6, 7, 8]);
    expect(proposalClosedReasons.entries.map((e) => e.label.en)).toEqual([
      "No Response",
      "No Funding",
      "Overprice",
      "Competition",
      "No Opportunity",
      "Expertise",
      "Methodology",
    ]);
  });

  it("client company statuses", () => {
    expect(clientCompanyStatuses.entries.map((e) => e.label.en)).toEqual([
      "Archive",
      "Active",
      "Inactive",
      "Key Account",
      "Off Limits",
      "DNC",
      "Cold",
    ]);
  });

  it("send-out statuses 0–3", () => {
    expect(idsAndNames(sendOutStatuses)).toEqual([
      [0, "Await Send"],
      [1, "Processing Send"],
      [2, "Completed Send"],
      [3, "Response E-mail"],
    ]);
  });

  it("task types 0–9", () => {
    expect(idsAndNames(taskTypes)).toEqual([
      [0, "Call"],
      [1, "Send Email"],
      [2, "Follow-Up Call"],
      [3, "Conference Call"],
      [4, "Meeting"],
      [5, "Send Contract"],
      [6, "Review Account"],
      [7, "Billing Review"],
      [8, "Personal"],
      [9, "Other"],
    ]);
  });

  it("question response types", () => {
    expect(idsAndNames(questionResponseTypes)).toEqual([
      [0, "Text"],
      [1, "Yes or No"],
    ]);
  });

  it("notification tabs and kinds", () => {
    expect(notificationTabs.entries.map((e) => e.label.en)).toEqual([
      "Apply",
      "Candidate",
      "Note",
      "Job",
      "Recruiter",
      "Shortlist",
      "NPS",
      "Proposal",
      "Others",
    ]);
    expect(notificationKinds.entries.map((e) => e.label.en.toLowerCase())).toEqual([
      "new apply",
      "mention",
      "like",
      "nps sent",
      "document signing",
      "client contact first access",
      "apply moved",
    ]);
    expect(notificationCategory("proposal")).toBe("proposal");
    expect(notificationCategory("something-new")).toBe("others");
  });
});

describe("option lists (spec §9)", () => {
  it("hiring regimes with their spec ids", () => {
    expect(idsAndNames(hiringRegimes)).toEqual([
      [2, "CLT - Permanent"],
      [1, "PJ"],
      [3, "Temporary"],
      [8, "Outsourced"],
      [4, "Freelancer"],
      [5, "Partner"],
      [6, "Statutory"],
      [7, "Consultant"],
      [9, "Associate"],
    ]);
  });

  it("genders 0–5: 'Other' needs a specification and one choice does not inform", () => {
    expect(ids(genders)).toEqual(range(0, 5));
    expect(
      ids(genders)
        .filter(genderNeedsSpecification)
        .map((id) => catalogueLabel(genders, id, "en")),
    ).toEqual(["Other"]);
    expect(genders.entries.map((e) => e.label.en)).toContain("Prefer not to inform");
  });

  it("language levels 0–5", () => {
    expect(idsAndNames(languageLevels)).toEqual([
      [0, "Without knowledge"],
      [1, "Basic"],
      [2, "Intermediate"],
      [3, "Advanced"],
      [4, "Proficient"],
      [5, "Native"],
    ]);
  });

  it("work types 0–3", () => {
    expect(idsAndNames(workTypes)).toEqual([
      [0, "Undefined"],
      [1, "Only presential"],
      [2, "Only remote"],
      [3, "Remote or presential"],
    ]);
  });

  it("skill years 0–8: no experience, one-year bands up to 7, more than 7", () => {
    expect(ids(skillYears)).toEqual(range(0, 8));
    expect(skillYears.entries[0]?.label.en).toBe("No experience");
    expect(skillYears.entries[8]?.label.en).toBe("More than 7 years");
  });

  it("skill levels 1–4", () => {
    expect(idsAndNames(skillLevels)).toEqual([
      [1, "Beginner"],
      [2, "Experienced"],
      [3, "Advanced"],
      [4, "Expert"],
    ]);
  });

  it("contract options: punch-in, models 1–3, internal models 4–7, contract gender 1–2", () => {
    expect(punchInOptions.entries.map((e) => e.label.en)).toEqual(["Time recording", "Position of trust"]);
    expect(ids(contractModels)).toEqual(range(1, 7));
    expect(contractModels.entries.filter((e) => e.internal).map((e) => [e.id, e.label.en])).toEqual([
      [4, "CLT"],
      [5, "Associate"],
      [6, "Intern"],
      [7, "PJ"],
    ]);
    expect(ids(contractGenders)).toEqual([1, 2]);
  });

  it("kinship 1–9 and the 22 apply sources", () => {
    expect(ids(kinship)).toEqual(range(1, 9));
    expect(ids(applySources)).toEqual(range(1, 22));
  });

  it("disabilities (hearing, speech, physical, mental, visual) and their 9 categories", () => {
    expect(disabilities.entries.map((e) => e.key)).toEqual(["hearing", "speech", "physical", "mental", "visual"]);
    expect(ids(disabilityCategories)).toEqual(range(1, 9));
    const disabilityIds = ids(disabilities);
    expect(disabilityCategories.entries.every((c) => disabilityIds.includes(c.disability))).toBe(true);
  });

  it("48 business units with id, code and name", () => {
    expect(ids(businessUnits)).toEqual(range(1, 48));
    expect(new Set(businessUnits.entries.map((u) => u.code)).size).toBe(48);
    expect(businessUnitByCode("ENR-OIL")?.label.en).toBe("Oil");
  });

  it("the nine group companies of the signature editor", () => {
    expect(ids(groupCompanies)).toEqual(range(1, 9));
    expect(groupCompanies.entries.every((c) => c.website.startsWith("https://"))).toBe(true);
  });

  it("about 250 countries from ISO 3166-1 with Brazilian and English names", () => {
    expect(countries.entries.length).toBeGreaterThanOrEqual(245);
    expect(countries.entries.length).toBeLessThanOrEqual(255);
    expect(countryByAlpha2("br")).toMatchObject({
      id: BRAZIL,
      alpha3: "BRA",
      label: { "pt-BR": "Brasil", en: "Brazil" },
    });
    expect(countryByAlpha2("DE")?.label["pt-BR"]).toBe("Alemanha");
    // Brazilian, not European, Portuguese.
    expect(countryByAlpha2("AM")?.label["pt-BR"]).toBe("Armênia");
    expect(countryMessages("en")["country.US"]).toBe("United States of America");
    expect(sortedCountries("pt-BR")[0]?.key).toBe("AF");
  });

  it("names every country in Brazilian Portuguese from its own table, not from the runtime (the server's ICU and the browser's differ)", () => {
    const missing = countries.entries.filter((country) => !(country.key in brazilianNames));
    expect(missing.map((country) => country.key)).toEqual([]);
    expect(countryByAlpha2("HK")?.label["pt-BR"]).toBe((brazilianNames as Record<string, string>).HK);
  });
});

describe("catalogue mechanics", () => {
  it("refuses a repeated key, because keys are message ids", () => {
    expect(() =>
      defineCatalogue("broken", [
        { id: 1, key: "a", label: { "pt-BR": "A", en: "A" } },
        { id: 2, key: "a", label: { "pt-BR": "B", en: "B" } },
      ]),
    ).toThrow("Catalogue broken repeats key a");
  });

  it("validates ids with the catalogue's own schema", () => {
    const schema = catalogueIdSchema(applyStages);
    expect(schema.safeParse(14).success).toBe(true);
    expect(schema.safeParse(10).success).toBe(false);
  });

  it("gives every entry of every catalogue a pt-BR and an en label in domainMessages, with unique ids", () => {
    const pt = domainMessages("pt-BR");
    const en = domainMessages("en");
    const allIds = allCatalogues.flatMap((c) => c.entries.map((e) => messageId(c, e)));
    expect(new Set(allIds).size).toBe(allIds.length);
    for (const catalogue of allCatalogues) {
      for (const entry of catalogue.entries) {
        const id = messageId(catalogue, entry);
        expect(pt[id], id).toBe(entry.label["pt-BR"]);
        expect(en[id], id).toBe(entry.label.en);
        expect(entry.label["pt-BR"].trim(), id).not.toBe("");
      }
    }
  });
});

describe("catalogueIdOf", () => {
  it("names an entry's id by its key, as the literal id", () => {
    const completed: 2 = catalogueIdOf(sendOutStatuses, "completedSend");
    expect(completed).toBe(2);
    expect(catalogueIdOf(applyStages, "rejectedWebResponse")).toBe(14);
  });
  it("refuses a key the catalogue does not have", () => {
    // @ts-expect-error: not a key of the catalogue
    expect(() => catalogueIdOf(sendOutStatuses, "bounced")).toThrow(/sendOutStatus has no key bounced/);
  });
  it("maps every key to its id", () => {
    expect(catalogueIdsByKey(sendOutStatuses)).toEqual({
      awaitSend: 0,
      processingSend: 1,
      completedSend: 2,
      responseEmail: 3,
    });
  });
});
