import type { Meta, StoryObj } from "@storybook/react-vite";
import type { FormEvent } from "react";
import { expect, fn, screen, userEvent } from "storybook/test";
import { Button } from "../Button/Button";
import { Checkbox } from "../Checkbox/Checkbox";
import { EmailField } from "../EmailField/EmailField";
import { PhoneField } from "../PhoneField/PhoneField";
import { Select } from "../Select/Select";
import { TextField } from "../TextField/TextField";
import { Form } from "./Form";

const regimes = [
  { id: "2", label: "CLT - Efetivo" },
  { id: "1", label: "PJ" },
];

type Values = { name?: string; email?: string; phone?: string; regime?: string; terms?: boolean };

/** A candidate's sign-up, as the web app composes fields: the form knows nothing of the fields' rules. */
function CandidateFields({ values = {} }: { values?: Values }) {
  return (
    <>
      <TextField name="name" label="Nome completo" isRequired minLength={3} defaultValue={values.name} />
      <EmailField name="email" label="E-mail" isRequired defaultValue={values.email} />
      <PhoneField name="phone" label="Celular" isRequired defaultValue={values.phone} />
      <Select name="regime" label="Regime de contratação" options={regimes} isRequired defaultValue={values.regime} />
      <Checkbox name="terms" value="yes" isRequired defaultSelected={values.terms}>
        Aceito os termos de uso
      </Checkbox>
      <div>
        <Button type="submit">Enviar</Button>
      </div>
    </>
  );
}

const meta = {
  title: "Fields/Form",
  component: Form,
  args: {
    children: <CandidateFields />,
    // A single-page app handles the data itself; the story records the submit instead of navigating.
    onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()),
  },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Form {...args} />
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab goes through the fields in reading order and ends on the submit button. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const order = [
      canvas.getByRole("textbox", { name: /Nome completo/ }),
      canvas.getByRole("textbox", { name: /E-mail/ }),
      canvas.getByRole("textbox", { name: /Celular/ }),
      canvas.getByRole("button", { name: /Regime de contratação/ }),
      canvas.getByRole("checkbox", { name: "Aceito os termos de uso" }),
      canvas.getByRole("button", { name: "Enviar" }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Submitting empty: the summary, each field's own message, focus on the first invalid field, no submit. */
export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(await canvas.findByText("Preencha corretamente os campos")).toBeVisible();
    await expect(canvas.getByText("Informe o e-mail")).toBeVisible();
    await expect(canvas.getByText("Esse campo é obrigatório.")).toBeVisible();
    // Name, hiring regime and terms.
    await expect(canvas.getAllByText("Obrigatório.")).toHaveLength(3);
    await expect(canvas.getByRole("textbox", { name: /Nome completo/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Fixing the fields after a refused submit: what was typed stays, the messages go, the form submits. */
export const CorrectedAndSubmitted: Story = {
  args: { children: <CandidateFields values={{ regime: "2", terms: true }} /> },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole("textbox", { name: /Nome completo/ });
    await userEvent.type(name, "Jo");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(await canvas.findByText("Mínimo de 3 caracteres.")).toBeVisible();
    await expect(name).toHaveValue("Jo");
    await userEvent.type(name, "ana Souza");
    await userEvent.type(canvas.getByRole("textbox", { name: /E-mail/ }), "joana@seleta.com.br");
    await userEvent.type(canvas.getByRole("textbox", { name: /Celular/ }), "11987654321");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText("Preencha corretamente os campos")).toBeNull();
    const data = new FormData(canvas.getByRole("button", { name: "Enviar" }).closest("form") as HTMLFormElement);
    await expect(Object.fromEntries(data)).toMatchObject({
      name: "Joana Souza",
      email: "joana@seleta.com.br",
      phone: "(11) 98765-4321",
      regime: "2",
      terms: "yes",
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filled: Story = {
  args: {
    children: (
      <CandidateFields
        values={{ name: "Ana Souza", email: "ana@seleta.com.br", phone: "11987654321", regime: "1", terms: true }}
      />
    ),
  },
};

/** Errors from the server, keyed by field name: shown under the field, with the summary. */
export const ServerErrors: Story = {
  args: {
    validationErrors: { email: "Este e-mail já está cadastrado." },
    children: (
      <CandidateFields
        values={{ name: "Ana Souza", email: "ana@seleta.com.br", phone: "11987654321", regime: "1", terms: true }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Preencha corretamente os campos")).toBeVisible();
    await expect(canvas.getByText("Este e-mail já está cadastrado.")).toBeVisible();
    await expect(screen.getByRole("textbox", { name: /E-mail/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/** A refusal from the server that names no field (a spent link): its message alone, at the top, no field invalid. */
export const ServerRefusal: Story = {
  args: {
    summary: "Este link já foi usado. Peça um novo.",
    children: (
      <CandidateFields
        values={{ name: "Ana Souza", email: "ana@seleta.com.br", phone: "11987654321", regime: "1", terms: true }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Este link já foi usado. Peça um novo.");
    await expect(screen.getByRole("textbox", { name: /E-mail/ })).not.toHaveAttribute("aria-invalid", "true");
  },
};
