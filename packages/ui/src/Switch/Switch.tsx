import type { ReactNode } from "react";
import { SwitchButton, SwitchField, type SwitchFieldProps } from "react-aria-components";
import * as c from "../Checkbox/Checkbox.css";
import { type FieldChromeProps, FieldHelp } from "../Field/Field";
import * as w from "./Switch.css";

export type SwitchProps = Omit<SwitchFieldProps, "className" | "style" | "children"> &
  Pick<FieldChromeProps, "description"> & {
    children: ReactNode;
  };

/** An on/off setting that applies at once (notifications, visibility); a checkbox is for choices sent with a form. */
export function Switch({ children, description, ...rest }: SwitchProps) {
  return (
    <SwitchField {...rest} className={c.choiceField}>
      <SwitchButton className={c.choice}>
        <span className={w.track} aria-hidden="true" />
        <span>{children}</span>
      </SwitchButton>
      <FieldHelp description={description} />
    </SwitchField>
  );
}
