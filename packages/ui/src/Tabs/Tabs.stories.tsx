import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs";

const CATEGORIES = [
  { id: "apply", label: "Apply", unread: 3 },
  { id: "candidate", label: "Candidate", unread: 0 },
  { id: "note", label: "Note", unread: 12 },
  { id: "job", label: "Job", unread: 0 },
  { id: "shortlist", label: "Shortlist", unread: 140 },
] as const;

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Categorias de notificação">
        {CATEGORIES.map((c) => (
          <Tab key={c.id} id={c.id} badge={c.unread}>
            {c.label}
          </Tab>
        ))}
      </TabList>
      {CATEGORIES.map((c) => (
        <TabPanel key={c.id} id={c.id}>
          {`Notificações de ${c.label}.`}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification menu's tabs, each with its unread badge (none at 0, "99+" above 99). */
export const WithBadges: Story = {
  play: async ({ canvas, globals }) => {
    // react-aria lays out a collection's items, and selects the first, after the first render: wait for them.
    const apply = await canvas.findByRole("tab", { name: globals.locale === "en" ? "Apply 3 new" : "Apply 3 novos" });
    await waitFor(() => expect(apply).toHaveAttribute("aria-selected", "true"));
    await expect(canvas.getByRole("tab", { name: "Candidate" })).toBeInTheDocument();
    await expect(canvas.getByText("99+")).toBeInTheDocument();
  },
};

/** Arrow keys move and select (wrapping), Home/End jump; the panel follows. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const apply = await canvas.findByRole("tab", { name: /^Apply/ });
    await userEvent.tab();
    await expect(apply).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Candidate" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Notificações de Candidate.");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: /^Shortlist/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /^Apply/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("shortlist");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

/** Disabled tabs are skipped by the arrow keys. */
export const Disabled: Story = {
  args: { disabledKeys: ["candidate"], defaultSelectedKey: "note" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Candidate" })).toHaveAttribute("aria-disabled", "true");
    canvas.getByRole("tab", { name: /^Note/ }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: /^Apply/ })).toHaveFocus();
  },
};

export const Vertical: Story = { args: { orientation: "vertical", defaultSelectedKey: "note" } };
