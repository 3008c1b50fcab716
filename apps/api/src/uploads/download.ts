/**
 * How a stored file is handed back: always as an attachment (never rendered by the browser on our origin), under the
 * name the user gave with the extension its bytes proved, so a PDF uploaded as `photo.png` downloads as a PDF.
 */

/** Characters a file name should not carry into a header or a file system. */
const UNSAFE = /[\p{Cc}"\\/:*?<>|]+/gu;

/** The user's name with the real extension (added when the name ends otherwise). */
export function downloadName(name: string, ext: string): string {
  const clean = name.replace(UNSAFE, "_").trim() || "file";
  return clean.toLowerCase().endsWith(`.${ext}`) ? clean : `${clean}.${ext}`;
}

/** RFC 8187 `filename*` (UTF-8, percent-encoded) with a plain ASCII `filename` for old clients. */
export function contentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%]/g, "_") || "file";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Nothing in a served file may run: no scripts, no plugins, no frames, even if a browser ignored the type. */
export const DOWNLOAD_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** The name to keep: the one the user typed, else the file's own, cut to a sane length. */
export function displayName(given: string | undefined, filename: string): string {
  const name = (given?.trim() || filename.split(/[\\/]/).pop()?.trim() || "file").replace(/\p{Cc}+/gu, " ");
  return Array.from(name).slice(0, 255).join("");
}
