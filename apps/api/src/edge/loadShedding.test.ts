import { describe, expect, it } from "vitest";
import { maxHeapUsedBytes, serverBusyMessage, shedsRequest } from "./loadShedding";

describe("shedsRequest", () => {
  it("sheds the API (health included), server-rendered pages and new /cable sockets", () => {
    expect(shedsRequest("/api/v1/candidates?terms=x", "/api/v1/candidates")).toBe(true);
    expect(shedsRequest("/api/v1/health", "/api/v1/health")).toBe(true);
    expect(shedsRequest("/api/v1/nowhere", undefined)).toBe(true);
    expect(shedsRequest("/recruiters/candidates", "/*")).toBe(true);
    expect(shedsRequest("/cable", "/cable")).toBe(true);
  });

  it("lets static files through", () => {
    expect(shedsRequest("/assets/entry.client-3f2a.js", "/assets/*")).toBe(false);
    expect(shedsRequest("/favicon.ico", "/favicon.ico")).toBe(false);
  });
});

describe("maxHeapUsedBytes", () => {
  const limit = 4096 * 1024 * 1024;
  it("defaults to 90 % of V8's heap limit, reads megabytes, and 0 turns the check off", () => {
    expect(maxHeapUsedBytes(undefined, limit)).toBe(Math.floor(limit * 0.9));
    expect(maxHeapUsedBytes(1536, limit)).toBe(1536 * 1024 * 1024);
    expect(maxHeapUsedBytes(0, limit)).toBe(0);
  });
});

describe("serverBusyMessage", () => {
  it("speaks pt-BR by default, and English", () => {
    expect(serverBusyMessage()).toBe("O servidor está sobrecarregado no momento. Tente de novo em alguns segundos.");
    expect(serverBusyMessage("en")).toBe("The server is overloaded right now. Please try again in a few seconds.");
  });
});
