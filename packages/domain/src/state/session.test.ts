import { describe, expect, it } from "vitest";
import {
  initialSessionState,
  type SessionAction,
  type SessionState,
  sessionReducer,
  shouldReloadAfterChunkError,
} from "./session";

const run = (actions: SessionAction[], state: SessionState = initialSessionState()) =>
  actions.reduce(sessionReducer, state);
const recruiter = run([{ type: "loggedIn", strategy: "recruiters", token: "t" }]);

describe("session (spec §4, §8)", () => {
  it("on a 401 shows 'Session expired!', logs out and goes to /", () => {
    const state = run([{ type: "responseReceived", status: 401 }], recruiter);
    expect(state.status).toBe("anonymous");
    expect(state.effects).toEqual([
      { type: "toast", tone: "warning", message: expect.objectContaining({ en: "Session expired!" }) },
      { type: "call", handler: "clearCookies", payload: ["auth.strategy", "auth._token.recruiters"] },
      { type: "navigate", to: "/" },
    ]);
  });

  it("ignores other statuses, and a 401 when nobody is logged in", () => {
    expect(run([{ type: "responseReceived", status: 500 }], recruiter).status).toBe("authenticated");
    expect(run([{ type: "responseReceived", status: 401 }]).effects).toEqual([]);
  });

  it("logout clears the strategy cookie and the recruiters token cookie, then goes to the strategy's logout page", () => {
    const state = run([{ type: "logoutPressed" }], recruiter);
    expect(state.effects).toEqual([
      { type: "call", handler: "logout" },
      { type: "call", handler: "clearCookies", payload: ["auth.strategy", "auth._token.recruiters"] },
      { type: "navigate", to: "/business" },
    ]);
    const candidate = run([{ type: "loggedIn", strategy: "candidates", token: "c" }, { type: "logoutPressed" }]);
    expect(candidate.effects).toContainEqual({ type: "navigate", to: "/" });
  });

  it("recovers token and strategy from cookies, and resets on an auth error", () => {
    expect(run([{ type: "restored", strategy: "client_contacts", token: "x" }])).toMatchObject({
      status: "authenticated",
      strategy: "client_contacts",
    });
    expect(run([{ type: "restored", strategy: "recruiters", token: null }]).status).toBe("anonymous");
    expect(run([{ type: "authFailed" }], recruiter).status).toBe("anonymous");
  });

  it("reloads after a chunk failure at most once per minute", () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 59_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });
});
