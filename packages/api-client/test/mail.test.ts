/**
 * Mail through the client, against the real API with the demo world: a prospecting batch queued to a selection,
 * the rule that only a sent message can be answered, the administrators-only outbox, and the public unsubscribe
 * link (no session: its 404 is a bad link, never an expired session).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  entityApi,
  getOutbox,
  getUnsubscribe,
  type HttpClient,
  queueSendOutBatch,
  recordSendOutResponse,
  sendContactMessage,
  unsubscribeProspecting,
} from "../src";
import { rawQuery, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
let admin: HttpClient;
let recruiter: HttpClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.signedIn("admin")).http;
  recruiter = (await api.signedIn("recruiter")).http;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe("send-out batches", () => {
  it("queues one message per selected person, by the Microsoft sending type under 200 people", async () => {
    const { records: candidates } = await entityApi(admin, "candidates").list({ per_page: 2, order: { id: "asc" } });
    const batch = await queueSendOutBatch(admin, {
      recipients: candidates.map((candidate) => ({ reference_type: "Candidate" as const, reference_id: candidate.id })),
      subject: "Oportunidade",
      body: "<p>Olá!</p>",
    });
    expect(batch.queued + batch.skipped.without_email + batch.skipped.unsubscribed).toBe(2);
    expect(batch.sending_type).toBe(0);
  });

  it("refuses an answer to a message that was not sent yet", async () => {
    const [queued] = await rawQuery<{ id: number }>(
      api,
      "select id from sendout_queues where status = 0 order by id desc limit 1",
    );
    if (!queued) throw new Error("The batch above left a message waiting");
    const error = await failure(recordSendOutResponse(admin, Number(queued.id)));
    expect(error.status).toBe(409);
  });
});

describe("the outbox", () => {
  it("pages the current business's mail for an administrator, and is closed to other recruiters", async () => {
    const page = await getOutbox(admin, { page: 1, per_page: 5 });
    expect(page.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(page.outbox.length).toBeLessThanOrEqual(5);
    expect((await failure(getOutbox(recruiter))).status).toBe(403);
  });
});

describe("the unsubscribe link", () => {
  it("answers 404 for a link nobody was sent, without reporting an expired session", async () => {
    const anonymous = api.anonymous();
    const expired: string[] = [];
    anonymous.onSessionExpired((event) => expired.push(event.path));
    expect((await failure(getUnsubscribe(anonymous, "not-a-real-link"))).status).toBe(404);
    expect((await failure(unsubscribeProspecting(anonymous, "not-a-real-link"))).status).toBe(404);
    expect(expired).toEqual([]);
  });
});

describe("the public contact form", () => {
  it("sends a visitor's message without a session, to the brand's address in the admin's outbox", async () => {
    const subject = `Contato do cliente ${Date.now()}`;
    const answer = await sendContactMessage(api.anonymous(), {
      email: "visitante@example.com",
      subject,
      message: "Olá!",
    });
    expect(answer).toEqual({ contact_message: { received: true } });
    const { outbox } = await getOutbox(admin, { per_page: 100 });
    expect(outbox.find((mail) => mail.subject === `Contato pelo site: ${subject}`)).toMatchObject({
      to_email: "contato@local.localhost",
      kind: "contact_message",
      reply_to: "visitante@example.com",
    });
  });

  it("throws the refusal's field messages in the caller's language", async () => {
    const error = await failure(
      sendContactMessage(api.anonymous({ getLocale: () => "en" }), { email: "x@", subject: "", message: "Oi" }),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ email: ["Invalid email"], subject: ["Inform the subject"] });
  });
});
