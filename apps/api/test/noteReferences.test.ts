/**
 * A note is about one record (`reference_type`, `reference_id`): a type of the recruiter area, and a record of it in
 * the writer's business that they may read. Anything else is 422 naming the field, nothing is written, and another
 * business's record gets the very answer a record that does not exist gets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { DEFAULT_DATABASE } from "./support/databases";
import { insert } from "./support/fixtures";
import { errorWithoutId } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

describe.each(DEFAULT_DATABASE)("what a note is about on %s", (kind) => {
  let signed: SignedInWorld;
  let foreignCandidate: number;
  const en = { "accept-language": "en" };

  beforeAll(async () => {
    signed = await signedInWorld(kind, "note_references");
    foreignCandidate = await insert(signed.server.db, schema.candidates, {
      business_id: signed.world.otherBusiness,
      name: "Outra Empresa",
      email: "outra@test.example",
      status: 3,
    });
  });
  afterAll(async () => {
    await signed?.close();
  });

  const note = (reference: Record<string, unknown>) => ({
    note: { action: "Comentário", body: "<p>Bom perfil</p>", ...reference },
  });
  const create = (reference: Record<string, unknown>, headers: Record<string, string> = en) =>
    signed.call("POST", "/recruiters/notes", { token: signed.tokens.admin, headers, body: note(reference) });

  async function notesCount(): Promise<number> {
    const list = await signed.call("GET", "/recruiters/notes", { token: signed.tokens.admin });
    return list.json().notes.length;
  }

  it("accepts a record of the business, named by its entity or its model", async () => {
    const id = signed.world.candidate.id;
    for (const type of ["Candidate", "candidates"]) {
      const response = await create({ reference_type: type, reference_id: id });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it("refuses a type that is no record of the area, naming reference_type", async () => {
    const before = await notesCount();
    for (const type of ["Nada", "recruiters", "roles", "", "notes_x"]) {
      const response = await create({ reference_type: type, reference_id: signed.world.candidate.id });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(type === "" ? 400 : 422);
      expect(Object.keys(response.json().error.fields), type).toEqual(["note.reference_type"]);
    }
    expect(await notesCount()).toBe(before);
  });

  it("answers another business's record as it answers one that does not exist: 422 naming reference_id", async () => {
    const before = await notesCount();
    const foreign = await create({ reference_type: "Candidate", reference_id: foreignCandidate });
    const missing = await create({ reference_type: "Candidate", reference_id: 2_000_000_000 });
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(errorWithoutId(foreign)).toEqual(errorWithoutId(missing));
    expect(foreign.json().error.fields).toEqual({ "note.reference_id": ["No such record in this business."] });
    const pt = await create({ reference_type: "Candidate", reference_id: foreignCandidate }, {});
    expect(pt.json().error.fields).toEqual({ "note.reference_id": ["Registro não encontrado nesta empresa."] });
    expect(await notesCount()).toBe(before);
  });

  it("holds on update too, whichever of the two fields is sent, and the note keeps what it was about", async () => {
    const created = await create({ reference_type: "Candidate", reference_id: signed.world.candidate.id });
    const id = created.json().note.id;
    const update = (values: Record<string, unknown>) =>
      signed.call("PATCH", `/recruiters/notes/${id}`, {
        token: signed.tokens.admin,
        headers: en,
        body: { note: values },
      });
    const foreign = await update({ reference_id: foreignCandidate });
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(Object.keys(foreign.json().error.fields)).toEqual(["note.reference_id"]);
    const type = await update({ reference_type: "Job" });
    expect(type.statusCode, type.body).toBe(422);
    expect(Object.keys(type.json().error.fields)).toEqual(["note.reference_id"]);
    const read = await signed.call("GET", `/recruiters/notes/${id}`, { token: signed.tokens.admin });
    expect(read.json().note).toMatchObject({ reference_type: "Candidate", reference_id: signed.world.candidate.id });
  });
});
