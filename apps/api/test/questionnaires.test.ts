/**
 * A questionnaire's own refusals, on each route that takes its answers (questionnaires/answerQuestionnaire.ts): the
 * answers to questions that changed since the form was drawn are refused in the owner's words, a consent to an
 * outdated text is refused where the questionnaire asks for the consent, and neither stores anything.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const QUESTIONS = [
  { text: "Por que esta vaga?", response_type: 0, options: [], required: true },
  { text: "Aceita viajar?", response_type: 1, options: [], required: true },
];
const ANSWERS = ["Porque gosto de números.", true];
const JOB_UID = "questionnaireJobUid0AA";
const EVALUATION_UID = "questionnaireEvalUid0A";

describe.each(DEFAULT_DATABASE)("a questionnaire's refusals on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let token = "";
  const ids = { job: 0, evaluation: 0 };

  const count = async (table: "applies" | "evaluation_requests", where = sql`true`) =>
    Number(
      (
        await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)
      )[0]?.n,
    );

  beforeAll(async () => {
    storage = await createTestStorage(kind, "questionnaires");
    server = await startServer(testConfig(storage));
    world = await createWorld(server.db);
    call = caller(server.app);
    ids.job = await insert(server.db, schema.jobs, {
      business_id: world.business,
      title: "Controller",
      status: 1,
      published: true,
      uid: JOB_UID,
      questions: QUESTIONS,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    const apply = await insert(server.db, schema.applies, {
      business_id: world.business,
      candidate_id: world.candidate.id,
      job_id: await insert(server.db, schema.jobs, {
        business_id: world.business,
        title: "Diretor Financeiro",
        status: 1,
        client_company_id: world.clientContact.company,
        owner_id: world.admin.id,
      }),
      stage: 0,
    });
    ids.evaluation = await insert(server.db, schema.evaluations, {
      business_id: world.business,
      title: "Liderança",
      questions: QUESTIONS,
      active: true,
    });
    await insert(server.db, schema.evaluation_requests, {
      business_id: world.business,
      evaluation_id: ids.evaluation,
      candidate_id: world.candidate.id,
      apply_id: apply,
      uid: EVALUATION_UID,
      sent_at: new Date().toISOString(),
    });
    const session = await call("POST", "/candidates/sessions", {
      body: { email: world.candidate.email, password: PASSWORD },
    });
    expect(session.statusCode, session.body).toBe(200);
    token = session.json().token;
  });

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  const headers = { "accept-language": "pt-BR" };

  it("refuses an apply's consent to an outdated text, storing nothing", async () => {
    const form = (await call("GET", `/candidates/jobs/${JOB_UID}/apply`, { token, headers })).json();
    const response = await call("POST", `/candidates/jobs/${JOB_UID}/applies`, {
      token,
      headers,
      body: { answers: ANSWERS, questions_version: form.questions_version, consent: true, consent_version: "old" },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "consent_outdated",
      message: "O texto do consentimento mudou. Recarregue a página e aceite o novo texto.",
    });
    expect(await count("applies", sql`job_id = ${ids.job}`)).toBe(0);
  });

  it("refuses answers to an evaluation whose questions changed, in the evaluation's words, storing nothing", async () => {
    const form = (await call("GET", `/candidates/evaluations/${EVALUATION_UID}`, { token, headers })).json();
    expect(form.evaluation.questions).toHaveLength(2);
    await server.db.drizzle.execute(sql`update evaluations set questions = ${JSON.stringify(QUESTIONS.slice(0, 1))}::jsonb
                                        where id = ${ids.evaluation}`);
    const response = await call("POST", `/candidates/evaluations/${EVALUATION_UID}/answers`, {
      token,
      headers,
      body: { answers: ANSWERS, questions_version: form.questions_version },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "questions_changed",
      message: "As perguntas desta avaliação mudaram enquanto você respondia. Recarregue a página e responda de novo.",
    });
    expect(await count("evaluation_requests", sql`answered_at is not null`)).toBe(0);
  });
});
