/**
 * The serializer of every answer: fastify-type-provider-zod's, which encodes an answer through its route's response
 * schema (`z.encode`). A one-way step in such a schema (input cleaning: `.transform`, `z.preprocess`) cannot run
 * backwards, so every answer through it would be a 500; this compiler refuses the schema when the route is
 * registered, naming the route, the status and where the step is, so the server does not start with one.
 */
import { oneWaySteps } from "@seleta/domain/wire";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const steps = oneWaySteps(route.schema);
  if (steps.length > 0) {
    throw new Error(
      `${route.method} ${route.url} answers ${route.httpStatus} through a schema that cannot be encoded (a one-way ` +
        `step at ${steps.join(", ")}): answer with the stored value's schema, not the input's`,
    );
  }
  return serializerCompiler(route);
};
