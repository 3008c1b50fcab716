/**
 * CSV/formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula (and a leading
 * tab or carriage return hides one). Such a text is written with a leading `'`, which spreadsheets show as text.
 * Numbers are written as numbers and never pass here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
