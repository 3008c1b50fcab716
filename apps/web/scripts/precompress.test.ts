import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { isPrecompressible, precompressDirectory } from "./precompress";

describe("precompressDirectory", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes brotli and gzip twins of the text files that decompress to the original bytes", async () => {
    dir = await mkdtemp(join(tmpdir(), "precompress-"));
    await mkdir(join(dir, "assets"));
    const script = Buffer.from(
      `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`,
    );
    await writeFile(join(dir, "assets", "app-1a2b3c.js"), script);
    await writeFile(join(dir, "assets", "inter-4d5e6f.woff2"), Buffer.alloc(4096, 7));
    await writeFile(join(dir, "robots.txt"), "User-agent: *\n");

    const summary = await precompressDirectory(dir);

    expect(brotliDecompressSync(await readFile(join(dir, "assets", "app-1a2b3c.js.br")))).toEqual(script);
    expect(gunzipSync(await readFile(join(dir, "assets", "app-1a2b3c.js.gz")))).toEqual(script);
    // Fonts are compressed already; a tiny file gains nothing.
    await expect(readFile(join(dir, "assets", "inter-4d5e6f.woff2.br"))).rejects.toThrow();
    await expect(readFile(join(dir, "robots.txt.br"))).rejects.toThrow();
    expect(summary.files).toBe(1);
    expect(summary.brotliBytes).toBeLessThan(script.length / 4);

    // Running it again compresses the originals only, not their twins.
    expect((await precompressDirectory(dir)).files).toBe(1);
  });
});

describe("isPrecompressible", () => {
  it("takes text formats of 1 kB or more", () => {
    expect(isPrecompressible("assets/root-abc.css", 2048)).toBe(true);
    expect(isPrecompressible("assets/logo.SVG", 2048)).toBe(true);
    expect(isPrecompressible("assets/root-abc.css", 100)).toBe(false);
    expect(isPrecompressible("assets/inter.woff2", 50_000)).toBe(false);
    expect(isPrecompressible("assets/app.js.br", 50_000)).toBe(false);
    expect(isPrecompressible("assets/photo.png", 50_000)).toBe(false);
  });
});
