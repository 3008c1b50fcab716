import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { parseQueryCache, serializeQueryCache } from "./queryCache";

describe("the query cache carried in the page", () => {
  it("comes back with the server's data, ready to read without a request", async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ["candidates", "list"], queryFn: () => ({ rows: [{ name: "Ana" }] }) });
    const browser = new QueryClient();
    hydrate(browser, parseQueryCache(serializeQueryCache(dehydrate(server))) ?? {});
    expect(browser.getQueryData(["candidates", "list"])).toEqual({ rows: [{ name: "Ana" }] });
  });

  it("cannot close its script element, whatever a value holds", async () => {
    const server = new QueryClient();
    const note = "</script><script>alert(1)</script><!-- \u2028";
    await server.prefetchQuery({ queryKey: ["note"], queryFn: () => note });
    const text = serializeQueryCache(dehydrate(server));
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    const browser = new QueryClient();
    hydrate(browser, parseQueryCache(text) ?? {});
    expect(browser.getQueryData(["note"])).toBe(note);
  });

  it("reads nothing from a missing or broken element", () => {
    expect(parseQueryCache(null)).toBeUndefined();
    expect(parseQueryCache("{not json")).toBeUndefined();
    expect(parseQueryCache('{"queries":1}')).toBeUndefined();
  });
});
