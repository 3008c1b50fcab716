/**
 * Whether a schema can carry an answer back. The API encodes every answer through its route's schema (`z.encode`),
 * and a one-way step (`.transform`, `z.preprocess`: the input cleaning a request's schema does) cannot run backwards,
 * so an answer through such a schema fails on its way out. `oneWaySteps` finds them before any request does: the
 * server refuses to start with a response schema that has one.
 */
import type { z } from "zod";

type Def = { readonly type: string } & Readonly<Record<string, unknown>>;

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The schemas a schema holds, by the step of the path that reaches each (`name`, `[]`, `|1`, `>`). */
function children(def: Def): [string, unknown][] {
  switch (def.type) {
    case "object":
      return [
        ...Object.entries(def.shape as Record<string, unknown>),
        ...(def.catchall ? ([["{*}", def.catchall]] as [string, unknown][]) : []),
      ];
    case "array":
      return [["[]", def.element]];
    case "set":
      return [["[]", def.valueType]];
    case "record":
    case "map":
      return [
        ["{key}", def.keyType],
        ["{*}", def.valueType],
      ];
    case "tuple":
      return [
        ...(def.items as unknown[]).map((item, index): [string, unknown] => [`[${index}]`, item]),
        ...(def.rest ? ([["[...]", def.rest]] as [string, unknown][]) : []),
      ];
    case "union":
      return (def.options as unknown[]).map((option, index): [string, unknown] => [`|${index}`, option]);
    case "intersection":
      return [
        ["&0", def.left],
        ["&1", def.right],
      ];
    case "pipe":
      return [
        ["<", def.in],
        [">", def.out],
      ];
    case "lazy":
      return [["~", (def.getter as () => unknown)()]];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "promise":
      return [["", def.innerType]];
    default:
      return [];
  }
}

/** The paths within `schema` of every one-way step (empty: an answer through it can be encoded). */
export function oneWaySteps(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: string) => {
    const def = defOf(node);
    if (!def || seen.has(node)) return;
    seen.add(node);
    if (def.type === "transform") {
      found.push(path || "(root)");
      return;
    }
    // A codec is a pipe that knows its way back.
    if (def.type === "pipe" && typeof def.reverseTransform === "function") return;
    for (const [step, child] of children(def)) walk(child, step ? (path ? `${path}.${step}` : step) : path);
  };
  walk(schema, "");
  return found;
}
