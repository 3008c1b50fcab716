import { type BrandKey, isBrandKey } from "@seleta/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { RouterProvider } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CandidateShell } from "./CandidateShell";

const meta = {
  title: "Candidate/CandidateShell",
  component: CandidateShell,
  args: {
    brand: "default",
    user: { name: "Carla", photoUrl: null },
    pathname: "/candidates/info",
    onSignOut: fn(),
    drawerLayout: "side",
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

/** Small screens: the side menu is a button that opens it as a sheet. */
export const SmallScreen: Story = {
  args: { drawerLayout: "modal" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Menu do candidato" })).toBeNull();
    const open = canvas.getByRole("button", { name: /Abrir menu|Open menu/ });
    open.focus();
    await userEvent.keyboard("{Enter}");
    const sheet = await screen.findByRole("dialog", { name: "Menu do candidato" });
    await waitFor(() => expect(within(sheet).getByRole("link", { name: "Seus Dados" })).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5000 });
  },
};

/** The avatar menu by keyboard: Sair signs out. */
export const SignOut: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Olá, Carla/ });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sair" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull(), { timeout: 5000 });
  },
};
