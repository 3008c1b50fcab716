import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { LocalizedText } from "../../../catalogues/catalogue";
import { validationMessages } from "../../../rules/messages";
import { ContactForm } from "./ContactForm";
import { contactFormMessages } from "./messages";

const M = contactFormMessages.messages;
const V = validationMessages.messages;

const TYPED = {
  name: "Maria Souza",
  email: "maria@",
  phone: "(11) 98765-4321",
  subject: "",
  message: "Gostaria de conversar sobre uma busca de diretora financeira.",
};

const meta = {
  title: "Site/ContactForm",
  component: ContactForm,
  args: { action: "/contact", honeypotName: "website" },
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** The form as a visitor first sees it: a plain form posting to its page, with the honeypot out of sight. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = say(globals);
    const form = canvasElement.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/contact");
    expect(canvas.getByRole("textbox", { name: new RegExp(t(M.subject)) })).toHaveValue("");
    expect(canvas.queryByRole("alert")).toBeNull();
    // Nobody sees or reaches the honeypot; robots find it in the markup.
    const honeypot = canvasElement.querySelector('input[name="website"]');
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(canvas.queryByRole("textbox", { name: t(M.honeypot) })).toBeNull();
    await expect(canvas.getByRole("button", { name: t(M.submit) })).toBeVisible();
  },
};

/** Spec §5/§8: refused, with what was typed in every field and each field's message beside it. */
export const WithFieldErrors: Story = {
  args: {
    status: "invalid",
    values: TYPED,
    errors: { email: "E-mail inválido", subject: "Informe o assunto" },
  },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    const summary = canvas.getByRole("alert");
    expect(summary).toHaveTextContent(t(V.formSummary));
    // Focusable: the server's page opens with the focus on it (`autofocus`, which a browser render leaves out).
    expect(summary).toHaveAttribute("tabindex", "-1");
    const email = canvas.getByRole("textbox", { name: new RegExp(`^${t(M.email)}`) });
    expect(email).toHaveValue("maria@");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(expect.stringContaining("E-mail inválido"));
    const subject = canvas.getByRole("textbox", { name: new RegExp(`^${t(M.subject)}`) });
    expect(subject).toHaveAttribute("aria-invalid", "true");
    expect(subject).toHaveAccessibleDescription(expect.stringContaining("Informe o assunto"));
    expect(canvas.getByRole("textbox", { name: new RegExp(`^${t(M.message)}`) })).toHaveValue(TYPED.message);
    expect(canvas.getByRole("textbox", { name: new RegExp(`^${t(M.name)}`) })).toHaveValue(TYPED.name);
    expect(canvas.getByRole("textbox", { name: new RegExp(`^${t(M.name)}`) })).not.toHaveAttribute("aria-invalid");
  },
};

/** Too many messages: the server's words at the top, and nothing typed is lost. */
export const RateLimited: Story = {
  args: {
    status: "rateLimited",
    values: { ...TYPED, email: "maria@example.com", subject: "Busca de diretora financeira" },
    notice: "Você enviou muitas mensagens. Tente novamente mais tarde.",
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole("alert")).toHaveTextContent("Você enviou muitas mensagens. Tente novamente mais tarde.");
    expect(canvas.getByDisplayValue("Busca de diretora financeira")).toBeInTheDocument();
  },
};

/** Sent: a thank-you in place of the form, and a way to write again. */
export const Sent: Story = {
  args: { status: "sent" },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    expect(canvas.getByRole("status")).toHaveTextContent(t(M.sent));
    expect(canvas.getByRole("link", { name: t(M.sendAnother) })).toHaveAttribute("href", "/contact");
    expect(canvas.queryByRole("button")).toBeNull();
  },
};
