import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../Badge";
import { Button } from "../Button";
import { DemoBox } from "./DemoBox";
import { Inline } from "./Inline";
import { ALIGNS, JUSTIFIES, SPACES } from "./variants";

const meta = {
  title: "Layout/Inline",
  component: Inline,
  args: {
    gap: "sm",
    children: ["React", "TypeScript", "Node.js", "PostgreSQL", "AWS"].map((skill) => (
      <Badge key={skill}>{skill}</Badge>
    )),
  },
  argTypes: {
    gap: { control: "select", options: SPACES },
    align: { control: "inline-radio", options: ALIGNS },
    justify: { control: "inline-radio", options: JUSTIFIES },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A toolbar: actions at both ends. */
export const JustifyBetween: Story = {
  args: {
    justify: "between",
    children: [
      <DemoBox key="title">Candidatos (128)</DemoBox>,
      <Inline key="actions">
        <Button variant="outline">Exportar</Button>
        <Button>Novo candidato</Button>
      </Inline>,
    ],
  },
};

/** Wrapping in a narrow column: chips move to the next line instead of overflowing. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
};
