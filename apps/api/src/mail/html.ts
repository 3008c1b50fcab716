/**
 * The one escape of text into the HTML the server writes into mails: the outbox's masking of secrets looks for a
 * secret in this same form (outbox.ts `shownBody`), so a mail escaping another way would leak a token that the masking
 * then fails to find.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text and attribute values alike: nothing a person typed becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
