import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { ColumnsIcon, MenuIcon, PlusIcon } from "../overlayParts/icons";
import { Drawer, DrawerItem } from "./Drawer";

const meta = {
  title: "Navigation/Drawer",
  component: Drawer,
  args: {
    "aria-label": "Menu do candidato",
    header: <strong>Seleta</strong>,
    onMiniChange: fn(),
    children: (
      <>
        <DrawerItem href="/candidates/overview" label="Visão Geral" icon={<ColumnsIcon size={18} />} isCurrent />
        <DrawerItem href="/candidates/info" label="Seus Dados" icon={<MenuIcon size={18} />} />
        <DrawerItem href="/candidates/curriculum" label="CV" icon={<PlusIcon size={18} />} />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ height: 320, display: "flex" }}>{Story()}</div>],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Visão Geral" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: /Recolher menu|Collapse menu/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** Mini: icons only; the labels remain the links' names and show as tooltips on focus. */
export const Mini: Story = {
  args: { defaultMini: true },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Visão Geral" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Visão Geral");
  },
};

/** The toggle switches between open and mini, by mouse or keyboard. */
export const Toggle: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("button", { name: /Recolher menu|Collapse menu/ });
    await userEvent.click(toggle);
    await expect(args.onMiniChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole("navigation")).toHaveAttribute("data-mini");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(/Expandir menu|Expand menu/);
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMiniChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByRole("navigation")).not.toHaveAttribute("data-mini"));
  },
};
