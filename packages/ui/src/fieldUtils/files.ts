/**
 * Upload checks done before anything is sent (spec §5): a megabyte is one million bytes, and a file at the limit
 * is already too large.
 */
export function maxFileBytes(maxMegabytes: number): number {
  return maxMegabytes * 1_000_000;
}

export function isFileTooLarge(sizeBytes: number, maxMegabytes: number): boolean {
  return sizeBytes >= maxFileBytes(maxMegabytes);
}

/** What the checks need of a browser `File`, so they run in Node too. */
export type FileLike = { name: string; size: number; type: string };

/**
 * Whether a file matches an `accept` list as `<input type="file">` reads it: extensions (".pdf"), exact MIME types
 * ("application/pdf") or wildcards ("image/*"). An empty list accepts everything.
 */
export function isFileTypeAccepted(file: Pick<FileLike, "name" | "type">, acceptedTypes: readonly string[]): boolean {
  if (acceptedTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedTypes.some((raw) => {
    const accepted = raw.trim().toLowerCase();
    if (accepted.startsWith(".")) return name.endsWith(accepted);
    if (accepted.endsWith("/*")) return type.startsWith(accepted.slice(0, -1));
    return type === accepted;
  });
}

export type FileRejection<F extends FileLike> = { file: F; reason: "tooLarge" | "type" };

export type FileCheck<F extends FileLike> = { accepted: F[]; rejected: FileRejection<F>[] };

/** Splits picked or dropped files into the ones to keep and the ones to report, type first, then size. */
export function checkFiles<F extends FileLike>(
  files: readonly F[],
  rules: { maxSizeMb?: number; acceptedTypes?: readonly string[] },
): FileCheck<F> {
  const result: FileCheck<F> = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!isFileTypeAccepted(file, rules.acceptedTypes ?? [])) result.rejected.push({ file, reason: "type" });
    else if (rules.maxSizeMb !== undefined && isFileTooLarge(file.size, rules.maxSizeMb))
      result.rejected.push({ file, reason: "tooLarge" });
    else result.accepted.push(file);
  }
  return result;
}
