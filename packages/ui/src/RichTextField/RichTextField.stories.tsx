import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { RichTextField } from "./RichTextField";

const meta = {
  title: "Fields/RichTextField",
  component: RichTextField,
  decorators: [fieldColumn],
  args: { label: "Apresentação", name: "presentation", onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof RichTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor replaces the plain text area once its chunk is there; the toolbar says so. */
async function editorOf(canvas: { findByRole: (role: string, options: object) => Promise<HTMLElement> }) {
  await canvas.findByRole("toolbar", { name: "Formatação" });
  return canvas.findByRole("textbox", { name: "Apresentação" });
}

const posted = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="hidden"][name="presentation"]')?.value;

export const Empty: Story = {
  args: { placeholder: "Quem é, o que fez, por que para esta vaga", description: "O cliente lê este texto." },
  play: async ({ args, canvas, canvasElement }) => {
    const editor = await editorOf(canvas);
    await expect(editor).toHaveAttribute("contenteditable", "true");
    // A form hears each change as an `input` event from the hidden input that posts it.
    const heard: string[] = [];
    canvasElement.addEventListener("input", (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "hidden") heard.push(event.target.value);
    });
    await userEvent.click(editor);
    // Pasted, then formatted: ProseMirror reads simulated typing from the DOM, where a key can reach a node it has
    // just replaced; a paste and its shortcuts are its own transactions.
    await userEvent.paste("Forte e leve");
    await waitFor(() => expect(heard.at(-1)).toBe("<p>Forte e leve</p>"));
    await userEvent.keyboard("{Control>}a{/Control}");
    await expect(canvas.getByRole("button", { name: "Negrito" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect(canvas.getByRole("button", { name: "Negrito" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Control>}i{/Control}");
    await expect(canvas.getByRole("button", { name: "Itálico" })).toHaveAttribute("aria-pressed", "true");
    const html = "<p><strong><em>Forte e leve</em></strong></p>";
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(html));
    await expect(posted(canvasElement)).toBe(html);
    await userEvent.tab({ shift: true });
    // Leaving the text for its own toolbar is not leaving the field.
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab({ shift: true });
    await expect(args.onBlur).toHaveBeenCalledWith(html);
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(""));
    await userEvent.tab();
  },
};

export const WithContent: Story = {
  args: {
    defaultValue:
      "<h3>Resumo</h3><p>Executiva com <strong>15 anos</strong> em <em>finanças</em>. Perfil: " +
      '<a href="https://exemplo.com/perfil">exemplo.com/perfil</a></p>' +
      "<ul><li><p>Fusões e aquisições</p></li><li><p>Equipe de 40 pessoas</p></li></ul>" +
      "<ol><li><p>Disponível em 30 dias</p></li></ol>",
    description: "Salvo ao sair do campo.",
  },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(canvas.getByRole("heading", { level: 3, name: "Resumo" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "exemplo.com/perfil" })).toHaveAttribute(
      "href",
      "https://exemplo.com/perfil",
    );
    await expect(editor).toHaveAccessibleDescription("Salvo ao sair do campo.");
  },
};

/** Markup pasted from elsewhere keeps only what the editor writes, which is what the server keeps. */
export const PasteKeepsOnlyWhatTheServerKeeps: Story = {
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<h1>Título</h1><p style="color:red" onclick="alert(1)">Texto <u>sublinhado</u> <img src="x.png" alt="">' +
        '<a href="javascript:alert(1)">link</a></p><ol start="4"><li>quatro</li></ol>',
    );
    data.setData("text/plain", "Título Texto sublinhado link quatro");
    editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string;
    await expect(html).toContain("Título");
    await expect(html).toContain("quatro");
    await expect(html).not.toMatch(/<(img|u|h1)\b|style=|onclick|javascript:|start=/);
    await expect(editor.querySelector("img, u, h1, [style], [onclick], ol[start]")).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A mail's layout (tables, images, inline styles), as an e-mail template keeps it: the editor could not write it,
 * so the field edits it as HTML and says so; what is typed is added and nothing is dropped.
 */
export const MailLayoutAsHtml: Story = {
  args: {
    label: "Corpo do e-mail",
    name: "body",
    defaultValue:
      '<table role="presentation" width="100%"><tr><td style="padding: 16px">' +
      '<img src="https://exemplo.com/logo.png" alt="Logo"><p style="color: #333">Olá, {{nome}}</p></td></tr></table>',
  },
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <RichTextField {...args} />
      <RichTextField label="Resumo" defaultValue="<p>Texto simples</p>" />
    </div>
  ),
  play: async ({ args, canvas }) => {
    // The other field's toolbar: the editor's chunk is there, and this field chose the text area.
    await canvas.findByRole("toolbar", { name: "Formatação" });
    const source = canvas.getByRole("textbox", { name: "Corpo do e-mail" });
    await expect(source.tagName).toBe("TEXTAREA");
    await expect(source).toHaveValue(args.defaultValue);
    await expect(source).toHaveAccessibleDescription(
      "Este texto tem formatação que o editor não mantém (tabelas, imagens ou estilos): edite-o como HTML.",
    );
    await expect(canvas.getAllByRole("toolbar")).toHaveLength(1);
    await userEvent.click(source);
    await userEvent.keyboard("{Control>}{End}{/Control}<p>Até breve</p>");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(`${args.defaultValue}<p>Até breve</p>`));
    source.blur();
  },
};

export const Link: Story = {
  args: { defaultValue: "<p>Perfil completo</p>" },
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("button", { name: "Link" }));
    const address = canvas.getByRole("textbox", { name: "Endereço do link" });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, "javascript:alert(1){Enter}");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Informe um endereço da web");
    await userEvent.clear(address);
    await userEvent.type(address, "exemplo.com/ana{Enter}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.com/ana">Perfil completo</a></p>',
      ),
    );
    await expect(canvas.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "<p>Texto longo demais para o limite deste campo.</p>", maxLength: 20 },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(canvas.getByText("Máximo de 20 caracteres.")).toBeVisible();
    await expect(editor).toHaveAttribute("aria-invalid", "true");
  },
};

export const ServerError: Story = {
  args: { defaultValue: "<p>Apresentação</p>", errorMessage: "A apresentação não pôde ser salva." },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(editor).toHaveAccessibleDescription("A apresentação não pôde ser salva.");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "<p>Apresentação enviada ao cliente.</p>", isDisabled: true },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await expect(canvas.getByRole("button", { name: "Negrito" })).toBeDisabled();
  },
};
