import { describe, expect, it } from "vitest";
import { hiringRegimes } from "../../../catalogues/hiringRegimes";
import { formatMessage, type Message, type MessageValues } from "../../../i18n/messageSet";
import { catalogueText, dateText, jobLocationText, salaryText, workTypeText } from "./jobText";

const sayIn =
  (locale: "pt-BR" | "en") =>
  (message: Message, values?: MessageValues): string =>
    formatMessage(message, locale, values);
const say = sayIn("pt-BR");
// Intl writes a no-break space after "R$": compare with plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, " ") ?? null;

describe("a public job's facts in words", () => {
  it("place a job in its city and state, or call a remote-only job remote", () => {
    expect(jobLocationText({ city: "São Paulo", state: "SP", work_type: 1 }, say)).toBe("São Paulo, SP");
    expect(jobLocationText({ city: null, state: "RJ", work_type: 3 }, say)).toBe("RJ");
    expect(jobLocationText({ city: null, state: null, work_type: 2 }, say)).toBe("Remoto");
    expect(jobLocationText({ city: null, state: null, work_type: 2 }, sayIn("en"))).toBe("Remote");
    expect(jobLocationText({ city: null, state: null, work_type: 1 }, say)).toBeNull();
  });

  it("write a salary range in whole reais, a month, in the visitor's language", () => {
    const salary = (min: number | null, max: number | null) => ({ min, max, currency: "BRL" as const });
    expect(plain(salaryText(salary(12000, 15000.5), "pt-BR", say))).toBe("R$ 12.000 a R$ 15.001 por mês");
    expect(plain(salaryText(salary(15000, 12000), "pt-BR", say))).toBe("R$ 12.000 a R$ 15.000 por mês");
    expect(plain(salaryText(salary(8000, 8000), "pt-BR", say))).toBe("R$ 8.000 por mês");
    expect(plain(salaryText(salary(8000, null), "en", sayIn("en")))).toBe("From R$8,000 a month");
    expect(plain(salaryText(salary(null, 9000), "pt-BR", say))).toBe("Até R$ 9.000 por mês");
    expect(salaryText(salary(null, null), "pt-BR", say)).toBeNull();
    expect(salaryText(null, "pt-BR", say)).toBeNull();
  });

  it("name catalogue values, and nothing for none or an unknown id", () => {
    expect(catalogueText(hiringRegimes, 2, "pt-BR")).toBe("CLT - Efetivo");
    expect(catalogueText(hiringRegimes, 2, "en")).toBe("CLT - Permanent");
    expect(catalogueText(hiringRegimes, 99, "pt-BR")).toBeNull();
    expect(catalogueText(hiringRegimes, null, "pt-BR")).toBeNull();
    expect(workTypeText(2, "pt-BR")).toBe("Somente remoto");
    expect(workTypeText(0, "pt-BR")).toBeNull();
  });

  it("write dates day/month/year without shifting a calendar date", () => {
    expect(dateText("2026-03-01")).toBe("01/03/2026");
    expect(dateText(null)).toBeNull();
  });
});
