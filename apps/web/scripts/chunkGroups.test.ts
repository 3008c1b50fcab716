import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AUTH_STRATEGIES, ICONS, REGISTRY_METADATA } from "./chunkGroups";

const domainSource = resolve(dirname(fileURLToPath(import.meta.url)), "../../../packages/domain/src");

/** Every module of the domain's entities and catalogues, with whether it imports zod (a type import is erased). */
function registryFolders() {
  return ["entities", "catalogues"].flatMap((folder) =>
    readdirSync(join(domainSource, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => {
        const path = join(domainSource, folder, file);
        return { path, importsZod: /^import (?!type )[^;]*from "zod"/m.test(readFileSync(path, "utf8")) };
      }),
  );
}

describe("the web build's chunk groups", () => {
  it("put the catalogues in one chunk, and no module that imports zod, nor any of the entities' modules", () => {
    const modules = registryFolders();
    const grouped = modules.filter((module) => REGISTRY_METADATA.test(module.path));
    expect(grouped.length).toBeGreaterThan(40);
    expect(grouped.filter((module) => module.importsZod).map((module) => module.path)).toEqual([]);
    expect(REGISTRY_METADATA.test(join(domainSource, "catalogues/applyStages.ts"))).toBe(true);
    // A group takes its modules' dependencies along: with the shell's notification tabs, the registry's chunk
    // would load with the shell.
    expect(REGISTRY_METADATA.test(join(domainSource, "catalogues/notificationTabs.ts"))).toBe(false);
    expect(REGISTRY_METADATA.test(join(domainSource, "entities/registry.ts"))).toBe(false);
    // The shell reads the index and the loaders' map: they stay out of the entity pages' chunk.
    expect(REGISTRY_METADATA.test(join(domainSource, "entities/entityIndex.ts"))).toBe(false);
    expect(REGISTRY_METADATA.test(join(domainSource, "entities/entityModules.ts"))).toBe(false);
    // Each definition is a chunk of its own, loaded by the pages that show the entity.
    expect(REGISTRY_METADATA.test(join(domainSource, "entities/recruiter/candidates.ts"))).toBe(false);
    expect(REGISTRY_METADATA.test(join(domainSource, "entities/administrator/roles.ts"))).toBe(false);
  });

  it("keep what the sign-in pages load out of the registry's chunk", () => {
    const authStrategies = join(domainSource, "catalogues/authStrategies.ts");
    expect(AUTH_STRATEGIES.test(authStrategies)).toBe(true);
    expect(REGISTRY_METADATA.test(authStrategies)).toBe(false);
    expect(REGISTRY_METADATA.test(join(domainSource, "catalogues/catalogue.ts"))).toBe(false);
  });

  it("leave the Big-Five questionnaire's items out of the registry's chunk: its modules import the traits alone", () => {
    const importers = registryFolders()
      .filter((module) => REGISTRY_METADATA.test(module.path))
      .filter((module) => /from "[./]*assessments\/bigFive"/.test(readFileSync(module.path, "utf8")));
    expect(importers.map((module) => module.path)).toEqual([]);
  });

  it("hold the phone rule, which every entity page reads, and no other module of the UI kit", () => {
    const fieldUtils = resolve(domainSource, "../../ui/src/fieldUtils");
    expect(REGISTRY_METADATA.test(join(fieldUtils, "phone.ts"))).toBe(true);
    expect(REGISTRY_METADATA.test(join(fieldUtils, "phoneCountries.ts"))).toBe(true);
    expect(REGISTRY_METADATA.test(join(fieldUtils, "phone.test.ts"))).toBe(false);
    expect(REGISTRY_METADATA.test(join(fieldUtils, "index.ts"))).toBe(false);
    expect(REGISTRY_METADATA.test(resolve(fieldUtils, "../PhoneField/PhoneField.tsx"))).toBe(false);
  });

  it("keep the country names out of the registry's chunk: only the registry's form shows them", () => {
    expect(REGISTRY_METADATA.test(join(domainSource, "catalogues/countries.ts"))).toBe(false);
    expect(REGISTRY_METADATA.test(join(domainSource, "catalogues/countryNames/pt-BR.json"))).toBe(false);
    expect(REGISTRY_METADATA.test(join(domainSource, "catalogues/countryNames/en.json"))).toBe(false);
    expect(REGISTRY_METADATA.test(join(domainSource, "catalogues/businessUnits.ts"))).toBe(true);
  });

  it("group the icons, and nothing else of node_modules", () => {
    expect(ICONS.test("/repo/node_modules/lucide-react/dist/esm/icons/x.mjs")).toBe(true);
    expect(ICONS.test("/repo/node_modules/react-aria/dist/private/Button.mjs")).toBe(false);
  });
});
