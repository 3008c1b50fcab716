import { BRANDS, type BrandKey } from "@seleta/brand-themes";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-aria-components";
import * as styles from "./Logo.css";

export type LogoProps = {
  brand: BrandKey;
  /** Display height in px; the width follows the logo's proportions. */
  height?: number;
  /**
   * A business configuration's own logo (spec §3 `logo_url`). Without it, when it is `null`, or when it fails to
   * load, the brand's SVG logo: the default icon of spec §8.
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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const configured = useRef<HTMLImageElement>(null);
  const useConfigured = Boolean(src) && failedSrc !== src;

  useEffect(() => {
    // A server-rendered image can fail before React listens for its error event: ask the image itself.
    const image = configured.current;
    if (!src || !image) return;
    image.decode().catch(() => {
      if (image.isConnected && image.complete && image.naturalWidth === 0) setFailedSrc(src);
    });
  }, [src]);

  const image = useConfigured ? (
    <img
      ref={configured}
      className={styles.image}
      src={src ?? undefined}
      alt={alt ?? logo.alt}
      // The brand logo's proportions reserve the box until the image arrives (no layout shift when it does, and
      // none at all for the brand's own logo file); once loaded, `width: auto` follows the image's own proportions.
      width={width}
      height={height}
      onError={() => setFailedSrc(src ?? null)}
    />
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
