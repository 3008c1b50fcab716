import { describe, expect, it } from "vitest";
import { checkFiles, isFileTooLarge, isFileTypeAccepted, maxFileBytes } from "./files";
import { BRL_FORMAT, dateLocaleFor } from "./locale";
import {
  formatPhoneByLength,
  isInternationalPhoneLength,
  isValidPhone,
  joinInternational,
  normalisePhone,
  phoneDigits,
  sanitizePhoneInput,
  splitInternational,
} from "./phone";
import { PHONE_COUNTRIES, phoneCountryOptions } from "./phoneCountries";
import { isEmailAddress, textIssue } from "./textRules";

describe("textIssue", () => {
  it("asks for a required value, counting blanks as empty", () => {
    expect(textIssue("", { isRequired: true })).toEqual({ kind: "required" });
    expect(textIssue("   ", { isRequired: true })).toEqual({ kind: "required" });
    expect(textIssue("", { minLength: 3 })).toBeNull();
  });

  it("names the limit a value breaks", () => {
    expect(textIssue("ab", { minLength: 3 })).toEqual({ kind: "minLength", n: 3 });
    expect(textIssue("abcd", { maxLength: 3 })).toEqual({ kind: "maxLength", n: 3 });
    expect(textIssue("abc", { minLength: 3, maxLength: 3 })).toBeNull();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(textIssue("😀😀", { maxLength: 2 })).toBeNull();
  });
});

describe("isEmailAddress", () => {
  it("accepts a simple address and rejects what is not one", () => {
    expect(isEmailAddress("ana@seleta.com.br")).toBe(true);
    expect(isEmailAddress("ana@seleta")).toBe(false);
    expect(isEmailAddress("ana seleta@x.com")).toBe(false);
  });
});

describe("file checks", () => {
  it("rejects a file at the limit: megabytes are millions of bytes", () => {
    expect(maxFileBytes(5)).toBe(5_000_000);
    expect(isFileTooLarge(4_999_999, 5)).toBe(false);
    expect(isFileTooLarge(5_000_000, 5)).toBe(true);
  });

  it("matches extensions, MIME types and wildcards", () => {
    const pdf = { name: "CV.PDF", type: "application/pdf" };
    expect(isFileTypeAccepted(pdf, [".pdf"])).toBe(true);
    expect(isFileTypeAccepted(pdf, ["application/pdf"])).toBe(true);
    expect(isFileTypeAccepted(pdf, ["image/*"])).toBe(false);
    expect(isFileTypeAccepted({ name: "a.png", type: "image/png" }, ["image/*"])).toBe(true);
    expect(isFileTypeAccepted(pdf, [])).toBe(true);
  });

  it("splits files into accepted and rejected with the reason", () => {
    const ok = { name: "a.pdf", size: 10, type: "application/pdf" };
    const big = { name: "b.pdf", size: 2_000_000, type: "application/pdf" };
    const exe = { name: "c.exe", size: 10, type: "application/x-msdownload" };
    const result = checkFiles([ok, big, exe], { maxSizeMb: 2, acceptedTypes: [".pdf"] });
    expect(result.accepted).toEqual([ok]);
    expect(result.rejected).toEqual([
      { file: big, reason: "tooLarge" },
      { file: exe, reason: "type" },
    ]);
  });
});

describe("phones", () => {
  it("formats by digit count, 9 to 13, and leaves other lengths as typed", () => {
    expect(formatPhoneByLength("987654321")).toBe("98765-4321");
    expect(formatPhoneByLength("1134567890")).toBe("(11) 3456-7890");
    expect(formatPhoneByLength("11 98765 4321")).toBe("(11) 98765-4321");
    expect(formatPhoneByLength("551134567890")).toBe("+55 (11) 3456-7890");
    expect(formatPhoneByLength("+55 11 98765-4321")).toBe("+55 (11) 98765-4321");
    expect(formatPhoneByLength(" 1234 ")).toBe("1234");
  });

  it("accepts 9 to 13 national digits and E.164 lengths internationally", () => {
    expect(isValidPhone("98765-432")).toBe(false);
    expect(isValidPhone("98765-4321")).toBe(true);
    expect(isValidPhone("+55 (11) 98765-43210")).toBe(false);
    expect(isInternationalPhoneLength("351", "912345678")).toBe(true);
    expect(isInternationalPhoneLength("351", "1234")).toBe(false);
  });

  it.each(
    // Every digit count from none to past E.164, bare and typed with the marks people put between digits.
    Array.from({ length: 17 }, (_, count) => {
      const digits = "5511987654321098".slice(0, count);
      return [
        [digits, digits],
        [`+${digits.slice(0, 2)} (${digits.slice(2, 4)}) ${digits.slice(4, 9)}-${digits.slice(9)}`, digits],
      ];
    }).flat(),
  )("reads %j as the digits %j, valid only with 9 to 13 of them", (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
    expect(isValidPhone(typed)).toBe(digits.length >= 9 && digits.length <= 13);
  });

  it("stores the digits, with the + of an international number kept", () => {
    expect(normalisePhone(" (11) 98765-4321 ")).toBe("11987654321");
    expect(normalisePhone(" +55 (11) 98765-4321")).toBe("+5511987654321");
    expect(normalisePhone("11 +55")).toBe("1155");
  });

  it("drops letters but keeps the marks people type", () => {
    expect(sanitizePhoneInput("(11) 9abc8765-4321")).toBe("(11) 98765-4321");
  });

  it("joins and splits international numbers by the longest dial code", () => {
    expect(joinInternational("55", "(11) 98765-4321")).toBe("+5511987654321");
    expect(joinInternational("55", "")).toBe("");
    expect(splitInternational("+351912345678", PHONE_COUNTRIES)).toEqual({ country: "PT", national: "912345678" });
    expect(splitInternational("+12025550123", PHONE_COUNTRIES, "US")).toEqual({
      country: "US",
      national: "2025550123",
    });
    expect(splitInternational("11987654321", PHONE_COUNTRIES, "BR")).toEqual({
      country: "BR",
      national: "11987654321",
    });
  });

  it("lists each country once with a numeric calling code", () => {
    const codes = PHONE_COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(PHONE_COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && /^\d{1,3}$/.test(c.dialCode))).toBe(true);
    expect(PHONE_COUNTRIES.find((c) => c.code === "BR")?.dialCode).toBe("55");
  });
});

describe("locale", () => {
  it("writes dates day first in both languages", () => {
    const date = new Date(Date.UTC(2025, 2, 31));
    for (const locale of ["pt-BR", "en"]) {
      const text = new Intl.DateTimeFormat(dateLocaleFor(locale), { timeZone: "UTC" }).format(date);
      expect(text).toBe("31/03/2025");
    }
  });

  it("shows BRL as R$ 1.234,56 in Portuguese", () => {
    expect(new Intl.NumberFormat("pt-BR", BRL_FORMAT).format(1234.56).replace(/\s/g, " ")).toBe("R$ 1.234,56");
  });
});

describe("phoneCountryOptions", () => {
  it("names each country in the reader's language with its calling code, sorted by name", () => {
    const countries = [
      { code: "US", dialCode: "1" },
      { code: "BR", dialCode: "55" },
      { code: "DE", dialCode: "49" },
    ];
    expect(phoneCountryOptions(countries, "pt-BR").map((option) => option.label)).toEqual([
      "Alemanha (+49)",
      "Brasil (+55)",
      "Estados Unidos (+1)",
    ]);
    expect(phoneCountryOptions(countries, "en").map((option) => option.id)).toEqual(["BR", "DE", "US"]);
  });
});
