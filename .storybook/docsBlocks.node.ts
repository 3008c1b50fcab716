/**
 * Storybook's doc blocks for the `docs` test project (Node): the real ones need a browser's `document`, and `Meta`
 * only names the page in Storybook's sidebar, rendering nothing. The pages' own content renders for real.
 */
export function Meta(_props: { title?: string; of?: unknown }): null {
  return null;
}
