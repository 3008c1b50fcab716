import { createToastQueue, showToast, ToastRegion } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { ProgressMessage, ProgressTaskConfig } from "../../state/progressTask";
import { ProgressDialog, type ProgressDialogProps } from "./ProgressDialog";

/** A task channel that plays messages at set times once subscribed, as the live consumer would deliver them. */
function scripted(steps: readonly (readonly [number, ProgressMessage])[]) {
  const unsubscribe = fn();
  const subscribe: ProgressDialogProps["subscribe"] = (_task, handlers) => {
    const timers = steps.map(([at, message]) => setTimeout(() => handlers.onMessage(message), at));
    return () => {
      for (const timer of timers) clearTimeout(timer);
      unsubscribe();
    };
  };
  return { subscribe: fn(subscribe), unsubscribe };
}

const task = (extra: Partial<ProgressTaskConfig> = {}): ProgressTaskConfig => ({
  channel: "TaskProgressChannel",
  requestId: "req-1",
  ...extra,
});

const meta = {
  title: "Widgets/ProgressDialog",
  component: ProgressDialog,
  args: {
    task: task(),
    subscribe: scripted([]).subscribe,
    onClose: fn(),
    onNavigate: fn(),
  },
  parameters: { screenshot: { target: "page" } },
  render: function Render(args) {
    // One queue per story: a toast of one story never shows in the next one's screenshot.
    const [toasts] = useState(() => createToastQueue());
    return (
      <>
        <ProgressDialog {...args} onToast={(toast) => showToast(toasts, toast)} />
        <ToastRegion queue={toasts} />
      </>
    );
  },
} satisfies Meta<typeof ProgressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At first: 0 % and 'Processando solicitação...' (spec §4). */
export const Started: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    const bar = within(dialog).getByRole("progressbar", { name: "Processando solicitação..." });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(args.subscribe).toHaveBeenCalledOnce();
  },
};

/** Live messages move the bar and replace its text, as text or as an object carrying `message`. */
export const Running: Story = {
  args: {
    subscribe: scripted([
      [50, { percent: 20, message: "Exportando candidatos…" }],
      [150, { percent: 45, message: { message: "Gerando a planilha…" } }],
    ]).subscribe,
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    const bar = await within(dialog).findByRole("progressbar", { name: "Gerando a planilha…" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
  },
};

/** At 100 %: the default success text and the file to download. */
export const Succeeded: Story = {
  args: {
    subscribe: scripted([
      [50, { percent: 60 }],
      [100, { percent: 100, file: "/files/candidatos.xlsx" }],
    ]).subscribe,
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("Adicionado com sucesso");
    await expect(within(dialog).queryByRole("progressbar")).toBeNull();
    await expect(within(dialog).getByRole("link", { name: /Baixar arquivo/ })).toHaveAttribute(
      "href",
      "/files/candidatos.xlsx",
    );
  },
};

/** The task's own success component replaces the bar at 100 %. */
export const SuccessComponent: Story = {
  args: {
    task: task({ successComponent: "ExportReady" }),
    subscribe: scripted([[50, { percent: 100, file: "/files/vagas.csv" }]]).subscribe,
    components: {
      ExportReady: (state) => <p data-testid="export-ready">Sua exportação está pronta: {state.file}</p>,
    },
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    await expect(await within(dialog).findByTestId("export-ready")).toHaveTextContent("/files/vagas.csv");
  },
};

/** An error in a message: error state with the server's message, no bar, no download (spec §4, §8). */
export const Failed: Story = {
  args: {
    subscribe: scripted([
      [50, { percent: 30 }],
      [100, { error: true, message: "A planilha excede o limite de linhas" }],
    ]).subscribe,
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("A planilha excede o limite de linhas");
    await expect(within(dialog).queryByRole("progressbar")).toBeNull();
  },
};

/** A failed task without a message of its own says 'Ocorreu um erro'. */
export const FailedDefaultMessage: Story = {
  args: { subscribe: scripted([[50, { error: true }]]).subscribe },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("Ocorreu um erro");
  },
};

/** A custom message shows at once at 100 %. */
export const CustomMessage: Story = {
  args: {
    task: task({ customMessage: "42 candidatos movidos para Entrevista" }),
    subscribe: scripted([[50, { percent: 100 }]]).subscribe,
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("42 candidatos movidos para Entrevista");
  },
};

/** With loading_time 2: a one-second countdown from 100 %, then it closes and goes to url_redirect. */
export const CountdownAndRedirect: Story = {
  args: {
    task: task({ loadingTime: 2, urlRedirect: "/recruiters/candidates" }),
    subscribe: scripted([[50, { percent: 100 }]]).subscribe,
  },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    await expect(await within(dialog).findByText("Fechando em 2 segundos")).toBeInTheDocument();
    await expect(await within(dialog).findByText("Fechando em 1 segundo", {}, { timeout: 2000 })).toBeInTheDocument();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/recruiters/candidates"), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

const handClosed = scripted([[50, { percent: 30 }]]);

/** Closed by hand while running: the channel is left, nothing redirects. */
export const ClosedByHand: Story = {
  args: { task: task({ urlRedirect: "/recruiters/jobs" }), subscribe: handClosed.subscribe },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Progresso da tarefa" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(handClosed.unsubscribe).toHaveBeenCalledOnce();
  },
};

/** No channel: the spec's error toast, and no dialog (spec §5, §8). */
export const NoChannel: Story = {
  args: { task: task({ channel: null }) },
  play: async ({ args }) => {
    const shown = await screen.findByText("Nenhum canal selecionado! Tente novamente mais tarde.");
    // Overlays fade in: visible once the entering animation has run.
    await waitFor(() => expect(shown).toBeVisible());
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(args.subscribe).not.toHaveBeenCalled();
  },
};
