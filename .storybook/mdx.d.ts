/** MDX pages as modules (docsPages.test.tsx imports them through Storybook's MDX compiler). */
declare module "*.mdx" {
  import type { ReactElement } from "react";

  export default function MDXContent(props: Record<string, unknown>): ReactElement;
}

/** addon-docs' MDX compiler, a webpack-style loader (vitest.config.ts calls it for the `docs` project). */
declare module "@storybook/addon-docs/mdx-loader" {
  type LoaderContext = {
    async(): (error: unknown, code?: string) => void;
    getOptions(): Record<string, unknown>;
    resourcePath: string;
  };
  export default function loader(this: LoaderContext, content: string): void;
}
