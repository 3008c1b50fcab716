import { describe, expect, it } from "vitest";
import { isCurrentEntry, SITE_NAV_ENTRIES, siteNavEntries } from "./siteNavigation";

const label = (key: string) => `default:${key}`;

describe("siteNavEntries", () => {
  it("lists the six entries of the spec in order, with their pages", () => {
    expect(siteNavEntries({}, label, "/home").map(({ key, href }) => [key, href])).toEqual([
      ["solutions", "/home/solutions"],
      ["jobs", "/jobs"],
      ["specialties", "/home/specialties"],
      ["contact", "/contact"],
      ["workWithUs", "/home/contact"],
      ["register", "/candidates"],
    ]);
  });

  it("uses the business's custom label for an entry it renames, the default for the others", () => {
    const entries = siteNavEntries({ jobs: "Vagas abertas", register: "Cadastre-se já" }, label, "/");
    expect(entries.map((entry) => entry.label)).toEqual([
      "default:solutions",
      "Vagas abertas",
      "default:specialties",
      "default:contact",
      "default:workWithUs",
      "Cadastre-se já",
    ]);
  });

  it("ignores blank custom labels and keys that are not entries", () => {
    const entries = siteNavEntries({ jobs: "   ", candidates: "Pessoas" }, label, "/");
    expect(entries.find((entry) => entry.key === "jobs")?.label).toBe("default:jobs");
    expect(entries).toHaveLength(SITE_NAV_ENTRIES.length);
  });

  it("marks only the entry of the current page", () => {
    const entries = siteNavEntries({}, label, "/jobs/gerente-de-vendas/8f3k?ref=x");
    expect(entries.filter((entry) => entry.current).map((entry) => entry.key)).toEqual(["jobs"]);
  });
});

describe("isCurrentEntry", () => {
  it.each([
    ["/jobs", "/jobs", true],
    ["/jobs", "/jobs/", true],
    ["/jobs", "/jobs?term=java", true],
    ["/jobs", "/jobs/analista/abc", true],
    ["/jobs", "/jobsearch", false],
    ["/contact", "/home/contact", false],
    ["/home/contact", "/home/contact", true],
    ["/home/solutions", "/home", false],
  ])("%s on %s → %s", (href, path, expected) => {
    expect(isCurrentEntry(href, path)).toBe(expected);
  });
});
