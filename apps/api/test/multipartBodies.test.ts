/**
 * Multipart bodies the server cannot read are the caller's fault: a body cut off in the middle of a part, one without
 * its closing delimiter, and a content type without a boundary answer 400 in the caller's language on every upload
 * route, and leave no file behind (no row, nothing in the incoming directory or the storage).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { SAMPLES } from "./fixtures/uploads/files";
import { DEFAULT_DATABASE } from "./support/databases";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

const BOUNDARY = "----seletaMalformed0123";

/** A well-formed form: its text fields, then a file part under `fileField`. */
function form(fields: Record<string, string>, fileField: string, bytes: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="file.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(chunks);
}

/** Each way a multipart body can be unreadable: its payload and content type, from a well-formed body. */
const MALFORMED = {
  "cut off inside the file": (body: Buffer) => ({
    payload: body.subarray(0, body.length - 40),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }),
  "without its closing delimiter": (body: Buffer) => ({
    payload: body.subarray(0, body.length - `--${BOUNDARY}--\r\n`.length),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }),
  "without a boundary": (body: Buffer) => ({ payload: body, contentType: "multipart/form-data" }),
  "with an empty boundary": (body: Buffer) => ({ payload: body, contentType: "multipart/form-data; boundary=" }),
  "with a boundary longer than 70 characters": (body: Buffer) => ({
    payload: body,
    contentType: `multipart/form-data; boundary=${"x".repeat(300)}`,
  }),
} as const;

describe.each(DEFAULT_DATABASE)("malformed multipart bodies on %s", (kind) => {
  let signed: SignedInWorld;

  beforeAll(async () => {
    signed = await signedInWorld(kind, "multipart_bodies");
  });
  afterAll(async () => {
    await signed?.close();
  });

  /** Every upload route: who calls it, and a well-formed body it would read. */
  const uploadRoutes = () => {
    const { world, tokens } = signed;
    const pdf = SAMPLES.png();
    const reference = { reference_type: "Candidate", reference_id: String(world.candidate.id) };
    const answers = JSON.stringify({ answers: [] });
    return [
      { path: "/recruiters/data_files", token: tokens.admin, body: form(reference, "data_file[file]", pdf) },
      { path: "/candidates/data_files", token: tokens.candidate, body: form(reference, "data_file[file]", pdf) },
      {
        path: "/client_contacts/data_files",
        token: tokens.clientContact,
        body: form(reference, "data_file[file]", pdf),
      },
      { path: "/candidates/curriculum", token: tokens.candidate, body: form({}, "data_file[file]", pdf) },
      {
        path: "/candidates/jobs/openJobUid0000000000AA/applies",
        token: tokens.candidate,
        body: form({ apply: answers }, "video_0", pdf),
      },
      {
        path: "/candidates/evaluations/someEvaluationUid00AA/answers",
        token: tokens.candidate,
        body: form({ answers }, "video_0", pdf),
      },
    ];
  };

  function leftovers(): string[] {
    const root = signed.storage.dataDir;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else found.push(join(dir, entry.name));
      }
    };
    if (existsSync(join(root, "uploads"))) walk(join(root, "uploads"));
    return found;
  }

  it("answer 400 in the caller's language on every upload route, and keep no file", async () => {
    const before = leftovers();
    for (const route of uploadRoutes()) {
      for (const [how, malformed] of Object.entries(MALFORMED)) {
        const { payload, contentType } = malformed(route.body);
        for (const [language, message] of [
          ["en", /^The upload arrived incomplete or malformed/],
          ["pt-BR", /^O envio chegou incompleto ou mal formado/],
        ] as const) {
          const response = await signed.server.app.inject({
            method: "POST",
            url: `/api/v1${route.path}`,
            headers: {
              authorization: `Bearer ${route.token}`,
              "content-type": contentType,
              "accept-language": language,
            },
            payload,
          });
          expect(response.statusCode, `${route.path} ${how}: ${response.body}`).toBe(400);
          expect(response.json().error.code, `${route.path} ${how}`).toBe("malformed_multipart");
          expect(response.json().error.message, `${route.path} ${how}`).toMatch(message);
        }
      }
    }
    const [files] = await queryRows<{ count: number }>(
      signed.server.db,
      sql`select count(*)::int as count from data_files`,
    );
    expect(Number(files?.count)).toBe(0);
    expect(leftovers().map((path) => path.slice(signed.storage.dataDir.length))).toEqual(
      before.map((path) => path.slice(signed.storage.dataDir.length)),
    );
  });
});
