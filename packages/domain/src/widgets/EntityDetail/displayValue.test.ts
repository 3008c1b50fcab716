import { describe, expect, it } from "vitest";
import { entityField } from "../../entities/fieldQueries";
import { entities } from "../../entities/registry";
import { displayValue } from "./displayValue";

const field = (entity: keyof typeof entities, key: string) => {
  const found = entityField(entities[entity], key);
  if (!found) throw new Error(`${entity}.${key}`);
  return found;
};

describe("displayValue (EntityDetail)", () => {
  it("shows catalogue ids as their labels in the user's language", () => {
    expect(displayValue(field("candidates", "status"), 3, "pt-BR")).toBe("Ativo");
    expect(displayValue(field("candidates", "status"), 3, "en")).toBe("Active");
    expect(displayValue(field("candidates", "hiring_regimes"), [2, 1], "en")).toBe("CLT - Permanent, PJ");
  });

  it("writes dates day/month/year, money in BRL and phones by their length (spec §1, §5)", () => {
    expect(displayValue(field("jobs", "opened_at"), "2025-03-10", "en")).toBe("10/03/2025");
    // Intl puts a no-break space after the currency sign.
    expect(displayValue(field("jobs", "salary_min"), 18000, "pt-BR")).toBe("R$\u00a018.000,00");
    expect(displayValue(field("candidates", "mobile_phone"), "11987654321", "pt-BR")).toBe("(11) 98765-4321");
  });

  it("names linked records, and falls back to their id when the name is not known", () => {
    expect(displayValue(field("jobs", "client_company"), 12, "pt-BR", { "12": "Banco Horizonte" })).toBe(
      "Banco Horizonte",
    );
    expect(displayValue(field("jobs", "recruiters"), [3, 4], "pt-BR", { "3": "Marina" })).toBe("Marina, #4");
  });

  it("reads empty and withheld values as a dash, booleans as yes/no", () => {
    expect(displayValue(field("candidates", "cpf"), null, "pt-BR")).toBe("—");
    expect(displayValue(field("candidates", "tags"), [], "pt-BR")).toBe("—");
    expect(displayValue(field("jobs", "show_salary"), true, "pt-BR")).toBe("Sim");
    expect(displayValue(field("jobs", "show_salary"), false, "en")).toBe("No");
  });

  it("never passes stored HTML through: rich text is shown as its words", () => {
    expect(displayValue(field("jobs", "description"), "<p>Liderar <b>times</b></p><script>x</script>", "pt-BR")).toBe(
      "Liderar times x",
    );
  });

  it("summarises structures: a list by its size", () => {
    expect(displayValue(field("candidates", "skills"), [{}, {}], "en")).toBe("2 items");
  });
});
