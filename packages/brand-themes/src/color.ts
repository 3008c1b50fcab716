/** Pure colour arithmetic for tokens: WCAG 2.x relative luminance and contrast, and shades that reach a contrast. */

export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** Parses `#abc`, `abc`, `#aabbcc` or `aabbcc` (the business configuration sends colours without `#`). */
export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${value}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Normalises any accepted spelling to lower-case `#rrggbb`. */
export function normalizeHex(value: string): string {
  return toHex(parseHex(value));
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `hex` towards `target` by `amount` (0 = hex, 1 = target), in sRGB as design tools do. */
export function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex(a.map((c, i) => c + ((b[i] as number) - c) * amount) as unknown as Rgb);
}

export const WCAG_AA_TEXT = 4.5;

/**
 * The closest shade of `background` (mixed towards black or white, whichever gets there first) on which
 * `foreground` reaches `minRatio`. Brand colours stay recognisable while text on them stays readable.
 */
export function shadeForContrast(background: string, foreground: string, minRatio = WCAG_AA_TEXT): string {
  if (contrastRatio(background, foreground) >= minRatio) return normalizeHex(background);
  const towards = relativeLuminance(foreground) > 0.5 ? "#000000" : "#ffffff";
  for (let step = 1; step <= 100; step++) {
    const candidate = mix(background, towards, step / 100);
    if (contrastRatio(candidate, foreground) >= minRatio) return candidate;
  }
  return towards;
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): "#000000" | "#ffffff" {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#000000") ? "#ffffff" : "#000000";
}
