/** What a tab badge shows: counts above 99 collapse to "99+" so the badge keeps its size. */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}
