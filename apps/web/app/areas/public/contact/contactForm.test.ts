import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { contactFormStatus, contactPagePath, contactRefusal, postedContactForm } from "./contactForm";

const typed = { name: "Maria", email: "maria@", phone: "", subject: "", message: "Olá" };

function apiError(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return new ApiError(status, { code, message, request_id: "r1", ...(fields ? { fields } : {}) });
}

describe("the contact page's form", () => {
  it("reads the five fields as typed and the honeypot, and nothing else", () => {
    const form = new FormData();
    form.set("name", "  Maria ");
    form.set("email", "maria@");
    form.set("message", "Olá\nTudo bem?");
    form.set("website", "https://spam.example");
    form.set("page", "/somewhere-else");
    form.set("is_admin", "true");
    expect(postedContactForm(form)).toEqual({
      values: { name: "  Maria ", email: "maria@", phone: "", subject: "", message: "Olá\nTudo bem?" },
      honeypot: "https://spam.example",
    });
  });

  it("names the page by the request's path", () => {
    expect(contactPagePath("/contact")).toBe("/contact");
    expect(contactPagePath("/home/contact/")).toBe("/home/contact");
    expect(contactPagePath("/home/contact")).toBe("/home/contact");
  });

  it("shows each refused field's first message and keeps what was typed", () => {
    const error = apiError(400, "validation_failed", "Some fields are invalid.", {
      email: ["E-mail inválido"],
      subject: ["Informe o assunto", "Outra"],
      page: ["Inválido"],
    });
    expect(contactRefusal(error, typed)).toEqual({
      values: typed,
      problem: { kind: "invalid" },
      errors: { email: "E-mail inválido", subject: "Informe o assunto" },
      httpStatus: 400,
    });
  });

  it("shows the server's words when rate limited", () => {
    const error = apiError(429, "contact_rate_limited", "Você enviou muitas mensagens. Tente novamente mais tarde.");
    expect(contactRefusal(error, typed)).toMatchObject({
      problem: { kind: "rateLimited", text: "Você enviou muitas mensagens. Tente novamente mais tarde." },
      httpStatus: 429,
      values: typed,
    });
  });

  it("says it failed, keeping the text, when the server fails or refuses for another reason", () => {
    expect(contactRefusal(apiError(500, "internal_error", "Something went wrong"), typed)).toEqual({
      values: typed,
      problem: { kind: "failed" },
      errors: {},
      httpStatus: 503,
    });
    expect(contactRefusal(apiError(403, "cross_site_request", "Recusado"), typed).problem).toEqual({ kind: "failed" });
    expect(contactRefusal(new TypeError("fetch failed"), typed).problem).toEqual({ kind: "failed" });
  });

  it("hands the widget the refusal's state, with the server's words only when rate limited", () => {
    expect(contactFormStatus({ kind: "invalid" })).toEqual({ status: "invalid" });
    expect(contactFormStatus({ kind: "rateLimited", text: "Espere." })).toEqual({
      status: "rateLimited",
      notice: "Espere.",
    });
    expect(contactFormStatus({ kind: "failed" })).toEqual({ status: "failed" });
  });
});
