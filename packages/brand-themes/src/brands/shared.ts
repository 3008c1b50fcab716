import type { BrandFooter, BrandLogo, FooterLink, LocalizedText } from "./types";

/** Spec §2: the group's two offices, shown in every brand's footer. */
export const OFFICES: BrandFooter["offices"] = [
  { city: "São Paulo", address: "Av. Brigadeiro Faria Lima, 3477 – Itaim Bibi, São Paulo – SP" },
  { city: "Rio de Janeiro", address: "Praia de Botafogo, 300 – Botafogo, Rio de Janeiro – RJ" },
];

export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: { "pt-BR": "Termos de uso", en: "Terms of use" }, href: "/termos_de_uso" },
  { label: { "pt-BR": "Política de privacidade", en: "Privacy policy" }, href: "/politica_de_privacidade" },
  { label: { "pt-BR": "Contato", en: "Contact" }, href: "/contact" },
];

export const TERMS_ACCEPTANCE: LocalizedText = {
  "pt-BR":
    "Usamos cookies e tratamos seus dados pessoais conforme os Termos de uso e a Política de privacidade. Ao continuar, você concorda com eles.",
  en: "We use cookies and process your personal data under our Terms of use and Privacy policy. By continuing, you agree to them.",
};

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A brand's wordmark: the group's mark (a rounded square with an "s" cut) in the brand colour, "seleta" and the
 * brand's line. Generated so that every brand's logo shares one geometry and differs only where the brand does.
 */
export function wordmark(options: {
  line?: string;
  mark: string;
  accent: string;
  text?: string;
}): Omit<BrandLogo, "alt" | "href"> {
  const width = options.line ? 220 : 150;
  const height = 48;
  const text = options.text ?? "#1c1c1c";
  const line = options.line
    ? `<text x="56" y="42" font-family="Inter, Arial, sans-serif" font-size="10" font-weight="600" letter-spacing="1.6" fill="${options.accent}">${escapeXml(options.line.toUpperCase())}</text>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect x="2" y="6" width="40" height="36" rx="10" fill="${options.mark}"/><path d="M30 16h-11a5 5 0 0 0 0 10h6a5 5 0 0 1 0 10h-11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="36" cy="12" r="4" fill="${options.accent}"/><text x="54" y="${options.line ? 28 : 32}" font-family="Inter, Arial, sans-serif" font-size="24" font-weight="700" letter-spacing="-0.5" fill="${text}">seleta</text>${line}</svg>`;
  return { svg, width, height };
}
