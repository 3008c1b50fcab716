/** A private-use character: no message text holds it, so it marks where the number goes. */
const NUMBER_MARK = "\uE000";

/**
 * What a place's message writes before and after its number ("{n}º" is `["", "º"]`, "#{n}" is `["#", ""]`), so the
 * number itself can be the style's counter: a row then shows its place without being drawn again when the order
 * changes. A message that does not write its number as given (an ordinal rule choosing a text) shows the bare number.
 */
export function placeAffixes(format: (n: string) => string): readonly [before: string, after: string] {
  const text = format(NUMBER_MARK);
  const at = text.indexOf(NUMBER_MARK);
  if (at < 0 || text.indexOf(NUMBER_MARK, at + 1) >= 0) return ["", ""];
  return [text.slice(0, at), text.slice(at + NUMBER_MARK.length)];
}
