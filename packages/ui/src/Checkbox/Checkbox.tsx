import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from "react-aria-components";
import { type FieldChromeProps, FieldHelp } from "../Field/Field";
import * as c from "./Checkbox.css";

export type CheckboxProps = Omit<CheckboxFieldProps, "className" | "style" | "children"> &
  Pick<FieldChromeProps, "description" | "errorMessage"> & {
    /** The label; the whole row toggles the box. */
    children: ReactNode;
    requiredMessage?: string;
  };

/** One yes/no choice (accept the terms, remember me). Space toggles it; inside a CheckboxGroup it adds a value. */
export function Checkbox({ children, description, errorMessage, requiredMessage, ...rest }: CheckboxProps) {
  return (
    <CheckboxField {...rest} className={c.choiceField}>
      <CheckboxButton className={c.choice}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={c.checkbox} aria-hidden="true">
              {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} requiredMessage={requiredMessage} />
    </CheckboxField>
  );
}
