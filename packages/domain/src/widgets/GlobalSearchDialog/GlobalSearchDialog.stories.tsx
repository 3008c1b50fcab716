import { createToastQueue, showToast, ToastRegion } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, mocked, screen, userEvent, waitFor, within } from "storybook/test";
import { GlobalSearchDialog, type GlobalSearchItem, type GlobalSearchQuery } from "./GlobalSearchDialog";

const RESULTS: GlobalSearchItem[] = [
  {
    entity: "client_companies",
    id: 1,
    title: "Ana Alimentos S.A.",
    subtitle: "Indústria",
    link: "/recruiters/client_companies/1",
  },
  {
    entity: "client_contacts",
    id: 2,
    title: "Ana Beatriz Costa",
    subtitle: "Diretora de RH",
    link: "/recruiters/client_contacts/2",
  },
  { entity: "proposals", id: 3, title: "Proposta Ana Alimentos – Diretor Financeiro", link: "/recruiters/proposals/3" },
  { entity: "candidates", id: 4, title: "Ana Souza", subtitle: "Gerente Financeira", link: "/recruiters/candidates/4" },
  {
    entity: "candidates",
    id: 5,
    title: "Ana Paula Lima",
    subtitle: "Engenheira de Dados",
    link: "/recruiters/candidates/5",
  },
  { entity: "contacts", id: 6, title: "Anabela Rocha", subtitle: "Lead – Varejo", link: "/recruiters/contacts/6" },
  { entity: "jobs", id: 7, title: "Analista de Compliance", subtitle: "São Paulo", link: "/recruiters/jobs/7" },
];

/** A fake server: the chips' entities, then the term as a prefix of a word of the title. */
function fakeSearch(query: GlobalSearchQuery): Promise<GlobalSearchItem[]> {
  const term = query.term.trim().toLowerCase();
  return Promise.resolve(
    RESULTS.filter(
      (r) =>
        query.entities.includes(r.entity) &&
        (!term ||
          r.title
            .toLowerCase()
            .split(/\s+/)
            .some((w) => w.startsWith(term))),
    ),
  );
}

const meta = {
  title: "Widgets/GlobalSearchDialog",
  component: GlobalSearchDialog,
  args: {
    onSearch: fn(fakeSearch),
    onOpenResult: fn(),
  },
  parameters: { screenshot: { target: "page" } },
  render: function Render(args) {
    // One queue per story: a toast of one story never shows in the next one's screenshot.
    const [toasts] = useState(() => createToastQueue());
    return (
      <>
        <GlobalSearchDialog {...args} onToast={(toast) => showToast(toasts, toast)} />
        <ToastRegion queue={toasts} />
      </>
    );
  },
} satisfies Meta<typeof GlobalSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog this story opened: the previous story's may still be in the DOM, leaving (react-aria keeps an overlay
 * mounted while its exit animation runs), and must not be the one the play function checks.
 */
async function openDialog(): Promise<HTMLElement> {
  // Up to 5 s: the first story of a cold browser on a loaded machine opened its dialog after more than a second.
  return waitFor(
    () => {
      const dialog = screen
        .getAllByRole("dialog", { name: "Pesquisa global" })
        .find((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
      if (!dialog) throw new Error("no visible dialog yet");
      return dialog;
    },
    { timeout: 5000 },
  );
}

/**
 * The end state a screenshot takes, whatever the machine's load: no overlay entering or leaving, one dialog, no
 * pointer hover left on anything, the focus where the story put it.
 */
async function settleForScreenshot(dialog: HTMLElement) {
  await waitFor(() => expect(document.querySelector("[data-entering], [data-exiting]")).toBeNull());
  await waitFor(() => expect(screen.getAllByRole("dialog")).toEqual([dialog]));
  for (const hovered of document.querySelectorAll("[data-hovered]")) await userEvent.unhover(hovered);
  await waitFor(() => expect(document.querySelector("[data-hovered], [data-pressed]")).toBeNull());
}

/** When each search of the story started. */
const searchedAt: number[] = [];
const searchedTerms: string[] = [];

const lastQuery = (onSearch: unknown) => mocked(onSearch as typeof fakeSearch).mock.calls.at(-1)?.[0];

/** The bar's read-only search box; Ctrl+K opens the dialog from anywhere and searches at once, all six chips on. */
export const SearchBox: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: /Pesquisar/ })).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(lastQuery(args.onSearch)?.entities).toEqual([
      "client_companies",
      "client_contacts",
      "proposals",
      "candidates",
      "contacts",
      "jobs",
    ]);
    const chips = within(dialog).getAllByRole("button", { pressed: true });
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      "Empresa",
      "Contato",
      "Proposta",
      "Candidato",
      "Lead",
      "Vaga",
    ]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Results grouped by kind, in the chips' order, inside a dialog at most 1000 px wide (spec §9). */
export const Results: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await openDialog();
    const list = await within(dialog).findByRole("listbox", { name: "Resultados" });
    const groups = within(list).getAllByRole("group");
    await expect(
      groups.map((g) => g.getAttribute("aria-labelledby") && within(g).getAllByRole("option").length),
    ).toEqual([1, 1, 1, 2, 1, 1]);
    await expect(within(list).getAllByRole("option")).toHaveLength(7);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(1000);
    // The field takes the focus on opening.
    const field = within(dialog).getByRole("textbox", { name: "Pesquisar" });
    await waitFor(() => expect(field).toHaveFocus());
    // Whether react-aria draws the keyboard focus ring (which also moves the chips by a pixel) depends on how the
    // stories before this one were driven: a key press makes it the keyboard's, so the picture is always the same.
    await userEvent.keyboard("{Shift}");
    await settleForScreenshot(dialog);
  },
};

/** Typing waits 800 ms after the last key before searching again (spec §5/§9 debounce); Enter searches at once. */
export const DebouncedTerm: Story = {
  args: { defaultOpen: true },
  render: function Render(args) {
    const [onSearch] = useState(() => {
      searchedAt.length = 0;
      searchedTerms.length = 0;
      return fn((query: GlobalSearchQuery) => {
        searchedAt.push(performance.now());
        searchedTerms.push(query.term);
        return fakeSearch(query);
      });
    });
    return <GlobalSearchDialog {...args} onSearch={onSearch} />;
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await waitFor(() => expect(searchedAt).toHaveLength(1));
    const field = within(dialog).getByRole("textbox", { name: "Pesquisar" });
    const keyedAt: number[] = [];
    field.addEventListener("input", () => keyedAt.push(performance.now()));
    await userEvent.type(field, "souza");
    await waitFor(() => expect(searchedTerms.at(-1)).toBe("souza"), { timeout: 3000 });
    // Each search starts at least 800 ms after the keystroke that completed its term: typing fast gives one search
    // for the whole word (a slow machine may pause longer between keys, and then search in between).
    for (const [index, at] of searchedAt.entries()) {
      if (index === 0) continue;
      const term = searchedTerms[index] ?? "";
      await expect(at - (keyedAt[term.length - 1] ?? 0)).toBeGreaterThanOrEqual(795);
    }
    await expect(searchedAt.length - 1).toBeLessThanOrEqual(keyedAt.length);
    await expect(await within(dialog).findAllByRole("option")).toHaveLength(1);
    const before = searchedAt.length;
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(searchedAt).toHaveLength(before + 1));
    await expect(searchedTerms.at(-1)).toBe("souza");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(searchedAt).toHaveLength(before + 1);
  },
};

/** A chip change reruns the search without it; with no chip left: the spec's error toast and no call. */
export const Chips: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1));
    await userEvent.click(within(dialog).getByRole("button", { name: "Candidato" }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(2));
    await expect(lastQuery(args.onSearch)?.entities).not.toContain("candidates");
    await expect(within(dialog).getByRole("button", { name: "Candidato" })).toHaveAttribute("aria-pressed", "false");
    for (const name of ["Empresa", "Contato", "Proposta", "Lead", "Vaga"]) {
      await userEvent.click(within(dialog).getByRole("button", { name }));
    }
    const shown = await screen.findByText("Selecione ao menos uma entidade para pesquisar");
    // Overlays fade in: visible once the entering animation has run.
    await waitFor(() => expect(shown).toBeVisible());
    await expect(args.onSearch).toHaveBeenCalledTimes(6);
    // The pointer leaves the last chip: the screenshot shows no hover state.
    await userEvent.unhover(within(dialog).getByRole("button", { name: "Vaga" }));
  },
};

/** Keyboard: ArrowDown from the field enters the results, arrows cross groups, Enter opens one and closes. */
export const KeyboardNavigation: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await within(dialog).findAllByRole("option");
    const field = within(dialog).getByRole("textbox", { name: "Pesquisar" });
    field.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: /Ana Alimentos S\.A\./ })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(within(dialog).getByRole("option", { name: /Ana Souza/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpenResult).toHaveBeenCalledWith(expect.objectContaining({ entity: "candidates", id: 4 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Closing clears the term and the results: the next opening starts empty and searches again. */
export const ClosingClears: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    let dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Pesquisar" }), "vaga{Enter}");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const calls = mocked(args.onSearch).mock.calls.length;
    await userEvent.click(canvas.getByRole("button", { name: /Pesquisar/ }));
    dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await expect(within(dialog).getByRole("textbox", { name: "Pesquisar" })).toHaveValue("");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(calls + 1));
    await expect(lastQuery(args.onSearch)?.term).toBe("");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("button", { name: /Pesquisar/ })).toHaveFocus());
  },
};

/** Waiting for the server. */
export const Loading: Story = {
  args: { defaultOpen: true, onSearch: fn((_query: GlobalSearchQuery) => new Promise<GlobalSearchItem[]>(() => {})) },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await expect(within(dialog).getByRole("progressbar", { name: "Pesquisando…" })).toBeInTheDocument();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { defaultOpen: true, onSearch: fn((_query: GlobalSearchQuery) => Promise.resolve<GlobalSearchItem[]>([])) },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    const shown = await within(dialog).findByText("Nenhum resultado encontrado.");
    // Overlays fade in: visible once the entering animation has run.
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** The server failed: said in words, and the next search tries again. */
export const ErrorState: Story = {
  args: {
    defaultOpen: true,
    onSearch: fn((_query: GlobalSearchQuery) => Promise.reject<GlobalSearchItem[]>(new Error("503"))),
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("A pesquisa falhou. Tente novamente.");
  },
};

/** A late answer to an older search never replaces the newer one's results. */
export const LateAnswerDropped: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { target: "canvas" } },
  render: function Render(args) {
    const [slowFirst] = useState(() => {
      let first = true;
      return fn((query: GlobalSearchQuery) => {
        if (!first) return fakeSearch(query);
        first = false;
        return new Promise<GlobalSearchItem[]>((resolve) => setTimeout(() => resolve(RESULTS), 600));
      });
    });
    return <GlobalSearchDialog {...args} onSearch={slowFirst} />;
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Pesquisa global" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Pesquisar" }), "vaga{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(within(dialog).queryAllByRole("option")).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByText("Nenhum resultado encontrado.")).toBeVisible());
    await userEvent.keyboard("{Escape}");
  },
};
