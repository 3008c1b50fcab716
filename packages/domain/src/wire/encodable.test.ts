import { describe, expect, it } from "vitest";
import { z } from "zod";
import { f, t } from "../entities/field";
import { inputSchema, structureAnswerSchema } from "../entities/fieldSchemas";
import { bigFiveItems } from "../entities/recruiter/candidateStructures";
import { phoneSchema } from "../rules/phone";
import { culturalFitAnswerSchema } from "./candidatePages";
import { oneWaySteps } from "./encodable";

describe("oneWaySteps", () => {
  it("finds nothing in a schema an answer can travel through", () => {
    expect(oneWaySteps(culturalFitAnswerSchema)).toEqual([]);
    expect(oneWaySteps(structureAnswerSchema(bigFiveItems))).toEqual([]);
    const codec = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    expect(oneWaySteps(z.object({ at: codec, tags: z.array(z.string()).optional() }))).toEqual([]);
  });

  it("names where a one-way step is, however deep", () => {
    expect(oneWaySteps(z.object({ phone: phoneSchema }))).toEqual(["phone.>"]);
    const cleaned = z.preprocess((value) => value, z.string());
    expect(oneWaySteps(z.object({ rows: z.array(z.object({ name: cleaned.nullable() })) }))).toEqual([
      "rows.[].name.<",
    ]);
    expect(oneWaySteps(z.union([z.string(), z.number().transform(String)]))).toEqual(["|1.>"]);
  });

  it("finds the input cleaning of a field, which is why answers carry stored values", () => {
    const items = { name: f.text(t("Nome", "Name")).required(), at: f.datetime(t("Em", "At")) };
    expect(oneWaySteps(inputSchema(f.object(t("X", "X"), items))).length).toBeGreaterThan(0);
    expect(oneWaySteps(structureAnswerSchema(items))).toEqual([]);
  });
});
