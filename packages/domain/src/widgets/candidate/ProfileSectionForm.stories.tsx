import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { candidateProfilePages, profilePageEntity, structureFieldsOf } from "../../candidatePortal/profileSections";
import { candidates } from "../../entities/recruiter/candidates";
import { V } from "../../rules/messages";
import { wizardActionMessages } from "../../state/registrationWizard";
import { EntityForm } from "../EntityForm/EntityForm";

const languagesPage = profilePageEntity(candidates, "languages");
const infoPage = profilePageEntity(candidates, "info");
const notes = Object.fromEntries(
  candidateProfilePages.info.groups.flatMap((group) => (group.note ? [[group.section, group.note["pt-BR"]]] : [])),
);

/**
 * A page of the candidate's profile: the registry's form narrowed to the page's fields (the domain's
 * `candidateProfilePages`), with its groups' notes and the structures' item inputs.
 */
const meta = {
  title: "Candidate/ProfileSectionForm",
  component: EntityForm,
  args: {
    entity: languagesPage,
    mode: "update",
    record: { id: 7, name: "Carla", languages: [{ language: "Inglês", level: 4 }] },
    structureFields: structureFieldsOf(languagesPage.fieldList),
    onSave: fn(async (payload: Record<string, unknown>) => ({ id: 7, ...payload })),
    guardUnload: false,
  },
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

/** Languages: each with one of the six levels; an item is added, filled and saved with the others. */
export const Languages: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("textbox", { name: /Idioma/ })).toHaveValue("Inglês");
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar: Idiomas" }));
    const second = canvas.getByRole("group", { name: "Idiomas 2" });
    await userEvent.type(within(second).getByRole("textbox", { name: /Idioma/ }), "Espanhol");
    await userEvent.click(within(second).getByRole("button", { name: /Nível/ }));
    const options = await within(document.body).findAllByRole("option");
    await expect(options).toHaveLength(6);
    await userEvent.click(within(document.body).getByRole("option", { name: "Intermediário" }));
    await userEvent.click(canvas.getByRole("button", { name: wizardActionMessages.messages.save["pt-BR"] }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        languages: [
          { language: "Inglês", level: 4 },
          { language: "Espanhol", level: 2 },
        ],
      }),
    );
  },
};

/** Seus Dados: each sensitive group says why it is asked and that clients never see it; an invalid CPF is refused. */
export const YourDataSensitiveGroups: Story = {
  args: { entity: infoPage, record: { id: 7, name: "Carla" }, structureFields: {}, sectionNotes: notes },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText(/nunca os clientes/)).toHaveLength(2);
    await userEvent.type(canvas.getByRole("textbox", { name: "CPF" }), "529.982.247-26");
    await userEvent.click(canvas.getByRole("button", { name: wizardActionMessages.messages.save["pt-BR"] }));
    await expect(await canvas.findByText(V.cpfInvalid["pt-BR"])).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
