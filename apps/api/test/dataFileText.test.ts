/**
 * A file's text (`GET /{role}/data_files/{id}/text`): a recruiter reads the words of a candidate's CV once the
 * background job has read them; a file of another business, or one whose record is out of reach, is the same 404 as
 * none; a candidate or client contact cannot use the recruiters' route, and a candidate reads only their own file's
 * text; a text still being read answers null; a text over the cap comes cut and says so; the answer is never cached.
 */
import { randomBytes } from "node:crypto";
import { DATA_FILE_TEXT_MAX_CHARS } from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { capText } from "../src/routes/shared/dataFileText";
import { makePdf } from "./fixtures/uploads/files";
import { DEFAULT_DATABASE } from "./support/databases";
import { insert } from "./support/fixtures";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

/** A multipart body with one file in the field the uploads read. */
function multipartFile(bytes: Buffer, filename: string) {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data_file[file]"; filename="${filename}"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("capText", () => {
  it("keeps a text within the cap whole and cuts a longer one at the cap", () => {
    expect(capText("abc", 3)).toEqual({ text: "abc", truncated: false });
    expect(capText("abcd", 3)).toEqual({ text: "abc", truncated: true });
  });

  it("never ends on half of a character written as two UTF-16 units", () => {
    expect(capText("ab😀cd", 3)).toEqual({ text: "ab", truncated: true });
    expect(capText("ab😀cd", 4)).toEqual({ text: "ab😀", truncated: true });
  });
});

describe.each(DEFAULT_DATABASE)("a file's text on %s", (kind) => {
  let signed: SignedInWorld;
  let cvId: number;

  const read = (token: string | undefined, id: number, role = "recruiters") =>
    signed.call("GET", `/${role}/data_files/${id}/text`, { token, headers: { "accept-language": "en" } });

  /** A file row as the upload writes it, with the text state a test needs. */
  const fileRow = async (candidate: number, business: number, textStatus: string, text: string | null) => {
    const [row] = await queryRows<{ id: number }>(
      signed.server.db,
      sql`insert into data_files (business_id, reference_type, reference_id, name, storage_key, content_type, size,
                                  sha256, text, text_status)
          values (${business}, 'Candidate', ${candidate}, 'cv.pdf', ${`test/${randomBytes(8).toString("hex")}.pdf`},
                  'application/pdf', 10, ${"0".repeat(64)}, ${text}, ${textStatus})
          returning id`,
    );
    return Number(row?.id);
  };

  beforeAll(async () => {
    signed = await signedInWorld(kind, "data_file_text", { foreignRecruiter: true });
    // The candidate sends their CV, as on their CV page; the background job then reads its text.
    const body = multipartFile(
      makePdf(["Carla Candidata", "Experiencia com ornitorrinco e contabilidade"]),
      "Curriculo Carla.pdf",
    );
    const sent = await signed.server.app.inject({
      method: "POST",
      url: "/api/v1/candidates/curriculum",
      headers: { authorization: `Bearer ${signed.tokens.candidate}`, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(201);
    cvId = sent.json().data_file.id;
    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ text_status: string }>(
          signed.server.db,
          sql`select text_status from data_files where id = ${cvId}`,
        );
        expect(row?.text_status).toBe("done");
      },
      { timeout: 60_000, interval: 100 },
    );
  });
  afterAll(async () => {
    await signed?.close();
  });

  it("gives a recruiter the words of a candidate's CV, never to be cached", async () => {
    for (const token of [signed.tokens.admin, signed.tokens.recruiter]) {
      const response = await read(token, cvId);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const { data_file_text } = response.json();
      expect(data_file_text).toEqual({ id: cvId, text_status: "done", text: expect.any(String), truncated: false });
      expect(data_file_text.text).toContain("ornitorrinco e contabilidade");
    }
  });

  it("answers a recruiter of another business, and for an unknown id, the same 404", async () => {
    const foreign = await read(signed.tokens.foreign, cvId);
    const unknown = await read(signed.tokens.foreign, cvId + 1000);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe(unknown.json().error.code);
    expect(foreign.body).not.toContain("ornitorrinco");
  });

  it("keeps candidates and client contacts off the recruiters' route", async () => {
    for (const token of [signed.tokens.candidate, signed.tokens.clientContact]) {
      const response = await read(token, cvId);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain("ornitorrinco");
    }
    expect((await read(undefined, cvId)).statusCode).toBe(401);
    // Under their own prefix, a candidate not shown to the client is as absent as none.
    const client = await read(signed.tokens.clientContact, cvId, "client_contacts");
    expect(client.statusCode).toBe(404);
    expect(client.body).not.toContain("ornitorrinco");
  });

  it("lets a candidate read their own CV's text, and another candidate's file is a 404", async () => {
    const own = await read(signed.tokens.candidate, cvId, "candidates");
    expect(own.statusCode).toBe(200);
    expect(own.json().data_file_text.text).toContain("ornitorrinco");
    const someoneElse = await insert(signed.server.db, schema.candidates, {
      business_id: signed.world.business,
      name: "Otto Outro",
      email: "otto@test.example",
      status: 3,
    });
    const othersCv = await fileRow(someoneElse, signed.world.business, "done", "Otto sabe tricotar");
    const refused = await read(signed.tokens.candidate, othersCv, "candidates");
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("tricotar");
  });

  it("answers null while the text is still being read, or when there was none to read", async () => {
    const candidate = signed.world.candidate.id;
    for (const status of ["pending", "no_text", "failed"]) {
      const id = await fileRow(candidate, signed.world.business, status, null);
      const response = await read(signed.tokens.admin, id);
      expect(response.statusCode).toBe(200);
      expect(response.json().data_file_text).toEqual({ id, text_status: status, text: null, truncated: false });
    }
  });

  it("cuts a text longer than the cap and says it was cut", async () => {
    const long = `${"palavra ".repeat(DATA_FILE_TEXT_MAX_CHARS / 8)}depois do limite`;
    const id = await fileRow(signed.world.candidate.id, signed.world.business, "done", long);
    const { data_file_text } = (await read(signed.tokens.admin, id)).json();
    expect(data_file_text.truncated).toBe(true);
    expect(data_file_text.text).toHaveLength(DATA_FILE_TEXT_MAX_CHARS);
    expect(data_file_text.text).not.toContain("depois do limite");
  });
});
