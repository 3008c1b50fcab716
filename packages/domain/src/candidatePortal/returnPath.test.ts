import { describe, expect, it } from "vitest";
import { guardArea } from "../permissions/navigation";
import { candidateNextPath, candidateSignInPath, candidateSignUpPath, sameSiteReturnPath } from "./returnPath";

describe("the way back after signing in", () => {
  it("keeps paths of this site and drops every other address", () => {
    expect(sameSiteReturnPath("/candidates/jobs/8f3kq2/applies/new")).toBe("/candidates/jobs/8f3kq2/applies/new");
    expect(sameSiteReturnPath("/jobs?term=vendas")).toBe("/jobs?term=vendas");
    for (const outside of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "evil", "/a\nb", ""]) {
      expect(sameSiteReturnPath(outside)).toBeUndefined();
    }
    expect(sameSiteReturnPath(null)).toBeUndefined();
    expect(sameSiteReturnPath(`/${"a".repeat(600)}`)).toBeUndefined();
  });

  it("writes what it keeps in printable ASCII, so it is always a valid Location header", () => {
    expect(sameSiteReturnPath("/vagas/gestão de ĉ")).toBe("/vagas/gest%C3%A3o%20de%20%C4%89");
    expect(sameSiteReturnPath("/jobs?term=日本&x=😀")).toBe("/jobs?term=%E6%97%A5%E6%9C%AC&x=%F0%9F%98%80");
    expect(sameSiteReturnPath("/vagas/gest%C3%A3o")).toBe("/vagas/gest%C3%A3o");
    expect(sameSiteReturnPath("/a\uD800b")).toBeUndefined();
    expect(sameSiteReturnPath(`/${"ĉ".repeat(200)}`)).toBeUndefined();
    const complete = { confirmed: true, completed_register: true };
    for (const path of ["/ĉ", "/jobs/\u0100", "/x?q=\u{1F600}", "/a b"]) {
      expect(candidateNextPath(complete, path), path).toMatch(/^[\u0021-\u007e]+$/);
      expect(candidateNextPath({ confirmed: false, completed_register: false }, path)).toMatch(/^[\u0021-\u007e]+$/);
    }
  });

  it("sends an unconfirmed or incomplete candidate to the wizard with the way back, a complete one straight on", () => {
    const apply = "/candidates/jobs/8f3kq2/applies/new";
    expect(candidateNextPath({ confirmed: false, completed_register: false }, apply)).toBe(
      "/candidates/register/?redirect=%2Fcandidates%2Fjobs%2F8f3kq2%2Fapplies%2Fnew",
    );
    expect(candidateNextPath({ confirmed: true, completed_register: false }, "https://evil.example/")).toBe(
      "/candidates/register/",
    );
    expect(candidateNextPath({ confirmed: true, completed_register: true }, apply)).toBe(apply);
    expect(candidateNextPath({ confirmed: true, completed_register: true }, "//evil.example")).toBe("/candidates");
  });

  it("lets the wizard keep its way back while the candidates' guard holds every other page", () => {
    const incomplete = { strategy: "candidates", confirmed: true, completed_register: false } as const;
    const unconfirmed = { strategy: "candidates", confirmed: false, completed_register: false } as const;
    const wizard = candidateNextPath(incomplete, "/candidates/jobs/8f3kq2/applies/new");
    const area = { strategy: "candidates" } as const;
    expect(guardArea(area, wizard, incomplete)).toEqual({ kind: "allow" });
    expect(guardArea(area, wizard, unconfirmed)).toEqual({ kind: "allow" });
    for (const user of [incomplete, unconfirmed]) {
      expect(guardArea(area, "/candidates/jobs/8f3kq2/applies/new", user)).toEqual({
        kind: "redirect",
        to: "/candidates/register/",
      });
    }
    expect(guardArea(area, "/candidates/candidacy", null)).toEqual({
      kind: "redirect",
      to: "/?redirect=%2Fcandidates%2Fcandidacy",
    });
  });
});

describe("the candidates' ways in", () => {
  it("link the sign-in and the sign-up with the way back, or without one", () => {
    const apply = "/candidates/jobs/8f3kq2/applies/new";
    expect(candidateSignInPath(apply)).toBe("/?redirect=%2Fcandidates%2Fjobs%2F8f3kq2%2Fapplies%2Fnew");
    expect(candidateSignInPath()).toBe("/?login");
    expect(candidateSignInPath("//evil.example")).toBe("/?login");
    expect(candidateSignUpPath(apply)).toBe(
      "/candidates/register/SignUp?redirect=%2Fcandidates%2Fjobs%2F8f3kq2%2Fapplies%2Fnew",
    );
    expect(candidateSignUpPath(undefined)).toBe("/candidates/register/SignUp");
  });
});
