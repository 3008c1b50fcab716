import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { layout, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import {
  documentPages,
  hydratedPages,
  pageRenderingMode,
  RENDERING_MODES,
  type RenderingMode,
  type RoutesOf,
  routeIdOf,
  routeRenderingModes,
} from "./renderingModes";
import routes from "./routes";

const appDir = dirname(fileURLToPath(import.meta.url));

type Flat = { id: string; file: string; parent: RouteConfigEntry | undefined };

function flatten(entries: readonly RouteConfigEntry[], parent?: RouteConfigEntry): Flat[] {
  return entries.flatMap((entry) => [
    { id: routeIdOf(entry), file: entry.file, parent },
    ...flatten(entry.children ?? [], entry),
  ]);
}

const config = flatten(routes);
const modes = routeRenderingModes(routes);
const modeRecord = Object.fromEntries(modes);

describe("the route config's rendering modes", () => {
  it("gives every route id of the config exactly one mode", () => {
    expect(config.length).toBeGreaterThan(50);
    expect(new Set(config.map((route) => route.id)).size).toBe(config.length);
    expect([...modes.keys()].sort()).toEqual(config.map((route) => route.id).sort());
    for (const mode of modes.values()) expect(RENDERING_MODES).toContain(mode);
  });

  it.each<[string, RenderingMode]>([
    ["areas/public/", "document"],
    ["areas/candidates/", "document"],
    ["areas/tokens/", "document"],
    ["areas/shortlist/", "document"],
    ["areas/recruiters/", "hydrated"],
    ["areas/administrator/", "hydrated"],
    ["areas/clientContacts/", "hydrated"],
  ])("declares the routes of %s %s", (folder, mode) => {
    const inFolder = config.filter((route) => route.file.startsWith(folder));
    expect(inFolder.length).toBeGreaterThan(0);
    for (const route of inFolder) expect([route.id, modes.get(route.id)]).toEqual([route.id, mode]);
  });

  it("keeps the registry's entity pages in the hydrated areas", () => {
    const entityPages = config.filter((route) => route.file.startsWith("entities/"));
    expect(entityPages.map((route) => modes.get(route.id))).toEqual(["hydrated", "hydrated"]);
  });

  it("refuses a route declared in no mode, or in two", () => {
    const unmarked = route("x", "areas/x.tsx");
    expect(() => routeRenderingModes([...documentPages([route("a", "areas/a.tsx")]), unmarked])).toThrow(
      /areas\/x has no rendering mode/,
    );
    expect(() => hydratedPages(documentPages([layout("areas/l.tsx", [route("b", "areas/b.tsx")])]))).toThrow(
      /declared both document and hydrated/,
    );
  });

  it("types an area's routes by their mode, so app/routes.ts cannot list them under the other", () => {
    const documents: RoutesOf<"document"> = documentPages([route("a", "areas/a.tsx")]);
    // @ts-expect-error hydrated routes listed as documents
    const misplaced: RoutesOf<"document"> = hydratedPages([route("b", "areas/b.tsx")]);
    expect([documents.length, misplaced.length]).toEqual([1, 1]);
  });

  it("writes out React Router's default id, so the ids read here are the ones it uses", () => {
    const [page] = documentPages([route("a", "areas/some/page.tsx")]);
    expect(page?.id).toBe("areas/some/page");
    const [named] = documentPages([route("a", "areas/some/page.tsx", { id: "some/page" })]);
    expect(named?.id).toBe("some/page");
  });
});

describe("a page's mode, from the routes it matched", () => {
  it("is a document when its routes are documents", () => {
    expect(pageRenderingMode(["root", "public/layout", "areas/public/landing"], modeRecord)).toBe("document");
    expect(pageRenderingMode(["root", "candidates/layout", "areas/candidates/pages/home"], modeRecord)).toBe(
      "document",
    );
    expect(pageRenderingMode(["root", "areas/tokens/accountDeletion"], modeRecord)).toBe("document");
    expect(pageRenderingMode(["root", "areas/tokens/confirmation"], modeRecord)).toBe("document");
  });

  it("is hydrated for the app's areas, and for the root's own error page", () => {
    expect(pageRenderingMode(["root", "recruiters/layout", "recruiters/entities"], modeRecord)).toBe("hydrated");
    expect(pageRenderingMode(["root", "administrator/layout"], modeRecord)).toBe("hydrated");
    expect(pageRenderingMode(["root"], modeRecord)).toBe("hydrated");
    expect(pageRenderingMode(["root", "toString"], modeRecord)).toBe("hydrated");
  });
});

describe("a document area's entry from the app", () => {
  // The routes a client navigation from a hydrated page can reach first: a document whose parent is no document.
  const entries = config.filter(
    (route) =>
      modes.get(route.id) === "document" && (!route.parent || modes.get(routeIdOf(route.parent)) !== "document"),
  );
  const pages = entries.filter((route) => /^export default /m.test(readFileSync(join(appDir, route.file), "utf8")));

  it("loads the document from the server, with a server loader that draws it there", () => {
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      const source = readFileSync(join(appDir, page.file), "utf8");
      expect([page.file, /^export const clientLoader = loadAsDocument;$/m.test(source)]).toEqual([page.file, true]);
      expect([page.file, /^export (async )?function loader\(|^export const loader = /m.test(source)]).toEqual([
        page.file,
        true,
      ]);
    }
  });
});
