import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRelativeTime } from "./dates";
import { formatCnpj, formatCpf, maskDocument } from "./documents";
import { dateTimeFormat, numberFormat } from "./formatters";
import { formatCurrency, formatCurrencyInput, formatPercent, parseCurrencyInput } from "./money";
import { phoneHref } from "./phone";

// Intl may use a narrow no-break space between number and unit; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("dates (spec §1: day/month/year)", () => {
  it("shows dd/mm/yyyy in both languages, never shifting a calendar date", () => {
    expect(formatDate("2025-03-09")).toBe("09/03/2025");
    expect(formatDate("2025-01-01", "America/Los_Angeles")).toBe("01/01/2025");
    // 01:30 UTC is still the 8th in São Paulo.
    expect(formatDate("2025-03-09T01:30:00Z")).toBe("08/03/2025");
    expect(formatDateTime("2025-03-09T15:05:00Z")).toBe("09/03/2025 12:05");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("writes a notification's age relative to the given now", () => {
    const now = "2025-03-09T12:00:00Z";
    expect(formatRelativeTime("2025-03-09T11:55:00Z", now, "pt-BR")).toBe("há 5 minutos");
    expect(formatRelativeTime("2025-03-09T11:55:00Z", now, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime("2025-03-09T11:59:50Z", now, "en")).toBe("now");
    expect(formatRelativeTime("2025-03-08T12:00:00Z", now, "pt-BR")).toBe("ontem");
    expect(formatRelativeTime("2025-02-07T12:00:00Z", now, "en")).toBe("last month");
  });
});

describe("money (spec §1, §5)", () => {
  it("shows BRL", () => {
    expect(plain(formatCurrency(1234.5))).toBe("R$ 1.234,50");
    expect(plain(formatCurrency(1234.5, "en"))).toBe("R$1,234.50");
    expect(formatCurrency(null)).toBe("");
  });

  it("formats and reads the currency input with nl-NL marks", () => {
    expect(formatCurrencyInput(1234.5)).toBe("1.234,50");
    expect(parseCurrencyInput("1.234,56")).toBe(1234.56);
    expect(parseCurrencyInput("R$ 99,9")).toBe(99.9);
    expect(parseCurrencyInput("abc")).toBeNull();
    expect(plain(formatPercent(12.5))).toBe("12,5%");
  });
});

describe("phone links", () => {
  it("dials the digits, with a + from the country code on", () => {
    expect(phoneHref("(11) 98765-4321")).toBe("tel:11987654321");
    expect(phoneHref("+55 (11) 98765-4321")).toBe("tel:+5511987654321");
  });
});

describe("documents", () => {
  it("formats CPF and CNPJ and masks sensitive ones", () => {
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(maskDocument("529.982.247-25")).toBe("•••••••••25");
  });
});

describe("formatters are made once", () => {
  it("gives the same formatter for the same locale and options, another for other options", () => {
    expect(numberFormat("pt-BR")).toBe(numberFormat("pt-BR"));
    expect(numberFormat("pt-BR", { style: "percent" })).not.toBe(numberFormat("pt-BR"));
    expect(dateTimeFormat("pt-BR", { timeZone: "UTC" })).toBe(dateTimeFormat("pt-BR", { timeZone: "UTC" }));
    expect(dateTimeFormat("pt-BR", { timeZone: "UTC" })).not.toBe(dateTimeFormat("en", { timeZone: "UTC" }));
  });
});
