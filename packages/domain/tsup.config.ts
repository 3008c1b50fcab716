import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.shared.ts";

export default defineConfig(
  packageBuild({
    index: "src/index.ts",
    countries: "src/countries.ts",
    columns: "src/columns.ts",
    calendar: "src/state/calendar.ts",
    "list-query": "src/listQueryParser.ts",
    wire: "src/wire/index.ts",
    privacy: "src/privacy/index.ts",
    "widget-messages": "src/widgets/widgetMessages.ts",
    "widget-triggers": "src/widgets/triggers.ts",
    widgets: "src/widgets/index.ts",
    "site-widgets": "src/widgets/site/index.ts",
    "candidate-portal": "src/candidatePortal/index.ts",
    "candidate-widgets": "src/widgets/candidate/index.ts",
  }),
);
