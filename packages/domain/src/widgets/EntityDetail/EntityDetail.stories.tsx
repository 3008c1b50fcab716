import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { entities } from "../../entities/registry";
import { entityFormMessages } from "../../state/entityForm";
import { EntityDetail } from "./EntityDetail";

const M = entityFormMessages.messages;

const COMPANY = {
  id: 12,
  name: "Banco Horizonte S.A.",
  trade_name: "Horizonte",
  cnpj: "11.222.333/0001-81",
  status: 3,
  industry: 7,
  owner: 3,
  website: "https://horizonte.com.br",
  email: "rh@horizonte.com.br",
  phone: "1134567890",
  city: "São Paulo",
  state: "SP",
  country: "BR",
  employees: 4200,
  annual_revenue: 125000000,
  fee_percent: 22,
  description: "Banco de atacado com foco em crédito corporativo e mercado de capitais.",
  jobs_count: 3,
  created_at: "2024-11-04T13:20:00Z",
  updated_at: "2025-03-14T09:30:00Z",
};

const JOBS = [
  { id: 41, title: "Gerente Financeiro", status: 1, client_company: 12, owner: 3, city: "São Paulo", published: true },
  { id: 42, title: "Analista de Crédito Sênior", status: 1, client_company: 12, owner: 4, city: "São Paulo" },
  { id: 43, title: "Head de Compliance", status: 2, client_company: 12, owner: 3, city: "Rio de Janeiro" },
];

const PEOPLE = { "3": "Marina Costa", "4": "Paulo Mendes" };

const meta = {
  title: "Widgets/EntityDetail",
  component: EntityDetail,
  args: {
    entity: entities.client_companies,
    record: COMPANY,
    relationLabels: { owner: PEOPLE, industry: { "7": "Serviços financeiros" } },
    onEdit: fn(),
  },
  // Taller than the 900 px test page: the story scrolls in its own box so the screenshot shows its top, sharp.
  decorators: [
    (Story) => (
      <div style={{ maxHeight: 820, overflow: "auto" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EntityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: { "pt-BR": string; en: string }) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** A client company's page: sections of label and value, BRL, dd/mm/yyyy, names for relations. */
export const ClientCompany: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("heading", { level: 1, name: "Banco Horizonte S.A." })).toBeVisible();
    await expect(canvas.getByText(globals.locale === "en" ? "Key Account" : "Conta-chave")).toBeVisible();
    await expect(canvas.getByText("Marina Costa")).toBeVisible();
    await expect(canvas.getByText("Serviços financeiros")).toBeVisible();
    await expect(canvas.getByText(/R\$\s125\.000\.000,00/)).toBeVisible();
    await expect(canvas.getByText("04/11/2024 10:20")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: t(M.edit) }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** The company's jobs as a related list; Enter on a row opens the job. */
export const WithRelatedJobs: Story = {
  args: {
    related: [
      {
        key: "jobs",
        entity: entities.jobs,
        records: JOBS,
        columns: ["title", "status", "owner", "city"],
        relationLabels: { owner: PEOPLE },
        onOpen: fn(),
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("grid");
    await expect(within(table).getAllByRole("row")).toHaveLength(4);
    await expect(within(table).getByText("Paulo Mendes")).toBeVisible();
    await userEvent.click(within(table).getByText("Analista de Crédito Sênior"));
    await expect(args.related?.[0]?.onOpen).toHaveBeenCalledWith(42);
    // The screenshot shows the page from its top, as a reader lands on it.
    table.closest("article")?.parentElement?.scrollTo(0, 0);
  },
};

/** A related list with no records says so. */
export const EmptyRelatedList: Story = {
  args: { related: [{ key: "jobs", entity: entities.jobs, records: [] }] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals)(M.noRelated))).toBeVisible();
  },
};

/** A related list still loading. */
export const LoadingRelatedList: Story = {
  args: { related: [{ key: "jobs", entity: entities.jobs, records: [], isLoading: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("grid")).toBeNull();
  },
};

/** A candidate, with sensitive values withheld from this reader: they read as a dash. */
export const CandidateWithheldFields: Story = {
  args: {
    entity: entities.candidates,
    sections: ["profile", "recruitment", "documents"],
    record: {
      id: 5,
      name: "Ana Souza",
      role_name: "Controller",
      email: "ana.souza@example.com",
      mobile_phone: "11987654321",
      city: "Campinas",
      status: 3,
      owner: 4,
      tags: ["finanças", "inglês fluente"],
      cpf: null,
      date_birth: null,
    },
    relationLabels: { owner: PEOPLE },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("(11) 98765-4321")).toBeVisible();
    await expect(canvas.getByText("finanças, inglês fluente")).toBeVisible();
    const cpf = canvas.getByText("CPF").closest("div");
    await expect(within(cpf as HTMLElement).getByText("—")).toBeVisible();
  },
};
