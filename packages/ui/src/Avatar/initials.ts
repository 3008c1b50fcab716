/**
 * The letters an avatar without a photo shows: first and last name's initials ("Ana Maria Souza" → "AS"), one
 * letter for a single name, none for a blank one. Portuguese particles (da, de, do, dos, das, e) are skipped so
 * "João da Silva" is "JS", not "JD".
 */
const PARTICLES = new Set(["da", "de", "do", "das", "dos", "e"]);

export function initials(name: string | null | undefined): string {
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter((word) => word && !PARTICLES.has(word.toLowerCase()));
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => Boolean(word))
    .map((word) => [...word][0]?.toLocaleUpperCase("pt-BR") ?? "")
    .join("");
}
