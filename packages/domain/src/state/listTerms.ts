import type { TermItem } from "../entities/listQuery";

/**
 * The list's terms as text: the one tokeniser of a terms box and of the list endpoint's terms_* parameters, and its
 * encoder. Words are runs without spaces or quotes; a "quoted phrase" runs to its closing quote (or the end), its
 * spaces folded; empty quotes give nothing. The list's state in its address, the boxes the user types in and the
 * server's list query all read terms with `tokeniseTerms`, so what the web app shows is what the server searches.
 */
export function tokeniseTerms(text: string): TermItem[] {
  const items: TermItem[] = [];
  for (const match of text.matchAll(/"([^"]*)"?|([^\s"]+)/g)) {
    const phrase = match[1] !== undefined;
    const value = (phrase ? match[1] : match[2])?.trim().replace(/\s+/g, " ") ?? "";
    if (value !== "") items.push({ text: value, phrase: phrase && value.includes(" ") });
  }
  return items;
}

/** A terms box's text as its words and phrases, each once: `java "product owner" java` → ["java", "product owner"]. */
export function textToTerms(text: string): string[] {
  return [...new Set(tokeniseTerms(text).map((item) => item.text))];
}

/**
 * Words and phrases as one line of text (what a terms_* parameter and a terms box hold), read back by
 * `tokeniseTerms`: quotes inside an item are dropped (a term cannot hold one), items with spaces are quoted.
 */
export function termsToText(items: readonly string[]): string {
  return items
    .map((item) => item.trim().replace(/"/g, ""))
    .filter(Boolean)
    .map((item) => (/\s/.test(item) ? `"${item}"` : item))
    .join(" ");
}
