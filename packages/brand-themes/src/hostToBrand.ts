import { BRANDS } from "./brands";
import { BRAND_KEYS, type BrandKey } from "./tokens";

export type HostBrand = {
  brand: BrandKey;
  /**
   * Spec §9: the local-development host and the generic brand hosts are "brand hosts"; on any other host `/` and
   * `/business` redirect to `/home`.
   */
  isBrandHost: boolean;
  /**
   * The host is one of the brand's own (`BRANDS[brand].hosts`): it wears that brand whatever business serves it.
   * False for a business's own domain, which wears the brand its configuration names.
   */
  ownHost: boolean;
};

/** Strips the port and a trailing dot and lower-cases, so `Tech.LocalHost:3000` finds `tech.localhost`. */
export function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith("[") ? trimmed.slice(0, trimmed.indexOf("]") + 1) : trimmed.split(":")[0];
  return (withoutPort ?? "").replace(/\.$/, "");
}

/** The brand a request's Host header selects. Unknown hosts get the generic brand but are not brand hosts. */
export function hostToBrand(host: string | null | undefined): HostBrand {
  const name = normalizeHost(host ?? "");
  const brand = BRAND_KEYS.find((key) => BRANDS[key].hosts.includes(name));
  if (!brand) return { brand: "default", isBrandHost: false, ownHost: false };
  return { brand, isBrandHost: brand === "local" || brand === "default", ownHost: true };
}
