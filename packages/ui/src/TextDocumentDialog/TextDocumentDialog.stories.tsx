import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { TextDocumentDialog } from "./TextDocumentDialog";

/** A CV's text as the server reads it from a PDF: lines, blank lines between sections, a long URL. */
const CV_TEXT = [
  "Carla Candidata",
  "São Paulo, SP · carla@exemplo.com.br · https://www.linkedin.com/in/carla-candidata-controladoria-financeira",
  "",
  "RESUMO",
  "Controller com 12 anos em empresas industriais e de serviços. Fechamentos mensais em D+3,",
  "consolidação de quatro subsidiárias, implantação de SAP S/4HANA e auditoria externa.",
  "",
  "EXPERIÊNCIA",
  "2019 – hoje  Controller, Indústria Exemplo S.A.",
  "    • Reduziu o fechamento de D+8 para D+3.",
  "    • Liderou uma equipe de 9 analistas.",
  "2014 – 2019  Coordenadora de contabilidade, Serviços Modelo Ltda.",
  "",
  "FORMAÇÃO",
  "Ciências Contábeis, Universidade de São Paulo · MBA em Finanças, Fundação Exemplo",
].join("\n");

const meta = {
  title: "Overlays/TextDocumentDialog",
  component: TextDocumentDialog,
  args: {
    title: "Currículo Carla Candidata.pdf",
    content: { status: "ready", text: CV_TEXT },
    defaultOpen: true,
    onOpenChange: fn(),
  },
  // The dialog is portalled to <body>: screenshot the page, not the canvas.
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof TextDocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text read, its line breaks and indents kept, at a readable width. */
export const Read: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Currículo Carla Candidata.pdf" });
    await waitFor(() => expect(dialog).toBeVisible());
    const text = within(dialog).getByText(/Controller com 12 anos/);
    await expect(text).toHaveStyle({ whiteSpace: "pre-wrap" });
    await expect(text.textContent).toContain("RESUMO\nController");
  },
};

/** Markup in a document is text, never HTML. */
export const MarkupStaysText: Story = {
  args: { content: { status: "ready", text: 'Nome: <b>Carla</b> <img src=x onerror="alert(1)">' } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByText(/<b>Carla<\/b>/)).toBeInTheDocument();
    await expect(dialog.querySelector("img, b")).toBeNull();
  },
};

/** Only part of a long text came: the note says so, and the body scrolls inside the dialog. */
export const Truncated: Story = {
  args: {
    content: {
      status: "ready",
      text: Array.from({ length: 12 }, () => CV_TEXT).join("\n\n"),
      note: "Este texto é longo demais para ser exibido inteiro: baixe o arquivo para lê-lo até o fim.",
    },
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    // Overlays fade in: visible once the entering animation has run.
    await waitFor(() => expect(within(dialog).getByText(/longo demais/)).toBeVisible());
    const body = within(dialog).getByText(/Controller com 12 anos/).parentElement as HTMLElement;
    await waitFor(() => expect(body.scrollHeight).toBeGreaterThan(body.clientHeight));
    await waitFor(() => expect(body).toHaveAttribute("tabindex", "0"));
  },
};

/** While the text loads: placeholder lines, announced once. */
export const Loading: Story = {
  args: { content: { status: "loading", label: "Carregando o texto" } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Carregando o texto");
  },
};

const onRetry = fn();

/** The text could not be loaded: the reason and a retry. */
export const Failed: Story = {
  args: {
    content: {
      status: "error",
      message: "Não foi possível carregar o texto.",
      retryLabel: "Tentar novamente",
      onRetry,
    },
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("Não foi possível carregar o texto.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tentar novamente" }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
