/**
 * The link's review page as the server runs it, against a stand-in for the in-process API (the load context's
 * `apiFetch`): the token's exchange and redirect, the cookie's token sent as a bearer, and each form's way to the
 * API and back (303 to the candidate, or the refusal drawn again). The API's own rules are its tests.
 */
import { describe, expect, it } from "vitest";
import { loader as cvLoader } from "./cv";
import { action, loader } from "./review";

type Call = { method: string; path: string; authorization: string | null; body: unknown };

const REVIEW = {
  shortlist_relationship: { uid: "link0001", name: "Conselheira", expires_at: null },
  shortlist: { id: 1, name: "Shortlist A", sent_at: null, job: { id: 9, title: "Diretora Financeira" } },
  applies: [
    {
      id: 7,
      position: 1,
      comments: "Forte em M&A",
      like_candidates: 0,
      deslike_candidates: 0,
      star_candidate: 0,
      amount_description: 0,
      candidate: {
        id: 3,
        name: "Beatriz Souza",
        avatar: null,
        role_name: "CFO",
        city: null,
        state: null,
        self_introduction: null,
        current_experience: null,
        other_experiences: [],
        educations: [],
        languages: [],
        skills: [],
      },
    },
  ],
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/** An API that answers as `answer` says and records every call. */
function fakeApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const apiFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const call = {
      method: init?.method ?? "GET",
      path: url.pathname,
      authorization: headers.get("authorization"),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { calls, context: { apiFetch } };
}

const reviewAnswers = (call: Call) => {
  if (call.path.endsWith("/like_candidates/")) return json(200, { like_candidates: [] });
  if (call.path.endsWith("/comments/")) return json(200, { comments: [] });
  return json(200, REVIEW);
};

const params = { uid: "link0001" };
const args = (request: Request, context: unknown) => ({ request, context, params }) as never;
const page = (path = "/shortlist/link0001", init: RequestInit = {}) => new Request(`http://localhost${path}`, init);
const withCookie = { headers: { cookie: "seleta_shortlist=the-token" } };

async function thrown(work: () => Promise<unknown>): Promise<Response> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("Nothing was thrown");
}

describe("the link's first open", () => {
  it("exchanges the token for the API's cookie and answers 303 to the address without it", async () => {
    const api = fakeApi(() =>
      json(204, null, { "set-cookie": "seleta_shortlist=the-token; Path=/shortlist/link0001; HttpOnly; SameSite=Lax" }),
    );
    const response = await thrown(() => loader(args(page("/shortlist/link0001?token=the-token"), api.context)));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/shortlist/link0001");
    expect(response.headers.getSetCookie()).toEqual([
      "seleta_shortlist=the-token; Path=/shortlist/link0001; HttpOnly; SameSite=Lax",
    ]);
    expect(api.calls).toEqual([
      {
        method: "POST",
        path: "/api/v1/shortlist_relationships/link0001/cookie",
        authorization: "Bearer the-token",
        body: undefined,
      },
    ]);
  });

  it("closes a link the API refuses, and one without its cookie, with the same 404", async () => {
    const refused = fakeApi(() => json(401, { error: { code: "shortlist_token_invalid", message: "x" } }));
    const exchange = (await loader(args(page("/shortlist/link0001?token=wrong"), refused.context))) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect([exchange.data, exchange.init.status]).toEqual([{ closed: "unavailable", status: 404 }, 404]);
    const none = fakeApi(reviewAnswers);
    const bare = (await loader(args(page(), none.context))) as unknown as { data: unknown; init: { status: number } };
    expect([bare.data, bare.init.status]).toEqual([{ closed: "unavailable", status: 404 }, 404]);
    expect(none.calls).toEqual([]);
  });
});

describe("the review by the link's cookie", () => {
  it("calls the API with the cookie's token as a bearer", async () => {
    const api = fakeApi(reviewAnswers);
    const loaded = (await loader(args(page("/shortlist/link0001?saved=7", withCookie), api.context))) as {
      review: { jobTitle: string; candidates: { name: string }[] };
      saved: number;
    };
    expect(loaded.review.jobTitle).toBe("Diretora Financeira");
    expect(loaded.review.candidates.map((candidate) => candidate.name)).toEqual(["Beatriz Souza"]);
    expect(loaded.saved).toBe(7);
    expect(new Set(api.calls.map((call) => call.authorization))).toEqual(new Set(["Bearer the-token"]));
  });

  it("sends a like and answers 303 to the candidate", async () => {
    const api = fakeApi(() =>
      json(200, {
        like_candidate: { apply_id: 7, type_avaliation: 1, avaliation: true, description: null },
        counts: { like_candidate: 1, deslike_candidate: 0, star_candidate: 0, amount_description: 0 },
      }),
    );
    const form = new URLSearchParams({ intent: "like", apply_id: "7" });
    const request = page("/shortlist/link0001", { method: "POST", body: form, ...withCookie });
    const response = await thrown(() => action(args(request, api.context)));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/shortlist/link0001?saved=7#apply-7");
    expect(api.calls).toEqual([
      {
        method: "POST",
        path: "/api/v1/shortlist_relationships/link0001/like_candidates/",
        authorization: "Bearer the-token",
        body: {
          like_candidate: {
            apply_id: 7,
            like_avaliation: true,
            type_avaliation: 1,
            shortlist_relationship_uid: "link0001",
          },
        },
      },
    ]);
  });

  it("draws a refused dislike again with the API's words and what was typed", async () => {
    const api = fakeApi(() =>
      json(422, {
        error: {
          code: "dislike_needs_description",
          message: "Diga por que não gostou do candidato.",
          fields: { "like_candidate.description": ["Diga por que não gostou do candidato."] },
        },
      }),
    );
    const form = new URLSearchParams({ intent: "dislike", apply_id: "7", description: " " });
    const request = page("/shortlist/link0001", { method: "POST", body: form, ...withCookie });
    const refused = (await action(args(request, api.context))) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toEqual({
      refusal: { applyId: 7, intent: "dislike", message: "Diga por que não gostou do candidato.", typed: " " },
    });
  });
});

describe("a shown CV's download", () => {
  const cvArgs = (request: Request, context: unknown, applyId = "7") =>
    ({ request, context, params: { uid: "link0001", applyId } }) as never;

  it("sends the link's cookie to the API as its bearer and hands the file on as the API answered it", async () => {
    const api = fakeApi(
      () =>
        new Response("%PDF-cv", {
          status: 200,
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="cv.pdf"',
            "set-cookie": "other=1",
          },
        }),
    );
    const response = await cvLoader(cvArgs(page("/shortlist/link0001/applies/7/cv", withCookie), api.context));
    expect(api.calls.map(({ method, path, authorization }) => ({ method, path, authorization }))).toEqual([
      {
        method: "GET",
        path: "/api/v1/shortlist_relationships/link0001/applies/7/cv",
        authorization: "Bearer the-token",
      },
    ]);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-cv");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="cv.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // Only the download's own headers pass: nothing else the API answered.
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("is not found without the link's cookie, and when the API refuses it, without calling it for a bad id", async () => {
    const api = fakeApi(() => json(404, { error: { code: "not_found", message: "x" } }));
    expect((await cvLoader(cvArgs(page("/shortlist/link0001/applies/7/cv"), api.context))).status).toBe(404);
    expect((await cvLoader(cvArgs(page("/x", withCookie), api.context, "abc"))).status).toBe(404);
    expect(api.calls).toEqual([]);
    const refused = await cvLoader(cvArgs(page("/shortlist/link0001/applies/7/cv", withCookie), api.context));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe("");
  });
});
