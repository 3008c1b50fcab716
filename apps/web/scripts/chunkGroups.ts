/**
 * Which modules of the workspace the web build groups in a chunk of their own (vite.config.ts `codeSplitting`),
 * kept here so a test can hold each pattern to the files it must and must not match.
 */

/** lucide-react's icons, a few hundred bytes each. */
export const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
