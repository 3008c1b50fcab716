import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bulkCollectionSchema, deleteConfirmation, isUnfilteredSelectAll, mailSendingType } from "./bulkActions";
import { contactFormSchema } from "./contactForm";
import { isPlausibleRg, isValidCpf, isValidPis, optionalCpfSchema } from "./documents";
import { isFileTooLarge, uploadSchema } from "./files";
import { fieldErrors, formErrorSummary } from "./issues";
import { currencySchema } from "./money";
import { isValidPhone, phoneSchema } from "./phone";
import { signatureSchema } from "./signature";
import { emailSchema, isBlankValue, optionalText, requiredText, withUrlScheme } from "./text";

function errorsOf(schema: z.ZodType, input: unknown, locale: "pt-BR" | "en" = "en") {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error, locale);
}

const validSignature = {
  name: "Ana Souza",
  title: "Partner",
  email: "ana@seleta.com.br",
  company: 2,
  mobile_phone: "(11) 98765-4321",
};

describe("signature (spec §5)", () => {
  it("requires name, title, e-mail, company and mobile phone", () => {
    expect(Object.keys(errorsOf(signatureSchema, {})).sort()).toEqual([
      "company",
      "email",
      "mobile_phone",
      "name",
      "title",
    ]);
  });

  it("says 'Select a company!' when no company is picked", () => {
    expect(errorsOf(signatureSchema, { ...validSignature, company: null }).company).toBe("Select a company!");
    expect(errorsOf(signatureSchema, { ...validSignature, company: "" }).company).toBe("Select a company!");
    expect(errorsOf(signatureSchema, { ...validSignature, company: 42 }).company).toBe("Select a company!");
    expect(errorsOf(signatureSchema, { ...validSignature, company: null }, "pt-BR").company).toBe(
      "Selecione uma empresa!",
    );
  });

  it("takes phone and LinkedIn as optional, and prefixes https:// to a LinkedIn URL without a scheme", () => {
    const saved = signatureSchema.parse({ ...validSignature, phone: "", linkedin: "linkedin.com/in/ana" });
    expect(saved.linkedin).toBe("https://linkedin.com/in/ana");
    expect(saved.phone).toBeNull();
    expect(signatureSchema.parse({ ...validSignature, linkedin: "http://linkedin.com/in/ana" }).linkedin).toBe(
      "http://linkedin.com/in/ana",
    );
  });

  it("gives the mobile phone's 'required' in the spec's Portuguese", () => {
    expect(errorsOf(signatureSchema, { ...validSignature, mobile_phone: "" }, "pt-BR").mobile_phone).toBe(
      "Esse campo é obrigatório.",
    );
  });
});

describe("e-mail rule (spec §5)", () => {
  it("is required: 'Email needs to be entered'", () => {
    expect(errorsOf(z.object({ email: emailSchema }), {}).email).toBe("Email needs to be entered");
    expect(errorsOf(z.object({ email: emailSchema }), { email: "  " }).email).toBe("Email needs to be entered");
  });

  it("must match a simple address pattern: 'Invalid email'", () => {
    for (const email of ["ana", "ana@", "ana@seleta", "a b@seleta.com"]) {
      expect(errorsOf(z.object({ email: emailSchema }), { email }).email, email).toBe("Invalid email");
    }
    expect(emailSchema.parse(" Ana@Seleta.com.br ")).toBe("ana@seleta.com.br");
  });
});

describe("contact form (spec §5)", () => {
  it("needs a valid e-mail, a subject and a message, with the spec's messages", () => {
    expect(errorsOf(contactFormSchema, { email: "x", subject: "", message: " " })).toEqual({
      email: "Invalid email",
      subject: "Inform the subject",
      message: "Enter the email message",
    });
    expect(contactFormSchema.safeParse({ email: "a@b.co", subject: "Oi", message: "Olá" }).success).toBe(true);
  });

  it("says only that a blank e-mail is missing, and bounds the name, subject and message", () => {
    expect(
      errorsOf(contactFormSchema, {
        email: "  ",
        name: "n".repeat(121),
        subject: "s".repeat(161),
        message: "m".repeat(5001),
      }),
    ).toEqual({
      email: "Email needs to be entered",
      name: "Maximum of 120 characters.",
      subject: "Maximum of 160 characters.",
      message: "Maximum of 5000 characters.",
    });
    const blank = contactFormSchema.safeParse({ email: " ", subject: "Oi", message: "Olá" });
    expect(blank.error?.issues.map((issue) => issue.path.join("."))).toEqual(["email"]);
  });
});

describe("generic field messages (spec §5)", () => {
  const form = z.object({ name: requiredText({ min: 3, max: 5 }), nickname: optionalText({ max: 2 }) });

  it("reads required, minimum and maximum lengths in Portuguese with N filled in", () => {
    expect(errorsOf(form, {}, "pt-BR").name).toBe("Obrigatório.");
    expect(errorsOf(form, { name: "ab" }, "pt-BR").name).toBe("Mínimo de 3 caracteres.");
    expect(errorsOf(form, { name: "abcdef" }, "pt-BR").name).toBe("Máximo de 5 caracteres.");
    expect(errorsOf(form, { name: "abc", nickname: "abc" }, "pt-BR").nickname).toBe("Máximo de 2 caracteres.");
  });

  it("falls back to 'Erro Preencha corretamente.' for anything else, and has the form summary", () => {
    expect(errorsOf(form, { name: 42 }, "pt-BR").name).toBe("Erro Preencha corretamente.");
    expect(formErrorSummary("pt-BR")).toBe("Preencha corretamente os campos");
  });

  it("stores a blank optional text as null", () => {
    expect(form.parse({ name: "abc", nickname: "  " }).nickname).toBeNull();
  });
});

describe("phone (spec §5)", () => {
  it("accepts 9 to 13 digits whatever the punctuation, and keeps a leading +", () => {
    expect(
      ["98765-4321", "(11) 3456-7890", "(11) 98765-4321", "+55 11 3456-7890", "+55 (11) 98765-4321"].map(isValidPhone),
    ).toEqual([true, true, true, true, true]);
    expect(isValidPhone("8765-4321")).toBe(false);
    expect(isValidPhone("+55 11 98765-43210")).toBe(false);
    expect(phoneSchema.parse("+55 (11) 98765-4321")).toBe("+5511987654321");
  });
});

describe("CPF, PIS and RG", () => {
  it("checks the CPF's two check digits", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("111.444.777-35")).toBe(true);
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("1234")).toBe(false);
    expect(optionalCpfSchema.parse("529.982.247-25")).toBe("52998224725");
    expect(errorsOf(z.object({ cpf: optionalCpfSchema }), { cpf: "529.982.247-24" }).cpf).toBe("Invalid CPF.");
  });

  it("checks the PIS check digit and the RG's shape", () => {
    expect(isValidPis("120.34567.89-9")).toBe(true);
    expect(isValidPis("120.34567.89-8")).toBe(false);
    expect(isPlausibleRg("12.345.678-X")).toBe(true);
    expect(isPlausibleRg("12-A")).toBe(false);
  });
});

describe("file size (spec §5)", () => {
  it("rejects a file at or above the limit in megabytes times one million bytes", () => {
    expect(isFileTooLarge(4_999_999, 5)).toBe(false);
    expect(isFileTooLarge(5_000_000, 5)).toBe(true);
    expect(errorsOf(uploadSchema(5), { name: "cv.pdf", size: 5_000_000 }).size).toBe(
      "File too large, the max size is 5mb",
    );
    expect(uploadSchema(5).safeParse({ name: "cv.pdf", size: 4_999_999 }).success).toBe(true);
  });
});

describe("currency (spec §5)", () => {
  it("refuses negative values and keeps cents", () => {
    expect(errorsOf(z.object({ fee: currencySchema }), { fee: -1 }).fee).toBe("The value cannot be negative.");
    expect(currencySchema.parse(1234.567)).toBe(1234.57);
    expect(currencySchema.parse(0)).toBe(0);
  });
});

describe("bulk actions (spec §3, §5, §7)", () => {
  const selectAll = (search: Record<string, unknown>) => ({
    select_all_params: { search: { entity: "candidates", ...search } },
  });

  it("refuses 'select all' with no search term, where or filter: 'Make a filter before do this action'", () => {
    expect(errorsOf(bulkCollectionSchema, selectAll({}))).toEqual({
      select_all_params: "Make a filter before do this action",
    });
    // Excluding rows by hand or the `all` flag does not narrow the search.
    expect(isUnfilteredSelectAll({ term: " ", where: { id: { nin: [3] }, all: true }, filter: [] })).toBe(true);
  });

  it("accepts 'select all' narrowed by a term, a where or a filter, and hand-picked records", () => {
    expect(bulkCollectionSchema.safeParse(selectAll({ term: "java" })).success).toBe(true);
    expect(bulkCollectionSchema.safeParse(selectAll({ where: { status: 3 } })).success).toBe(true);
    expect(bulkCollectionSchema.safeParse(selectAll({ filter: ["mine"] })).success).toBe(true);
    expect(bulkCollectionSchema.safeParse(selectAll({ terms_required: "java" })).success).toBe(true);
    expect(
      bulkCollectionSchema.safeParse({ collections: [{ reference_type: "Candidate", reference_id: 1 }] }).success,
    ).toBe(true);
  });

  it("switches mail from Microsoft to the bulk service above 200 recipients", () => {
    expect([mailSendingType(200), mailSendingType(201)]).toEqual(["microsoft", "bulk"]);
  });

  it("asks for delete confirmation by label for one and by count for many", () => {
    expect(deleteConfirmation(1, "Candidate", "en")).toBe("Are you sure you want to delete this Candidate?");
    expect(deleteConfirmation(3, "Candidate", "en")).toBe("Are you sure you want to delete 3 items?");
  });
});

describe("links", () => {
  it("adds https:// only when there is no scheme", () => {
    expect(withUrlScheme("www.linkedin.com/in/ana")).toBe("https://www.linkedin.com/in/ana");
    expect(withUrlScheme("https://github.com/ana")).toBe("https://github.com/ana");
    expect(withUrlScheme("")).toBe("");
  });
});

describe("a blank value", () => {
  it("is null, blank text or an empty list, never false or 0", () => {
    expect([null, undefined, "", "  ", []].map(isBlankValue)).toEqual([true, true, true, true, true]);
    expect([false, 0, "x", [1]].map(isBlankValue)).toEqual([false, false, false, false]);
  });
});
