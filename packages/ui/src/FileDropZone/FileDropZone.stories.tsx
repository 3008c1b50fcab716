import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { fieldColumn } from "../Field/storyDecorators";
import { Form } from "../Form";
import { FileDropZone } from "./FileDropZone";

/** A file of an exact size without allocating it: only `size` is read before upload. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(["%PDF"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** The form's submit, in the story that submits one. */
const submitted = fn();

const meta = {
  title: "Fields/FileDropZone",
  component: FileDropZone,
  decorators: [fieldColumn],
  args: {
    label: "Currículo",
    maxSizeMb: 5,
    acceptedTypes: [".pdf", ".docx"],
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Tab reaches the drop target (files can be pasted there), then the choose button; the chosen file is
 * listed with its size and a remove button.
 */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Escolher arquivo" })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
    await expect(input).toHaveAttribute("accept", ".pdf,.docx");
    const cv = fakeFile("curriculo.pdf", "application/pdf", 1_250_000);
    await userEvent.upload(input as HTMLInputElement, cv);
    await expect(args.onChange).toHaveBeenLastCalledWith([cv]);
    await expect(canvas.getByText("curriculo.pdf")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remover curriculo.pdf" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const Filled: Story = {
  args: {
    defaultFiles: [fakeFile("curriculo-ana-souza.pdf", "application/pdf", 1_250_000)],
    description: "O recrutador verá este arquivo.",
  },
};

/** Spec §5: a file at the limit (5 × 1,000,000 bytes) is already too large; the kept file stays. */
export const TooLarge: Story = {
  args: { defaultFiles: [fakeFile("curriculo.pdf", "application/pdf", 800_000)] },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]") as HTMLInputElement;
    await userEvent.upload(input, fakeFile("portfolio.pdf", "application/pdf", 5_000_000));
    await expect(await canvas.findByText("Arquivo muito grande, o tamanho máximo é 5mb")).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText("curriculo.pdf")).toBeVisible();
  },
};

/** The spec's own English wording, with the English locale. */
export const TooLargeEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]") as HTMLInputElement;
    await userEvent.upload(input, fakeFile("portfolio.pdf", "application/pdf", 7_300_000));
    await expect(await canvas.findByText("File too large, the max size is 5mb")).toBeVisible();
  },
};

/** A file of another type (dropped, or picked with the dialog's "all files") is refused by name. */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]") as HTMLInputElement;
    // The picker filters by `accept`, but users can switch it to "all files": the zone checks again.
    await userEvent.setup({ applyAccept: false }).upload(input, fakeFile("foto.png", "image/png", 10_000));
    await expect(await canvas.findByText("Tipo de arquivo não aceito: foto.png")).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: "Envie seu currículo.", isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true } };

/**
 * Required, enforced on submit (spec §5): an empty zone refuses the form with 'Obrigatório.' and the form's summary,
 * focus goes to the choose button; a file clears the message and the form submits.
 */
export const RequiredOnSubmit: Story = {
  args: { isRequired: true },
  render: (args) => {
    const onSubmit = (event: { preventDefault(): void }) => {
      event.preventDefault();
      submitted();
    };
    return (
      <Form onSubmit={onSubmit}>
        <FileDropZone {...args} />
        <div>
          <Button type="submit">Enviar</Button>
        </div>
      </Form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(await canvas.findByText("Obrigatório.")).toBeVisible();
    await expect(canvas.getByText("Preencha corretamente os campos")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Escolher arquivo" })).toHaveFocus();
    await expect(submitted).not.toHaveBeenCalled();

    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]") as HTMLInputElement;
    await userEvent.upload(input, fakeFile("curriculo.pdf", "application/pdf", 800_000));
    await waitFor(() => expect(canvas.queryByText("Obrigatório.")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};
