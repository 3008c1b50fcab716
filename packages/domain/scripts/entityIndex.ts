/**
 * Writes `src/entities/entityIndex.json`, every entity's index entry (`entityIndexEntry.ts`), from the registry:
 * `npm run entity-index -w @seleta/domain` after changing an entity's name, route, label, icon, area, title or
 * parent (the registry's test fails until then).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { indexEntryOf } from "../src/entities/entityIndexEntry";
import { entities } from "../src/entities/registry";

const target = fileURLToPath(new URL("../src/entities/entityIndex.json", import.meta.url));
const index = Object.fromEntries(
  Object.entries(entities).map(([name, entity]) => [name, indexEntryOf(entity, Object.values(entities))]),
);
writeFileSync(target, `${JSON.stringify(index, null, 2)}\n`);
console.log(`entity-index: ${Object.keys(index).length} entities written to ${target}`);
