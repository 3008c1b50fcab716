import { defineCatalogue, findEntry } from "./catalogue";

/**
 * Spec §3 and §9, the 48 business units (practices) a job, a proposal and a placement are booked under.
 * `code` is the short form used in reports and cost centres; the spec gives the count, the list is ours.
 */
export const businessUnits = defineCatalogue("businessUnit", [
  { id: 1, key: "tecSwe", code: "TEC-SWE", label: { "pt-BR": "Engenharia de Software", en: "Software Engineering" } },
  { id: 2, key: "tecDat", code: "TEC-DAT", label: { "pt-BR": "Dados e Analytics", en: "Data & Analytics" } },
  { id: 3, key: "tecInf", code: "TEC-INF", label: { "pt-BR": "Infraestrutura e Cloud", en: "Infrastructure & Cloud" } },
  { id: 4, key: "tecSec", code: "TEC-SEC", label: { "pt-BR": "Cibersegurança", en: "Cybersecurity" } },
  { id: 5, key: "tecPrd", code: "TEC-PRD", label: { "pt-BR": "Gestão de Produto", en: "Product Management" } },
  { id: 6, key: "tecUxd", code: "TEC-UXD", label: { "pt-BR": "Design e UX", en: "Design & UX" } },
  {
    id: 7,
    key: "tecErp",
    code: "TEC-ERP",
    label: { "pt-BR": "ERP e Sistemas Corporativos", en: "ERP & Business Systems" },
  },
  { id: 8, key: "tecLdr", code: "TEC-LDR", label: { "pt-BR": "Liderança de Tecnologia", en: "Technology Leadership" } },
  { id: 9, key: "finLdr", code: "FIN-LDR", label: { "pt-BR": "Liderança Financeira", en: "Finance Leadership" } },
  { id: 10, key: "finAcc", code: "FIN-ACC", label: { "pt-BR": "Contabilidade", en: "Accounting" } },
  { id: 11, key: "finTax", code: "FIN-TAX", label: { "pt-BR": "Tributário", en: "Tax" } },
  { id: 12, key: "finTrs", code: "FIN-TRS", label: { "pt-BR": "Tesouraria", en: "Treasury" } },
  { id: 13, key: "finCtr", code: "FIN-CTR", label: { "pt-BR": "Controladoria", en: "Controllership" } },
  { id: 14, key: "finFpa", code: "FIN-FPA", label: { "pt-BR": "Planejamento Financeiro (FP&A)", en: "FP&A" } },
  { id: 15, key: "fsvBnk", code: "FSV-BNK", label: { "pt-BR": "Bancos", en: "Banking" } },
  { id: 16, key: "fsvAsm", code: "FSV-ASM", label: { "pt-BR": "Gestão de Ativos", en: "Asset Management" } },
  { id: 17, key: "fsvIns", code: "FSV-INS", label: { "pt-BR": "Seguros", en: "Insurance" } },
  {
    id: 18,
    key: "fsvPay",
    code: "FSV-PAY",
    label: { "pt-BR": "Meios de Pagamento e Fintechs", en: "Payments & Fintech" },
  },
  { id: 19, key: "legCrp", code: "LEG-CRP", label: { "pt-BR": "Jurídico Corporativo", en: "Corporate Legal" } },
  { id: 20, key: "legLit", code: "LEG-LIT", label: { "pt-BR": "Contencioso", en: "Litigation" } },
  { id: 21, key: "cmpRsk", code: "CMP-RSK", label: { "pt-BR": "Compliance e Riscos", en: "Compliance & Risk" } },
  { id: 22, key: "cmpAud", code: "CMP-AUD", label: { "pt-BR": "Auditoria Interna", en: "Internal Audit" } },
  { id: 23, key: "hrsHrb", code: "HRS-HRB", label: { "pt-BR": "RH Business Partner", en: "HR Business Partner" } },
  { id: 24, key: "hrsTaq", code: "HRS-TAQ", label: { "pt-BR": "Atração de Talentos", en: "Talent Acquisition" } },
  {
    id: 25,
    key: "hrsCmp",
    code: "HRS-CMP",
    label: { "pt-BR": "Remuneração e Benefícios", en: "Compensation & Benefits" },
  },
  {
    id: 26,
    key: "hrsLnd",
    code: "HRS-LND",
    label: { "pt-BR": "Treinamento e Desenvolvimento", en: "Learning & Development" },
  },
  { id: 27, key: "salB2b", code: "SAL-B2B", label: { "pt-BR": "Vendas B2B", en: "B2B Sales" } },
  { id: 28, key: "salRet", code: "SAL-RET", label: { "pt-BR": "Varejo", en: "Retail Sales" } },
  {
    id: 29,
    key: "salKam",
    code: "SAL-KAM",
    label: { "pt-BR": "Key Account Management", en: "Key Account Management" },
  },
  { id: 30, key: "salCsx", code: "SAL-CSX", label: { "pt-BR": "Sucesso do Cliente", en: "Customer Success" } },
  { id: 31, key: "mktBrd", code: "MKT-BRD", label: { "pt-BR": "Marketing de Marca", en: "Brand Marketing" } },
  { id: 32, key: "mktDig", code: "MKT-DIG", label: { "pt-BR": "Marketing Digital", en: "Digital Marketing" } },
  { id: 33, key: "engPrj", code: "ENG-PRJ", label: { "pt-BR": "Engenharia de Projetos", en: "Project Engineering" } },
  { id: 34, key: "engMnt", code: "ENG-MNT", label: { "pt-BR": "Manutenção", en: "Maintenance" } },
  {
    id: 35,
    key: "engQhs",
    code: "ENG-QHS",
    label: { "pt-BR": "Qualidade, Saúde e Segurança", en: "Quality, Health & Safety" },
  },
  { id: 36, key: "indOps", code: "IND-OPS", label: { "pt-BR": "Operações Industriais", en: "Industrial Operations" } },
  {
    id: 37,
    key: "indScm",
    code: "IND-SCM",
    label: { "pt-BR": "Supply Chain e Logística", en: "Supply Chain & Logistics" },
  },
  { id: 38, key: "indPrc", code: "IND-PRC", label: { "pt-BR": "Compras", en: "Procurement" } },
  { id: 39, key: "enrOil", code: "ENR-OIL", label: { "pt-BR": "Óleo", en: "Oil" } },
  { id: 40, key: "enrGas", code: "ENR-GAS", label: { "pt-BR": "Gás", en: "Gas" } },
  {
    id: 41,
    key: "enrPwr",
    code: "ENR-PWR",
    label: { "pt-BR": "Energia Elétrica e Utilities", en: "Power & Utilities" },
  },
  { id: 42, key: "enrRen", code: "ENR-REN", label: { "pt-BR": "Energias Renováveis", en: "Renewables" } },
  {
    id: 43,
    key: "lscHlt",
    code: "LSC-HLT",
    label: { "pt-BR": "Saúde e Ciências da Vida", en: "Healthcare & Life Sciences" },
  },
  { id: 44, key: "agrAgb", code: "AGR-AGB", label: { "pt-BR": "Agronegócio", en: "Agribusiness" } },
  {
    id: 45,
    key: "recCon",
    code: "REC-CON",
    label: { "pt-BR": "Imobiliário e Construção", en: "Real Estate & Construction" },
  },
  { id: 46, key: "eduEdu", code: "EDU-EDU", label: { "pt-BR": "Educação", en: "Education" } },
  { id: 47, key: "exeBrd", code: "EXE-BRD", label: { "pt-BR": "Conselhos e C-Level", en: "Board & C-Level" } },
  { id: 48, key: "intMgt", code: "INT-MGT", label: { "pt-BR": "Gestão Interina", en: "Interim Management" } },
] as const);

export function businessUnitByCode(code: string) {
  return businessUnits.entries.find((unit) => unit.code === code);
}

export function businessUnitEntry(id: number) {
  return findEntry(businessUnits, id);
}
