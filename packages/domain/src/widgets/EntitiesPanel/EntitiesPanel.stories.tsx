import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RouterProvider } from "react-aria-components";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { RolePermissions } from "../../permissions/actions";
import { ENTITY_MENU } from "../../permissions/menus";
import { EntitiesPanel } from "./EntitiesPanel";

const readAll: RolePermissions = Object.fromEntries(ENTITY_MENU.map((name) => [name, ["read"] as const]));
const recruiter = { is_admin: false, role_permissions: readAll };
const admin = { is_admin: true, role_permissions: readAll };
const narrow = {
  is_admin: false,
  role_permissions: { candidates: ["read"], jobs: ["read"], tasks: ["read", "create"], invoices: ["read"] },
} as const;

const meta = {
  title: "Widgets/EntitiesPanel",
  component: EntitiesPanel,
  args: { user: recruiter, pathname: "/recruiters/candidates/42" },
  parameters: { screenshot: { target: "page" } },
  render: function Render(args) {
    // The app's router: following a link changes the path, as a navigation would.
    const [pathname, setPathname] = useState(args.pathname);
    return (
      <RouterProvider navigate={(path) => setPathname(path)}>
        <EntitiesPanel {...args} pathname={pathname} />
        <p data-testid="path">{pathname}</p>
      </RouterProvider>
    );
  },
} satisfies Meta<typeof EntitiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole("button", { name: /^Entidades/ }));
  return screen.findByRole("dialog", { name: "Entidades" });
};

/** The bar: the grid icon and the active entity (from the path) beside it. */
export const Closed: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Entidades: Candidatos" })).toBeVisible();
    await expect(canvas.getByTestId("active-entity")).toHaveTextContent("Candidatos");
  },
};

/** A recruiter who reads every entity: the spec's list without the four admin-only ones, the active one marked. */
export const Recruiter: Story = {
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    const links = within(panel).getAllByRole("link");
    // The spec's 18 readable entities and the talent pool after Lists.
    await expect(links).toHaveLength(19);
    await expect(links[8]).toHaveTextContent("Leads");
    await expect(within(panel).queryByRole("link", { name: /Faturas/ })).toBeNull();
    await expect(within(panel).getByRole("link", { name: "Candidatos" })).toHaveAttribute("aria-current", "page");
  },
};

/** An administrator also sees Invoices, Billing Plans, Evaluations and Utilities (spec §6). */
export const Administrator: Story = {
  args: { user: admin, pathname: "/recruiters/invoices" },
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await expect(within(panel).getAllByRole("link")).toHaveLength(23);
    await expect(within(panel).getByRole("link", { name: "Faturas" })).toHaveAttribute("aria-current", "page");
  },
};

/** Only what role_permissions allow to read; invoices need is_admin as well. */
export const FewPermissions: Story = {
  args: { user: narrow, pathname: "/recruiters/dashboard" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("active-entity")).toBeNull();
    const panel = await open(canvas);
    await expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/recruiters/candidates", "/recruiters/jobs", "/recruiters/tasks"]);
  },
};

/** Following a link navigates, and the panel closes on navigation; the bar then shows the new entity. */
export const ClosesOnNavigation: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole("link", { name: "Vagas" }));
    await waitFor(() => expect(canvas.getByTestId("path")).toHaveTextContent("/recruiters/jobs"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByTestId("active-entity")).toHaveTextContent("Vagas");
  },
};

/** Keyboard: Enter opens, Tab walks the tiles, Enter follows one (and the panel closes). */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: /^Entidades/ }).focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Entidades" });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(panel).getByRole("link", { name: "Vagas" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByTestId("path")).toHaveTextContent("/recruiters/jobs");
  },
};
