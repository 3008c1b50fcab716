import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { formFieldErrors } from "./formFieldErrors";

const refusal = (fields: Record<string, string[]>) =>
  new ApiError(400, { code: "validation_failed", message: "Invalid", request_id: "r", fields });

describe("the server's field messages as a form shows them", () => {
  it("keeps the first message of each field, under the form's own key", () => {
    const error = refusal({ "candidate.cpf": ["CPF inválido.", "Outro"], "candidate.mobile_phone": ["Obrigatório."] });
    expect(formFieldErrors(error, "candidate")).toEqual({ cpf: "CPF inválido.", mobile_phone: "Obrigatório." });
    expect(formFieldErrors(refusal({ name: ["Obrigatório."] }))).toEqual({ name: "Obrigatório." });
  });

  it("is null for a refusal that names no field, and for anything that is not the API's", () => {
    expect(formFieldErrors(refusal({}), "candidate")).toBeNull();
    expect(formFieldErrors(new Error("network"))).toBeNull();
  });
});
