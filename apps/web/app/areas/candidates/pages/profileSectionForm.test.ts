import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { profileFormRefusal, readProfileForm } from "./profileSectionForm";

function form(entries: readonly (readonly [string, string])[]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const skillRows = [
  ["skills", "0"],
  ["skills.0.name", "TypeScript"],
  ["skills.0.years", "3"],
  ["skills.0.level", "2"],
  ["skills", "1"],
  ["skills.1.name", "SQL"],
  ["skills.1.years", ""],
  ["skills.1.level", ""],
] as const;

describe("a profile page's posted form", () => {
  it("saves the page's fields, parsed, when Save (or Enter) sent it", () => {
    const posted = readProfileForm("skills", form([["intent", "save"], ...skillRows]));
    expect(posted).toMatchObject({
      kind: "save",
      payload: {
        skills: [
          { name: "TypeScript", years: 3, level: 2 },
          { name: "SQL", years: null, level: null },
        ],
      },
    });
    expect(readProfileForm("skills", form(skillRows)).kind).toBe("save");
  });

  it("draws the form again with a row added or removed, keeping what was typed, and saves nothing", () => {
    const added = readProfileForm("skills", form([["intent", "add:skills"], ...skillRows]));
    expect(added.kind).toBe("redraw");
    expect(added.values.skills).toHaveLength(3);
    const removed = readProfileForm("skills", form([["intent", "remove:skills:0"], ...skillRows]));
    expect(removed).toEqual({ kind: "redraw", values: { skills: [{ name: "SQL", years: "", level: "" }] } });
  });

  it("reads only the page's own fields", () => {
    const posted = readProfileForm(
      "pretensions",
      form([
        ["clt_expectation", "10.000,00"],
        ["name", "Someone else"],
      ]),
    );
    expect(posted.kind === "save" && posted.payload).toEqual({
      clt_expectation: 10000,
      pj_expectation: null,
      temporary_expectation: null,
      freelance_expectation: null,
      current_regime: null,
      hiring_regimes: null,
    });
  });
});

describe("a refused save", () => {
  const values = { cpf: "529.982.247-26" };

  it("puts the API's field messages under their fields, named as the form names them", () => {
    const error = new ApiError(422, {
      code: "validation_failed",
      message: "x",
      fields: { "candidate.cpf": ["CPF inválido."] },
    });
    expect(profileFormRefusal(error, values)).toEqual({
      values,
      errors: { cpf: "CPF inválido." },
      problem: { kind: "invalid" },
      httpStatus: 422,
    });
  });

  it("keeps what was typed and says the API's words when no field is named", () => {
    const error = new ApiError(409, { code: "conflict", message: "Tente de novo." });
    expect(profileFormRefusal(error, values)).toEqual({
      values,
      errors: {},
      problem: { kind: "failed", message: "Tente de novo." },
      httpStatus: 409,
    });
    expect(profileFormRefusal(new Error("down"), values)).toMatchObject({
      problem: { kind: "failed" },
      httpStatus: 500,
    });
  });
});
