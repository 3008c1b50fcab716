import type { PublicJob } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { employmentTypes, jobPostingJsonLd, jsonLdText, type PostingSite } from "./jobPosting";

const SITE: PostingSite = {
  name: "Seleta Tech",
  origin: "https://tech.seleta.com.br",
  logo: "/brands/tech/logo.svg",
};
const URL_OF_JOB = "https://tech.seleta.com.br/jobs/gerente-financeiro/k7m2q9x4";

const JOB: PublicJob = {
  uid: "k7m2q9x4",
  slug: "gerente-financeiro",
  title: "Gerente Financeiro",
  specialty: { slug: "financas", name: "Finanças" },
  city: "São Paulo",
  state: "SP",
  country: "BR",
  work_type: 1,
  hiring_regime: 2,
  date_posted: "2026-11-20",
  salary: { min: 18000, max: 24000, currency: "BRL" },
  description_html: "<p>Conduzir o <strong>planejamento</strong>.</p>",
  requirements_html: "<ul><li>Inglês</li></ul>",
  benefits: ["Plano de saúde"],
  contract_model: 1,
  opening: { opened_at: "2026-11-10", openings: 2 },
  valid_through: "2026-12-31",
  updated_at: "2026-11-21T12:00:00Z",
};

describe("a job's JobPosting", () => {
  it("has Google's required fields, the business as the hiring organisation and the job's address", () => {
    expect(jobPostingJsonLd(JOB, SITE, URL_OF_JOB)).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Gerente Financeiro",
      description: "<p>Conduzir o <strong>planejamento</strong>.</p>\n<ul><li>Inglês</li></ul>",
      datePosted: "2026-11-20",
      validThrough: "2026-12-31",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "Seleta Tech",
        sameAs: "https://tech.seleta.com.br",
        logo: "https://tech.seleta.com.br/brands/tech/logo.svg",
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "São Paulo",
          addressRegion: "SP",
          addressCountry: "BR",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "BRL",
        value: { "@type": "QuantitativeValue", minValue: 18000, maxValue: 24000, unitText: "MONTH" },
      },
      identifier: { "@type": "PropertyValue", name: "Seleta Tech", value: "k7m2q9x4" },
      url: URL_OF_JOB,
      directApply: true,
    });
  });

  it("makes a remote-only job TELECOMMUTE from its country, without an address", () => {
    const posting = jobPostingJsonLd(
      { ...JOB, work_type: 2, city: null, state: null, country: null },
      SITE,
      URL_OF_JOB,
    );
    expect(posting.jobLocationType).toBe("TELECOMMUTE");
    expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "BR" });
    expect(posting).not.toHaveProperty("jobLocation");
  });

  it("leaves out what the answer does not show: salary, deadline, requirements", () => {
    const posting = jobPostingJsonLd(
      { ...JOB, salary: null, valid_through: null, requirements_html: null, contract_model: null },
      SITE,
      URL_OF_JOB,
    );
    expect(posting).not.toHaveProperty("baseSalary");
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting.description).toBe(JOB.description_html);
  });

  it("writes a one-sided or single salary as such, and keeps an absolute logo as it is", () => {
    const floor = jobPostingJsonLd({ ...JOB, salary: { min: 9000, max: null, currency: "BRL" } }, SITE, URL_OF_JOB);
    expect(floor.baseSalary).toMatchObject({ value: { minValue: 9000, unitText: "MONTH" } });
    const exact = jobPostingJsonLd({ ...JOB, salary: { min: 9000, max: 9000, currency: "BRL" } }, SITE, URL_OF_JOB);
    expect(exact.baseSalary).toMatchObject({ value: { value: 9000 } });
    const logo = "https://cdn.example.com/logo.png";
    expect(jobPostingJsonLd(JOB, { ...SITE, logo }, URL_OF_JOB).hiringOrganization).toMatchObject({ logo });
  });

  it("maps regimes and contracts to Google's employment types, an internship above all", () => {
    expect(employmentTypes({ hiring_regime: 2, contract_model: null })).toEqual(["FULL_TIME"]);
    expect(employmentTypes({ hiring_regime: 1, contract_model: null })).toEqual(["CONTRACTOR"]);
    expect(employmentTypes({ hiring_regime: 3, contract_model: 2 })).toEqual(["TEMPORARY"]);
    expect(employmentTypes({ hiring_regime: 2, contract_model: 6 })).toEqual(["INTERN"]);
    expect(employmentTypes({ hiring_regime: 2, contract_model: 3 })).toEqual(["FULL_TIME", "CONTRACTOR"]);
    expect(employmentTypes({ hiring_regime: null, contract_model: null })).toEqual([]);
    const posting = jobPostingJsonLd({ ...JOB, hiring_regime: null, contract_model: null }, SITE, URL_OF_JOB);
    expect(posting).not.toHaveProperty("employmentType");
  });
});

describe("JSON-LD text", () => {
  it("cannot close its script element, and parses back to the same value", () => {
    const value = { title: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});
