import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RouterProvider } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { RecentPage } from "../../state/recentPages";
import { HistorySpeedDial } from "./HistorySpeedDial";

const PAGES: RecentPage[] = [
  { id: "1", name: "Ana Souza", icon: "person", link: "/recruiters/candidates/12", visitedAt: "2025-03-14T09:00:00Z" },
  {
    id: "2",
    name: "Vagas abertas em São Paulo",
    icon: "briefcase",
    link: "/recruiters/jobs",
    query: "?filter=open&city=sao-paulo",
    visitedAt: "2025-03-14T08:50:00Z",
  },
  {
    id: "3",
    name: "Ana Alimentos S.A.",
    icon: "building",
    link: "/recruiters/client_companies/3",
    visitedAt: "2025-03-14T08:40:00Z",
  },
  {
    id: "4",
    name: "Tarefas da semana",
    icon: "checklist",
    link: "/recruiters/tasks",
    query: "week=11",
    visitedAt: "2025-03-14T08:30:00Z",
  },
];

const meta = {
  title: "Widgets/HistorySpeedDial",
  component: HistorySpeedDial,
  args: { pages: PAGES, onChange: fn(), isFixed: false },
  parameters: { screenshot: { target: "page" } },
  render: function Render(args) {
    const [pages, setPages] = useState(args.pages);
    return (
      // The app's router takes the links (react-aria's RouterProvider): a click never leaves the story.
      <RouterProvider navigate={() => {}}>
        <div style={{ paddingBlockStart: 480 }}>
          <HistorySpeedDial
            {...args}
            pages={pages}
            onChange={(next) => {
              args.onChange(next);
              setPages(next);
            }}
          />
        </div>
      </RouterProvider>
    );
  },
} satisfies Meta<typeof HistorySpeedDial>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDial = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole("button", { name: "Páginas recentes" }));
  return screen.findByRole("dialog", { name: "Páginas recentes" });
};

/** Closed: the floating button at the bottom-left. */
export const Closed: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Páginas recentes" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Open: each page links to its stored path plus its query. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const panel = await openDial(canvas);
    const links = within(panel).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/recruiters/candidates/12",
      "/recruiters/jobs?filter=open&city=sao-paulo",
      "/recruiters/client_companies/3",
      "/recruiters/tasks?week=11",
    ]);
  },
};

/** The close button of one page removes only it. */
export const RemoveOne: Story = {
  play: async ({ args, canvas }) => {
    const panel = await openDial(canvas);
    await userEvent.click(
      within(panel).getByRole("button", { name: "Remover Vagas abertas em São Paulo do histórico" }),
    );
    await expect(args.onChange).toHaveBeenCalledWith([PAGES[0], PAGES[2], PAGES[3]]);
    await waitFor(() => expect(within(panel).getAllByRole("link")).toHaveLength(3));
  },
};

/** 'Clear all' empties the history. */
export const ClearAll: Story = {
  play: async ({ args, canvas }) => {
    const panel = await openDial(canvas);
    await userEvent.click(within(panel).getByRole("button", { name: "Limpar tudo" }));
    await expect(args.onChange).toHaveBeenCalledWith([]);
    const shown = await within(panel).findByText("Nenhuma página recente.");
    // Overlays fade in: visible once the entering animation has run.
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** Keyboard: Enter opens, Tab walks the pages and their close buttons, Escape folds it back onto the button. */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const fab = canvas.getByRole("button", { name: "Páginas recentes" });
    fab.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Páginas recentes" });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent).toMatch(
      /Ana Souza/,
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(fab).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { pages: [] },
  play: async ({ canvas }) => {
    const panel = await openDial(canvas);
    await waitFor(() => expect(within(panel).getByText("Nenhuma página recente.")).toBeVisible());
    await expect(within(panel).queryByRole("button", { name: "Limpar tudo" })).toBeNull();
  },
};
