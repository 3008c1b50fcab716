import { z } from "zod";
import { recordIdSchema } from "./ids";
import { V } from "./messages";
import { plainText } from "./text";

/** Spec §5: a megabyte here is one million bytes, and a file at the limit is already too large. */
export function maxFileBytes(maxMegabytes: number): number {
  return maxMegabytes * 1_000_000;
}

export function isFileTooLarge(sizeBytes: number, maxMegabytes: number): boolean {
  return sizeBytes >= maxFileBytes(maxMegabytes);
}

/** Describes an upload before it is sent (the browser's File, or the server's multipart part). */
export function uploadSchema(maxMegabytes: number) {
  return z.object({
    name: z.string().min(1, V.required.id),
    size: z
      .number()
      .int()
      .nonnegative()
      .refine((size) => !isFileTooLarge(size, maxMegabytes), {
        error: V.fileTooLarge.id,
        params: { n: maxMegabytes },
      }),
    type: z.string().optional(),
  });
}

/** Spec §3, the data-file upload: a file attached to any record. */
export const dataFileSchema = z.object({
  reference_id: recordIdSchema(),
  reference_type: plainText().min(1),
  name: plainText().trim().min(1).optional(),
});
