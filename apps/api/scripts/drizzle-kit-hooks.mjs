/**
 * npm keeps drizzle-orm in apps/api/node_modules while drizzle-kit is hoisted to the root node_modules, where
 * drizzle-kit's own `import("drizzle-orm/…")` cannot see it ("Please install latest version of drizzle-orm").
 * These resolve hooks resolve drizzle-orm from this package instead.
 */
const fromThisPackage = new URL("../package.json", import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
    return nextResolve(specifier, { ...context, parentURL: fromThisPackage });
  }
  return nextResolve(specifier, context);
}
