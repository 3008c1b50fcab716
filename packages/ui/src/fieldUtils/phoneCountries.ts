import type { PhoneCountry } from "./phone";

/**
 * ISO 3166-1 alpha-2 code → ITU calling code, for the international phone's country selector. Country names are not
 * stored: `Intl.DisplayNames` gives them in the user's language. Kept as one compact string (~1 kB gzip) because
 * phone libraries' metadata would cost the whole ui budget; an app may pass its own list instead.
 */
const CALLING_CODES =
  "AD376 AE971 AF93 AG1 AI1 AL355 AM374 AO244 AR54 AS1 AT43 AU61 AW297 AZ994 BA387 BB1 BD880 BE32 BF226 BG359 " +
  "BH973 BI257 BJ229 BM1 BN673 BO591 BR55 BS1 BT975 BW267 BY375 BZ501 CA1 CD243 CF236 CG242 CH41 CI225 CK682 CL56 " +
  "CM237 CN86 CO57 CR506 CU53 CV238 CW599 CY357 CZ420 DE49 DJ253 DK45 DM1 DO1 DZ213 EC593 EE372 EG20 ER291 ES34 " +
  "ET251 FI358 FJ679 FM691 FO298 FR33 GA241 GB44 GD1 GE995 GF594 GH233 GI350 GL299 GM220 GN224 GP590 GQ240 GR30 " +
  "GT502 GU1 GW245 GY592 HK852 HN504 HR385 HT509 HU36 ID62 IE353 IL972 IN91 IQ964 IR98 IS354 IT39 JM1 JO962 JP81 " +
  "KE254 KG996 KH855 KI686 KM269 KN1 KP850 KR82 KW965 KY1 KZ7 LA856 LB961 LC1 LI423 LK94 LR231 LS266 LT370 LU352 " +
  "LV371 LY218 MA212 MC377 MD373 ME382 MG261 MH692 MK389 ML223 MM95 MN976 MO853 MQ596 MR222 MS1 MT356 MU230 MV960 " +
  "MW265 MX52 MY60 MZ258 NA264 NC687 NE227 NG234 NI505 NL31 NO47 NP977 NR674 NZ64 OM968 PA507 PE51 PF689 PG675 " +
  "PH63 PK92 PL48 PR1 PS970 PT351 PW680 PY595 QA974 RE262 RO40 RS381 RU7 RW250 SA966 SB677 SC248 SD249 SE46 SG65 " +
  "SI386 SK421 SL232 SM378 SN221 SO252 SR597 SS211 ST239 SV503 SY963 SZ268 TC1 TD235 TG228 TH66 TJ992 TL670 TM993 " +
  "TN216 TO676 TR90 TT1 TV688 TW886 TZ255 UA380 UG256 US1 UY598 UZ998 VA39 VC1 VE58 VG1 VI1 VN84 VU678 WS685 " +
  "XK383 YE967 YT262 ZA27 ZM260 ZW263";

export const PHONE_COUNTRIES: readonly PhoneCountry[] = CALLING_CODES.split(" ").map((entry) => ({
  code: entry.slice(0, 2),
  dialCode: entry.slice(2),
}));

/** A country's name in `locale` (its ISO code where the runtime has no region names). */
function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/**
 * The phone fields' country picker: "Brasil (+55)", by name in `locale`. `countryName` names a country by its ISO
 * code instead of the runtime's region names, which differ between the server's and the browser's ICU data: a
 * picker drawn on the server and hydrated in the browser must name countries from the same table on both.
 */
export function phoneCountryOptions(
  countries: readonly PhoneCountry[],
  locale: string,
  countryName?: (code: string) => string | undefined,
): { id: string; label: string }[] {
  const runtimeName = countryName ? undefined : regionNames(locale);
  const regionName = (code: string) => countryName?.(code) ?? runtimeName?.(code) ?? code;
  return countries
    .map((country) => ({ id: country.code, label: `${regionName(country.code)} (+${country.dialCode})` }))
    .sort((a, b) => compareNames(a.label, b.label));
}

/** A name as it sorts: accents and case set aside ("Áustria" beside "Austrália"). */
const sortKey = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Names in alphabetical order, the same on the server and in the browser: the runtime's collation (`localeCompare`,
 * `Intl.Collator`) follows its ICU data, which differ between the two, and a list drawn on the server in one order
 * and hydrated in another is a mismatch.
 */
export function compareNames(a: string, b: string): number {
  const [keyA, keyB] = [sortKey(a), sortKey(b)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
