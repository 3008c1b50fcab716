import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ColumnsIcon, MenuIcon, PlusIcon } from "../overlayParts/icons";
import { Drawer, DrawerItem } from "./Drawer";

const meta = {
  title: "Navigation/Drawer",
  component: Drawer,
  args: {
    "aria-label": "Menu do candidato",
    // The story tests' page is 1200 px wide, under the mobile breakpoint: the side drawer's stories force it.
    layout: "side",
    header: <strong>Seleta</strong>,
    onMiniChange: fn(),
    onSheetOpenChange: fn(),
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
    // The tooltips' bubble is a chunk of its own: an item focused before it arrives keeps its focus (the same
    // element, not a new one put in its place), and its tooltip shows once the chunk is in.
    const item = await canvas.findByRole("link", { name: "Visão Geral" });
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.tab();
    await userEvent.tab();
    await expect(item).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Visão Geral");
    await expect(item).toHaveFocus();
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

const onItemPress = fn();

/** Items that do not leave the story's page when followed. */
const sheetItems = (
  <>
    <DrawerItem label="Visão Geral" icon={<ColumnsIcon size={18} />} isCurrent onPress={onItemPress} />
    <DrawerItem label="Seus Dados" icon={<MenuIcon size={18} />} onPress={onItemPress} />
    <DrawerItem label="CV" icon={<PlusIcon size={18} />} onPress={onItemPress} />
  </>
);

/** Below the mobile breakpoint (1264 px; this page is 1200 px) the drawer is a menu button opening a modal sheet. */
export const Responsive: Story = {
  args: { layout: "responsive" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("button", { name: /Abrir menu|Open menu/ })).toBeVisible();
  },
};

/** The sheet, open: the navigation slides in from the start over a scrim. */
export const SheetOpen: Story = {
  args: { layout: "modal", defaultSheetOpen: true, children: sheetItems },
  parameters: { screenshot: { target: "page" } },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Menu do candidato" });
    // Visible once the slide-in has started (the scrim fades in from transparent).
    await waitFor(() => expect(within(sheet).getByRole("navigation", { name: "Menu do candidato" })).toBeVisible());
    await expect(within(sheet).getByRole("link", { name: "Visão Geral" })).toHaveAttribute("aria-current", "page");
  },
};

/**
 * The sheet by keyboard: Enter on the menu button opens it with focus inside; Tab cycles within it (focus trap);
 * Escape closes it and focus returns to the menu button. Following a link closes it too.
 */
export const SheetKeyboard: Story = {
  args: { layout: "modal", children: sheetItems },
  play: async ({ args, canvas }) => {
    const menuButton = canvas.getByRole("button", { name: /Abrir menu|Open menu/ });
    menuButton.focus();
    await userEvent.keyboard("{Enter}");
    const sheet = await screen.findByRole("dialog", { name: "Menu do candidato" });
    await expect(args.onSheetOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // Four stops (close button, three links): five Tabs come back around, never leaving the sheet.
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSheetOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(menuButton).toHaveFocus());

    await userEvent.click(menuButton);
    const reopened = await screen.findByRole("dialog", { name: "Menu do candidato" });
    await userEvent.click(within(reopened).getByRole("link", { name: "Seus Dados" }));
    await expect(onItemPress).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
