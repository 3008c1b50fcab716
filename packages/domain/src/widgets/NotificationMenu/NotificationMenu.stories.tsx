import { Button } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { Notification } from "../../state/notifications";
import { NotificationMenu } from "./NotificationMenu";

const at = (minutes: number) => new Date(Date.UTC(2025, 2, 14, 9, 30) - minutes * 60_000).toISOString();
const note = (id: number, category: string, message: string, is_read = false): Notification => ({
  id,
  is_read,
  message,
  date: at(id * 17),
  category,
  link: `/recruiters/${category === "job" ? "jobs" : "candidates"}/${id}`,
});

const SOME: Notification[] = [
  note(1, "apply", "Ana Souza se candidatou à vaga Gerente Financeiro"),
  note(2, "apply", "Bruno Lima se candidatou à vaga Engenheiro de Dados"),
  note(3, "apply", "Carla Dias se candidatou à vaga Analista Fiscal", true),
  note(4, "note", "Marina mencionou você em uma nota sobre Diego Ramos"),
  note(5, "shortlist", "O cliente curtiu Fernanda Alves na shortlist Diretor Jurídico"),
  note(6, "job", "A vaga Head de Vendas foi publicada", true),
];

const MANY: Notification[] = Array.from({ length: 40 }, (_, i) =>
  note(100 + i, "apply", `Candidato ${i + 1} se candidatou à vaga Analista de Compliance ${i + 1}`, i > 4),
);

/** The viewed mark lands 1 s after opening: waited for, so the screenshot never catches it half-way. */
const viewed = (panel: HTMLElement) =>
  waitFor(() => expect(panel.querySelector("[data-unread]")).toBeNull(), { timeout: 3000 });

const meta = {
  title: "Widgets/NotificationMenu",
  component: NotificationMenu,
  args: {
    notifications: SOME,
    onMarkAllRead: fn(),
    onDelete: fn(),
    onDeleteAll: fn(),
    onOpenLink: fn(),
  },
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <div style={{ display: "flex", justifyContent: "flex-end", paddingInlineEnd: 24 }}>
      <NotificationMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell with its red badge: four unread notifications. */
export const Closed: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole("button", { name: "Notificações, 4 novas" });
    await expect(within(bell).getByTestId("notification-badge")).toHaveTextContent("4");
  },
};

/**
 * Opening resets the badge and marks all read on the server; the tabs keep their own unread badges until the open
 * tab turns viewed one second later (spec §4, §9).
 */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Notificações/ }));
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    await expect(canvas.getByRole("button", { name: "Notificações" })).toBeInTheDocument();
    await expect(canvas.queryByTestId("notification-badge")).toBeNull();
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    const tabs = within(panel).getAllByRole("tab");
    await expect(tabs).toHaveLength(9);
    await expect(tabs[0]).toHaveAccessibleName(/Candidaturas.*2 novos/);
    await expect(within(panel).getByRole("tab", { name: /Notas/ })).toHaveAccessibleName(/1 novo/);
    await expect(within(panel).getAllByRole("listitem")).toHaveLength(3);
    // Viewed after one second: the open tab's badge goes, the others stay.
    await waitFor(() => expect(tabs[0]).toHaveAccessibleName("Candidaturas"), { timeout: 3000 });
    await expect(within(panel).getByRole("tab", { name: /Notas/ })).toHaveAccessibleName(/1 novo/);
  },
};

/** A card opens its target in a new browser tab; its close icon removes only that card (spec §2). */
export const ClickThroughAndRemove: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    await userEvent.click(within(panel).getByRole("button", { name: /Ana Souza/ }));
    await expect(args.onOpenLink).toHaveBeenCalledWith("/recruiters/candidates/1");
    const cards = within(panel).getAllByRole("listitem");
    await userEvent.click(within(cards[1] as HTMLElement).getByRole("button", { name: "Remover notificação" }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(2));
    await expect(within(panel).queryByText(/Bruno Lima/)).toBeNull();
    await viewed(panel);
  },
};

/** The trash icon deletes everything; every tab then says so. */
export const DeleteAll: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    await userEvent.click(within(panel).getByRole("button", { name: "Excluir todas" }));
    await expect(args.onDeleteAll).toHaveBeenCalledOnce();
    const shown = await within(panel).findByText("Nenhuma notificação encontrada.");
    // Overlays fade in: visible once the entering animation has run.
    await waitFor(() => expect(shown).toBeVisible());
    await expect(within(panel).getByRole("button", { name: "Excluir todas" })).toBeDisabled();
  },
};

/** Nothing to show: no badge, no server call on opening, and the empty state. */
export const Empty: Story = {
  args: { notifications: [], defaultOpen: true },
  play: async ({ args }) => {
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    await waitFor(() => expect(within(panel).getByText("Nenhuma notificação encontrada.")).toBeVisible());
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
  },
};

/** The empty state in English, word for word as the spec has it. */
export const EmptyEnglish: Story = {
  args: { notifications: [], defaultOpen: true },
  globals: { locale: "en" },
  play: async () => {
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(within(panel).getByText("No notifications found.")).toBeVisible());
  },
};

/** Forty notifications: the badge, and a list that scrolls past 600 px inside a panel 550–575 px wide (spec §9). */
export const Many: Story = {
  args: { notifications: MANY, defaultOpen: true },
  play: async () => {
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    const list = within(panel).getByRole("list");
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(600);
    await expect(list.scrollHeight).toBeGreaterThan(600);
    const width = panel.parentElement?.getBoundingClientRect().width ?? 0;
    await expect(width).toBeGreaterThanOrEqual(550);
    await expect(width).toBeLessThanOrEqual(575);
    await expect(within(panel).getAllByRole("listitem")[0]?.getBoundingClientRect().width).toBeGreaterThanOrEqual(530);
    await viewed(panel);
  },
};

/**
 * At the panel's widest, 575 px (spec §9), the nine tabs wrap instead of scrolling sideways: every tab and its unread
 * badge (Shortlist, the sixth) is inside the panel, nothing is left to scroll to, and the second row's tabs open.
 */
export const TabsAt575: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    const box = (panel.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBe(575);
    const tabList = within(panel).getByRole("tablist");
    await expect(tabList.scrollWidth).toBeLessThanOrEqual(tabList.clientWidth);
    const tabs = within(panel).getAllByRole("tab");
    await expect(tabs).toHaveLength(9);
    for (const tab of tabs) {
      const rect = tab.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
    const shortlist = within(panel).getByRole("tab", { name: /Shortlist/ });
    await expect(shortlist).toHaveAccessibleName(/1 novo/);
    // The open tab turns viewed 1 s after opening (waited for: the picture must not catch it half-way); only that one.
    await waitFor(() => expect(tabs[0]).toHaveAccessibleName("Candidaturas"), { timeout: 3000 });
    // A tab of the second row is one click away, like any other; its card is still unread.
    await userEvent.click(shortlist);
    await expect(shortlist).toHaveAttribute("aria-selected", "true");
    const card = within(panel).getByRole("listitem");
    await expect(card).toHaveTextContent(/Fernanda Alves/);
    await expect(card).toHaveAttribute("data-unread");
    // The pointer leaves the tab: the screenshot shows no hover state.
    await userEvent.unhover(shortlist);
    await waitFor(() => expect(shortlist).not.toHaveAttribute("data-hovered"));
  },
};

/** Keyboard: Enter opens, arrows move between tabs, Escape closes and returns focus to the bell. */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole("button", { name: /Notificações/ });
    bell.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    const first = within(panel).getAllByRole("tab")[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(panel).getByRole("tab", { name: /Candidatos/ })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(within(panel).getByText("Nenhuma notificação encontrada.")).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** A live notification arriving while the menu is closed raises the badge (spec §4: prepended to its category). */
export const LiveArrival: Story = {
  args: { notifications: SOME.map((n) => ({ ...n, is_read: true })) },
  parameters: { screenshot: { target: "canvas" } },
  render: function Render(args) {
    const [notifications, setNotifications] = useState(args.notifications);
    return (
      <div style={{ display: "flex", justifyContent: "space-between", paddingInlineEnd: 24 }}>
        <Button
          variant="outline"
          onPress={() =>
            setNotifications((list) => [note(50 + list.length, "apply", "Nova candidatura recebida"), ...list])
          }
        >
          Simular notificação
        </Button>
        <NotificationMenu {...args} notifications={notifications} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("notification-badge")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Simular notificação" }));
    await expect(await canvas.findByTestId("notification-badge")).toHaveTextContent("1");
    await expect(canvas.getByRole("button", { name: "Notificações, 1 nova" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Simular notificação" }));
    await expect(canvas.getByTestId("notification-badge")).toHaveTextContent("2");
    await userEvent.click(canvas.getByRole("button", { name: /Notificações/ }));
    const panel = await screen.findByRole("dialog", { name: "Notificações" });
    await expect(within(panel).getAllByRole("listitem")[0]).toHaveTextContent(/Nova candidatura recebida/);
    await expect(canvas.queryByTestId("notification-badge")).toBeNull();
    await userEvent.keyboard("{Escape}");
  },
};
