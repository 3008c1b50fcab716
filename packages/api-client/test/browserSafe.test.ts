/**
 * The client runs in the browser as well as in Node (SSR loaders): its source imports nothing Node-only and no
 * package beyond the model, its wire schemas, the brand data (types), TanStack Query and Rails' ActionCable client.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../src");
const ALLOWED = new Set([
  // The live consumer (spec §7): Rails' own client, written for browsers.
  "@rails/actioncable",
  "@seleta/domain",
  "@seleta/domain/columns",
  "@seleta/domain/wire",
  "@seleta/brand-themes/brands",
  "@tanstack/react-query",
]);

describe("the client's source", () => {
  const files = readdirSync(SRC).filter((name) => name.endsWith(".ts"));

  it.each(files)("%s imports only browser-safe modules", (name) => {
    const text = readFileSync(join(SRC, name), "utf8");
    const imported = [...text.matchAll(/\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)].map(
      (match) => match[1] ?? match[2] ?? "",
    );
    const outside = imported.filter((specifier) => !specifier.startsWith("./") && !ALLOWED.has(specifier));
    expect(outside).toEqual([]);
    expect(text).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
  });
});
