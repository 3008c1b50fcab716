import { findEntity } from "@seleta/domain";
import { SHORTLIST_DASHBOARD } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { dashboardFileStem, ratingText, winAnsiText } from "./shortlistDashboard";

const pt = {
  like: "Gostou",
  dislike: "Não gostou",
  star: "Favorito",
} as Parameters<typeof ratingText>[1];

describe("the shortlist dashboard's texts", () => {
  it("keeps Portuguese as it is and folds what Helvetica's WinAnsi cannot print", () => {
    expect(winAnsiText("Conceição Simão, “ação” — 10 €")).toBe("Conceição Simão, “ação” — 10 €");
    // A letter outside WinAnsi without its accent when that is printable, else "?"; controls dropped.
    expect(winAnsiText("Łódź 日本\u0007 ok")).toBe("?ódz ?? ok");
    expect(winAnsiText("a 😀 b\r\nc")).toBe("a ? b\nc");
  });

  it("writes a reviewer's rating as one text: like or dislike, star, reason", () => {
    expect(ratingText(undefined, pt)).toBeNull();
    expect(ratingText({ like: true, star: true, reason: null }, pt)).toBe("Gostou, Favorito");
    expect(ratingText({ like: false, star: false, reason: "Sem inglês" }, pt)).toBe("Não gostou: Sem inglês");
    expect(ratingText({ like: null, star: true, reason: null }, pt)).toBe("Favorito");
    expect(ratingText({ like: null, star: false, reason: null }, pt)).toBeNull();
  });

  it("names the file by the shortlist or job in plain ASCII", () => {
    const subject = { businessId: 1, job: { id: 1, title: "Diretora Financeira" }, shortlists: [] };
    expect(dashboardFileStem({ ...subject, shortlistName: "Finalistas — Ação 2ª" })).toBe(
      "shortlist-finalistas-acao-2",
    );
    expect(dashboardFileStem({ ...subject, shortlistName: null })).toBe("shortlist-diretora-financeira");
    expect(dashboardFileStem({ ...subject, shortlistName: "日本" })).toBe("shortlist-dashboard");
  });

  it("uses a download kind no registry entity is named, so a list's export never takes its path", () => {
    expect(findEntity(SHORTLIST_DASHBOARD)).toBeUndefined();
  });
});
