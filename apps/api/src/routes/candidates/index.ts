import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { candidacyRoutes } from "./candidacy";
import { candidateApplyRoutes } from "./candidateApply";
import { candidateCvRoutes } from "./candidateCv";
import { candidateEvaluationRoutes } from "./candidateEvaluations";
import { candidatePageRoutes } from "./candidatePages";
import { candidatePrivacyRoutes } from "./candidatePrivacy";
import { candidateProfileRoutes } from "./candidateProfile";
import { candidateRegistrationRoutes } from "./candidateRegistration";

/** `/candidates/…`: a candidate's own profile, CV, applications, evaluations and LGPD requests. */
export const candidateRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, limits, uploads, live, jobs }) => {
  await app.register(candidatePageRoutes, { db });
  await app.register(candidateProfileRoutes, { db });
  await app.register(candidateRegistrationRoutes, { db });
  await app.register(candidateCvRoutes, { db, uploads });
  await app.register(candidatePrivacyRoutes, { db, jobs, uploads, mailPerRecipient: limits.mailPerRecipient });
  await app.register(candidacyRoutes, { db, live, perAnswer: limits.candidaciesPerAnswer });
  await app.register(candidateApplyRoutes, { db, uploads, live });
  await app.register(candidateEvaluationRoutes, { db, uploads });
};
