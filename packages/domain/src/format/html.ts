const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * The one escape of text into HTML we write (signatures, mails): text and attribute values alike, nothing a person
 * typed becomes markup. The outbox's masking of a mail's secrets looks for them in this same form
 * (apps/api/src/mail/outbox.ts `shownBody`), so a mail escaping another way would leak what the masking misses.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
