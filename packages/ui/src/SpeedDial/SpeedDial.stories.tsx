import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { ChevronRightIcon, ColumnsIcon, MenuIcon } from "../overlayParts/icons";
import { SpeedDial, SpeedDialAction } from "./SpeedDial";

const onAction = fn();

const meta = {
  title: "Navigation/SpeedDial",
  component: SpeedDial,
  args: {
    label: "Histórico",
    children: (
      <>
        <SpeedDialAction href="/recruiters/candidates/42" label="Ana Souza" icon={<ChevronRightIcon />} />
        <SpeedDialAction href="/recruiters/jobs?status=open" label="Vagas abertas" icon={<ColumnsIcon />} />
        <SpeedDialAction onPress={onAction} label="Limpar tudo" icon={<MenuIcon />} />
      </>
    ),
  },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof SpeedDial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded, at the bottom-left corner of the viewport. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Histórico" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Unfolded: the actions stack above the button, start-aligned. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const panel = await screen.findByRole("dialog", { name: "Histórico" });
    await expect(panel.querySelectorAll("a, button")).toHaveLength(3);
  },
};

export const AtTheEnd: Story = { args: { defaultOpen: true, placement: "end" } };

/** Keyboard: Enter unfolds it, Tab walks the actions, Enter runs one; Escape folds it back onto the button. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const fab = canvas.getByRole("button", { name: "Histórico" });
    fab.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Histórico" });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Limpar tudo" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onAction).toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(fab).toHaveFocus());
  },
};
