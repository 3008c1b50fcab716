/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin next to every text file of the web build's
 * client directory, after `react-router build`. The server sends them by the request's Accept-Encoding
 * (@fastify/static `preCompressed`, apps/api/src/web/index.ts): the best compression, paid once per build instead of
 * per request.
 *
 * `tsx scripts/precompress.ts [dir]` (default: build/client).
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Text formats. Fonts (woff2 is brotli inside), images and the like are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".html", ".map"]);

/** Below this a compressed twin saves less than a packet: the server sends the file as it is. */
export const MIN_PRECOMPRESS_BYTES = 1024;

export function isPrecompressible(path: string, size: number): boolean {
  return size >= MIN_PRECOMPRESS_BYTES && COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase());
}

const brotli = (body: Buffer) =>
  promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
const gzipBest = (body: Buffer) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION });

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Compresses every eligible file under `dir`; a twin that would not be smaller is not written. */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    const { size } = await stat(path);
    if (!isPrecompressible(path, size)) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const [br, gz] = await Promise.all([brotli(body), gzipBest(body)]);
        summary.files += 1;
        summary.bytes += body.length;
        if (br.length < body.length) {
          await writeFile(`${path}.br`, br);
          summary.brotliBytes += br.length;
        }
        if (gz.length < body.length) {
          await writeFile(`${path}.gz`, gz);
          summary.gzipBytes += gz.length;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return summary;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "build", "client"));
  const { files, bytes, brotliBytes, gzipBytes } = await precompressDirectory(dir);
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`precompressed ${files} files in ${dir}: ${kB(bytes)} → ${kB(brotliBytes)} br, ${kB(gzipBytes)} gzip`);
}
