import { type CatalogueEntry, defineCatalogue } from "./catalogue";

/**
 * The 27 federative units of Brazil (26 states and the Federal District): id is the IBGE code, key the two-letter
 * UF a job's `state` holds and the job board's `state` filter takes. Names are proper nouns, the same in every
 * language.
 */
export const brazilianStates = defineCatalogue("brazilianState", [
  uf(12, "AC", "Acre"),
  uf(27, "AL", "Alagoas"),
  uf(16, "AP", "Amapá"),
  uf(13, "AM", "Amazonas"),
  uf(29, "BA", "Bahia"),
  uf(23, "CE", "Ceará"),
  uf(53, "DF", "Distrito Federal"),
  uf(32, "ES", "Espírito Santo"),
  uf(52, "GO", "Goiás"),
  uf(21, "MA", "Maranhão"),
  uf(51, "MT", "Mato Grosso"),
  uf(50, "MS", "Mato Grosso do Sul"),
  uf(31, "MG", "Minas Gerais"),
  uf(15, "PA", "Pará"),
  uf(25, "PB", "Paraíba"),
  uf(41, "PR", "Paraná"),
  uf(26, "PE", "Pernambuco"),
  uf(22, "PI", "Piauí"),
  uf(33, "RJ", "Rio de Janeiro"),
  uf(24, "RN", "Rio Grande do Norte"),
  uf(43, "RS", "Rio Grande do Sul"),
  uf(11, "RO", "Rondônia"),
  uf(14, "RR", "Roraima"),
  uf(42, "SC", "Santa Catarina"),
  uf(35, "SP", "São Paulo"),
  uf(28, "SE", "Sergipe"),
  uf(17, "TO", "Tocantins"),
] as const);

function uf<const Id extends number, const Key extends string>(
  id: Id,
  key: Key,
  name: string,
): CatalogueEntry & { id: Id; key: Key } {
  return { id, key, label: { "pt-BR": name, en: name } };
}

/** The UF code of a state written as a code in any case (`sp`, ` SP `); undefined when it names no state. */
export function brazilianStateCode(text: string | null | undefined): string | undefined {
  const code = (text ?? "").trim().toUpperCase();
  return brazilianStates.entries.some((entry) => entry.key === code) ? code : undefined;
}
