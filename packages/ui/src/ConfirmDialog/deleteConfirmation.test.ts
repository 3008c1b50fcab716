import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { overlayMessages } from "../i18n/overlayMessages";
import { deleteConfirmation } from "./deleteConfirmation";

function say(locale: "pt-BR" | "en", label: string, count?: number): string {
  const { id, values } = deleteConfirmation({ label, count });
  return createIntl({ locale, messages: overlayMessages[locale] }).formatMessage({ id }, values);
}

describe("deleteConfirmation", () => {
  it("asks about one named item with the spec's wording", () => {
    expect(say("en", "candidate")).toBe("Are you sure you want to delete this candidate?");
    expect(say("pt-BR", "candidato")).toBe("Tem certeza de que deseja excluir este candidato?");
  });

  it("asks about a count when several are selected", () => {
    expect(say("en", "candidate", 12)).toBe("Are you sure you want to delete 12 items?");
    expect(say("pt-BR", "candidato", 12)).toBe("Tem certeza de que deseja excluir 12 itens?");
  });

  it("treats a count of one (or none) as the single-item question", () => {
    expect(deleteConfirmation({ label: "job", count: 1 }).id).toBe("ui.confirmDialog.deleteOne");
    expect(deleteConfirmation({ label: "job", count: 0 }).id).toBe("ui.confirmDialog.deleteOne");
  });
});
