import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { FieldOption } from "../Field/OptionList";
import { NativeCheckbox } from "./NativeCheckbox";
import { NativeCheckboxGroup } from "./NativeCheckboxGroup";
import { NativeDateField } from "./NativeDateField";
import { NativeFileField } from "./NativeFileField";
import { NativePhoneField } from "./NativePhoneField";
import { NativeRadioGroup } from "./NativeRadioGroup";
import { NativeSelect } from "./NativeSelect";
import { NativeTextField } from "./NativeTextField";

const regimes: FieldOption[] = [
  { id: "clt", label: "CLT - Efetivo" },
  { id: "pj", label: "PJ" },
  { id: "temporary", label: "Temporário" },
];

const levels: FieldOption[] = [
  { id: "basic", label: "Básico" },
  { id: "intermediate", label: "Intermediário" },
  { id: "advanced", label: "Avançado" },
];

type State = {
  values?: boolean;
  errors?: boolean;
  required?: boolean;
};

/** Every native field in one state, in a form column, as a page sent without scripts draws them. */
function AllNativeFields({ values, errors, required }: State) {
  const error = (text: string) => (errors ? text : undefined);
  return (
    <form method="post" noValidate style={{ display: "grid", gap: 20, maxWidth: 360 }}>
      <NativeTextField
        name="name"
        label="Nome"
        defaultValue={values ? "Carla Mendes" : undefined}
        errorMessage={error("Informe o nome.")}
        isRequired={required}
      />
      <NativeTextField
        name="summary"
        label="Resumo profissional"
        rows={3}
        defaultValue={values ? "Controller com dez anos em indústria e serviços financeiros." : undefined}
        description="O que um recrutador lê primeiro."
        errorMessage={error("Escreva um resumo.")}
        isRequired={required}
      />
      <NativeFileField
        name="cv"
        label="Currículo"
        accept=".pdf"
        current={values ? "/api/v1/candidates/data_files/3/curriculo-carla.pdf" : undefined}
        errorMessage={error("Envie um PDF.")}
        isRequired={required}
      />
      <NativeSelect
        name="regime"
        label="Regime de contratação"
        options={regimes}
        defaultValue={values ? "pj" : undefined}
        description="Como prefere ser contratado."
        errorMessage={error("Escolha um regime.")}
        isRequired={required}
      />
      <NativeDateField
        name="birthdate"
        label="Data de nascimento"
        defaultValue={values ? "1990-05-17" : undefined}
        errorMessage={error("Data inválida.")}
        isRequired={required}
      />
      <NativePhoneField
        name="mobile_phone"
        label="Celular"
        defaultValue={values ? "+5511987654321" : undefined}
        description="Com DDD."
        errorMessage={error("Telefone inválido.")}
        isRequired={required}
      />
      <NativeRadioGroup
        name="level"
        label="Nível"
        options={levels}
        orientation="horizontal"
        defaultValue={values ? "intermediate" : undefined}
        errorMessage={error("Escolha um nível.")}
        isRequired={required}
      />
      <NativeCheckboxGroup
        name="regimes"
        label="Regimes aceitos"
        options={regimes}
        defaultValue={values ? ["clt", "temporary"] : undefined}
        errorMessage={error("Escolha ao menos um regime.")}
        isRequired={required}
      />
      <NativeCheckbox
        name="relocation"
        label="Aceito mudar de cidade"
        defaultChecked={values}
        errorMessage={error("Confirme para continuar.")}
        isRequired={required}
      />
    </form>
  );
}

const meta = {
  title: "Fields/NativeFields",
  component: AllNativeFields,
} satisfies Meta<typeof AllNativeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: nothing chosen, the select on its empty option, the phone on Brazil. */
export const AtRest: Story = {
  args: {},
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Regime de contratação" });
    await expect(select).toHaveValue("");
    await expect(select).toHaveAccessibleDescription("Como prefere ser contratado.");
    await expect(canvas.getByRole("combobox", { name: "País" })).toHaveValue("BR");
    await expect(canvas.getByRole("radiogroup", { name: "Nível" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Regimes aceitos" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Aceito mudar de cidade" })).not.toBeChecked();
  },
};

/** With values: what a record or a posted form fills in; the form posts exactly these. */
export const WithValues: Story = {
  args: { values: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("textbox", { name: "Celular" })).toHaveValue("(11) 98765-4321");
    await expect(canvas.getByLabelText("Data de nascimento")).toHaveValue("1990-05-17");
    const posted = new FormData(canvasElement.querySelector("form") as HTMLFormElement);
    await expect(posted.get("name")).toBe("Carla Mendes");
    await expect(posted.get("summary")).toMatch(/^Controller/);
    // The stored file's address goes back as it was; a file chosen would go under `cv.upload`.
    await expect(posted.get("cv")).toBe("/api/v1/candidates/data_files/3/curriculo-carla.pdf");
    await expect(canvas.getByRole("link", { name: "curriculo-carla.pdf" })).toBeVisible();
    await expect(posted.get("regime")).toBe("pj");
    await expect(posted.get("birthdate")).toBe("1990-05-17");
    await expect(posted.get("mobile_phone.country")).toBe("BR");
    await expect(posted.get("mobile_phone.number")).toBe("(11) 98765-4321");
    await expect(posted.get("level")).toBe("intermediate");
    await expect(posted.getAll("regimes")).toEqual(["clt", "temporary"]);
    await expect(posted.get("relocation")).toBe("on");
  },
};

/** Invalid: each control is `aria-invalid` and its message, under it, describes it. */
export const Invalid: Story = {
  args: { values: true, errors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Resumo profissional" })).toHaveAccessibleDescription(
      "O que um recrutador lê primeiro. Escreva um resumo.",
    );
    const select = canvas.getByRole("combobox", { name: "Regime de contratação" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Como prefere ser contratado. Escolha um regime.");
    await expect(canvas.getByRole("textbox", { name: "Celular" })).toHaveAccessibleDescription(
      "Com DDD. Telefone inválido.",
    );
    await expect(canvas.getByRole("radiogroup", { name: "Nível" })).toHaveAccessibleDescription("Escolha um nível.");
    await expect(canvas.getByRole("group", { name: "Regimes aceitos" })).toHaveAccessibleDescription(
      "Escolha ao menos um regime.",
    );
    await expect(canvas.getByRole("checkbox", { name: "Aceito mudar de cidade" })).toHaveAccessibleDescription(
      "Confirme para continuar.",
    );
  },
};

/** Required: the controls say so to assistive technology; the asterisk is for sighted users. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Regime de contratação" })).toBeRequired();
    await expect(canvas.getByLabelText(/Data de nascimento/)).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Celular" })).toBeRequired();
    await expect(canvas.getByRole("checkbox", { name: "Aceito mudar de cidade" })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Nome" })).toBeRequired();
    await expect(canvas.getByLabelText(/Currículo/)).toBeRequired();
  },
};
