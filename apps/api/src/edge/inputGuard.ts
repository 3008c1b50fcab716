/**
 * The one check every request passes before its route's schema: no NUL character anywhere in its query string,
 * path parameters or JSON body, keys included. PostgreSQL refuses NUL in text, so a value holding one could only
 * fail later, inside a statement; the domain's text schemas refuse it field by field, and this guard covers what
 * no schema reads (free-form JSON, filters, a route without a schema).
 */
import { formatMessage, hasNulCharacter, V } from "@seleta/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError, requestLocale } from "./errors";

type Part = { name: "querystring" | "params" | "body"; value: unknown };

/** A value met on the walk, with the key it was found under and its parent: the path is built only when needed. */
type Visit = { value: unknown; key: string | undefined; parent: Visit | undefined };

function pathTo(visit: Visit, lastKey?: string): string[] {
  const reversed = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) reversed.push(at.key);
  return reversed.reverse();
}

/**
 * The path of the first string (value or key) holding a NUL in `value`, e.g. `["candidate", "name"]`; undefined
 * when there is none. Iterative and linear in the size of the value, so a deeply nested body cannot exhaust the
 * stack or the processor.
 */
export function pathOfNul(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (hasNulCharacter(current)) return pathTo(visit);
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key, item] of entries) {
      if (hasNulCharacter(key)) return pathTo(visit, key.replaceAll("\u0000", "\\u0000"));
      pending.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}

/** The field a NUL was found in, named as validation errors name fields (body fields bare, others prefixed). */
export function nulFieldName(parts: readonly Part[]): string | undefined {
  for (const part of parts) {
    const path = pathOfNul(part.value);
    if (!path) continue;
    const named = part.name === "body" ? path : [part.name, ...path];
    return named.join(".") || part.name;
  }
  return undefined;
}

export function refuseNulCharacters(request: FastifyRequest): void {
  const field = nulFieldName([
    { name: "params", value: request.params },
    { name: "querystring", value: request.query },
    { name: "body", value: request.body },
  ]);
  if (field === undefined) return;
  const message = formatMessage(V.nulCharacter, requestLocale(request), {});
  throw new HttpError(400, "validation_failed", message, { [field]: [message] });
}

/** Every route, the web app's pages included: registered on the root before any route. */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => refuseNulCharacters(request));
  },
  { name: "seleta-input-guard" },
);
