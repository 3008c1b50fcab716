import type { EntityPages } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import {
  RECENT_PAGES_FILTER,
  recentPageId,
  recentPageName,
  recentPageOf,
  recentPagesFromStored,
  recentPagesInput,
  renamedRecentPages,
} from "./recentPages";
import { microsoftLoginDue, readFlag, searchWithout, signaturePromptDue, writeFlag } from "./sessionNotices";

const name = (page: { label: { en: string }; suffix?: string; isNew?: boolean }) =>
  [page.isNew ? "New" : "", page.label.en, page.suffix ?? ""].filter(Boolean).join(" ");

describe("recent pages", () => {
  it("keeps entity lists, records and new-record forms of the recruiter area, named after the entity", () => {
    expect(recentPageOf("/recruiters/candidates", "?term=ana", name, "2026-01-01T00:00:00Z")).toMatchObject({
      name: "Candidates",
      link: "/recruiters/candidates",
      query: "term=ana",
      icon: expect.any(String),
    });
    expect(recentPageOf("/recruiters/jobs/12/applies/kanban", "", name, "t")).toMatchObject({
      name: "Job #12",
      link: "/recruiters/jobs/12/applies/kanban",
      query: undefined,
    });
    expect(recentPageOf("/recruiters/tasks/new/", "", name, "t")?.name).toBe("New Task");
  });

  it("keeps nothing for pages that are not entity pages", () => {
    for (const path of [
      "/recruiters",
      "/recruiters/profile",
      "/recruiters/dashboard",
      "/recruiters/signatures",
      "/business",
      "/administrator/roles",
    ]) {
      expect(recentPageName(path), path).toBeNull();
    }
  });

  it("gives the same short id to the same address and another to another", () => {
    const a = recentPageOf("/recruiters/candidates", "?term=ana", name, "t");
    const b = recentPageOf("/recruiters/candidates", "term=ana", name, "t2");
    const c = recentPageOf("/recruiters/candidates", "?term=bia", name, "t");
    expect(a?.id).toBe(b?.id);
    expect(a?.id).not.toBe(c?.id);
    expect(recentPageId(`/recruiters/candidates?${"x".repeat(3000)}`).length).toBeLessThanOrEqual(100);
  });

  it("drops a query too long to store but keeps the visit", () => {
    const page = recentPageOf("/recruiters/candidates", `?term=${"a".repeat(5000)}`, name, "t");
    expect(page?.link).toBe("/recruiters/candidates");
    expect(page?.query).toBeUndefined();
  });

  it("reads the stored entry back, query objects included, and writes what the API accepts", () => {
    const stored = [
      {
        id: 1,
        entity: "recent",
        type_view: "index",
        custom_entity: null,
        link: null,
        created_at: "",
        updated_at: "",
        pages: [
          { id: "pa", name: "Candidates", icon: "person", link: "/recruiters/candidates", query: "?term=ana" },
          { name: "Jobs", link: "/recruiters/jobs", query: { page: "2" } },
        ],
      },
    ] as unknown as EntityPages[];
    const pages = recentPagesFromStored(stored);
    expect(pages.map((page) => [page.id, page.query])).toEqual([
      ["pa", "term=ana"],
      [recentPageId("/recruiters/jobs?page=2"), "page=2"],
    ]);
    expect(recentPagesFromStored(undefined)).toEqual([]);
    const input = recentPagesInput(pages);
    expect(input).toMatchObject({
      ...RECENT_PAGES_FILTER,
      pages: [{ id: "pa", query: "term=ana" }, { query: "page=2" }],
    });
  });
});

describe("session notices", () => {
  it("removes only the personal_email flag from the address", () => {
    expect(searchWithout("?personal_email=1", "personal_email")).toBe("");
    expect(searchWithout("?a=1&personal_email=1&b=2", "personal_email")).toBe("?a=1&b=2");
  });

  it("asks for the Microsoft sign-in once, never of a recruiter already linked, and only where it is on", () => {
    expect(microsoftLoginDue({ logged_in_with_microsoft: false }, false, true)).toBe(true);
    expect(microsoftLoginDue({ logged_in_with_microsoft: false }, true, true)).toBe(false);
    expect(microsoftLoginDue({ logged_in_with_microsoft: true }, false, true)).toBe(false);
    expect(microsoftLoginDue({ logged_in_with_microsoft: false }, false, false)).toBe(false);
  });

  it("offers the signature dialog only to a recruiter without a signature, once", () => {
    expect(signaturePromptDue({ signature: null }, false)).toBe(true);
    expect(signaturePromptDue({ signature: "  " }, false)).toBe(true);
    expect(signaturePromptDue({ signature: null }, true)).toBe(false);
    expect(signaturePromptDue({ signature: "<p>Ana</p>" }, false)).toBe(false);
  });

  it("remembers a flag, and treats a storage that throws as not remembered", () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
    };
    expect(readFlag(storage, "k")).toBe(false);
    writeFlag(storage, "k");
    expect(readFlag(storage, "k")).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => writeFlag(refusing, "k")).not.toThrow();
    expect(readFlag(refusing, "k")).toBe(false);
  });
});

describe("renamedRecentPages", () => {
  const pages = [
    recentPageOf("/recruiters/candidates/12", "", name, "t"),
    recentPageOf("/recruiters/jobs", "", name, "t"),
  ].filter((page) => page !== null);

  it("gives a record page's entry the record's own name", () => {
    const renamed = renamedRecentPages(pages, "/recruiters/candidates/12", "  Ana Souza ");
    expect(renamed?.map((page) => page.name)).toEqual(["Ana Souza", "Jobs"]);
  });

  it("changes nothing for an unknown address, an empty name or the same name", () => {
    expect(renamedRecentPages(pages, "/recruiters/candidates/13", "Ana")).toBeNull();
    expect(renamedRecentPages(pages, "/recruiters/candidates/12", " ")).toBeNull();
    expect(renamedRecentPages(pages, "/recruiters/jobs", "Jobs")).toBeNull();
  });
});
