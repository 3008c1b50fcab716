import { describe, expect, it } from "vitest";
import { guardArea, type SessionUser } from "../../../permissions/navigation";
import {
  applyHref,
  candidateApplyPath,
  jobSearchHref,
  jobSearchQuery,
  jobSearchValues,
  pageItems,
  publicJobPath,
  shareHref,
  slugSearchTerm,
} from "./jobBoardLinks";

const labels = (current: number, pages: number) =>
  pageItems(current, pages).map((item) => (item.kind === "page" ? String(item.page) : "…"));

describe("the job board's links", () => {
  it("put a job at /jobs/{slug}/{uid}, escaped", () => {
    expect(publicJobPath({ slug: "gerente-de-vendas", uid: "8f3kq2" })).toBe("/jobs/gerente-de-vendas/8f3kq2");
    expect(publicJobPath({ slug: "a/b", uid: "x?y" })).toBe("/jobs/a%2Fb/x%3Fy");
  });

  it("read a slug's words as the search term", () => {
    expect(slugSearchTerm("engenheiro-de-software")).toBe("engenheiro de software");
    expect(slugSearchTerm("--gestão__de+projetos-")).toBe("gestão de projetos");
  });

  it("give one search one URL: known fields only, in a fixed order, page 1 implicit", () => {
    expect(jobSearchHref("/jobs", {})).toBe("/jobs");
    expect(jobSearchHref("/jobs", { work_type: "2", term: "gestão" }, 1)).toBe("/jobs?term=gest%C3%A3o&work_type=2");
    expect(jobSearchHref("/jobs", { term: "  ", city: "Rio de Janeiro" }, 3)).toBe("/jobs?city=Rio+de+Janeiro&page=3");
    expect(jobSearchHref("/jobs/engenheiro", { state: "SP" }, 2)).toBe("/jobs/engenheiro?state=SP&page=2");
  });

  it("hand the API only the board's fields of a query string, blanks dropped", () => {
    const params = new URLSearchParams("term=gestao&page=-1&utm_source=x&city=&state=SP&state=RJ");
    expect(jobSearchQuery(params)).toEqual({ term: "gestao", page: "-1", state: "SP" });
  });

  it("fill the form with the search as the API applied it", () => {
    expect(jobSearchValues({ term: "gestão", work_type: 2, hiring_regime: undefined, specialty: "" })).toEqual({
      term: "gestão",
      work_type: "2",
    });
  });

  it("show the first, last and current pages with their neighbours, gaps between, at most seven items", () => {
    expect(labels(1, 1)).toEqual(["1"]);
    expect(labels(1, 3)).toEqual(["1", "2", "3"]);
    expect(labels(1, 10)).toEqual(["1", "2", "…", "10"]);
    expect(labels(4, 10)).toEqual(["1", "2", "3", "4", "5", "…", "10"]);
    expect(labels(5, 10)).toEqual(["1", "…", "4", "5", "6", "…", "10"]);
    expect(labels(10, 10)).toEqual(["1", "…", "9", "10"]);
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) expect(pageItems(current, pages).length).toBeLessThan(8);
    }
  });

  it("send Apply to the candidates' sign-in, which returns to the job's application", () => {
    expect(candidateApplyPath("8f3kq2")).toBe("/candidates/jobs/8f3kq2/applies/new");
    const href = applyHref("8f3kq2");
    expect(href).toBe("/?redirect=%2Fcandidates%2Fjobs%2F8f3kq2%2Fapplies%2Fnew");
    // The guard table sends a signed-in candidate on that sign-in page to the application.
    const candidate: SessionUser = { strategy: "candidates", confirmed: true, completed_register: true };
    const decision = guardArea({ strategy: "candidates", auth: "guest" }, href, candidate);
    expect(decision).toEqual({ kind: "redirect", to: "/candidates/jobs/8f3kq2/applies/new" });
  });

  it("share the page's URL on each network, escaped", () => {
    const url = "https://tech.seleta.com.br/jobs/gerente-de-vendas/8f3kq2";
    const title = "Gerente de Vendas & Marketing";
    expect(shareHref("linkedin", url, title)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(shareHref("whatsapp", url, title)).toBe(
      "https://wa.me/?text=Gerente%20de%20Vendas%20%26%20Marketing%20https%3A%2F%2Ftech.seleta.com.br%2Fjobs%2Fgerente-de-vendas%2F8f3kq2",
    );
    expect(shareHref("x", url, title)).toContain("https://twitter.com/intent/tweet?url=https%3A%2F%2Ftech.");
    expect(shareHref("x", url, title)).toContain("&text=Gerente%20de%20Vendas%20%26%20Marketing");
    expect(shareHref("email", url, title)).toBe(
      `mailto:?subject=Gerente%20de%20Vendas%20%26%20Marketing&body=${encodeURIComponent(url)}`,
    );
  });
});
