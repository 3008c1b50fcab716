import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.shared.ts";

export default defineConfig(
  packageBuild({
    index: "src/index.ts",
    messages: "src/i18n/index.ts",
    format: "src/fieldUtils/index.ts",
    phone: "src/fieldUtils/phone.ts",
    "rich-text": "src/RichTextField/richTextRules.ts",
    "visually-hidden": "src/VisuallyHidden/visuallyHiddenRules.ts",
  }),
);
