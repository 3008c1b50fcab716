import { Button, createToastQueue, type FieldOption, showToast, ToastRegion } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { skillLevels, skillYears } from "../../catalogues/skillYears";
import { entities } from "../../entities/registry";
import { V } from "../../rules/messages";
import { entityFormMessages } from "../../state/entityForm";
import { wizardActionMessages } from "../../state/registrationWizard";
import { EntityForm, type EntityFormProps, EntityFormSaveError, UnsavedChangesDialog } from "./EntityForm";

const M = { ...entityFormMessages.messages, ...wizardActionMessages.messages };

const COMPANIES: FieldOption[] = [
  { id: "12", label: "Banco Horizonte S.A." },
  { id: "13", label: "Construtora Atlântica" },
  { id: "14", label: "Horizonte Seguros" },
];
const RECRUITERS: FieldOption[] = [
  { id: "3", label: "Marina Costa" },
  { id: "4", label: "Paulo Mendes" },
];

/** What the app's container does: `GET /recruiters/{entity}?terms_search=…`, here from fixed lists. */
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

const LABELS = {
  client_company: { "12": "Banco Horizonte S.A." },
  owner: { "3": "Marina Costa" },
  recruiters: { "3": "Marina Costa", "4": "Paulo Mendes" },
};

/** Toasts stay until closed here: a loaded machine must not decide whether the screenshot shows one. */
function WithToasts(props: EntityFormProps) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <EntityForm
        {...props}
        onToast={(toast) => {
          props.onToast?.(toast);
          showToast(queue, toast, { timeout: null });
        }}
      />
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: "Widgets/EntityForm",
  component: EntityForm,
  args: {
    entity: entities.client_companies,
    onSave: fn(
      async (payload: Record<string, unknown>): Promise<Record<string, unknown> | undefined> => ({
        id: 7,
        ...payload,
      }),
    ),
    onDirtyChange: fn(),
    onToast: fn(),
    loadOptions,
    guardUnload: false,
  },
  render: (args) => <WithToasts {...args} />,
  // Taller than the 900 px test page: the story scrolls in its own box so the screenshot shows its top, sharp.
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

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** A new client company: the registry's fields, required ones marked, nothing typed yet. */
export const NewClientCompany: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("textbox", { name: /Razão social|Name/ })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "CNPJ" })).not.toBeRequired();
    await expect(canvas.queryByRole("textbox", { name: "ID" })).toBeNull();
    await expect(canvas.getByRole("button", { name: t(M.save) })).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** Save on an invalid form: 'Preencha corretamente os campos', each field's message, focus on the first. */
export const InvalidSubmit: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await userEvent.type(canvas.getByRole("textbox", { name: "CNPJ" }), "11.111.111/1111-11");
    await userEvent.type(canvas.getByRole("textbox", { name: /E-mail/ }), "contato@");
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await expect(await canvas.findByText(t(V.formSummary))).toBeVisible();
    await expect(canvas.getByText(t(V.cnpjInvalid))).toBeVisible();
    await expect(canvas.getByText(t(V.emailInvalid))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Razão social|Name/ })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    // Nothing typed is lost.
    await expect(canvas.getByRole("textbox", { name: "CNPJ" })).toHaveValue("11.111.111/1111-11");
  },
};

/** A job being edited: relations show names, a change makes the form dirty and only the change is saved. */
export const EditJob: Story = {
  args: { entity: entities.jobs, record: JOB, relationLabels: LABELS },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("combobox", { name: /Empresa cliente|Client company/ })).toHaveValue(
      "Banco Horizonte S.A.",
    );
    await expect(canvas.getByText("Paulo Mendes")).toBeVisible();
    const city = canvas.getByRole("textbox", { name: /^(Cidade|City)/ });
    await userEvent.clear(city);
    await userEvent.type(city, "Recife");
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ city: "Recife" }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(await screen.findByText(t(M.saved))).toBeVisible();
    // The rest of the record stays as it was.
    await expect(canvas.getByRole("textbox", { name: /^(Título|Title)/ })).toHaveValue("Gerente Financeiro");
  },
  parameters: { screenshot: { target: "page" } },
};

/** A relation is searched as the user types and picked with the keyboard. */
export const PickRelation: Story = {
  args: { entity: entities.jobs, record: { ...JOB, client_company: null }, relationLabels: LABELS },
  play: async ({ canvas }) => {
    const company = canvas.getByRole("combobox", { name: /Empresa cliente|Client company/ });
    await userEvent.click(company);
    await userEvent.keyboard("Horiz");
    const option = await screen.findByRole("option", { name: "Horizonte Seguros" });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard("{ArrowDown}");
    // The list keeps the focus in the input (aria-activedescendant) and marks the active option.
    await waitFor(() => expect(company).toHaveAttribute("aria-activedescendant", expect.stringMatching(/-12$/)));
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(company).toHaveAttribute("aria-activedescendant", option.id));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(company).toHaveValue("Horizonte Seguros"));
  },
};

/** The server refuses a field (HTTP 422): its message shows under it. */
export const ServerError: Story = {
  args: {
    record: { name: "Banco Horizonte S.A.", status: 1 },
    onSave: fn(async (_payload: Record<string, unknown>): Promise<Record<string, unknown> | undefined> => {
      throw new EntityFormSaveError({ name: "Já existe uma empresa com este nome." });
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await expect(await canvas.findByText("Já existe uma empresa com este nome.")).toBeVisible();
    await expect(canvas.getByText(t(V.formSummary))).toBeVisible();
  },
};

/** A candidate's profile sections only (as a wizard step or a tab shows them). */
export const CandidateSections: Story = {
  args: {
    entity: entities.candidates,
    sections: ["profile", "links"],
    record: { id: 5, name: "Ana Souza", email: "ana@example.com", status: 3, mobile_phone: "11987654321" },
    onBack: fn(),
  },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      globals.locale === "en" ? ["Profile", "Links"] : ["Perfil", "Links"],
    );
    await userEvent.click(canvas.getByRole("button", { name: t(M.back) }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/**
 * A structure edited through the registry's own declaration (the candidate's skills, each row's properties labelled
 * by the registry): a row removed and saved sends the list without it.
 */
export const CandidateStructures: Story = {
  args: {
    entity: entities.candidates,
    mode: "update",
    scope: { fields: ["skills"] },
    record: {
      id: 5,
      name: "Ana Souza",
      skills: [{ name: "TypeScript", years: skillYears.entries[0]?.id, level: skillLevels.entries[0]?.id }],
    },
  },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    const en = globals.locale === "en";
    await expect(canvas.getByRole("textbox", { name: en ? "Skill" : "Habilidade" })).toHaveValue("TypeScript");
    await userEvent.click(canvas.getByRole("button", { name: en ? "Remove Skills 1" : "Remover Habilidades 1" }));
    await expect(canvas.queryByRole("textbox", { name: en ? "Skill" : "Habilidade" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ skills: [] }));
  },
};

/**
 * A registration stage over part of a candidate's own profile (which lacks the firm's fields, such as the status):
 * only the stage's fields show, its required ones are marked and checked, and only what changed is saved.
 */
export const CandidateStageScope: Story = {
  args: {
    entity: entities.candidates,
    mode: "update",
    scope: { fields: ["name", "city", "state"], required: ["name", "city"] },
    record: { id: 5, name: "Ana Souza", email: "ana@example.com", city: null, state: "PE" },
  },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await expect(canvas.getAllByRole("textbox").map((box) => box.getAttribute("name"))).toEqual([
      "name",
      "city",
      "state",
    ]);
    await expect(canvas.getByRole("textbox", { name: /Cidade|City/ })).toBeRequired();
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await expect(await canvas.findByText(t(V.required))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: /Cidade|City/ }), "Recife");
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ city: "Recife" }));
  },
};

/** The unsaved-changes guard: the container blocks navigation while dirty and asks; Cancel stays. */
export const UnsavedChangesGuard: Story = {
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
        <EntityForm {...args} onDirtyChange={setDirty} />
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
    await userEvent.type(canvas.getByRole("textbox", { name: /Razão social|Name/ }), "Nova empresa");
    await userEvent.click(canvas.getByRole("button", { name: "Ir para Vagas" }));
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancelar" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.queryByText("Saiu da página")).toBeNull();
    await expect(canvas.getByRole("textbox", { name: /Razão social|Name/ })).toHaveValue("Nova empresa");
  },
};

/**
 * A new role: its permissions as a matrix, a checkbox group of actions per recruiter entity; what is checked is
 * saved as entity → actions, an entity with none left out.
 */
export const RolePermissionsMatrix: Story = {
  args: { entity: entities.roles },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    const en = globals.locale === "en";
    await userEvent.type(canvas.getByRole("textbox", { name: en ? /^Name/ : /^Nome/ }), "Leitura");
    const candidatesRow = canvas.getByRole("group", { name: en ? "Candidates" : "Candidatos" });
    await userEvent.click(within(candidatesRow).getByRole("checkbox", { name: en ? "Read" : "Ver" }));
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ name: "Leitura", permissions: { candidates: ["read"] } }),
      ),
    );
  },
};

/**
 * A site's structures being edited: custom labels as rows of key and text, the rules as JSON (refused until it is
 * JSON), the light and dark colours as groups of colour fields.
 */
export const SiteConfigStructures: Story = {
  args: {
    entity: entities.site_configs,
    mode: "update",
    scope: { fields: ["custom_labels", "rules", "colors"] },
    record: {
      id: 3,
      domain: "tech.localhost",
      custom_labels: { jobs: "Oportunidades" },
      rules: { candidate_required_fields: ["name"] },
    },
  },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    const en = globals.locale === "en";
    await expect(canvas.getByRole("textbox", { name: en ? /^Key/ : /^Chave/ })).toHaveValue("jobs");
    const rules = canvas.getByRole("textbox", { name: en ? "Rules" : "Regras" });
    await userEvent.clear(rules);
    await userEvent.type(rules, "{{ nope");
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await expect(await canvas.findByText(t(V.jsonInvalid))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
