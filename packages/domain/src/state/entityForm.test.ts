import { describe, expect, it } from "vitest";
import { inputSchema } from "../entities/fieldSchemas";
import { entities } from "../entities/registry";
import { mapOfRows } from "../forms/postedForm";
import { entitySectionMessages, sectionMessage } from "./entityForm";

describe("section labels", () => {
  it("names every section the registry uses, in both languages", () => {
    const used = new Set(
      Object.values(entities).flatMap((entity) => entity.fieldList.map((field) => field.section ?? "main")),
    );
    const known = Object.keys(entitySectionMessages.messages);
    expect([...used].filter((section) => !known.includes(section))).toEqual([]);
    expect(sectionMessage("profile").en).toBe("Profile");
    expect(sectionMessage("unknown").en).toBe("unknown");
  });
});

describe("mapOfRows (a map edited as rows of key and value)", () => {
  it("keeps the rows with a value under their trimmed keys, and is null when none is left", () => {
    expect(
      mapOfRows([
        { key: " jobs ", value: "Oportunidades" },
        { key: "apply", value: "" },
        { key: "", value: null },
      ]),
    ).toEqual({ jobs: "Oportunidades" });
    expect(mapOfRows([{ key: "", value: "  " }])).toBeNull();
    expect(mapOfRows([])).toBeNull();
  });

  it("keeps a value typed without its key under a blank key, which the map's schema refuses", () => {
    const map = mapOfRows([{ key: "", value: "Inscrever-se" }]);
    expect(map).toEqual({ "": "Inscrever-se" });
    expect(inputSchema(entities.site_configs.fields.custom_labels).safeParse(map).success).toBe(false);
  });
});
