/**
 * The candidate's registration wizard (spec §2), for the signed-in candidate's own record only:
 *   GET  /candidates/registration          where the candidate stands, and the business areas to choose from
 *   POST /candidates/registration/stages   a stage done: its fields were saved through the profile (PATCH
 *                                          /candidates/profile); its required ones must hold a value
 *   POST /candidates/registration          completes the registration once every stage's required fields do
 * The stages done are stored on the candidate (`registration_stage`, a count a recruiter never edits), so a reload
 * resumes where the candidate left off. A refusal names the blank fields in the candidate's language and changes
 * nothing.
 */
import {
  type AnyEntity,
  defineMessages,
  entities,
  formatMessage,
  type Locale,
  REGISTRATION_STAGES,
  validationMessages,
} from "@seleta/domain";
import {
  missingRegistrationFields,
  missingStageFields,
  stagesDone,
  stagesDoneAfter,
} from "@seleta/domain/candidate-portal";
import {
  candidateRegistrationAnswerSchema,
  registrationProgressAnswerSchema,
  registrationStageBodySchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { principalOf, requireSignIn } from "../../auth/http";
import { businessAreas, writeRegistrationProgress } from "../../candidatePortal/queries";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale, validationFailed } from "../../edge/errors";
import { findRow, recordOf } from "../../engine/records";

type CandidateRow = Record<string, unknown>;

const candidatesEntity = entities.candidates;

// The server's own texts: the candidate reads them in the refusal's answer, the web app shows them as they come.
const registrationRefusalMessages = defineMessages("registration.refusal", {
  missing: {
    "pt-BR": "Preencha os campos obrigatórios: {fields}.",
    en: "Please fill in the required fields: {fields}.",
  },
  stageLocked: {
    "pt-BR": "Conclua as etapas anteriores primeiro.",
    en: "Please complete the previous stages first.",
  },
});

/**
 * The answer to a registration the candidate cannot complete yet, in their language: one message naming every
 * blank required field by its label, and each field's own "Required." (the API's `fields`).
 */
function missingFieldsRefusal(
  entity: AnyEntity,
  missing: readonly string[],
  locale: Locale,
): { readonly message: string; readonly fields: Record<string, string[]> } {
  const labelOf = (key: string) => {
    const field = entity.fieldList.find((candidate) => candidate.key === key);
    return field ? field.label[locale] : key;
  };
  const required = formatMessage(validationMessages.messages.required, locale);
  return {
    message: formatMessage(registrationRefusalMessages.messages.missing, locale, {
      fields: missing.map(labelOf).join(", "),
    }),
    fields: Object.fromEntries(missing.map((key) => [key, [required]])),
  };
}

function progressOf(row: CandidateRow) {
  return {
    stages_done: stagesDone(Number(row.registration_stage ?? 0)),
    completed: row.completed_register === true,
    confirmed: row.confirmed === true,
  };
}

export const candidateRegistrationRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "candidates");

  /** The candidate's own row: the session's principal names it, so no id travels in the request. */
  async function ownRow(request: FastifyRequest) {
    const principal = principalOf(request, "candidates");
    const row = await findRow(db.drizzle, principal, "read", candidatesEntity, principal.id);
    if (!row) throw notFound();
    return { principal, row };
  }

  /** Refuses, naming the blank required fields in the candidate's language. */
  function refuseMissing(request: FastifyRequest, missing: readonly string[]): never {
    const refusal = missingFieldsRefusal(candidatesEntity, missing, requestLocale(request));
    throw validationFailed(refusal.fields, refusal.message);
  }

  /** Writes the wizard's own columns of the candidate's row, with its audit entry, in one transaction. */
  async function writeProgress(
    request: FastifyRequest,
    { principal, row }: Awaited<ReturnType<typeof ownRow>>,
    values: { registration_stage: number; completed_register?: boolean },
  ) {
    const changes: Record<string, [unknown, unknown]> = {};
    if (values.registration_stage !== Number(row.registration_stage ?? 0)) {
      changes.registration_stage = [row.registration_stage ?? null, values.registration_stage];
    }
    if (values.completed_register !== undefined && values.completed_register !== row.completed_register) {
      changes.completed_register = [row.completed_register ?? null, values.completed_register];
    }
    if (Object.keys(changes).length === 0) return row;
    return (await writeRegistrationProgress(db, principal, values, changes, request.id)) ?? row;
  }

  app.get(
    "/candidates/registration",
    {
      preHandler: signedIn,
      schema: {
        tags: ["candidates"],
        summary: "Where the signed-in candidate stands in the registration wizard",
        response: { 200: candidateRegistrationAnswerSchema },
      },
    },
    async (request) => {
      const { row } = await ownRow(request);
      const english = requestLocale(request) === "en";
      // The business areas are one catalogue for the whole group (a shared entity).
      const areas = await businessAreas(db);
      return {
        registration: progressOf(row),
        business_areas: areas.map((area) => ({
          id: Number(area.id),
          name: english && area.name_en?.trim() ? area.name_en : area.name,
        })),
      };
    },
  );

  app.post(
    "/candidates/registration/stages",
    {
      preHandler: signedIn,
      schema: {
        tags: ["candidates"],
        summary: "Marks a stage of the registration wizard done (its required fields must be saved)",
        body: registrationStageBodySchema,
        response: { 200: registrationProgressAnswerSchema },
      },
    },
    async (request) => {
      const own = await ownRow(request);
      const { stage } = request.body;
      const record = await recordOf(db.drizzle, candidatesEntity, own.row, own.principal);
      const missing = missingStageFields(stage, record);
      if (missing.length > 0) refuseMissing(request, missing);
      const count = stagesDoneAfter(Number(own.row.registration_stage ?? 0), stage);
      if (count === undefined) {
        const locale = requestLocale(request);
        throw new HttpError(409, "stage_locked", registrationRefusalMessages.messages.stageLocked[locale]);
      }
      return { registration: progressOf(await writeProgress(request, own, { registration_stage: count })) };
    },
  );

  app.post(
    "/candidates/registration",
    {
      preHandler: signedIn,
      schema: {
        tags: ["candidates"],
        summary: "Completes the signed-in candidate's registration (every stage's required fields must be saved)",
        response: { 200: registrationProgressAnswerSchema },
      },
    },
    async (request) => {
      const own = await ownRow(request);
      const record = await recordOf(db.drizzle, candidatesEntity, own.row, own.principal);
      const missing = missingRegistrationFields(record).map(({ field }) => field);
      if (missing.length > 0) refuseMissing(request, missing);
      const updated = await writeProgress(request, own, {
        registration_stage: REGISTRATION_STAGES.length,
        completed_register: true,
      });
      return { registration: progressOf(updated) };
    },
  );
};
