import type { Meta, StoryObj } from "@storybook/react-vite";
import { RouterProvider } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { RolePermissions } from "../../permissions/actions";
import { ADD_NEW_MENU } from "../../permissions/menus";
import { AddNewMenu } from "./AddNewMenu";

const readAll: RolePermissions = Object.fromEntries(ADD_NEW_MENU.map((name) => [name, ["read"] as const]));
const navigate = fn();

const meta = {
  title: "Widgets/AddNewMenu",
  component: AddNewMenu,
  args: { user: { is_admin: false, role_permissions: readAll } },
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <RouterProvider navigate={(path) => navigate(path)}>
      <div style={{ display: "flex", justifyContent: "flex-end", paddingInlineEnd: 24 }}>
        <AddNewMenu {...args} />
      </div>
    </RouterProvider>
  ),
} satisfies Meta<typeof AddNewMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every target of spec §2, in its order, each a link to the entity's new page. */
export const AllTargets: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar" }));
    const menu = await screen.findByRole("menu", { name: "Adicionar" });
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => item.getAttribute("href"))).toEqual([
      "/recruiters/candidates/new",
      "/recruiters/jobs/new",
      "/recruiters/client_companies/new",
      "/recruiters/client_contacts/new",
      "/recruiters/tasks/new",
      "/recruiters/contacts/new",
      "/recruiters/proposals/new",
      "/recruiters/template_notes/new",
      "/recruiters/meetings/new",
    ]);
  },
};

/** Only targets whose entity the user may read. */
export const FewPermissions: Story = {
  args: { user: { is_admin: false, role_permissions: { jobs: ["read"], meetings: ["read"] } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar" }));
    const menu = await screen.findByRole("menu", { name: "Adicionar" });
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.getAttribute("href")),
    ).toEqual(["/recruiters/jobs/new", "/recruiters/meetings/new"]);
  },
};

/** No target at all: no plus button. */
export const NoPermission: Story = {
  args: { user: { is_admin: false, role_permissions: {} } },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Adicionar" })).toBeNull();
  },
};

/** Keyboard: ArrowDown opens on the first target, arrows move, Enter follows the link through the router. */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const trigger = canvas.getByRole("button", { name: "Adicionar" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "Adicionar" });
    await waitFor(() => expect(within(menu).getAllByRole("menuitem")[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/recruiters/jobs/new"));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};
