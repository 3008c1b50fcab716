import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getMe } from "@seleta/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { requestServices } from "./requestServices.server";

const pageRequest = (cookie: string) =>
  new Request("http://tech.localhost:3000/recruiters/candidates", { headers: { cookie, host: "tech.localhost:3000" } });

describe("requestServices", () => {
  it("calls the API through the load context's in-process fetch, in the page's language", async () => {
    const calls: { url: string; language: string | null }[] = [];
    const apiFetch = async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), language: new Headers(init?.headers).get("accept-language") });
      return Response.json({ recruiter: { id: 7, name: "Ana" } });
    };
    const context = { apiFetch: apiFetch as typeof fetch };
    const { http } = requestServices({ request: pageRequest("i18n_redirected=en"), context });
    await getMe(http, "recruiters", { signedIn: false });
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/v1/recruiters");
    expect(calls[0]?.language).toBe("en");
  });

  it("gives every loader of one request the same services, and the next request new ones", () => {
    const context = {};
    const request = pageRequest("");
    const first = requestServices({ request, context });
    expect(requestServices({ request, context })).toBe(first);
    expect(requestServices({ request: pageRequest(""), context: {} })).not.toBe(first);
    expect(requestServices({ request, context: {} }).queryClient).not.toBe(first.queryClient);
  });
});

describe("requestServices without the in-process API (the web app running apart)", () => {
  const saved = process.env.SELETA_API_ORIGIN;
  afterEach(() => {
    process.env.SELETA_API_ORIGIN = saved;
  });

  it("calls SELETA_API_ORIGIN over HTTP with the visitor's cookies", async () => {
    const seen: { path?: string; cookie?: string } = {};
    const server = createServer((request, response) => {
      seen.path = request.url;
      seen.cookie = request.headers.cookie;
      response.writeHead(200, { "content-type": "application/json" }).end('{"recruiter":{"id":7,"name":"Ana"}}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      process.env.SELETA_API_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { http } = requestServices({ request: pageRequest("auth._token.recruiters=abc"), context: {} });
      await getMe(http, "recruiters", { signedIn: false });
      expect(seen).toEqual({ path: "/api/v1/recruiters", cookie: "auth._token.recruiters=abc" });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
