import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ListPickerOption } from "../../state/listPicker";
import { ListPicker } from "./ListPicker";

const LISTS: ListPickerOption[] = [
  { id: 1, name: "Banco de talentos", shared: true, talent_pool: true, candidates_count: 25 },
  { id: 2, name: "Diretores financeiros — São Paulo", shared: false, talent_pool: false, candidates_count: 12 },
  { id: 3, name: "Conselheiros independentes", shared: true, talent_pool: false, candidates_count: 0 },
];

const meta = {
  title: "Domain/ListPicker",
  component: ListPicker,
  args: {
    lists: LISTS,
    count: 8,
    status: { kind: "choosing" },
    nameLength: 120,
    listHref: (id: number) => `/recruiters/tearsheets/${id}`,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ListPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recruiter's lists and the shared ones, the talent pool first; searching narrows them. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Buscar lista"), "diretores");
    await expect(canvas.queryByText(/Conselheiros/)).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: /Diretores financeiros/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar" }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ kind: "existing", id: 2 });
  },
};

/** No list yet: only a new one can be named. */
export const Empty: Story = {
  args: { lists: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Você ainda não tem listas: crie uma abaixo.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Adicionar" })).toBeDisabled();
  },
};

/** "Nova lista" with its name typed: the add makes the list with the candidates. */
export const Creating: Story = {
  args: { initialName: "Finalistas CFO" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Adicionar" }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ kind: "new", name: "Finalistas CFO" });
  },
};

/** The API refused (a candidate of another business): its words, nothing added. */
export const WithError: Story = {
  args: {
    initialName: "Finalistas CFO",
    status: { kind: "failed", message: "Candidato não encontrado: nenhum candidato foi adicionado à lista." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("nenhum candidato foi adicionado");
  },
};

/** Added: how many, how many were already there, and the way to the list. */
export const Done: Story = {
  args: { status: { kind: "done", list: { id: 2, name: "Diretores financeiros — São Paulo" }, added: 6, already: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("6 candidatos adicionados");
    await expect(canvas.getByRole("link", { name: "Abrir a lista" })).toHaveAttribute(
      "href",
      "/recruiters/tearsheets/2",
    );
  },
};
