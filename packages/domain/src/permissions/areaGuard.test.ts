import { describe, expect, it } from "vitest";
import { type AreaGuard, guardArea, loginPath, type SessionUser } from "./navigation";

const recruiter: SessionUser = { strategy: "recruiters", is_admin: false };
const admin: SessionUser = { strategy: "recruiters", is_admin: true };
const candidate: SessionUser = { strategy: "candidates", confirmed: true, completed_register: true };
const unconfirmed: SessionUser = { strategy: "candidates", confirmed: false, completed_register: true };
const incomplete: SessionUser = { strategy: "candidates", confirmed: true, completed_register: false };
const contact: SessionUser = { strategy: "client_contacts", is_admin: false };

const recruiters: AreaGuard = { strategy: "recruiters" };
const candidates: AreaGuard = { strategy: "candidates" };
const clientContacts: AreaGuard = { strategy: "client_contacts" };
const administrator: AreaGuard = { strategy: "recruiters", adminOnly: true, landing: "/administrator" };

type Row = [guard: AreaGuard, path: string, user: SessionUser | null, expected: string | null];

/**
 * The whole table of spec §2's guards: null is "stay", a path is where the guard sends the user, "landing" is the
 * area's landing shown in place.
 */
const table: Row[] = [
  // Anonymous visitors go to their area's login, and come back to the page afterwards.
  [recruiters, "/recruiters/jobs?page=2", null, "/business?redirect=%2Frecruiters%2Fjobs%3Fpage%3D2"],
  [candidates, "/candidates/profile", null, "/?redirect=%2Fcandidates%2Fprofile"],
  [clientContacts, "/client_contacts/jobs", null, "/client_contacts/?redirect=%2Fclient_contacts%2Fjobs"],
  // Users of the area stay.
  [recruiters, "/recruiters/jobs", recruiter, null],
  [recruiters, "/recruiters/jobs", admin, null],
  [candidates, "/candidates/profile", candidate, null],
  [clientContacts, "/client_contacts/jobs", contact, null],
  // Signed-in users of another strategy go to their own home.
  [recruiters, "/recruiters/jobs", candidate, "/candidates"],
  [recruiters, "/recruiters", contact, "/client_contacts/"],
  [candidates, "/candidates/profile", recruiter, "/recruiters/"],
  [candidates, "/candidates/profile", contact, "/client_contacts/"],
  [clientContacts, "/client_contacts/projects", recruiter, "/recruiters/"],
  [clientContacts, "/client_contacts/projects", candidate, "/candidates"],
  // candidate_not_confirmed and candidate_not_completed: to the registration, which they may finish.
  [candidates, "/candidates/profile", unconfirmed, "/candidates/register/"],
  [candidates, "/candidates/overview", incomplete, "/candidates/register/"],
  [candidates, "/candidates/register/", incomplete, null],
  [candidates, "/candidates/register/SignUp", unconfirmed, null],
  // recruiter_is_admin: an administrator recruiter stays; anyone else, signed in or not, goes to /.
  [administrator, "/administrator/roles", admin, null],
  [administrator, "/administrator/roles", recruiter, "/"],
  [administrator, "/administrator/roles", candidate, "/"],
  [administrator, "/administrator/roles", contact, "/"],
  [administrator, "/administrator/roles", null, "/"],
  // … but on the area's landing they see what it is and how to sign in; an administrator gets the area's home.
  [administrator, "/administrator", null, "landing"],
  [administrator, "/administrator/", recruiter, "landing"],
  [administrator, "/administrator?x=1", candidate, "landing"],
  [administrator, "/administrator", admin, null],
  [administrator, "/administrators", null, "/"],
  // Signing in from the landing comes back to it.
  [{ strategy: "recruiters", auth: "guest" }, "/business?redirect=%2Fadministrator", admin, "/administrator"],
  // Login pages: a signed-in user goes home; an anonymous visitor stays.
  [{ strategy: "recruiters", auth: "guest" }, "/business", recruiter, "/recruiters/"],
  [{ strategy: "recruiters", auth: "guest" }, "/business", candidate, "/candidates"],
  [{ strategy: "recruiters", auth: "guest" }, "/business", null, null],
  // … or to the page the login was asked to return to, when it is one of theirs and on this site.
  [
    { strategy: "recruiters", auth: "guest" },
    "/business?redirect=%2Frecruiters%2Fjobs%3Fpage%3D2",
    admin,
    "/recruiters/jobs?page=2",
  ],
  [{ strategy: "recruiters", auth: "guest" }, "/business?redirect=%2Fcandidates%2Fprofile", recruiter, "/recruiters/"],
  [
    { strategy: "recruiters", auth: "guest" },
    "/business?redirect=%2F%2Fevil.example%2Frecruiters",
    recruiter,
    "/recruiters/",
  ],
  [{ strategy: "recruiters", auth: "guest" }, "/business?redirect=%2Frecruiters%2Fjobs", candidate, "/candidates"],
  [{ strategy: "recruiters", auth: "guest" }, "/business?redirect=%E0%A4%A", recruiter, "/recruiters/"],
  [{ strategy: "candidates", auth: "guest" }, "/candidates/forgot_password", contact, "/client_contacts/"],
  // Pages that opt out let everyone in.
  [{ strategy: "candidates", auth: "none" }, "/candidates", null, null],
  [{ strategy: "candidates", auth: "none" }, "/candidates", recruiter, null],
  // The client contacts' login is their home: a signed-in contact is not sent round in a loop.
  [{ strategy: "client_contacts", auth: "guest" }, "/client_contacts/", contact, null],
];

describe("guardArea", () => {
  it.each(table)("%o on %s for %o → %s", (guard, path, user, expected) => {
    const decision = guardArea(guard, path, user);
    expect(decision.kind === "redirect" ? decision.to : decision.kind === "landing" ? "landing" : null).toBe(expected);
  });

  it("returns a visitor to the page they asked for, query string included", () => {
    expect(loginPath("recruiters", "/recruiters/candidates?q=ana&page=3")).toBe(
      "/business?redirect=%2Frecruiters%2Fcandidates%3Fq%3Dana%26page%3D3",
    );
  });
});
