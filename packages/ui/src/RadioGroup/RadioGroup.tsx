import type { ReactNode } from "react";
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
} from "react-aria-components";
import * as c from "../Checkbox/Checkbox.css";
import { type FieldChromeProps, FieldHelp, FieldLabel } from "../Field/Field";
import * as s from "../Field/Field.css";

export type RadioGroupProps = FieldChromeProps &
  Omit<AriaRadioGroupProps, "className" | "style" | "children"> & {
    /** `Radio`s, one per option. */
    children: ReactNode;
    requiredMessage?: string;
  };

/**
 * One choice from a few visible options. Tab enters the group once (on the chosen option), arrows move and choose,
 * as native radio buttons do.
 */
export function RadioGroup({ label, description, errorMessage, children, requiredMessage, ...rest }: RadioGroupProps) {
  const horizontal = rest.orientation === "horizontal";
  return (
    <AriaRadioGroup {...rest} className={s.field}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={horizontal ? `${c.options} ${c.optionsRow}` : c.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} requiredMessage={requiredMessage} />
    </AriaRadioGroup>
  );
}

export type RadioProps = { value: string; children: ReactNode; isDisabled?: boolean };

export function Radio({ value, children, isDisabled }: RadioProps) {
  return (
    <RadioField value={value} isDisabled={isDisabled}>
      <RadioButton className={c.choice}>
        <span className={c.radio} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
    </RadioField>
  );
}
