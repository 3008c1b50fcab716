import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { candidacyPageState, postedWithdrawal, withdrawalRefusal } from "./candidacyForm";

describe("candidacyPageState", () => {
  it("reads the application to confirm and the one withdrawn", () => {
    expect(candidacyPageState(new URLSearchParams("withdraw=12"))).toEqual({ confirming: 12, withdrawn: null });
    expect(candidacyPageState(new URLSearchParams("withdrawn=7"))).toEqual({ confirming: null, withdrawn: 7 });
  });

  it("ignores what is not an application's id", () => {
    for (const value of ["", "0", "-3", "1.5", "12abc", " 12", "99999999999999999999"]) {
      expect(candidacyPageState(new URLSearchParams({ withdraw: value }))).toEqual({
        confirming: null,
        withdrawn: null,
      });
    }
  });
});

describe("postedWithdrawal", () => {
  it("reads the posted application's id", () => {
    const form = new FormData();
    form.set("apply_id", "42");
    expect(postedWithdrawal(form)).toBe(42);
  });

  it("refuses a form without one, or with a file in its place", () => {
    expect(postedWithdrawal(new FormData())).toBeNull();
    const form = new FormData();
    form.set("apply_id", new Blob(["42"]));
    expect(postedWithdrawal(form)).toBeNull();
  });
});

describe("withdrawalRefusal", () => {
  it("says the API's words for a refused withdrawal, with its status", () => {
    const closed = new ApiError(422, { code: "invalid_state", message: "Candidatura já encerrada." });
    expect(withdrawalRefusal(closed)).toEqual({
      values: null,
      errors: {},
      problem: { kind: "message", text: "Candidatura já encerrada." },
      httpStatus: 422,
    });
  });

  it("is a failure (503) when the API could not be reached, and no refusal when the API or the page failed", () => {
    expect(withdrawalRefusal(new ApiError(0, { code: "network_error", message: "" }))).toMatchObject({
      problem: { kind: "failed" },
      httpStatus: 503,
    });
    expect(withdrawalRefusal(new ApiError(500, { code: "internal_error", message: "Boom" }))).toBeNull();
    expect(withdrawalRefusal(new TypeError("boom"))).toBeNull();
  });
});
