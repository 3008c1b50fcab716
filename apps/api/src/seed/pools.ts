/**
 * Realistic Brazilian names, places and firms (faker pt_BR), made once per seed from a fixed faker seed and then
 * picked by the seed's own generator: faker's template engine costs microseconds per call, and a candidate needs
 * dozens of values. The pools are large enough that the combinations (first name × two surnames, …) look varied.
 */
import { fakerPT_BR } from "@faker-js/faker";
import { slug } from "./vocabulary";

export type Named = { name: string; slug: string };

export type Pools = {
  femaleFirstNames: readonly Named[];
  maleFirstNames: readonly Named[];
  lastNames: readonly Named[];
  cities: readonly string[];
  states: readonly string[];
  streetAddresses: readonly string[];
  companies: readonly Named[];
};

const named = (name: string): Named => ({ name, slug: slug(name) });

function definitions(values: readonly string[] | undefined, what: string): readonly string[] {
  if (!values || values.length === 0) throw new Error(`faker pt_BR has no ${what}`);
  return values;
}

export function buildPools(fakerSeed: number): Pools {
  const faker = fakerPT_BR;
  faker.seed(fakerSeed);
  const { person, location } = faker.definitions;
  const distinct = (make: () => string, count: number) => [...new Set(faker.helpers.multiple(make, { count }))];
  return {
    femaleFirstNames: definitions(person?.first_name?.female, "female first names").map(named),
    maleFirstNames: definitions(person?.first_name?.male, "male first names").map(named),
    lastNames: definitions(person?.last_name?.generic, "last names").map(named),
    cities: distinct(() => faker.location.city(), 600),
    states: definitions(location?.state_abbr, "states"),
    streetAddresses: distinct(() => faker.location.streetAddress(), 1000),
    companies: distinct(() => faker.company.name(), 1500).map(named),
  };
}
