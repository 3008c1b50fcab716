/**
 * The signed-in candidate's CV (spec §2 `/candidates/curriculum`): their newest PDF or DOCX on their own record,
 * with where reading its text stands, and its removal. The upload itself is `POST /candidates/curriculum`
 * (routes/shared/dataFiles.ts, which shares the uploads' checks); the download is `GET /candidates/data_files/{id}`.
 * Only the candidate's own record is ever looked at: another's file is the same 404 as none.
 */
import { candidateCurriculumAnswerSchema, pathIdSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { CandidatePrincipal } from "../../auth/principal";
import type { Database } from "../../db/client";
import { requestLocale } from "../../edge/errors";
import { deleteOwnCv, ownCvRows } from "../../uploads/queries";
import { UploadRejected } from "../../uploads/rejections";
import type { UploadSettings } from "../../uploads/settings";
import { type DataFileRow, presentDataFile } from "../shared/dataFiles";

export const candidateCvRoutes: FastifyPluginAsync<{ db: Database; uploads?: UploadSettings | undefined }> = async (
  fastify,
  { db, uploads },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "candidates");
  const tags = ["candidates"];

  const ownCvs = async (principal: CandidatePrincipal) => (await ownCvRows(db, principal)) as unknown as DataFileRow[];

  app.get(
    "/candidates/curriculum",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The signed-in candidate's CV and where reading its text stands",
        response: { 200: candidateCurriculumAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const [newest] = await ownCvs(principal);
      return {
        curriculum: newest ? presentDataFile("candidates", newest) : null,
        max_megabytes: uploads?.maxMegabytes ?? 0,
      };
    },
  );

  app.delete(
    "/candidates/curriculum/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Remove one of the signed-in candidate's CVs (its row, its text in the search, its bytes)",
        params: z.object({ id: pathIdSchema }),
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "candidates");
      const cvs = await ownCvs(principal);
      const row = cvs.find((cv) => Number(cv.id) === request.params.id);
      if (!row) throw new UploadRejected(404, "not_found", "fileNotFound").toHttpError(requestLocale(request));
      await deleteOwnCv(db, principal, Number(row.id));
      // After the commit: a failed removal leaves an unreferenced file, never a row without its bytes.
      await uploads?.storage.remove(row.storage_key).catch((error: unknown) => {
        request.log.error({ err: error, key: row.storage_key }, "Could not remove a deleted CV's bytes");
      });
      return reply.code(204).send();
    },
  );
};
