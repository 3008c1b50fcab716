import { describe, expect, it } from "vitest";
import { postedConfirmation, RESEND_INTENT } from "./confirmationForm";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the confirmation page's forms", () => {
  it("confirm unless they ask for a new link", () => {
    expect(postedConfirmation(form({}))).toEqual({ intent: "confirm" });
    expect(postedConfirmation(form({ intent: "anything", email: "a@b.c" }))).toEqual({ intent: "confirm" });
  });

  it("ask for a new link with the e-mail typed and the refusal shown", () => {
    expect(
      postedConfirmation(form({ intent: RESEND_INTENT, email: "  ana@example.com ", problem: "auth.link.used" })),
    ).toEqual({ intent: "resend", email: "ana@example.com", problem: "auth.link.used" });
  });

  it("say only our own link refusals again", () => {
    const posted = postedConfirmation(form({ intent: RESEND_INTENT, problem: "candidateAuth.confirm.title" }));
    expect(posted).toEqual({ intent: "resend", email: "", problem: undefined });
  });
});
