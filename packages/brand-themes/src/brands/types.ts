import type { BrandKey, BrandTokenInput } from "../tokens";

export type BrandDefinition = {
  key: BrandKey;
  /** The brand's display name (document title, logo alt text). */
  name: string;
  /** Hosts this brand is served from; `<key>.localhost` works locally without any setup. */
  hosts: readonly string[];
  /** The diff over the base tokens. */
  tokens: BrandTokenInput;
};
