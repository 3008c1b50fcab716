import { describe, expect, it } from "vitest";
import { mentionToken, parseMentions } from "./mentions";
import { notificationText } from "./messages";

describe("parseMentions", () => {
  it("reads the recruiter ids of the mention tokens, each once, in order", () => {
    const body = "<p>Falar com @[Ana Admin](recruiter:12) e @[Rui](recruiter:7); @[Ana](recruiter:12) de novo</p>";
    expect(parseMentions(body)).toEqual([12, 7]);
  });

  it("ignores e-mail addresses, bare @names and tokens of other kinds or without an id", () => {
    const body = "ana@seleta.com @Rui @[Carla](candidate:3) @[Rui](recruiter:) @[](recruiter:4) [Rui](recruiter:5)";
    expect(parseMentions(body)).toEqual([]);
  });

  it("refuses ids no row can have", () => {
    expect(parseMentions("@[X](recruiter:0) @[Y](recruiter:9999999999) @[Z](recruiter:3)")).toEqual([3]);
  });

  it("reads nothing from no text", () => {
    expect(parseMentions(null)).toEqual([]);
    expect(parseMentions("")).toEqual([]);
  });

  it("reads back the token it writes, whatever the name holds", () => {
    const token = mentionToken({ id: 42, name: "Ana [Financeiro]\nAdmin" });
    expect(token).toBe("@[Ana  Financeiro  Admin](recruiter:42)");
    expect(parseMentions(`Oi ${token}!`)).toEqual([42]);
  });
});

describe("notificationText", () => {
  it("writes the names into the business's language", () => {
    const apply = { kind: "newApply", candidate: "Maria Silva", job: "Diretor Financeiro" } as const;
    expect(notificationText(apply, "pt-BR")).toBe("Maria Silva se candidatou à vaga Diretor Financeiro");
    expect(notificationText(apply, "en")).toBe("Maria Silva applied to the Diretor Financeiro job");
  });

  it("says how the reviewer rated the candidate", () => {
    const rated = (rating: "like" | "dislike" | "star" | "unstar") =>
      notificationText({ kind: "like", reviewer: "Clara", rating, candidate: "Beatriz", job: "CFO" }, "pt-BR");
    expect(rated("like")).toBe("Clara curtiu Beatriz na shortlist de CFO");
    expect(rated("dislike")).toBe("Clara não curtiu Beatriz na shortlist de CFO");
    expect(rated("star")).toBe("Clara favoritou Beatriz na shortlist de CFO");
  });

  it("names what a note is about only when it is known", () => {
    expect(notificationText({ kind: "mention", author: "Ana", about: "Carla" }, "pt-BR")).toBe(
      "Ana mencionou você em uma nota sobre Carla",
    );
    expect(notificationText({ kind: "mention", author: "Ana", about: null }, "en")).toBe("Ana mentioned you in a note");
  });
});
