import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerSerializerCompiler } from "./answerSchemas";

async function serverAnswering(schema: z.ZodType, answer: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  app.get("/thing", { schema: { response: { 200: schema } } }, async () => answer);
  return app;
}

describe("the answers' serializer", () => {
  it("answers through a schema of stored values", async () => {
    const app = await serverAnswering(z.object({ name: z.string(), at: z.iso.datetime().nullable() }), {
      name: "Ana",
      at: null,
    });
    const response = await app.inject("/thing");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "Ana", at: null });
    await app.close();
  });

  it("refuses to start with a response schema that cleans input, naming the route and the step", async () => {
    const cleaned = z.object({ name: z.preprocess((value) => value, z.string()) });
    const app = await serverAnswering(cleaned, { name: "Ana" });
    await expect(app.ready()).rejects.toThrow(/GET \/thing answers 200 .*one-way step at name\.</);
    await app.close();
  });
});
