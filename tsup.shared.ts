/**
 * The publishing build every package shares: ESM + the CSS that vanilla-extract extracts (exported as
 * `./styles.css`). Declarations come from `tsc -b tsconfig.build.json` afterwards, with the fast TypeScript 7.
 * Workspace dependencies stay external, so a consumer gets one copy of each package and its CSS.
 */
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import type { Options } from "tsup";

export function packageBuild(entry: Record<string, string>): Options {
  return {
    entry,
    format: ["esm"],
    target: "es2022",
    platform: "neutral",
    splitting: true,
    sourcemap: true,
    clean: true,
    dts: false,
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: "short" })],
  };
}
