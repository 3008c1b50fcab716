import { vars } from "@seleta/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { LocalizedText } from "../../../catalogues/catalogue";
import { CandidateSignIn } from "./CandidateSignIn";
import { candidateSignInMessages } from "./messages";

const M = candidateSignInMessages.messages;
const APPLY = "/candidates/jobs/8f3kq2/applies/new";

const meta = {
  title: "Site/CandidateSignIn",
  component: CandidateSignIn,
  args: {
    action: "/?index",
    returnTo: APPLY,
    providers: ["google", "github"],
    providerHref: (provider) => `/api/v1/candidates/auth/${provider}?return_to=${encodeURIComponent(APPLY)}`,
    signUpHref: `/candidates/register/SignUp?redirect=${encodeURIComponent(APPLY)}`,
    forgotHref: "/candidates/forgot_password",
  },
  decorators: [
    // The panel sits on the home's hero: a dark band.
    (Story) => (
      <main style={{ padding: 24, background: vars.color.brand.secondaryDarkBackground }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CandidateSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** An Apply button sent the visitor here: a plain form to the home's action and provider links, the way back in each. */
export const ReturningToAnApplication: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = say(globals);
    const forms = [...canvasElement.querySelectorAll("form")];
    expect(forms).toHaveLength(1);
    expect(forms[0]?.getAttribute("method")).toBe("post");
    expect(forms[0]?.getAttribute("action")).toBe("/?index");
    expect(forms[0]?.querySelector<HTMLInputElement>('input[name="redirect"]')?.value).toBe(APPLY);
    expect(canvas.getByRole("heading", { name: t(M.title) })).toBeVisible();
    expect(canvas.getByRole("link", { name: /Google/ })).toHaveAttribute(
      "href",
      `/api/v1/candidates/auth/google?return_to=${encodeURIComponent(APPLY)}`,
    );
    expect(canvas.getByRole("link", { name: t(M.signUp) })).toHaveAttribute(
      "href",
      `/candidates/register/SignUp?redirect=${encodeURIComponent(APPLY)}`,
    );
    expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Refused: the server's reason on top, tied to the fields, and the e-mail typed kept. */
export const Refused: Story = {
  args: { email: "maria@example.com", problem: "E-mail ou senha incorretos." },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    expect(canvas.getByRole("alert")).toHaveTextContent("E-mail ou senha incorretos.");
    const email = canvas.getByRole("textbox", { name: t(M.email) });
    expect(email).toHaveValue("maria@example.com");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("E-mail ou senha incorretos.");
  },
};

/** `?login` on a business with no identity provider: the password alone, no way back. */
export const PasswordOnly: Story = {
  args: { returnTo: undefined, providers: [], signUpHref: "/candidates/register/SignUp" },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = say(globals);
    expect(canvasElement.querySelectorAll("form")).toHaveLength(1);
    expect(canvasElement.querySelector('input[name="redirect"]')).toBeNull();
    expect(canvas.getByText(t(M.lead))).toBeVisible();
    expect(canvas.getByRole("button", { name: t(M.submit) })).toBeVisible();
  },
};
