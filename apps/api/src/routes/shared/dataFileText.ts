/**
 * The text read from a file (`GET /{role}/data_files/{id}/text`): what a recruiter reads of a candidate's CV on the
 * candidate's page, where the file itself is only ever a download. Whoever may download the file may read its text,
 * under the same prefixes and the same object-level check (routes/shared/dataFiles.ts `findRecordFile`): a file whose record
 * is out of reach is the same 404 as no file. Like a download, reading it is not audited. The text is personal data:
 * never stored by a cache.
 */
import { DATA_FILE_TEXT_MAX_CHARS, dataFileTextAnswerSchema, pathIdSchema, type TextStatus } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignIn } from "../../auth/http";
import type { Database } from "../../db/client";
import { API_CACHE_CONTROL } from "../../edge/delivery";
import { storedFileText } from "../../uploads/queries";
import { DATA_FILE_ROLES, findRecordFile } from "./dataFiles";

type DataFileText = z.input<typeof dataFileTextAnswerSchema>["data_file_text"];

/**
 * At most `max` characters of a text, and whether any were left out. Never ends on half of a character written as
 * two UTF-16 units (an emoji, a rare CJK ideograph), which would show as a broken glyph.
 */
export function capText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return { text: text.slice(0, end), truncated: true };
}

/** The answer for a file: its text only once it has been read (`done`). */
export function fileTextAnswer(id: number, status: TextStatus | null, text: string | null): DataFileText {
  if (status !== "done" || text === null) return { id, text_status: status, text: null, truncated: false };
  return { id, text_status: status, ...capText(text, DATA_FILE_TEXT_MAX_CHARS) };
}

export const dataFileTextRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const role of DATA_FILE_ROLES) {
    app.get(
      `/${role}/data_files/:id/text`,
      {
        preHandler: requireSignIn(db, role),
        schema: {
          tags: ["data_files"],
          summary: "The text read from a PDF or DOCX (null until read)",
          description:
            `For whoever may download the file. At most ${DATA_FILE_TEXT_MAX_CHARS} characters ` +
            "(`truncated` says when more were read); 404 for a file out of reach.",
          params: z.object({ id: pathIdSchema }),
          response: { 200: dataFileTextAnswerSchema },
        },
      },
      async (request, reply) => {
        const { row } = await findRecordFile(db, request, role, request.params.id, "read");
        // The text alone, read only once the file is known to be within reach.
        const text = await storedFileText(db, Number(row.id));
        reply.header("cache-control", API_CACHE_CONTROL);
        return {
          data_file_text: fileTextAnswer(Number(row.id), (row.text_status ?? null) as TextStatus | null, text),
        };
      },
    );
  }
};
