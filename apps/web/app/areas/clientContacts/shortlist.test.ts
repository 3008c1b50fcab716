/**
 * The portal's review page as the server runs it, against a stand-in for the in-process API: the signed-in contact's
 * review by the relationship's uid alone (no token: the session's cookie travels with the page), the same forms as
 * the link's, and a shortlist the contact may not open as the page's 404.
 */
import { describe, expect, it } from "vitest";
import { action, loader } from "./shortlist";

type Call = { method: string; path: string; authorization: string | null; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function fakeApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const apiFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = {
      method: init?.method ?? "GET",
      path: new URL(String(input)).pathname,
      authorization: new Headers(init?.headers).get("authorization"),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { calls, context: { apiFetch } };
}

const EMPTY_REVIEW = {
  shortlist_relationship: { uid: "contact001", name: null, expires_at: null },
  shortlist: { id: 1, name: "Shortlist A", sent_at: "2026-01-01T00:00:00Z", job: { id: 9, title: "CFO" } },
  applies: [],
};

const args = (request: Request, context: unknown) => ({ request, context, params: { uid: "contact001" } }) as never;
const page = (init: RequestInit = {}) => new Request("http://localhost/client_contacts/shortlists/contact001", init);

async function thrown(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("Nothing was thrown");
}

describe("a client contact's review in the portal", () => {
  it("loads the review by the relationship's uid as the session, with the review's message set", async () => {
    const api = fakeApi((call) => {
      if (call.path.endsWith("/like_candidates/")) return json(200, { like_candidates: [] });
      if (call.path.endsWith("/comments/")) return json(200, { comments: [] });
      return json(200, EMPTY_REVIEW);
    });
    const loaded = await loader(args(page(), api.context));
    expect(loaded).toMatchObject({ review: { jobTitle: "CFO", candidates: [] }, messageSets: ["shortlist"] });
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      "/api/v1/client_contacts/shortlist_relationships/contact001/",
      "/api/v1/client_contacts/shortlist_relationships/contact001/comments/",
      "/api/v1/client_contacts/shortlist_relationships/contact001/like_candidates/",
    ]);
    expect(api.calls.every((call) => call.authorization === null)).toBe(true);
  });

  it("posts a comment as the contact and answers 303 to the candidate", async () => {
    const api = fakeApi(() =>
      json(201, {
        comment: {
          id: 1,
          apply_id: 7,
          author: { kind: "reviewer", name: "Clara" },
          body: "Oi",
          created_at: "2026-01-01T00:00:00Z",
        },
      }),
    );
    const body = new URLSearchParams({ intent: "comment", apply_id: "7", body: "Oi" });
    const response = (await thrown(() => action(args(page({ method: "POST", body }), api.context)))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/client_contacts/shortlists/contact001?saved=7#apply-7");
    expect(api.calls).toEqual([
      {
        method: "POST",
        path: "/api/v1/client_contacts/shortlist_relationships/contact001/comments/",
        authorization: null,
        body: { comment: { apply_id: 7, body: "Oi" } },
      },
    ]);
  });

  it("answers 404 for a shortlist the contact may not open, on the page and on a form", async () => {
    const api = fakeApi(() => json(404, { error: { code: "not_found", message: "Esta shortlist não existe." } }));
    const opened = (await thrown(() => loader(args(page(), api.context)))) as { init: { status: number } };
    expect(opened.init.status).toBe(404);
    const body = new URLSearchParams({ intent: "like", apply_id: "7" });
    const posted = (await thrown(() => action(args(page({ method: "POST", body }), api.context)))) as {
      init: { status: number };
    };
    expect(posted.init.status).toBe(404);
  });
});
