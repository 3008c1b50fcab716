/**
 * What a business's mails look like (mail/brandedMail.ts): the name and primary colour its public site shows, read
 * from the site configuration of the origin its links use, over its brand's defaults.
 */
import { DEFAULT_COLORS, isHexColor, normalizeHex } from "@seleta/brand-themes/brands";
import { findSiteConfig, toBusinessConfig } from "../business/config";
import type { Database } from "../db/client";
import type { MailLook } from "./brandedMail";

export async function mailLookOf(db: Database, origin: string): Promise<MailLook> {
  const host = new URL(origin).host;
  const config = toBusinessConfig(host, await findSiteConfig(db, host), origin);
  const primary = config.colors.light.primary;
  // A colour an administrator typed is not trusted into a style attribute unless it is a plain hex colour.
  return { name: config.title, primary: isHexColor(primary) ? normalizeHex(primary) : DEFAULT_COLORS.primary };
}
