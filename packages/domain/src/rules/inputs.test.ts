import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { f, t } from "../entities/field";
import { inputSchema } from "../entities/fieldSchemas";
import { isCanonicalId, pathIdSchema } from "../wire/ids";
import { dataFileSchema } from "./files";
import { MAX_RECORD_ID, recordIdSchema } from "./ids";
import { fieldErrors } from "./issues";
import { emailSchema, optionalText, plainText, requiredText, urlSchema } from "./text";

function errorOf(schema: z.ZodType, input: unknown, locale: "pt-BR" | "en" = "en") {
  const result = schema.safeParse(input);
  return result.success ? undefined : fieldErrors(result.error, locale)[""];
}

const NUL_EN = "Null character (\\u0000) not accepted.";

describe("text refuses the NUL character, the field saying why", () => {
  it("in required, optional, e-mail, link and plain text, before any other rule", () => {
    for (const schema of [requiredText({ max: 10 }), optionalText(), emailSchema, urlSchema, plainText()]) {
      expect(errorOf(schema, "ana\u0000@example.com")).toBe(NUL_EN);
    }
    expect(errorOf(requiredText(), "\u0000", "pt-BR")).toBe("Caractere nulo (\\u0000) não aceito.");
  });

  it("keeps accepting text with accents, tabs and line breaks", () => {
    expect(errorOf(requiredText(), "Conceição\tde Souza\r\nLinha 2")).toBeUndefined();
  });

  it("in an entity's text, tags and an upload's name", () => {
    expect(errorOf(inputSchema(f.text(t("Nome", "Name")).required()), "A\u0000")).toBe(NUL_EN);
    expect(
      fieldErrors(inputSchema(f.tags(t("Tags", "Tags"))).safeParse(["ok", "\u0000"]).error as z.ZodError, "en"),
    ).toEqual({
      "1": NUL_EN,
    });
    const upload = dataFileSchema.safeParse({ reference_id: 1, reference_type: "Candidate", name: "cv\u0000.pdf" });
    expect(upload.success).toBe(false);
  });
});

describe("ids", () => {
  it("in a body are whole numbers from 1 to 2,147,483,647", () => {
    const id = recordIdSchema();
    expect(id.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
    for (const bad of [0, -1, 1.5, MAX_RECORD_ID + 1, 99_999_999_999]) {
      expect(errorOf(id, bad), String(bad)).toBe("Invalid id (1 to 2147483647).");
    }
  });

  it("of a relation, of several and of an integer field stay within PostgreSQL's integer", () => {
    expect(errorOf(inputSchema(f.relation(t("Dono", "Owner"), "recruiters")), 2_147_483_648)).toBe(
      "Invalid id (1 to 2147483647).",
    );
    expect(inputSchema(f.relations(t("Menções", "Mentions"), "recruiters")).safeParse([1, 2_147_483_648]).success).toBe(
      false,
    );
    expect(errorOf(inputSchema(f.integer(t("Id", "Id"))), 2_147_483_648)).toBe("The maximum value is 2147483647.");
    expect(inputSchema(f.integer(t("Id", "Id"))).parse(-5)).toBe(-5);
  });

  it("in a path are decimal digits without sign, space, leading zero, exponent or hex", () => {
    expect(pathIdSchema.parse("12")).toBe(12);
    expect(pathIdSchema.parse("2147483647")).toBe(MAX_RECORD_ID);
    for (const bad of ["1e3", "0x10", " 12", "12 ", "012", "-1", "0", "+1", "1.0", "2147483648", "99999999999", ""]) {
      expect(isCanonicalId(bad), bad).toBe(false);
      expect(pathIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
