import { compareNames } from "@seleta/ui/phone";
import { type CatalogueEntry, catalogueMessages, defineCatalogue, type Locale } from "./catalogue";
import en from "./countryNames/en.json" with { type: "json" };
import ptBR from "./countryNames/pt-BR.json" with { type: "json" };

/**
 * Spec §9, about 250 countries from ISO 3166-1 as the i18n-iso-countries package maintains it: id is the numeric
 * code, key the alpha-2 code. Names come from one table per locale in `countryNames/` (alpha-2 code → name): English
 * as the package names them first, Brazilian as CLDR does ("Armênia", where the package's Portuguese is European).
 * They are data, never the runtime's region names, which differ between the server's ICU and the browser's (a page
 * drawn on one and hydrated on the other must show the same names); `countries.test.ts` holds the tables and the
 * codes below to the package, which is only a development dependency.
 *
 * Kept out of the `.` entry (exported as `@seleta/domain/countries`): only the registry's form shows country names,
 * so list pages load none.
 */
export type CountryEntry = CatalogueEntry & { readonly alpha3: string };

/** Each country's alpha-2, alpha-3 and numeric codes, 8 characters a country, in the package's order. */
const ISO_CODES =
  "AFAFG004ALALB008DZDZA012ASASM016ADAND020AOAGO024AIAIA660AQATA010AGATG028ARARG032AMARM051AWABW533AUAUS036" +
  "ATAUT040AZAZE031BSBHS044BHBHR048BDBGD050BBBRB052BYBLR112BEBEL056BZBLZ084BJBEN204BMBMU060BTBTN064BOBOL068" +
  "BABIH070BWBWA072BVBVT074BRBRA076IOIOT086BNBRN096BGBGR100BFBFA854BIBDI108KHKHM116CMCMR120CACAN124CVCPV132" +
  "KYCYM136CFCAF140TDTCD148CLCHL152CNCHN156CXCXR162CCCCK166COCOL170KMCOM174CGCOG178CDCOD180CKCOK184CRCRI188" +
  "CICIV384HRHRV191CUCUB192CYCYP196CZCZE203DKDNK208DJDJI262DMDMA212DODOM214ECECU218EGEGY818SVSLV222GQGNQ226" +
  "ERERI232EEEST233ETETH231FKFLK238FOFRO234FJFJI242FIFIN246FRFRA250GFGUF254PFPYF258TFATF260GAGAB266GMGMB270" +
  "GEGEO268DEDEU276GHGHA288GIGIB292GRGRC300GLGRL304GDGRD308GPGLP312GUGUM316GTGTM320GNGIN324GWGNB624GYGUY328" +
  "HTHTI332HMHMD334VAVAT336HNHND340HKHKG344HUHUN348ISISL352ININD356IDIDN360IRIRN364IQIRQ368IEIRL372ILISR376" +
  "ITITA380JMJAM388JPJPN392JOJOR400KZKAZ398KEKEN404KIKIR296KPPRK408KRKOR410KWKWT414KGKGZ417LALAO418LVLVA428" +
  "LBLBN422LSLSO426LRLBR430LYLBY434LILIE438LTLTU440LULUX442MOMAC446MGMDG450MWMWI454MYMYS458MVMDV462MLMLI466" +
  "MTMLT470MHMHL584MQMTQ474MRMRT478MUMUS480YTMYT175MXMEX484FMFSM583MDMDA498MCMCO492MNMNG496MSMSR500MAMAR504" +
  "MZMOZ508MMMMR104NANAM516NRNRU520NPNPL524NLNLD528NCNCL540NZNZL554NINIC558NENER562NGNGA566NUNIU570NFNFK574" +
  "MPMNP580MKMKD807NONOR578OMOMN512PKPAK586PWPLW585PSPSE275PAPAN591PGPNG598PYPRY600PEPER604PHPHL608PNPCN612" +
  "PLPOL616PTPRT620PRPRI630QAQAT634REREU638ROROU642RURUS643RWRWA646SHSHN654KNKNA659LCLCA662PMSPM666VCVCT670" +
  "WSWSM882SMSMR674STSTP678SASAU682SNSEN686SCSYC690SLSLE694SGSGP702SKSVK703SISVN705SBSLB090SOSOM706ZAZAF710" +
  "GSSGS239ESESP724LKLKA144SDSDN729SRSUR740SJSJM744SZSWZ748SESWE752CHCHE756SYSYR760TWTWN158TJTJK762TZTZA834" +
  "THTHA764TLTLS626TGTGO768TKTKL772TOTON776TTTTO780TNTUN788TRTUR792TMTKM795TCTCA796TVTUV798UGUGA800UAUKR804" +
  "AEARE784GBGBR826USUSA840UMUMI581UYURY858UZUZB860VUVUT548VEVEN862VNVNM704VGVGB092VIVIR850WFWLF876EHESH732" +
  "YEYEM887ZMZMB894ZWZWE716AXALA248BQBES535CWCUW531GGGGY831IMIMN833JEJEY832MEMNE499BLBLM652MFMAF663RSSRB688" +
  "SXSXM534SSSSD728XKXKK983";

const NAMES: Record<Locale, Readonly<Record<string, string>>> = { "pt-BR": ptBR, en };

function isoCodes(): { alpha2: string; alpha3: string; numeric: number }[] {
  const rows = [];
  for (let at = 0; at < ISO_CODES.length; at += 8)
    rows.push({
      alpha2: ISO_CODES.slice(at, at + 2),
      alpha3: ISO_CODES.slice(at + 2, at + 5),
      numeric: Number(ISO_CODES.slice(at + 5, at + 8)),
    });
  return rows;
}

export const countries = defineCatalogue<CountryEntry>(
  "country",
  isoCodes().map(({ alpha2, alpha3, numeric }) => ({
    id: numeric,
    key: alpha2,
    alpha3,
    label: { "pt-BR": NAMES["pt-BR"][alpha2] ?? alpha2, en: NAMES.en[alpha2] ?? alpha2 },
  })),
);

export const BRAZIL = 76;

export function countryByAlpha2(alpha2: string): CountryEntry | undefined {
  const code = alpha2.toUpperCase();
  return countries.entries.find((country) => country.key === code);
}

/** Countries sorted by their name in the user's language, as a select shows them, the same on server and browser. */
export function sortedCountries(locale: Locale): CountryEntry[] {
  return [...countries.entries].sort((a, b) => compareNames(a.label[locale], b.label[locale]));
}

export function countryMessages(locale: Locale): Record<string, string> {
  return catalogueMessages([countries], locale);
}
