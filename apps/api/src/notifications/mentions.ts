/**
 * @mentions in a note (spec §4 notification kind "mention"). A note names a recruiter in its body as
 *
 *     @[Ana Admin](recruiter:12)
 *
 * — the label the reader sees, then the recruiter's id — the way an editor's mention picker writes it (the id,
 * not the name, decides who is notified: two recruiters may share a name). A note may also list recruiters in its
 * `mentions` field; both count. The body is rich text: the token holds no character HTML escapes, so it survives
 * sanitising as written.
 */
const MENTION = /@\[([^\]\n]{1,160})\]\(recruiter:(\d{1,10})\)/g;

/** The ids of the recruiters a text mentions, each once, in order of first mention. */
export function parseMentions(text: string | null | undefined): number[] {
  if (!text) return [];
  const ids = new Set<number>();
  for (const match of text.matchAll(MENTION)) {
    const id = Number(match[2]);
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) ids.add(id);
  }
  return [...ids];
}

/** The mention token of a recruiter, as `parseMentions` reads it (the label loses the characters that end it). */
export function mentionToken(recruiter: { id: number; name: string }): string {
  const label = recruiter.name.replace(/[[\]\n]/g, " ").trim() || String(recruiter.id);
  return `@[${label}](recruiter:${recruiter.id})`;
}
