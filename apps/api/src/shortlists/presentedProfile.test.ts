import { describe, expect, it } from "vitest";
import { PRESENTED_CANDIDATE_COLUMNS, type PresentedSource, presentedProfile } from "./presentedProfile";

/** A candidate's row with everything a row may hold, the private and the other jobs' included. */
const candidateRow = {
  id: 7,
  name: "Beatriz Souza",
  avatar: "/files/7.jpg",
  role_name: "CFO",
  city: "São Paulo",
  state: "SP",
  self_introduction: "Finanças corporativas.",
  email: "beatriz@private.example",
  mobile_phone: "+5511999990000",
  cpf: "52998224725",
  rg: "123456789",
  pis: "12345678900",
  date_birth: "1980-01-01",
  ethnicity: 1,
  mother_name: "Maria Souza",
  notes: "Private note: asked for 60k, negotiable",
  private_notes: "Do not present to Beta SA",
  applies: [{ id: 99, job_id: 42, job_title: "Gerente de TI (another job)" }],
  jobs: [{ id: 42, title: "Gerente de TI (another job)" }],
  current_experience: {
    company: "Banco X",
    role: "CFO",
    start_date: "2020-01-01",
    end_date: null,
    description: "Lidera a área financeira.",
    salary: 45000,
    bonus: 90000,
    benefits: "carro",
  },
  other_experiences: [{ company: "Banco Y", role: "Controller", start_date: "2015-01-01", salary: 20000 }, "junk"],
  educations: [{ institution: "USP", course: "Economia", degree: "Bacharel", grade_notes: "private", nested: {} }],
  languages: [{ language: "Inglês", level: 4, certificate_id: "TOEFL-123" }],
  skills: [{ name: "IFRS", years: 3, level: 3, internal_rating: "A+" }],
  clt_expectation: 40000,
  pj_expectation: "52000.00",
  temporary_expectation: null,
  freelance_expectation: 300,
};

function source(overrides: Partial<PresentedSource["item"]> = {}): PresentedSource {
  return {
    item: {
      apply_id: 11,
      position: 0,
      presentation: '<p>Forte em <strong>M&amp;A</strong><script>alert("x")</script></p>',
      show_salary: false,
      show_cv: false,
      ...overrides,
    },
    apply: {
      like_candidates: 2,
      deslike_candidates: "1",
      star_candidate: null,
      amount_description: 1,
      salary_expectation: "48000",
    },
    candidate: candidateRow,
    cv: { id: 5, name: "beatriz-cv.pdf" },
  };
}

const PRIVATE_VALUES = [
  "52998224725",
  "123456789",
  "12345678900",
  "1980-01-01",
  "beatriz@private.example",
  "+5511999990000",
  "Maria Souza",
  "Private note",
  "Do not present",
  "Gerente de TI",
  "45000",
  "90000",
  "carro",
  "20000",
  "TOEFL",
  "A+",
  "grade_notes",
];

describe("the presented profile", () => {
  it("never carries documents, contact details, private notes or other jobs", () => {
    for (const shown of [source(), source({ show_salary: true, show_cv: true })]) {
      const answer = JSON.stringify(presentedProfile(shown));
      for (const value of PRIVATE_VALUES) expect(answer).not.toContain(value);
      for (const key of ["cpf", "rg", "pis", "email", "mobile_phone", "notes", "applies", "jobs", "ethnicity"]) {
        expect(answer).not.toContain(`"${key}"`);
      }
    }
  });

  it("reads only columns it may show", () => {
    for (const column of ["cpf", "rg", "pis", "email", "mobile_phone", "date_birth", "ethnicity", "mother_name"]) {
      expect(PRESENTED_CANDIDATE_COLUMNS).not.toContain(column);
    }
  });

  it("shows the profile's allow-list: the order, the counts, experiences without pay, skills", () => {
    const profile = presentedProfile(source());
    expect(profile).toMatchObject({
      id: 11,
      position: 0,
      like_candidates: 2,
      deslike_candidates: 1,
      star_candidate: 0,
      amount_description: 1,
      candidate: {
        id: 7,
        name: "Beatriz Souza",
        role_name: "CFO",
        current_experience: { company: "Banco X", role: "CFO", description: "Lidera a área financeira." },
        other_experiences: [{ company: "Banco Y", role: "Controller" }],
        educations: [{ institution: "USP", course: "Economia", degree: "Bacharel" }],
        languages: [{ language: "Inglês", level: 4 }],
        skills: [{ name: "IFRS", years: 3, level: 3 }],
      },
    });
    expect(profile.candidate.other_experiences).toHaveLength(1);
  });

  it("leaves the salary expectations and the CV out unless the recruiter turned them on", () => {
    const hidden = presentedProfile(source());
    expect(hidden.candidate.salary_expectation).toBeNull();
    expect(hidden.candidate.cv).toBeNull();

    const salaryOnly = presentedProfile(source({ show_salary: true }));
    expect(salaryOnly.candidate.salary_expectation).toEqual({
      apply: 48000,
      clt: 40000,
      pj: 52000,
      temporary: null,
      freelance: 300,
    });
    expect(salaryOnly.candidate.cv).toBeNull();

    const cvOnly = presentedProfile(source({ show_cv: true }));
    expect(cvOnly.candidate.cv).toEqual({ id: 5, name: "beatriz-cv.pdf" });
    expect(cvOnly.candidate.salary_expectation).toBeNull();
  });

  it("shows the CV switch as nothing when the candidate has no CV", () => {
    expect(presentedProfile({ ...source({ show_cv: true }), cv: null }).candidate.cv).toBeNull();
  });

  it("serves the presentation as safe HTML and its plain text, never a script", () => {
    const profile = presentedProfile(source());
    expect(profile.presentation).toBe("<p>Forte em <strong>M&amp;A</strong></p>");
    expect(profile.comments).toBe("Forte em M&A");
    expect(JSON.stringify(profile)).not.toContain("<script");
    expect(JSON.stringify(profile)).not.toContain("alert");
  });

  it("treats a presentation with nothing visible as none", () => {
    const profile = presentedProfile(source({ presentation: "<script>alert(1)</script><p> </p>" }));
    expect(profile.presentation).toBeNull();
    expect(profile.comments).toBeNull();
  });
});
