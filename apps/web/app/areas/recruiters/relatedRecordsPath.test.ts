import { describe, expect, it } from "vitest";
import { appliesWhere, relatedRecordsOf } from "./relatedRecordsPath";

describe("relatedRecordsOf", () => {
  it("reads a company's or a contact's jobs and applies", () => {
    expect(relatedRecordsOf("/recruiters/client_companies/12/applies", "12")).toEqual({
      owner: "client_companies",
      id: 12,
      list: "applies",
      jobsWhere: { client_company: 12 },
    });
    expect(relatedRecordsOf("/recruiters/client_contacts/3/jobs/", "3")).toEqual({
      owner: "client_contacts",
      id: 3,
      list: "jobs",
      jobsWhere: { client_contact: 3 },
    });
  });

  it("is null for another owner, another list or an id that names no record", () => {
    expect(relatedRecordsOf("/recruiters/candidates/12/applies", "12")).toBeNull();
    expect(relatedRecordsOf("/recruiters/client_companies/12/notes", "12")).toBeNull();
    expect(relatedRecordsOf("/recruiters/client_companies/0/applies", "0")).toBeNull();
    expect(relatedRecordsOf("/recruiters/client_companies/x/applies", "x")).toBeNull();
  });
});

describe("appliesWhere", () => {
  it("narrows the applies to the owner's jobs, and to none when it has no job", () => {
    expect(appliesWhere([4, 9])).toEqual({ job: { in: [4, 9] } });
    expect(appliesWhere([])).toEqual({ job: { null: true } });
  });
});
