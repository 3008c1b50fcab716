import { describe, expect, it } from "vitest";
import {
  initialSignatureFormState,
  type SignatureFormAction,
  type SignatureFormState,
  signatureFormReducer,
} from "./signatureForm";

const run = (actions: SignatureFormAction[], state: SignatureFormState) => actions.reduce(signatureFormReducer, state);
const filled = {
  name: "Ana Souza",
  title: "Partner",
  email: "ana@seleta.com.br",
  company: 3,
  mobile_phone: "11 98765-4321",
  linkedin: "linkedin.com/in/ana",
};
const dialog = run([{ type: "opened", values: filled }], initialSignatureFormState("dialog"));

describe("signature editor (spec §2, §4, §5, §9)", () => {
  it("validates on Save and says which fields are wrong, with the form summary toast", () => {
    const state = run([{ type: "opened" }, { type: "savePressed", locale: "en" }], initialSignatureFormState("dialog"));
    expect(state.errors.company).toBe("Select a company!");
    expect(state.status).toBe("editing");
    expect(state.effects).toEqual([
      {
        type: "toast",
        tone: "error",
        message: expect.objectContaining({ "pt-BR": "Preencha corretamente os campos" }),
      },
    ]);
  });

  it("saves the validated signature, LinkedIn with https://", () => {
    const state = run([{ type: "savePressed", locale: "en" }], dialog);
    expect(state.status).toBe("saving");
    expect(state.effects).toEqual([
      {
        type: "call",
        handler: "save",
        payload: expect.objectContaining({ linkedin: "https://linkedin.com/in/ana", company: 3 }),
      },
    ]);
  });

  it("on success says 'Signature added with success!', closes the dialog and leaves for the profile after 1 s", () => {
    const saved = run([{ type: "savePressed", locale: "en" }, { type: "saveSucceeded" }], dialog);
    expect(saved.open).toBe(false);
    expect(saved.effects).toEqual([
      { type: "toast", tone: "success", message: expect.objectContaining({ en: "Signature added with success!" }) },
      { type: "schedule", key: "signature.leave", delayMs: 1000, action: { type: "leaveDue" } },
    ]);
    expect(run([{ type: "leaveDue" }], saved).effects).toEqual([{ type: "navigate", to: "/recruiters/profile" }]);
  });

  it("on failure shows the spec's Portuguese error and lets the user try again", () => {
    const failed = run([{ type: "savePressed", locale: "pt-BR" }, { type: "saveFailed" }], dialog);
    expect(failed.status).toBe("editing");
    expect(failed.effects[0]).toMatchObject({ message: { "pt-BR": "Ops, houve um erro, tente novamente mais tarde" } });
  });

  it("Cancel closes the dialog now and clears the form after 0.5 s", () => {
    const cancelled = run([{ type: "cancelPressed" }], dialog);
    expect(cancelled.open).toBe(false);
    expect(cancelled.values.name).toBe("Ana Souza");
    expect(cancelled.effects).toEqual([
      { type: "schedule", key: "signature.clear", delayMs: 500, action: { type: "clearDue" } },
    ]);
    expect(run([{ type: "clearDue" }], cancelled).values).toMatchObject({ name: "", company: null });
  });

  it("on the full page, Cancel goes to the recruiter profile", () => {
    const page = run([{ type: "cancelPressed" }], initialSignatureFormState("page", filled));
    expect(page.effects).toContainEqual({ type: "navigate", to: "/recruiters/profile" });
  });
});
