/**
 * A DOCX is a zip: a few kilobytes can inflate to gigabytes (a zip bomb) inside the text extractor. Before anything
 * opens it, the central directory is read and every entry inflated once here, counting bytes, against limits no
 * real Word document comes near. The declared sizes are not trusted: yauzl fails an entry whose data inflates to
 * more than it declared, and the running total stops the inflation as soon as it passes the limit.
 */
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { corrupted, zipBomb } from "./rejections";

export type ZipLimits = {
  /** Entries in the archive; a document with hundreds of images has a few hundred. */
  maxEntries: number;
  /** Bytes of all entries inflated. */
  maxTotalBytes: number;
  /** Inflated / compressed bytes of one entry, checked from `ratioFloorBytes` inflated bytes up (tiny XML parts
   * compress extremely well and are harmless). */
  maxRatio: number;
  ratioFloorBytes: number;
};

export const DOCX_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 100_000_000,
  maxRatio: 100,
  ratioFloorBytes: 1_000_000,
};

const DOCX = "DOCX";
/** Where every Word document keeps its text (ECMA-376 part 1 names the main part through _rels/.rels). */
const MAIN_PARTS = ["word/document.xml", "word/document2.xml"];

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(corrupted(DOCX, error)) : resolve(zip),
    );
  });
}

function openEntry(zip: ZipFile, entry: Entry) {
  return new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream)));
  });
}

/** Resolves when the document is safe to open; rejects with a 422 `UploadRejected` otherwise. */
export async function checkDocx(path: string, limits: ZipLimits = DOCX_LIMITS): Promise<void> {
  const zip = await openZip(path);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw zipBomb(`${zip.entryCount} entries, at most ${limits.maxEntries}`);
    }
    let inflated = 0;
    let hasMainPart = false;
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => reject(error);
      zip.on("error", (error) => fail(corrupted(DOCX, error)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: Entry) => {
        inspectEntry(entry).then(() => zip.readEntry(), fail);
      });
      zip.readEntry();
    });
    if (!hasMainPart) throw corrupted(DOCX);

    async function inspectEntry(entry: Entry): Promise<void> {
      if (MAIN_PARTS.includes(entry.fileName)) hasMainPart = true;
      if (entry.fileName.endsWith("/")) return;
      if (entry.isEncrypted()) throw corrupted(DOCX);
      const declared = entry.uncompressedSize;
      if (inflated + declared > limits.maxTotalBytes) {
        throw zipBomb(`more than ${limits.maxTotalBytes / 1_000_000} MB inflated`);
      }
      if (declared >= limits.ratioFloorBytes && declared > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
        throw zipBomb(`an entry compressed ${Math.floor(declared / Math.max(entry.compressedSize, 1))}:1`);
      }
      let stream: NodeJS.ReadableStream;
      try {
        stream = await openEntry(zip, entry);
      } catch (error) {
        throw corrupted(DOCX, error);
      }
      const counter = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          inflated += chunk.length;
          callback(
            inflated > limits.maxTotalBytes
              ? zipBomb(`more than ${limits.maxTotalBytes / 1_000_000} MB inflated`)
              : null,
          );
        },
      });
      try {
        await pipeline(stream, counter);
      } catch (error) {
        throw error instanceof Error && error.name === "UploadRejected" ? error : corrupted(DOCX, error);
      }
    }
  } finally {
    zip.close();
  }
}
