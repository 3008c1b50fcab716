import type { LikeCandidate, ShortlistComment, ShortlistReview } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { linkClosed, linkToken } from "./linkAccess.server";
import { postedReview } from "./review.server";
import { reviewCandidates, savedApply } from "./reviewData";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("a review's posted forms", () => {
  it("reads each form's intent, candidate and text", () => {
    expect(postedReview(form({ intent: "dislike", apply_id: "12", description: "Pouca vivência" }))).toEqual({
      intent: "dislike",
      applyId: 12,
      text: "Pouca vivência",
      starred: false,
    });
    expect(postedReview(form({ intent: "comment", apply_id: "3", body: "Oi", description: "not this" }))).toMatchObject(
      {
        text: "Oi",
      },
    );
    expect(postedReview(form({ intent: "star", apply_id: "3", starred: "true" }))?.starred).toBe(true);
  });

  it("refuses what no form of the page posts", () => {
    const posts: Record<string, string>[] = [
      { intent: "delete", apply_id: "1" },
      { intent: "like" },
      { intent: "like", apply_id: "0" },
      { intent: "like", apply_id: "1.5" },
      { intent: "like", apply_id: "1 or 1=1" },
    ];
    for (const entries of posts) {
      expect(postedReview(form(entries)), JSON.stringify(entries)).toBeUndefined();
    }
  });
});

describe("the link's cookie", () => {
  const request = (cookie: string) => new Request("http://localhost/shortlist/abc12345", { headers: { cookie } });

  it("is read by its name only", () => {
    expect(linkToken(request("i18n_redirected=en; seleta_shortlist=tok-EN_1; other=x"))).toBe("tok-EN_1");
    expect(linkToken(request("seleta_shortlistx=nope; auth._token.candidates=abc"))).toBeUndefined();
    expect(linkToken(new Request("http://localhost/"))).toBeUndefined();
    // Nothing but a token's characters ever reaches the API's header.
    expect(linkToken(request("seleta_shortlist=a%0Ab"))).toBeUndefined();
    expect(linkToken(request(`seleta_shortlist=${"a".repeat(513)}`))).toBeUndefined();
  });

  it("closes alike for every refusal but too many tries", () => {
    for (const status of [400, 401, 403, 404, 410])
      expect(linkClosed(status)).toEqual({ closed: "unavailable", status: 404 });
    expect(linkClosed(429)).toEqual({ closed: "tooMany", status: 429 });
  });
});

describe("the review's candidates", () => {
  const candidate = (name: string) => ({
    id: 1,
    name,
    avatar: null,
    role_name: "CFO",
    city: "São Paulo",
    state: "SP",
    self_introduction: null,
    current_experience: { company: "Banco X", role: "CFO", start_date: null, end_date: null, description: null },
    other_experiences: [],
    educations: [],
    languages: [],
    skills: [],
    salary_expectation: null,
    cv: null,
  });
  const apply = (id: number, position: number, name: string) => ({
    id,
    position,
    presentation: `<p>Apresentação de ${name}</p>`,
    comments: `Apresentação de ${name}`,
    like_candidates: 1,
    deslike_candidates: 2,
    star_candidate: 3,
    amount_description: 4,
    candidate: candidate(name),
  });
  const review: ShortlistReview = {
    shortlist_relationship: { uid: "abc12345", name: "Cliente", expires_at: null },
    shortlist: { id: 1, name: "Shortlist", sent_at: null, job: { id: 9, title: "CFO" } },
    applies: [apply(20, 1, "Beatriz"), apply(10, 2, "Artur")],
  };

  it("keeps the recruiter's order, with this reviewer's rating, star and thread of each", () => {
    const evaluations: LikeCandidate[] = [
      { apply_id: 10, type_avaliation: 1, avaliation: false, description: "Não" },
      { apply_id: 10, type_avaliation: 2, avaliation: true, description: null },
      { apply_id: 20, type_avaliation: 2, avaliation: false, description: null },
    ];
    const comments: ShortlistComment[] = [
      {
        id: 5,
        apply_id: 10,
        author: { kind: "recruiter", name: "Ana" },
        body: "Ok",
        created_at: "2026-01-01T00:00:00Z",
      },
    ];
    const [first, second] = reviewCandidates(review, evaluations, comments, (applyId) => `/cv/${applyId}`);
    expect(first).toMatchObject({
      applyId: 20,
      name: "Beatriz",
      place: "São Paulo, SP",
      presentation: "Apresentação de Beatriz",
      currentExperience: { role: "CFO", company: "Banco X" },
      counts: { like_candidate: 1, deslike_candidate: 2, star_candidate: 3, amount_description: 4 },
      vote: null,
      starred: false,
      comments: [],
    });
    expect(second).toMatchObject({
      applyId: 10,
      vote: "dislike",
      description: "Não",
      starred: true,
      comments: [{ id: 5, byRecruiter: true, authorName: "Ana", body: "Ok" }],
    });
  });

  it("reads the candidate just saved from the redirect's address", () => {
    expect(savedApply(new Request("http://localhost/shortlist/a?saved=12"))).toBe(12);
    expect(savedApply(new Request("http://localhost/shortlist/a?saved=x"))).toBeUndefined();
    expect(savedApply(new Request("http://localhost/shortlist/a"))).toBeUndefined();
  });
});
