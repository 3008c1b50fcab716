/**
 * A video's duration from its container, where the container states it: MP4 and QuickTime in the movie header
 * (`mvhd`), WebM in the segment's Info (`Duration`, in `TimecodeScale` units). A clip MediaRecorder records live
 * often has no duration in its header: then there is none to read, and only the size limit applies.
 */
import { open } from "node:fs/promises";

/** The bytes read at each end of the file: the headers sit at the start, or a movie header at the end. */
const WINDOW = 256 * 1024;

/** The seconds an MP4/QuickTime movie header states, or undefined. */
export function mp4DurationSeconds(bytes: Buffer): number | undefined {
  let at = bytes.indexOf("mvhd", 0, "latin1");
  while (at >= 4) {
    const version = bytes[at + 4];
    const body = at + 8;
    if (version === 0 && body + 16 <= bytes.length) {
      const timescale = bytes.readUInt32BE(body + 8);
      const duration = bytes.readUInt32BE(body + 12);
      if (timescale > 0) return duration / timescale;
    } else if (version === 1 && body + 28 <= bytes.length) {
      const timescale = bytes.readUInt32BE(body + 16);
      const duration = Number(bytes.readBigUInt64BE(body + 20));
      if (timescale > 0) return duration / timescale;
    }
    at = bytes.indexOf("mvhd", at + 4, "latin1");
  }
  return undefined;
}

const EBML_DURATION = Buffer.from([0x44, 0x89]);
const EBML_TIMECODE_SCALE = Buffer.from([0x2a, 0xd7, 0xb1]);

/** An EBML size (a variable-length integer): its value and length in bytes, or undefined. */
function readVint(bytes: Buffer, at: number): { value: number; length: number } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + (bytes[at + index] as number);
  return { value, length };
}

/** The seconds a WebM (Matroska) segment's Info states, or undefined. */
export function webmDurationSeconds(bytes: Buffer): number | undefined {
  let scale = 1_000_000;
  const scaleAt = bytes.indexOf(EBML_TIMECODE_SCALE);
  if (scaleAt >= 0) {
    const size = readVint(bytes, scaleAt + 3);
    if (size && size.value >= 1 && size.value <= 8) {
      let value = 0;
      const start = scaleAt + 3 + size.length;
      for (let index = 0; index < size.value; index += 1) value = value * 256 + (bytes[start + index] ?? 0);
      if (value > 0) scale = value;
    }
  }
  const at = bytes.indexOf(EBML_DURATION);
  if (at < 0) return undefined;
  const size = readVint(bytes, at + 2);
  if (!size) return undefined;
  const start = at + 2 + size.length;
  if (size.value === 8 && start + 8 <= bytes.length) return (bytes.readDoubleBE(start) * scale) / 1e9;
  if (size.value === 4 && start + 4 <= bytes.length) return (bytes.readFloatBE(start) * scale) / 1e9;
  return undefined;
}

/** The duration the file's container states, in seconds; undefined when it states none we can read. */
export async function videoDurationSeconds(path: string, mime: string): Promise<number | undefined> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(WINDOW, size));
    await handle.read(head, 0, head.length, 0);
    if (mime === "video/webm") return webmDurationSeconds(head);
    const found = mp4DurationSeconds(head);
    if (found !== undefined || size <= WINDOW) return found;
    const tail = Buffer.alloc(WINDOW);
    await handle.read(tail, 0, WINDOW, size - WINDOW);
    return mp4DurationSeconds(tail);
  } finally {
    await handle.close();
  }
}
