import { describe, expect, it } from "vitest";
import type { AccountPrincipal } from "../auth/principal";
import { quotaOf, quotaRefusal, unconfirmedRefusal } from "./limits";
import { megabytes } from "./rejections";

const base = { sessionId: 1, accountId: 7, id: 3, businessId: 1 };
const candidate = (confirmed: boolean): AccountPrincipal => ({
  ...base,
  kind: "candidates",
  confirmed,
  completedRegister: true,
});
const recruiter: AccountPrincipal = {
  ...base,
  kind: "recruiters",
  isAdmin: false,
  rolePermissions: {},
  businessIds: [1],
};
const contact: AccountPrincipal = { ...base, kind: "client_contacts", clientCompanyId: 2, isAdmin: false };

describe("who may upload", () => {
  it("asks a candidate for a confirmed e-mail, and nothing more of accounts staff made", () => {
    expect(unconfirmedRefusal(candidate(false))?.code).toBe("account_not_confirmed");
    expect(unconfirmedRefusal(candidate(true))).toBeUndefined();
    expect(unconfirmedRefusal(recruiter)).toBeUndefined();
    expect(unconfirmedRefusal(contact)).toBeUndefined();
  });

  it("gives candidates and client contacts the quota, recruiters none", () => {
    expect(quotaOf(candidate(true), { quotaBytes: 50_000_000 })).toBe(50_000_000);
    expect(quotaOf(contact, { quotaBytes: 50_000_000 })).toBe(50_000_000);
    expect(quotaOf(recruiter, { quotaBytes: 50_000_000 })).toBeUndefined();
  });
});

describe("quotaRefusal", () => {
  it("lets a file fill the quota exactly and refuses one byte more", () => {
    expect(quotaRefusal(400, 600, 1_000)).toBeUndefined();
    expect(quotaRefusal(400, 601, 1_000)?.toHttpError("en").message).toBe(
      "Storage limit reached: you already use 400 B of 1 kB and this file is 601 B. Remove old files or contact the firm.",
    );
    expect(quotaRefusal(5_000_000, 1, undefined)).toBeUndefined();
  });

  it("says the quota is full when nothing more fits, without a file's size", () => {
    const refusal = quotaRefusal(2_500_000, 0, 2_500_000);
    expect(refusal?.status).toBe(422);
    expect(refusal?.toHttpError("pt-BR").message).toBe(
      "Limite de armazenamento atingido: você já usa 2,5 MB de 2,5 MB. Remova arquivos antigos ou fale com a empresa.",
    );
  });
});

describe("megabytes", () => {
  it("writes MB (a million bytes) with one decimal, kB or bytes below, in the reader's notation", () => {
    expect(megabytes(12_345_678, "pt-BR")).toBe("12,3 MB");
    expect(megabytes(12_345_678, "en")).toBe("12.3 MB");
    expect(megabytes(50_000_000, "en")).toBe("50 MB");
    expect(megabytes(600_400, "pt-BR")).toBe("600 kB");
    expect(megabytes(999, "en")).toBe("999 B");
  });
});
