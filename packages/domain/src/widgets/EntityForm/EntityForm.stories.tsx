import { Button, type FieldOption } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { candidateProfilePages, profilePageEntity, profilePageFields } from "../../candidatePortal/profileSections";
import { entityCards } from "../../entities/administrator/entityCards";
import { roles } from "../../entities/administrator/roles";
import { siteConfigs } from "../../entities/administrator/siteConfigs";
import { candidates } from "../../entities/recruiter/candidates";
import { entities } from "../../entities/registry";
import { formScope } from "../../forms/formScope";
import { V } from "../../rules/messages";
import { type EnhancedForm, EntityForm } from "./EntityForm";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";

const infoPage = profilePageEntity(candidates, "info");
const skillsPage = profilePageEntity(candidates, "skills");
const scopeOf = (page: "info" | "skills") => profilePageFields(candidates, page).map((field) => field.key);
const infoNotes = Object.fromEntries(
  candidateProfilePages.info.groups.flatMap((group) => (group.note ? [[group.section, group.note["pt-BR"]]] : [])),
);

const CARLA = {
  id: 7,
  name: "Carla Mendes",
  mobile_phone: "+5511987654321",
  city: "São Paulo",
  state: "SP",
  nationality: "BR",
  date_birth: "1990-05-17",
  gender: 2,
  disabilitys: [],
  emergency_contact_name: "João Mendes",
};

/**
 * The registry's one form. As a document (the candidate's pages, and every page before scripts run) it is drawn on
 * the server and posted without any script: each control's name is its path, the rows' buttons post an intent and
 * the page draws the form again. Enhanced (`enhanced`, where scripts run) it checks as you type, refuses an invalid
 * save before posting, searches relations and hands the post to the router.
 */
const meta = {
  title: "Widgets/EntityForm",
  component: EntityForm,
  args: { entity: infoPage, scope: scopeOf("info"), action: "/candidates/info", sectionNotes: infoNotes },
  // A long form scrolls in a box of the screenshot's height: the capture is the same on every machine.
  decorators: [
    (Story) => (
      <div style={{ maxHeight: 820, overflow: "auto" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EntityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The info page with a record: texts, the phone's country and number, a date, a select, a country. */
export const InfoAtRest: Story = {
  args: { values: CARLA },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("textbox", { name: "Nome" })).toHaveValue("Carla Mendes");
    await expect(canvas.getByRole("textbox", { name: /^Celular/ })).toHaveValue("(11) 98765-4321");
    await expect(canvas.getByText(infoNotes.documents as string)).toBeVisible();
    const posted = new FormData(canvasElement.querySelector("form") as HTMLFormElement);
    await expect(posted.get("mobile_phone.country")).toBe("BR");
    await expect(posted.get("nationality")).toBe("BR");
    await expect(posted.get("date_birth")).toBe("1990-05-17");
  },
};

/** What was posted, refused by the API: as typed, each message under its field. */
export const InfoWithErrors: Story = {
  args: {
    values: { ...CARLA, cpf: "123.456.789-00", mobile_phone: "+55119" },
    errors: { cpf: "CPF inválido.", mobile_phone: "Telefone inválido." },
  },
  play: async ({ canvas }) => {
    const cpf = canvas.getByRole("textbox", { name: /CPF/ });
    await expect(cpf).toHaveValue("123.456.789-00");
    await expect(cpf).toHaveAttribute("aria-invalid", "true");
    await expect(cpf).toHaveAccessibleDescription(/CPF inválido\./);
    await expect(canvas.getByRole("textbox", { name: /^Celular/ })).toHaveAccessibleDescription(/Telefone inválido\./);
  },
};

const SKILLS = {
  skills: [
    { name: "TypeScript", years: 3, level: 3 },
    { name: "SQL", years: 2, level: 2 },
  ],
};

/** Skills: each row a fieldset, with its Remove button; Add and Remove are submit buttons with their intent. */
export const SkillsAtRest: Story = {
  args: {
    entity: skillsPage,
    scope: scopeOf("skills"),
    action: "/candidates/skills",
    values: SKILLS,
    sectionNotes: {},
  },
  play: async ({ canvas, canvasElement }) => {
    const second = canvas.getByRole("group", { name: "Habilidades 2" });
    await expect(within(second).getByRole("textbox", { name: /Habilidade/ })).toHaveValue("SQL");
    const remove = within(second).getByRole("button", { name: "Remover Habilidades 2" });
    await expect(remove).toHaveAttribute("type", "submit");
    await expect(remove).toHaveAttribute("value", "remove:skills:1");
    await expect(canvas.getByRole("button", { name: "Adicionar: Habilidades" })).toHaveAttribute("value", "add:skills");
    const posted = new FormData(canvasElement.querySelector("form") as HTMLFormElement);
    await expect(posted.getAll("skills")).toEqual(["0", "1"]);
    await expect(posted.get("skills.1.name")).toBe("SQL");
  },
};

/** A row refused by the API: its messages under its properties, by path. */
export const SkillsWithErrors: Story = {
  args: {
    entity: skillsPage,
    scope: scopeOf("skills"),
    action: "/candidates/skills",
    sectionNotes: {},
    values: {
      skills: [
        { name: "TypeScript", years: 3, level: 3 },
        { name: "", years: "", level: "" },
      ],
    },
    errors: { "skills.1.name": "Esse campo é obrigatório.", "skills.1.level": "Esse campo é obrigatório." },
  },
  play: async ({ canvas }) => {
    const second = canvas.getByRole("group", { name: "Habilidades 2" });
    await expect(within(second).getByRole("textbox", { name: /Habilidade/ })).toHaveAttribute("aria-invalid", "true");
    await expect(within(second).getByRole("combobox", { name: /Nível/ })).toHaveAccessibleDescription(
      "Esse campo é obrigatório.",
    );
  },
};

/**
 * A role's permissions as a matrix: a checkbox group of actions per recruiter entity, each posted under
 * `permissions.<entity>` with the actions' names.
 */
export const RolePermissionsMatrix: Story = {
  args: {
    entity: roles,
    scope: ["name", "permissions"],
    action: "/administrator/roles/new",
    values: { name: "Consultor", permissions: { candidates: ["read", "update"], jobs: ["read"] } },
    sectionNotes: {},
  },
  play: async ({ canvas, canvasElement }) => {
    const candidatesRow = canvas.getByRole("group", { name: "Candidatos" });
    await expect(within(candidatesRow).getByRole("checkbox", { name: "Ver" })).toBeChecked();
    await expect(within(candidatesRow).getByRole("checkbox", { name: "Excluir" })).not.toBeChecked();
    const posted = new FormData(canvasElement.querySelector("form") as HTMLFormElement);
    await expect(posted.getAll("permissions.candidates")).toEqual(["read", "update"]);
    await expect(posted.getAll("permissions.jobs")).toEqual(["read"]);
  },
};

/**
 * A site's structures: custom labels as rows of key and text, the rules as JSON text, the colours as light and dark
 * groups of colour fields.
 */
export const SiteConfigStructures: Story = {
  args: {
    entity: siteConfigs,
    scope: ["custom_labels", "rules", "colors"],
    action: "/administrator/site_configs/3/edit",
    values: {
      custom_labels: { jobs: "Oportunidades" },
      rules: { candidate_required_fields: ["name", "email"] },
      colors: { light: { primary: "#e72576" } },
    },
    sectionNotes: {},
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("textbox", { name: /^Chave/ })).toHaveValue("jobs");
    await expect(canvas.getByRole("textbox", { name: "Regras" })).toHaveValue(
      JSON.stringify({ candidate_required_fields: ["name", "email"] }, null, 2),
    );
    await expect(canvas.getByRole("button", { name: "Adicionar: Rótulos personalizados" })).toHaveAttribute(
      "value",
      "add:custom_labels",
    );
    const posted = new FormData(canvasElement.querySelector("form") as HTMLFormElement);
    await expect(posted.getAll("custom_labels")).toEqual(["0"]);
    await expect(posted.get("custom_labels.0.value")).toBe("Oportunidades");
    await expect(posted.get("colors.light.primary")).toBe("#e72576");
  },
};

/** JSON text the API refused: shown as typed, with the message under it. */
export const JsonRefused: Story = {
  args: {
    entity: entityCards,
    scope: ["name", "entity", "where"],
    action: "/administrator/entity_cards/new",
    values: { name: "Abertas", entity: "jobs", where: "{ status: 1" },
    errors: { where: V.jsonInvalid["pt-BR"] },
    sectionNotes: {},
  },
  play: async ({ canvas }) => {
    const where = canvas.getByRole("textbox", { name: "Filtro" });
    await expect(where).toHaveValue("{ status: 1");
    await expect(where).toHaveAccessibleDescription(V.jsonInvalid["pt-BR"]);
  },
};

const COMPANIES: FieldOption[] = [
  { id: "12", label: "Banco Horizonte S.A." },
  { id: "13", label: "Construtora Atlântica" },
  { id: "14", label: "Horizonte Seguros" },
];
const RECRUITERS: FieldOption[] = [
  { id: "3", label: "Marina Costa" },
  { id: "4", label: "Paulo Mendes" },
];

/** What the app's page does: `GET /recruiters/{entity}?terms_search=…`, here from fixed lists. */
const loadOptions = async (entity: string, filterText: string) => {
  const all = entity === "client_companies" ? COMPANIES : entity === "recruiters" ? RECRUITERS : [];
  return all.filter((option) => option.label.toLowerCase().includes(filterText.toLowerCase()));
};

const JOB = {
  id: 41,
  title: "Gerente Financeiro",
  status: 1,
  client_company: 12,
  owner: 3,
  recruiters: [3, 4],
  city: "São Paulo",
  state: "SP",
  openings: 2,
  salary_min: 18000,
  salary_max: 24000,
  show_salary: true,
  hiring_regime: 2,
  opened_at: "2025-03-10",
  description: "Liderar o planejamento financeiro e o controle orçamentário da operação brasileira.",
};

/** The options the page's loader gives: the first records, and those the record points to. */
const JOB_OPTIONS = { client_company: COMPANIES, owner: RECRUITERS, recruiters: RECRUITERS };

const enhanced = (overrides: Partial<EnhancedForm> = {}): EnhancedForm => ({
  loadOptions,
  submit: fn(),
  onDirtyChange: fn(),
  ...overrides,
});

/** The entries the router would post for a submit. */
const postedBy = (submit: EnhancedForm["submit"]) => {
  const call = (submit as ReturnType<typeof fn>).mock.lastCall as [HTMLFormElement, HTMLElement | null] | undefined;
  if (!call) return null;
  const [form, submitter] = call;
  return new FormData(form, submitter);
};

/** A new client company where scripts run: the registry's fields, required ones marked, nothing typed yet. */
export const NewClientCompany: Story = {
  args: {
    entity: entities.client_companies,
    scope: formScope(entities.client_companies),
    action: "/recruiters/client_companies/new",
    sectionNotes: {},
    backHref: "/recruiters/client_companies",
    enhanced: enhanced(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /Razão social/ })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "CNPJ" })).not.toBeRequired();
    await expect(canvas.queryByRole("textbox", { name: "ID" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/recruiters/client_companies");
    await expect(canvas.getByRole("button", { name: "Salvar" })).toBeVisible();
  },
};

/**
 * A field left invalid says why at once; Save on an invalid form is refused before anything is posted: 'Preencha
 * corretamente os campos', each field's message, the focus on the first, nothing typed lost.
 */
export const InvalidSubmit: Story = {
  args: { ...NewClientCompany.args, enhanced: enhanced() },
  play: async ({ canvas, args }) => {
    const cnpj = canvas.getByRole("textbox", { name: "CNPJ" });
    await userEvent.type(cnpj, "11.111.111/1111-11");
    await userEvent.tab();
    await expect(await canvas.findByText(V.cnpjInvalid["pt-BR"])).toBeVisible();
    await expect(canvas.queryByText(V.formSummary["pt-BR"])).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(await canvas.findByText(V.formSummary["pt-BR"])).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Razão social/ })).toHaveFocus());
    await expect(args.enhanced?.submit).not.toHaveBeenCalled();
    await expect(cnpj).toHaveValue("11.111.111/1111-11");
  },
};

/**
 * A job being edited: its relations named, a change makes the form dirty, and Save hands the router the form with
 * the record's values as a document would post them; its rich texts (description, requirements) are editors posting
 * HTML, the untouched one as it was given.
 */
export const EditJob: Story = {
  args: {
    entity: entities.jobs,
    scope: formScope(entities.jobs),
    values: JOB,
    relationOptions: JOB_OPTIONS,
    action: "/recruiters/jobs/41?edit",
    sectionNotes: {},
    backHref: "/recruiters/jobs/41",
    enhanced: enhanced(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("combobox", { name: /Empresa cliente/ })).toHaveValue("Banco Horizonte S.A.");
    await expect(canvas.getByText("Paulo Mendes")).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole("toolbar", { name: "Formatação" })).toHaveLength(2));
    await userEvent.click(canvas.getByRole("textbox", { name: "Requisitos" }));
    // Pasted, then made bold: ProseMirror reads simulated typing from the DOM, where a key can reach a node it has
    // just replaced; a paste and its shortcuts are its own transactions.
    await userEvent.paste("CPA e inglês");
    // The editor's change alone makes the form changed, before its field is left.
    await waitFor(() => expect(args.enhanced?.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.keyboard("{Control>}a{/Control}{Control>}b{/Control}");
    await userEvent.tab();
    const city = canvas.getByRole("textbox", { name: /^Cidade/ });
    await userEvent.clear(city);
    await userEvent.type(city, "Recife");
    await userEvent.tab();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(args.enhanced?.submit).toHaveBeenCalledTimes(1));
    const posted = postedBy(args.enhanced?.submit as EnhancedForm["submit"]);
    await expect(posted?.get("intent")).toBe("save");
    await expect(posted?.get("description")).toBe(JOB.description);
    await expect(posted?.get("requirements")).toBe("<p><strong>CPA e inglês</strong></p>");
    await expect(posted?.get("city")).toBe("Recife");
    await expect(posted?.get("client_company")).toBe("12");
    await expect(posted?.getAll("recruiters")).toEqual(["3", "4"]);
    await expect(posted?.get("opened_at")).toBe("2025-03-10");
  },
  parameters: { screenshot: { target: "page" } },
};

/** A relation is searched as the user types and picked with the keyboard; the form posts the picked id. */
export const PickRelation: Story = {
  args: { ...EditJob.args, values: { ...JOB, client_company: null }, enhanced: enhanced() },
  play: async ({ canvas, canvasElement }) => {
    const company = canvas.getByRole("combobox", { name: /Empresa cliente/ });
    await userEvent.click(company);
    await userEvent.keyboard("Horiz");
    const option = await screen.findByRole("option", { name: "Horizonte Seguros" });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(company).toHaveAttribute("aria-activedescendant", expect.stringMatching(/-12$/)));
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(company).toHaveAttribute("aria-activedescendant", option.id));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(company).toHaveValue("Horizonte Seguros"));
    const posted = new FormData(canvasElement.querySelector("form") as HTMLFormElement);
    await expect(posted.get("client_company")).toBe("14");
  },
};

/** A save the server refused, drawn again: its words above the form and each message under its field. */
export const ServerRefusal: Story = {
  args: {
    ...NewClientCompany.args,
    values: { name: "Banco Horizonte S.A.", status: 1 },
    errors: { name: "Já existe uma empresa com este nome." },
    summary: V.formSummary["pt-BR"],
    enhanced: enhanced(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Já existe uma empresa com este nome.")).toBeVisible();
    await expect(canvas.getByText(V.formSummary["pt-BR"]).closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole("textbox", { name: /Razão social/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/** A list's row removed where scripts run: the button's intent goes to the router with the form. */
export const RemoveRowEnhanced: Story = {
  args: {
    entity: skillsPage,
    scope: scopeOf("skills"),
    action: "/recruiters/candidates/5?edit",
    values: SKILLS,
    sectionNotes: {},
    enhanced: enhanced(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remover Habilidades 1" }));
    await waitFor(() => expect(args.enhanced?.submit).toHaveBeenCalledTimes(1));
    const posted = postedBy(args.enhanced?.submit as EnhancedForm["submit"]);
    await expect(posted?.get("intent")).toBe("remove:skills:0");
  },
};

/** The unsaved-changes question: the page blocks navigation while the form is changed and asks; Cancel stays. */
export const UnsavedChangesGuard: Story = {
  args: { ...NewClientCompany.args, enhanced: enhanced() },
  render: (args) => {
    const [dirty, setDirty] = useState(false);
    const [asking, setAsking] = useState(false);
    const [left, setLeft] = useState(false);
    return (
      <>
        <Button variant="outline" onPress={() => (dirty ? setAsking(true) : setLeft(true))}>
          Ir para Vagas
        </Button>
        {left ? <p>Saiu da página</p> : null}
        <EntityForm {...args} enhanced={enhanced({ onDirtyChange: setDirty })} />
        <UnsavedChangesDialog
          isOpen={asking}
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            setLeft(true);
          }}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Razão social/ }), "Nova empresa");
    await userEvent.click(canvas.getByRole("button", { name: "Ir para Vagas" }));
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancelar" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.queryByText("Saiu da página")).toBeNull();
    await expect(canvas.getByRole("textbox", { name: /Razão social/ })).toHaveValue("Nova empresa");
  },
};
