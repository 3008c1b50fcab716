/** The group's firms in the demo data set (spec: one brand each). */
export const demoBusinesses = [
  { name: "Seleta Executive Search" },
  { name: "Seleta Tech" },
  { name: "Seleta Finance & Legal" },
] as const;
