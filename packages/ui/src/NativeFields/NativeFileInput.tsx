import type { InputHTMLAttributes } from "react";
import * as n from "./NativeFields.css";

export type NativeFileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">;

/**
 * The browser's own file input, drawn as the other fields' box. Only the control: a widget puts its label, help and
 * error around it (a CV's limits, a video answer's recording controls), with the ids it wires.
 */
export function NativeFileInput(props: NativeFileInputProps) {
  return <input {...props} type="file" className={n.fileInput} />;
}
