import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.shared.ts";

export default defineConfig(packageBuild({ index: "src/index.ts", brands: "src/plain.ts" }));
