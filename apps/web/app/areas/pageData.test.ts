import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { areaHome } from "./AreaErrorBoundary";
import { pageData, revalidateUnlessSearchChanged, routeErrorStatus } from "./pageData";

const apiError = (status: number, message = "Registro não encontrado.") =>
  new ApiError(status, { code: `http_${status}`, message });

/** What a loader throws with React Router's `data()`: the body and the status of the route's error response. */
type ThrownResponse = { data: unknown; init: { status?: number } | null };

async function failureOf(load: Promise<unknown>): Promise<unknown> {
  try {
    await load;
  } catch (error) {
    return error;
  }
  throw new Error("the load did not fail");
}

describe("pageData", () => {
  it("gives the page its data", async () => {
    expect(await pageData(Promise.resolve({ rows: 3 }))).toEqual({ rows: 3 });
  });

  it("turns the API's 404 and 403 into the route's own status, with the API's message for a 403", async () => {
    const missing = (await failureOf(pageData(Promise.reject(apiError(404))))) as ThrownResponse;
    expect(missing.init?.status).toBe(404);
    const forbidden = (await failureOf(pageData(Promise.reject(apiError(403, "Sem permissão."))))) as ThrownResponse;
    expect(forbidden).toMatchObject({ data: "Sem permissão.", init: { status: 403 } });
  });

  it("lets the server's own failures through, as they are", async () => {
    const broken = apiError(500, "boom");
    expect(await failureOf(pageData(Promise.reject(broken)))).toBe(broken);
  });
});

describe("routeErrorStatus", () => {
  it("is the response's, the API's, or 500", () => {
    expect(routeErrorStatus(apiError(403))).toBe(403);
    expect(routeErrorStatus(new Error("chunk failed"))).toBe(500);
    expect(routeErrorStatus({ status: 418 })).toBe(500);
  });
});

describe("areaHome", () => {
  it("is the first segment of the path", () => {
    expect(areaHome("/recruiters/candidates/12")).toBe("/recruiters");
    expect(areaHome("/administrator/roles")).toBe("/administrator");
    expect(areaHome("/")).toBe("/");
  });
});

describe("revalidateUnlessSearchChanged", () => {
  const args = (from: string, to: string) => ({
    currentUrl: new URL(from, "http://x"),
    nextUrl: new URL(to, "http://x"),
    defaultShouldRevalidate: true,
  });

  it("leaves a new search on the same list to the list, and loads the same address or another page again", () => {
    expect(revalidateUnlessSearchChanged(args("/recruiters/jobs", "/recruiters/jobs?q=ana"))).toBe(false);
    expect(revalidateUnlessSearchChanged(args("/recruiters/jobs?q=ana", "/recruiters/jobs?q=ana"))).toBe(true);
    expect(revalidateUnlessSearchChanged(args("/recruiters/jobs", "/recruiters/jobs/12"))).toBe(true);
  });
});
