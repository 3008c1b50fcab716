import type { Meta, StoryObj } from "@storybook/react-vite";
import { RouterProvider } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { UserMenu } from "./UserMenu";

const recruiter = { name: "Ana", is_admin: false, role_permissions: {}, photoUrl: null };
const admin = { ...recruiter, name: "Marina", is_admin: true };

const meta = {
  title: "Widgets/UserMenu",
  component: UserMenu,
  args: { user: recruiter, onMicrosoftLogin: fn(), onLogout: fn() },
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <RouterProvider navigate={() => {}}>
      <div style={{ display: "flex", justifyContent: "flex-end", paddingInlineEnd: 24 }}>
        <UserMenu {...args} />
      </div>
    </RouterProvider>
  ),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvas: { getByRole: typeof screen.getByRole }, name: string) => {
  await userEvent.click(canvas.getByRole("button", { name: new RegExp(`Olá, ${name}`) }));
  return screen.findByRole("menu", { name: new RegExp(`Olá, ${name}`) });
};

/** 'Olá, {name}' with the default avatar; Profile, Microsoft Login and Log out for a recruiter. */
export const Recruiter: Story = {
  play: async ({ args, canvas }) => {
    const menu = await openMenu(canvas, "Ana");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual(["Perfil", "Login Microsoft", "Sair"]);
    await expect(items[0]).toHaveAttribute("href", "/recruiters/profile");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sair" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    // The screenshot shows the menu closed: wait out its closing animation (slow on a busy machine).
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull(), { timeout: 5000 });
  },
};

/** An administrator also gets Company Profile and Administrator. */
export const Administrator: Story = {
  args: { user: admin },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas, "Marina");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Perfil",
      "Perfil da empresa",
      "Administrador",
      "Login Microsoft",
      "Sair",
    ]);
    await expect(within(menu).getByRole("menuitem", { name: "Administrador" })).toHaveAttribute(
      "href",
      "/administrator/",
    );
  },
};

/** Microsoft Login runs its action (the app asks the server for the sign-in address). */
export const MicrosoftLogin: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    const menu = await openMenu(canvas, "Ana");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Login Microsoft" }));
    await expect(args.onMicrosoftLogin).toHaveBeenCalledOnce();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull(), { timeout: 5000 });
  },
};

/** The alternative layout: 'PERFIL DA EMPRESA' and 'ADMNISTRADOR' beside the menu, for admins only (spec §2). */
export const AlternativeLayoutAdmin: Story = {
  args: { user: admin, layout: "alternative" },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "PERFIL DA EMPRESA" })).toHaveAttribute(
      "href",
      "/recruiters/business",
    );
    await expect(canvas.getByRole("link", { name: "ADMNISTRADOR" })).toHaveAttribute("href", "/administrator/");
  },
};

export const AlternativeLayoutRecruiter: Story = {
  args: { layout: "alternative" },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("button", { name: /Olá, Ana/ })).toBeVisible();
  },
};

/** The greeting in English, as the spec writes it: 'Hi, {name}'. */
export const English: Story = {
  globals: { locale: "en" },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Hi, Ana/ })).toBeVisible();
  },
};

/** Keyboard: ArrowDown opens on the first entry, arrows move, Escape closes back onto the trigger. */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Olá, Ana/ });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: /Olá, Ana/ });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Perfil" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Login Microsoft" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
