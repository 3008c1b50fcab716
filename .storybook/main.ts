/**
 * Storybook 10 loads this file as native ESM: local imports keep their `.ts` extension.
 */
import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";
import { workspaceSource } from "../vite.shared.ts";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../packages/*/src/**/*.mdx", "../packages/*/src/**/*.stories.@(ts|tsx)", "./**/*.mdx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  // No network here but the npm registry: telemetry and the "what's new" feed would only time out.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // workspaceSource() also sets the `ssr` environment's conditions: vanilla-extract compiles `.css.ts` there, and
    // without them the theme contract would come from `dist` and its variable names would not match the components'.
    return mergeConfig(viteConfig, {
      ...workspaceSource(),
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        // Pre-bundled up front: the dependency scanner cannot see imports that vanilla-extract adds when it compiles
        // a `.css.ts`, and finding them mid-run makes Vite re-optimise and reload the page under running tests.
        include: [
          "@vanilla-extract/recipes/createRuntimeFn",
          "@vanilla-extract/dynamic",
          "react-aria-components",
          "react-intl",
          "lucide-react",
          "@internationalized/date",
          // The rich-text field's editor, a chunk its stories load after the first render.
          "@tiptap/core",
          "@tiptap/react",
          "@tiptap/starter-kit",
          "@tiptap/extension-link",
          "@tiptap/extension-list",
          "@tiptap/extension-placeholder",
        ],
      },
    });
  },
};

export default config;
