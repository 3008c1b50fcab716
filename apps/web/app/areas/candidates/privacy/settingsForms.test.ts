import { ApiError, type DataExport } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import {
  exportState,
  postedConsents,
  postedPassword,
  settingsIntent,
  settingsPaths,
  settingsRefusal,
  settingsView,
} from "./settingsForms";

const form = (entries: Record<string, string>) => {
  const sent = new FormData();
  for (const [name, value] of Object.entries(entries)) sent.set(name, value);
  return sent;
};

const exported = (status: DataExport["status"], rest: Partial<DataExport> = {}): DataExport => ({
  id: 7,
  status,
  progress: 0,
  file: null,
  error_message: null,
  created_at: "2026-11-27T07:00:00.000Z",
  expires_at: "2026-12-04T07:00:00.000Z",
  ...rest,
});

describe("the settings page's forms", () => {
  it("reads the outcome, the export followed and the confirmation step from the URL", () => {
    const view = (path: string) => settingsView(new URL(`http://localhost${path}`));
    expect(view("/candidates/settings")).toEqual({ outcome: null, exportId: null, confirmDeletion: false });
    expect(view(settingsPaths.consentsSaved).outcome).toBe("consentsSaved");
    expect(view(settingsPaths.deletionRequested).outcome).toBe("deletionRequested");
    expect(view(settingsPaths.dataExport(42)).exportId).toBe(42);
    expect(view("/candidates/settings?export=0").exportId).toBeNull();
    expect(view("/candidates/settings?export=1e3").exportId).toBeNull();
    expect(view("/candidates/settings?export=-4").exportId).toBeNull();
    expect(view(settingsPaths.confirmDeletion).confirmDeletion).toBe(true);
  });

  it("tells the forms apart by their button's intent, and knows no other", () => {
    expect(settingsIntent(form({ intent: "consents" }))).toBe("consents");
    expect(settingsIntent(form({ intent: "export" }))).toBe("export");
    expect(settingsIntent(form({ intent: "deletion" }))).toBe("deletion");
    expect(settingsIntent(form({ intent: "erase_everyone" }))).toBeNull();
    expect(settingsIntent(form({}))).toBeNull();
  });

  it("counts a purpose whose box is not in the form as refused", () => {
    expect(postedConsents(form({ intent: "consents", talent_pool: "on" }))).toEqual({
      talent_pool: true,
      marketing_emails: false,
    });
    expect(postedConsents(form({}))).toEqual({ talent_pool: false, marketing_emails: false });
  });

  it("keeps the password as typed", () => {
    expect(postedPassword(form({ password: " segredo " }))).toBe(" segredo ");
    expect(postedPassword(form({}))).toBe("");
  });

  it("follows an export: the percent while it runs, then its link, its expiry or its failure", () => {
    expect(exportState(exported("processing", { progress: 42.4 }))).toEqual({ kind: "running", percent: 42 });
    expect(exportState(exported("processing", { progress: 140 }))).toEqual({ kind: "running", percent: 100 });
    const href = "/api/v1/candidates/data_exports/7/file";
    expect(exportState(exported("completed", { progress: 100, file: href }))).toEqual({ kind: "ready", href });
    expect(exportState(exported("completed", { progress: 100 }))).toEqual({ kind: "expired" });
    expect(exportState(exported("error", { error_message: "Falhou." }))).toEqual({
      kind: "failed",
      message: "Falhou.",
    });
  });

  it("puts a refused password under the field, and any other refusal in the summary", () => {
    const wrongPassword = new ApiError(422, {
      code: "wrong_password",
      message: "Senha incorreta.",
      fields: { "account_deletion.password": ["Senha incorreta."] },
    });
    expect(settingsRefusal("deletion", wrongPassword)).toEqual({
      intent: "deletion",
      problem: { kind: "fields" },
      errors: { password: "Senha incorreta." },
      values: null,
      httpStatus: 422,
    });
    const ticked = { talent_pool: true, marketing_emails: false };
    const busy = new ApiError(503, { code: "server_busy", message: "Servidor ocupado." });
    expect(settingsRefusal("consents", busy, ticked)).toEqual({
      intent: "consents",
      problem: { kind: "message", text: "Servidor ocupado." },
      errors: {},
      values: ticked,
      httpStatus: 503,
    });
    const unreachable = new ApiError(0, { code: "network_error", message: "Sem conexão." });
    expect(settingsRefusal("export", unreachable).httpStatus).toBe(503);
    expect(settingsRefusal("export", new Error("boom"))).toMatchObject({
      problem: { kind: "failed" },
      httpStatus: 503,
    });
  });
});
