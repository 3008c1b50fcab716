/** See firstLoad.mjs. */
export function firstLoadOf(entry: string): Promise<{
  readonly modules: readonly string[];
  readonly libraries: readonly string[];
  readonly bundled: readonly string[];
}>;
