import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { candidateProfilePages, profilePageEntity, profilePageFields } from "../../candidatePortal/profileSections";
import { entityCards } from "../../entities/administrator/entityCards";
import { roles } from "../../entities/administrator/roles";
import { siteConfigs } from "../../entities/administrator/siteConfigs";
import { candidates } from "../../entities/recruiter/candidates";
import { V } from "../../rules/messages";
import { EntityDocumentForm } from "./EntityDocumentForm";

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
 * The registry's form as a document: the candidate's pages drawn on the server, posted without any script. Each
 * control's name is its path; the rows' buttons post an intent and the page draws the form again.
 */
const meta = {
  title: "Widgets/EntityDocumentForm",
  component: EntityDocumentForm,
  args: { entity: infoPage, scope: scopeOf("info"), action: "/candidates/info", sectionNotes: infoNotes },
  // A long form scrolls in a box of the screenshot's height: the capture is the same on every machine.
  decorators: [
    (Story) => (
      <div style={{ maxHeight: 820, overflow: "auto" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EntityDocumentForm>;

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
