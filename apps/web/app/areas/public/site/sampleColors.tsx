/**
 * `/samples/colors`: the brand's palette and type scale, live from the theme this host wears: the colours are read
 * from the same resolved tokens that paint the page (the brand's, with the business's configured colours applied),
 * each with its name, hex value and contrast; the type scale from the brand's tokens.
 */

import type { ColorTokens } from "@seleta/brand-themes";
import { BRANDS, contrastRatio, resolveTokens, TONES, WCAG_AA_TEXT } from "@seleta/brand-themes";
import { useIntl } from "react-intl";
import { loadBusinessConfig } from "../../../business/businessConfig.server";
import { seletaLoadContext } from "../../../loadContext";
import { requestContext } from "../../../request";
import type { Route } from "./+types/sampleColors";
import { publicPageMeta } from "./pageMeta";
import * as styles from "./sitePages.css";

/** WCAG's large-text minimum. */
const WCAG_AA_LARGE = 3;

type Swatch = { name: string; color: string; text: string; against: string };

/** The swatches of the theme's colour tokens: each colour with the text colour it is meant to carry or sit on. */
export function colorSwatches(tokens: ColorTokens): { brand: Swatch[]; tones: Swatch[]; surfaces: Swatch[] } {
  const brand = Object.entries(tokens.brand).map(([name, color]) => {
    // A brand colour is shown with whichever of white or the text colour reads better on it.
    const text =
      contrastRatio(color, "#ffffff") >= contrastRatio(color, tokens.text.default) ? "#ffffff" : tokens.text.default;
    return { name: `brand.${name}`, color, text, against: text };
  });
  const tones = TONES.flatMap((tone) => [
    {
      name: `tone.${tone}.solid`,
      color: tokens.tone[tone].solid,
      text: tokens.tone[tone].onSolid,
      against: tokens.tone[tone].onSolid,
    },
    {
      name: `tone.${tone}.soft`,
      color: tokens.tone[tone].soft,
      text: tokens.tone[tone].text,
      against: tokens.tone[tone].text,
    },
  ]);
  const surfaces = [
    { name: "surface.page", color: tokens.surface.page, text: tokens.text.default, against: tokens.text.default },
    { name: "surface.sunken", color: tokens.surface.sunken, text: tokens.text.muted, against: tokens.text.muted },
    {
      name: "surface.header",
      color: tokens.surface.header,
      text: tokens.surface.onHeader,
      against: tokens.surface.onHeader,
    },
    {
      name: "surface.footer",
      color: tokens.surface.footer,
      text: tokens.surface.onFooter,
      against: tokens.surface.onFooter,
    },
    { name: "text.link", color: tokens.surface.page, text: tokens.text.link, against: tokens.text.link },
  ];
  return { brand, tones, surfaces };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const info = requestContext(request);
  const config = await loadBusinessConfig(info.host, info, seletaLoadContext(context));
  const theme = resolveTokens(BRANDS[config.brand].tokens);
  return {
    brandName: config.title,
    swatches: colorSwatches(config.colors.tokens),
    fontSize: theme.fontSize,
    fontWeight: theme.fontWeight,
    fontFamily: theme.font.heading,
  };
}

export function meta({ matches, data }: Route.MetaArgs) {
  return publicPageMeta(matches, {
    title: "Cores e tipografia",
    description: `A paleta e a escala de tipos de ${data?.brandName ?? "Seleta"}, lidas do tema em uso.`,
    path: "/samples/colors",
  });
}

function SwatchList({ swatches }: { swatches: Swatch[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.swatches}>
      {swatches.map((swatch) => {
        const ratio = contrastRatio(swatch.color, swatch.against);
        const verdict =
          ratio >= WCAG_AA_TEXT
            ? "site.colors.aa"
            : ratio >= WCAG_AA_LARGE
              ? "site.colors.aaLarge"
              : "site.colors.fails";
        return (
          <li key={swatch.name} className={styles.swatch}>
            <span className={styles.chip} style={{ background: swatch.color, color: swatch.text }}>
              Aa
            </span>
            <span className={styles.swatchText}>
              <strong className={styles.code}>{swatch.name}</strong>
              <br />
              <span className={styles.code}>{swatch.color}</span>
              <br />
              {intl.formatMessage(
                { id: "site.colors.contrast" },
                { against: swatch.against, ratio: ratio.toFixed(2), verdict: intl.formatMessage({ id: verdict }) },
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export default function SampleColors({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { swatches, fontSize, fontWeight, fontFamily, brandName } = loaderData;
  return (
    <main className={styles.wide}>
      <h1 className={styles.title}>{intl.formatMessage({ id: "site.colors.title" })}</h1>
      <p className={styles.lead}>{intl.formatMessage({ id: "site.colors.lead" }, { brand: brandName })}</p>
      <h2 className={styles.heading}>{intl.formatMessage({ id: "site.colors.brand" })}</h2>
      <SwatchList swatches={swatches.brand} />
      <h2 className={styles.heading}>{intl.formatMessage({ id: "site.colors.tones" })}</h2>
      <SwatchList swatches={swatches.tones} />
      <h2 className={styles.heading}>{intl.formatMessage({ id: "site.colors.surfaces" })}</h2>
      <SwatchList swatches={swatches.surfaces} />
      <h2 className={styles.heading}>{intl.formatMessage({ id: "site.colors.type" })}</h2>
      <p className={styles.meta}>
        <span className={styles.code}>{fontFamily}</span>
      </p>
      <div>
        {Object.entries(fontSize)
          .reverse()
          .map(([step, size]) => (
            <div key={step} className={styles.typeRow}>
              <span className={styles.meta}>
                <span className={styles.code}>
                  fontSize.{step} · {size} · {fontWeight.bold}
                </span>
              </span>
              <span style={{ fontSize: size, fontWeight: Number(fontWeight.bold) }}>
                {intl.formatMessage({ id: "site.colors.sample" })}
              </span>
            </div>
          ))}
      </div>
    </main>
  );
}
