import { type BrandKey, isBrandKey } from "@seleta/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { RouterProvider } from "react-aria-components";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CandidateShell } from "./CandidateShell";

const meta = {
  title: "Candidate/CandidateShell",
  // Renders the toolbar's brand (its logo, its name): tested once per brand (.storybook/vitest.config.ts).
  tags: ["brand-markup"],
  component: CandidateShell,
  args: {
    brand: "default",
    user: { name: "Carla", photoUrl: null },
    pathname: "/candidates/info",
    layout: "wide",
    children: <h1 style={{ margin: 0 }}>Seus Dados</h1>,
  },
  parameters: { screenshot: { target: "page" } },
  // The logo follows the story's brand, as the app's does.
  render: (args, { globals }) => (
    <RouterProvider navigate={() => {}}>
      <CandidateShell {...args} brand={isBrandKey(globals.brand) ? (globals.brand as BrandKey) : args.brand} />
    </RouterProvider>
  ),
} satisfies Meta<typeof CandidateShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The area's frame: the side menu of spec §2 with the page's entry current, the job search and the avatar. */
export const ProfilePage: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole("navigation", { name: "Menu do candidato" });
    const links = within(menu).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Visão Geral",
      "Seus Dados",
      "CV",
      "Idiomas",
      "Preferências",
      "Habilidades",
      "Experiência",
      "Formação",
      "Dashboard",
      "Vagas",
      "Candidaturas",
      "Login",
    ]);
    await expect(within(menu).getByRole("link", { name: "Seus Dados" })).toHaveAttribute("aria-current", "page");
    await expect(within(menu).getByRole("link", { name: "Vagas" })).toHaveAttribute("href", "/jobs");
    await expect(canvas.getByPlaceholderText("Pesquisar vagas...")).toHaveAttribute("name", "term");
  },
};

/** The registration wizard has the bar but no side menu: an unfinished registration has only the wizard. */
export const RegistrationWizard: Story = {
  args: { pathname: "/candidates/register", children: <h1 style={{ margin: 0 }}>Cadastro</h1> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Menu do candidato" })).toBeNull();
    await expect(canvas.getByRole("searchbox", { name: "Pesquisar vagas" })).toBeVisible();
  },
};

/** Small screens: the side menu is a button that opens it as a sheet (the browser's popover, which Esc closes). */
export const SmallScreen: Story = {
  args: { layout: "small" },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvasElement.querySelector("#candidate-menu");
    if (!(menu instanceof HTMLElement)) throw new Error("The side menu is missing.");
    await expect(menu).toHaveAttribute("aria-label", "Menu do candidato");
    await expect(menu).not.toBeVisible();
    const open = canvas.getByRole("button", { name: /Abrir menu|Open menu/ });
    open.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(menu).getByRole("link", { name: "Seus Dados" })).toBeVisible());
  },
};

/** The avatar menu, the browser's popover: the settings, and Sair, a form that posts to the sign-out route. */
export const SignOut: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Olá, Carla/ });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await canvas.findByRole("navigation", { name: "Menu da conta" });
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/candidates/settings");
    const signOut = within(menu).getByRole("button", { name: "Sair" });
    await expect(signOut.closest("form")).toHaveAttribute("action", "/candidates/sign_out");
    await expect(signOut.closest("form")).toHaveAttribute("method", "post");
  },
};
