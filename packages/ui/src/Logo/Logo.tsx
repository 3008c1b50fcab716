import { BRANDS, type BrandKey } from "@seleta/brand-themes";
import { Link } from "react-aria-components";
import * as styles from "./Logo.css";

export type LogoProps = {
  brand: BrandKey;
  /** Display height in px; the width follows the logo's proportions. */
  height?: number;
  /**
   * A business configuration's own logo (spec §3 `logo_url`). Without it, or when it is `null`, the brand's SVG
   * logo: the default icon of spec §8.
   */
  src?: string | null;
  alt?: string;
  /** Where the logo leads; the brand's home by default, `null` for a logo that is not a link. */
  href?: string | null;
};

const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The brand's logo, with its alt text, linking to its home. */
export function Logo({ brand, height = 40, src, alt, href }: LogoProps) {
  const logo = BRANDS[brand].logo;
  const width = Math.round((logo.width / logo.height) * height);
  const image = src ? (
    <img className={styles.image} src={src} alt={alt ?? logo.alt} height={height} />
  ) : (
    <img className={styles.image} src={svgDataUrl(logo.svg)} alt={alt ?? logo.alt} width={width} height={height} />
  );
  const target = href === undefined ? logo.href : href;
  if (target === null) return image;
  return (
    <Link className={styles.link} href={target}>
      {image}
    </Link>
  );
}
