import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { fromFetchResponse, toFetchRequest } from "./fetch";

describe("toFetchRequest", () => {
  it("builds the absolute URL from the protocol, the Host header and the path", () => {
    const request = toFetchRequest({
      method: "GET",
      url: "/jobs?page=2&q=s%C3%A3o",
      protocol: "https",
      headers: { host: "tech.localhost:3000" },
    });
    expect(request.url).toBe("https://tech.localhost:3000/jobs?page=2&q=s%C3%A3o");
    expect(request.method).toBe("GET");
  });

  it("keeps a path starting with // as a path, not as another host", () => {
    const request = toFetchRequest({
      method: "GET",
      url: "//evil.example/x",
      protocol: "http",
      headers: { host: "a.test" },
    });
    expect(new URL(request.url).host).toBe("a.test");
    expect(new URL(request.url).pathname).toBe("//evil.example/x");
  });

  it("falls back to localhost when the Host header is missing or not a host name", () => {
    expect(toFetchRequest({ method: "GET", url: "/", protocol: "http", headers: {} }).url).toBe("http://localhost/");
    expect(
      toFetchRequest({ method: "GET", url: "/a", protocol: "http", headers: { host: "evil.example/x?" } }).url,
    ).toBe("http://localhost/a");
    expect(toFetchRequest({ method: "GET", url: "/", protocol: "http", headers: { host: "[::1]:3000" } }).url).toBe(
      "http://[::1]:3000/",
    );
  });

  it("copies every header, repeated ones included, and leaves out HTTP/2 pseudo-headers", () => {
    const request = toFetchRequest({
      method: "GET",
      url: "/",
      protocol: "http",
      headers: {
        host: "localhost",
        cookie: "a=1; b=2",
        "accept-language": "pt-BR",
        "x-test": ["one", "two"],
        ":authority": "localhost",
      },
    });
    expect(request.headers.get("cookie")).toBe("a=1; b=2");
    expect(request.headers.get("accept-language")).toBe("pt-BR");
    expect(request.headers.get("x-test")).toBe("one, two");
    expect([...request.headers.keys()].sort()).toEqual(["accept-language", "cookie", "host", "x-test"]);
  });

  it("builds the URL on the effective host it is given and hands on no forwarded header", () => {
    const request = toFetchRequest({
      method: "GET",
      url: "/jobs",
      protocol: "https",
      host: "tech.localhost",
      headers: {
        host: "localhost:3000",
        forwarded: "host=evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "10.0.0.1",
      },
    });
    expect(request.url).toBe("https://tech.localhost/jobs");
    expect([...request.headers.keys()]).toEqual(["host"]);
  });

  it("streams the body of a POST", async () => {
    const request = toFetchRequest({
      method: "post",
      url: "/contact",
      protocol: "http",
      headers: { host: "localhost", "content-type": "application/x-www-form-urlencoded" },
      body: Readable.from([Buffer.from("name=Ana"), Buffer.from("&city=S%C3%A3o+Paulo")]),
    });
    expect(request.method).toBe("POST");
    const form = await request.formData();
    expect(form.get("name")).toBe("Ana");
    expect(form.get("city")).toBe("São Paulo");
  });

  it("sends no body with GET or HEAD even when a stream is given", () => {
    for (const method of ["GET", "HEAD"]) {
      const request = toFetchRequest({ method, url: "/", protocol: "http", headers: {}, body: Readable.from(["x"]) });
      expect(request.body).toBeNull();
    }
  });

  it("passes the abort signal on", () => {
    const controller = new AbortController();
    const request = toFetchRequest({ method: "GET", url: "/", protocol: "http", headers: {} }, controller.signal);
    expect(request.signal.aborted).toBe(false);
    controller.abort();
    expect(request.signal.aborted).toBe(true);
  });
});

describe("fromFetchResponse", () => {
  it("keeps the status, every header, and each Set-Cookie apart", () => {
    const headers = new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    headers.append("set-cookie", "session=abc; Path=/; HttpOnly; SameSite=Lax");
    headers.append("set-cookie", "i18n_redirected=en; Path=/; Max-Age=31536000");
    headers.append("vary", "Accept-Language");
    headers.append("vary", "Cookie");
    const out = fromFetchResponse(new Response("<p>hi</p>", { status: 201, headers }));
    expect(out.status).toBe(201);
    expect(out.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      vary: "Accept-Language, Cookie",
      "set-cookie": ["session=abc; Path=/; HttpOnly; SameSite=Lax", "i18n_redirected=en; Path=/; Max-Age=31536000"],
    });
  });

  it("turns the body into a Node stream, chunk by chunk", async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("<html>"));
        controller.enqueue(encoder.encode("São Paulo</html>"));
        controller.close();
      },
    });
    const out = fromFetchResponse(new Response(body));
    expect(out.body).toBeInstanceOf(Readable);
    expect(await text(out.body as Readable)).toBe("<html>São Paulo</html>");
  });

  it("has no body for a redirect without one", () => {
    const out = fromFetchResponse(new Response(null, { status: 302, headers: { location: "/login" } }));
    expect(out).toEqual({ status: 302, headers: { location: "/login" }, body: null });
  });
});
