/**
 * The public site's demo content: for each of the demo's three businesses (so each brand host shows its own
 * firm), in pt-BR and in English, publications of every kind, upcoming and past events, courses, solutions,
 * programmes and the firm's milestones; and the group's nine business areas of spec §2 with their slugs and their
 * texts in both languages. Dates are counted from the day of the seed, so a fresh demo always has events ahead.
 *
 * Business areas are a shared catalogue another step may have filled: an area whose slug is already there gets its
 * texts and order here, a missing one is added, so no slug is ever doubled.
 */
import { catalogueIdOf, contentLocaleId, type Locale, publicationKinds } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf } from "../db/client";
import * as schema from "../db/schema";
import { newPublicUid } from "../engine/publicUid";
import type { BulkTx, Row } from "./bulkLoad";

type Texts = { readonly "pt-BR": string; readonly en: string };
const LOCALES: readonly Locale[] = ["pt-BR", "en"];

const MS_PER_DAY = 86_400_000;

/** Midday of the seed's day, plus or minus whole days: the same hour whatever time the seed ran. */
function fromSeedDay(days: number, hour = 12): string {
  const today = new Date();
  today.setUTCHours(hour, 0, 0, 0);
  return new Date(today.getTime() + days * MS_PER_DAY).toISOString();
}

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join("");

/** The nine business areas of spec §2, in the spec's order; slugs are fixed (job filters and links use them). */
export const DEMO_AREAS: readonly { slug: string; name: Texts; description: Texts }[] = [
  {
    slug: "engenharia",
    name: { "pt-BR": "Engenharia", en: "Engineering" },
    description: {
      "pt-BR":
        "Diretores industriais, gerentes de obras e especialistas de projetos para infraestrutura, manufatura e energia.",
      en: "Plant directors, construction managers and project specialists for infrastructure, manufacturing and energy.",
    },
  },
  {
    slug: "tecnologia",
    name: { "pt-BR": "Tecnologia", en: "Technology" },
    description: {
      "pt-BR": "CTOs, líderes de engenharia de software, dados, produto e segurança da informação.",
      en: "CTOs and leaders in software engineering, data, product and information security.",
    },
  },
  {
    slug: "recursos-humanos",
    name: { "pt-BR": "Recursos Humanos", en: "Human Resources" },
    description: {
      "pt-BR": "CHROs, business partners e especialistas em remuneração, cultura e desenvolvimento organizacional.",
      en: "CHROs, business partners and specialists in compensation, culture and organisational development.",
    },
  },
  {
    slug: "financas-e-tributos",
    name: { "pt-BR": "Finanças e Tributos", en: "Finance and Tax" },
    description: {
      "pt-BR": "CFOs, controllers, tesoureiros e especialistas tributários para empresas de capital aberto e fechado.",
      en: "CFOs, controllers, treasurers and tax specialists for listed and privately held companies.",
    },
  },
  {
    slug: "juridico",
    name: { "pt-BR": "Jurídico", en: "Legal" },
    description: {
      "pt-BR": "Diretores jurídicos, advogados corporativos e especialistas em contencioso, societário e regulatório.",
      en: "General counsels, corporate lawyers and specialists in litigation, corporate and regulatory law.",
    },
  },
  {
    slug: "compliance",
    name: { "pt-BR": "Compliance", en: "Compliance" },
    description: {
      "pt-BR": "Chief compliance officers e especialistas em integridade, riscos, controles internos e LGPD.",
      en: "Chief compliance officers and specialists in integrity, risk, internal controls and data protection.",
    },
  },
  {
    slug: "vendas",
    name: { "pt-BR": "Vendas", en: "Sales" },
    description: {
      "pt-BR": "Diretores comerciais, key account managers e líderes de canais, varejo e vendas consultivas.",
      en: "Sales directors, key account managers and leaders of channels, retail and consultative sales.",
    },
  },
  {
    slug: "oleo",
    name: { "pt-BR": "Óleo", en: "Oil" },
    description: {
      "pt-BR": "Executivos e especialistas de exploração, produção, refino e operações offshore.",
      en: "Executives and specialists in exploration, production, refining and offshore operations.",
    },
  },
  {
    slug: "gas",
    name: { "pt-BR": "Gás", en: "Gas" },
    description: {
      "pt-BR": "Líderes de distribuição, transporte, GNL e transição energética no mercado de gás natural.",
      en: "Leaders in distribution, transport, LNG and the energy transition of the natural gas market.",
    },
  },
];

type Piece = { title: Texts; summary: Texts; body?: Texts };
type Publication = Piece & { kind: "publication" | "insight" | "research" | "media"; daysAgo: number; outlet?: string };
type DemoEvent = Piece & { days: number; location: Texts; online: boolean };
type DemoCourse = Piece & { days: number; instructor: string; hours: number; price: number | null };
type Milestone = { year: number; title: Texts; text: Texts };
type Offering = Piece & { audience?: Texts };

type FirmContent = {
  publications: readonly Publication[];
  events: readonly DemoEvent[];
  courses: readonly DemoCourse[];
  solutions: readonly Offering[];
  programs: readonly Offering[];
  milestones: readonly Milestone[];
};

const SP: Texts = { "pt-BR": "São Paulo, Av. Brigadeiro Faria Lima", en: "São Paulo, Av. Brigadeiro Faria Lima" };
const RJ: Texts = { "pt-BR": "Rio de Janeiro, Praia de Botafogo", en: "Rio de Janeiro, Praia de Botafogo" };

const EXECUTIVE: FirmContent = {
  publications: [
    {
      kind: "publication",
      daysAgo: 6,
      title: {
        "pt-BR": "Sucessão de CEOs: o que os conselhos aprenderam",
        en: "CEO succession: what boards have learned",
      },
      summary: {
        "pt-BR":
          "Como os conselhos brasileiros preparam a sucessão do principal executivo, e os erros que ainda se repetem.",
        en: "How Brazilian boards prepare the succession of their chief executive, and the mistakes still repeated.",
      },
      body: {
        "pt-BR": paragraphs(
          "Em mais de cem processos de sucessão acompanhados nos últimos anos, o padrão é claro: conselhos que começam cedo escolhem melhor.",
          "Apresentamos um roteiro de dezoito meses, do mapeamento de candidatos internos à transição assistida.",
        ),
        en: paragraphs(
          "Across more than a hundred succession processes in recent years, the pattern is clear: boards that start early choose better.",
          "We set out an eighteen-month roadmap, from mapping internal candidates to an assisted handover.",
        ),
      },
    },
    {
      kind: "publication",
      daysAgo: 40,
      title: { "pt-BR": "O papel do conselheiro independente", en: "The role of the independent director" },
      summary: {
        "pt-BR": "Competências que as empresas buscam em conselheiros independentes e como se preparar para a função.",
        en: "The skills companies look for in independent directors, and how to prepare for the role.",
      },
    },
    {
      kind: "insight",
      daysAgo: 3,
      title: { "pt-BR": "Liderança em tempos de juros altos", en: "Leading while interest rates are high" },
      summary: {
        "pt-BR": "Executivos com experiência em reestruturação voltaram a ser os mais procurados pelos conselhos.",
        en: "Executives with restructuring experience are once again the ones boards want most.",
      },
    },
    {
      kind: "insight",
      daysAgo: 21,
      title: {
        "pt-BR": "Diversidade na alta liderança: do discurso à prática",
        en: "Diversity in senior leadership: from talk to practice",
      },
      summary: {
        "pt-BR": "Shortlists diversas já são regra; o desafio agora é a retenção nos primeiros dois anos.",
        en: "Diverse shortlists are now the rule; the challenge is retention in the first two years.",
      },
    },
    {
      kind: "research",
      daysAgo: 12,
      title: { "pt-BR": "Pesquisa de remuneração executiva 2026", en: "Executive compensation survey 2026" },
      summary: {
        "pt-BR": "Salários, bônus e incentivos de longo prazo de 1.200 executivos de 300 empresas.",
        en: "Salaries, bonuses and long-term incentives of 1,200 executives in 300 companies.",
      },
    },
    {
      kind: "media",
      daysAgo: 9,
      outlet: "Valor Econômico",
      title: { "pt-BR": "Procura por CEOs interinos cresce 30%", en: "Demand for interim CEOs grows 30%" },
      summary: {
        "pt-BR": "Nossa sócia-diretora comenta a alta na contratação de executivos interinos.",
        en: "Our managing partner on the rise in interim executive hiring.",
      },
    },
    {
      kind: "media",
      daysAgo: 33,
      outlet: "Exame",
      title: { "pt-BR": "Como os conselhos escolhem seus presidentes", en: "How boards choose their chairs" },
      summary: {
        "pt-BR": "Entrevista sobre governança e a escolha de presidentes de conselho.",
        en: "An interview on governance and how boards choose their chairs.",
      },
    },
  ],
  events: [
    {
      days: 12,
      online: false,
      location: SP,
      title: { "pt-BR": "C-talks: Conselhos que transformam", en: "C-talks: Boards that transform" },
      summary: {
        "pt-BR": "Um café da manhã com presidentes de conselho sobre estratégia e sucessão.",
        en: "A breakfast with board chairs on strategy and succession.",
      },
    },
    {
      days: 34,
      online: true,
      location: { "pt-BR": "Online", en: "Online" },
      title: {
        "pt-BR": "C-talks: O CEO e a inteligência artificial",
        en: "C-talks: The CEO and artificial intelligence",
      },
      summary: {
        "pt-BR": "Como CEOs estão levando a IA para a agenda do conselho.",
        en: "How CEOs are bringing AI onto the board's agenda.",
      },
    },
    {
      days: -25,
      online: false,
      location: RJ,
      title: { "pt-BR": "C-talks: Liderança feminina", en: "C-talks: Women in leadership" },
      summary: {
        "pt-BR": "Executivas contam como chegaram à presidência de grandes empresas.",
        en: "Women executives on how they reached the top of large companies.",
      },
    },
    {
      days: -70,
      online: false,
      location: SP,
      title: { "pt-BR": "C-talks: ESG na pauta do conselho", en: "C-talks: ESG on the board's agenda" },
      summary: {
        "pt-BR": "Conselheiros debatem metas ambientais e a remuneração variável dos executivos.",
        en: "Directors discuss environmental targets and executives' variable pay.",
      },
    },
  ],
  courses: [
    {
      days: 20,
      instructor: "Helena Prado",
      hours: 24,
      price: 4800,
      title: { "pt-BR": "Formação de conselheiros", en: "Board director programme" },
      summary: {
        "pt-BR": "Seis encontros sobre governança, riscos e o dia a dia de um conselho de administração.",
        en: "Six sessions on governance, risk and the daily work of a board of directors.",
      },
    },
    {
      days: 45,
      instructor: "Ricardo Menezes",
      hours: 8,
      price: null,
      title: { "pt-BR": "Transição de carreira para executivos", en: "Career transition for executives" },
      summary: {
        "pt-BR": "Como se posicionar para a próxima posição executiva, do currículo à entrevista com o conselho.",
        en: "How to position yourself for your next executive role, from the CV to the board interview.",
      },
    },
  ],
  solutions: [
    {
      title: { "pt-BR": "Executive search", en: "Executive search" },
      summary: {
        "pt-BR": "Busca de presidentes, diretores e conselheiros, com shortlist em até seis semanas.",
        en: "Search for chief executives, directors and board members, with a shortlist within six weeks.",
      },
    },
    {
      title: { "pt-BR": "Avaliação de liderança", en: "Leadership assessment" },
      summary: {
        "pt-BR": "Avaliação de equipes executivas para fusões, reestruturações e planos de sucessão.",
        en: "Assessment of executive teams for mergers, restructurings and succession plans.",
      },
    },
    {
      title: { "pt-BR": "Executivos interinos", en: "Interim executives" },
      summary: {
        "pt-BR": "Executivos experientes prontos para assumir uma posição crítica em poucos dias.",
        en: "Seasoned executives ready to step into a critical role within days.",
      },
    },
  ],
  programs: [
    {
      audience: { "pt-BR": "Executivas em posições de diretoria", en: "Women executives at director level" },
      title: { "pt-BR": "Programa Mulheres no Conselho", en: "Women on Boards programme" },
      summary: {
        "pt-BR": "Mentoria e formação para executivas que se preparam para o primeiro assento em conselho.",
        en: "Mentoring and training for women executives preparing for their first board seat.",
      },
    },
    {
      audience: { "pt-BR": "Executivos em transição de carreira", en: "Executives between roles" },
      title: { "pt-BR": "Programa Recomeço Executivo", en: "Executive Restart programme" },
      summary: {
        "pt-BR": "Acompanhamento de seis meses para executivos que buscam a próxima posição.",
        en: "Six months of guidance for executives looking for their next role.",
      },
    },
  ],
  milestones: [
    {
      year: 1998,
      title: { "pt-BR": "Fundação em São Paulo", en: "Founded in São Paulo" },
      text: {
        "pt-BR": "Três sócios abrem a primeira sala na Avenida Paulista.",
        en: "Three partners open the first office on Avenida Paulista.",
      },
    },
    {
      year: 2006,
      title: { "pt-BR": "Escritório no Rio de Janeiro", en: "Rio de Janeiro office" },
      text: {
        "pt-BR": "A chegada ao Rio acompanha o crescimento do setor de energia.",
        en: "Opening in Rio follows the growth of the energy sector.",
      },
    },
    {
      year: 2015,
      title: { "pt-BR": "Mil executivos colocados", en: "A thousand executives placed" },
      text: {
        "pt-BR": "A marca de mil posições executivas preenchidas.",
        en: "The firm fills its thousandth executive position.",
      },
    },
    {
      year: 2024,
      title: { "pt-BR": "Nasce o grupo Seleta", en: "The Seleta group is born" },
      text: {
        "pt-BR": "Tecnologia, finanças e interim passam a ter marcas próprias.",
        en: "Technology, finance and interim get brands of their own.",
      },
    },
  ],
};

const TECH: FirmContent = {
  publications: [
    {
      kind: "publication",
      daysAgo: 4,
      title: { "pt-BR": "Como contratar um CTO", en: "How to hire a CTO" },
      summary: {
        "pt-BR": "O que muda entre o CTO de uma startup e o de uma empresa tradicional em transformação digital.",
        en: "What differs between a start-up's CTO and that of a traditional company going digital.",
      },
    },
    {
      kind: "publication",
      daysAgo: 30,
      title: { "pt-BR": "Guia de carreira em dados", en: "A career guide to data" },
      summary: {
        "pt-BR": "De analista a head de dados: competências, salários e caminhos possíveis.",
        en: "From analyst to head of data: skills, salaries and possible paths.",
      },
    },
    {
      kind: "insight",
      daysAgo: 2,
      title: {
        "pt-BR": "Trabalho remoto depois da volta aos escritórios",
        en: "Remote work after the return to the office",
      },
      summary: {
        "pt-BR": "Times de engenharia híbridos retêm mais talentos; o desafio é a integração de quem chega.",
        en: "Hybrid engineering teams retain more talent; onboarding newcomers is the challenge.",
      },
    },
    {
      kind: "insight",
      daysAgo: 18,
      title: {
        "pt-BR": "IA generativa e as novas funções de tecnologia",
        en: "Generative AI and the new technology roles",
      },
      summary: {
        "pt-BR": "Engenheiros de plataforma de IA e especialistas em avaliação de modelos entram nas buscas.",
        en: "AI platform engineers and model evaluation specialists enter the searches.",
      },
    },
    {
      kind: "research",
      daysAgo: 15,
      title: { "pt-BR": "Pesquisa salarial de tecnologia 2026", en: "Technology salary survey 2026" },
      summary: {
        "pt-BR": "Salários de 40 funções de tecnologia em 12 cidades, respondida por 10 mil profissionais.",
        en: "Salaries of 40 technology roles in 12 cities, answered by 10,000 professionals.",
      },
    },
    {
      kind: "media",
      daysAgo: 11,
      outlet: "Estadão",
      title: {
        "pt-BR": "Falta de especialistas em segurança preocupa empresas",
        en: "Security specialist shortage worries companies",
      },
      summary: {
        "pt-BR": "Nosso diretor comenta a disputa por profissionais de cibersegurança.",
        en: "Our director on the race for cybersecurity professionals.",
      },
    },
  ],
  events: [
    {
      days: 9,
      online: true,
      location: { "pt-BR": "Online", en: "Online" },
      title: { "pt-BR": "Tech talks: Engenharia de plataforma", en: "Tech talks: Platform engineering" },
      summary: {
        "pt-BR": "Líderes de engenharia mostram como organizaram seus times de plataforma.",
        en: "Engineering leaders show how they organised their platform teams.",
      },
    },
    {
      days: 27,
      online: false,
      location: SP,
      title: { "pt-BR": "Tech talks: Dados e IA em produção", en: "Tech talks: Data and AI in production" },
      summary: {
        "pt-BR": "Casos reais de modelos de IA em produção em bancos e varejo.",
        en: "Real cases of AI models in production at banks and retailers.",
      },
    },
    {
      days: -18,
      online: true,
      location: { "pt-BR": "Online", en: "Online" },
      title: { "pt-BR": "Tech talks: Carreira em Y", en: "Tech talks: The dual career ladder" },
      summary: {
        "pt-BR": "Especialistas e gestores: dois caminhos para crescer em tecnologia.",
        en: "Specialists and managers: two ways to grow in technology.",
      },
    },
    {
      days: -60,
      online: false,
      location: SP,
      title: { "pt-BR": "Tech talks: Segurança desde o código", en: "Tech talks: Security from the code up" },
      summary: {
        "pt-BR": "Como times de produto incorporam segurança ao dia a dia.",
        en: "How product teams build security into their daily work.",
      },
    },
  ],
  courses: [
    {
      days: 15,
      instructor: "Marina Tavares",
      hours: 16,
      price: 1900,
      title: { "pt-BR": "Liderança técnica para engenheiros", en: "Technical leadership for engineers" },
      summary: {
        "pt-BR": "Da engenharia à gestão: feedback, contratação e decisões de arquitetura em equipe.",
        en: "From engineering to management: feedback, hiring and architecture decisions as a team.",
      },
    },
    {
      days: 40,
      instructor: "Paulo Andrade",
      hours: 12,
      price: null,
      title: { "pt-BR": "Entrevistas técnicas sem mistério", en: "Technical interviews demystified" },
      summary: {
        "pt-BR": "Como se preparar para entrevistas de sistemas, código e comportamento.",
        en: "How to prepare for system design, coding and behavioural interviews.",
      },
    },
  ],
  solutions: [
    {
      title: { "pt-BR": "Tech executive search", en: "Tech executive search" },
      summary: {
        "pt-BR": "CTOs, CIOs, CISOs e heads de engenharia, dados e produto.",
        en: "CTOs, CIOs, CISOs and heads of engineering, data and product.",
      },
    },
    {
      title: { "pt-BR": "Times de tecnologia", en: "Technology teams" },
      summary: {
        "pt-BR": "Montagem de squads completos para novos produtos, em semanas.",
        en: "Whole squads assembled for new products, within weeks.",
      },
    },
    {
      title: { "pt-BR": "Avaliação técnica", en: "Technical assessment" },
      summary: {
        "pt-BR": "Entrevistas técnicas conduzidas por engenheiros seniores da nossa comunidade.",
        en: "Technical interviews run by senior engineers of our community.",
      },
    },
  ],
  programs: [
    {
      audience: {
        "pt-BR": "Mulheres em início de carreira em tecnologia",
        en: "Women starting a career in technology",
      },
      title: { "pt-BR": "Programa Elas na Tech", en: "Women in Tech programme" },
      summary: {
        "pt-BR": "Mentoria e primeira vaga para mulheres que estão entrando em tecnologia.",
        en: "Mentoring and a first job for women entering technology.",
      },
    },
    {
      audience: { "pt-BR": "Profissionais de outras áreas", en: "Professionals from other fields" },
      title: { "pt-BR": "Programa Transição para Tech", en: "Move into Tech programme" },
      summary: {
        "pt-BR": "Formação e colocação para quem quer migrar para tecnologia.",
        en: "Training and placement for people moving into technology.",
      },
    },
  ],
  milestones: [
    {
      year: 2012,
      title: { "pt-BR": "Primeira busca de CTO", en: "First CTO search" },
      text: {
        "pt-BR": "A área de tecnologia nasce dentro da consultoria executiva.",
        en: "The technology practice starts inside the executive search firm.",
      },
    },
    {
      year: 2018,
      title: { "pt-BR": "Comunidade com 5 mil profissionais", en: "A community of 5,000 professionals" },
      text: {
        "pt-BR": "Encontros mensais reúnem engenheiros e líderes.",
        en: "Monthly meetups bring engineers and leaders together.",
      },
    },
    {
      year: 2024,
      title: { "pt-BR": "Seleta Tech ganha marca própria", en: "Seleta Tech gets its own brand" },
      text: { "pt-BR": "A área vira empresa do grupo.", en: "The practice becomes a company of the group." },
    },
    {
      year: 2026,
      title: { "pt-BR": "Mais de 10 mil profissionais", en: "Over 10,000 professionals" },
      text: {
        "pt-BR": "Nossa comunidade de tecnologia passa de dez mil pessoas.",
        en: "Our technology community passes ten thousand people.",
      },
    },
  ],
};

const FINANCE: FirmContent = {
  publications: [
    {
      kind: "publication",
      daysAgo: 5,
      title: {
        "pt-BR": "A reforma tributária e o novo perfil do head de tributos",
        en: "The tax reform and the new head of tax",
      },
      summary: {
        "pt-BR": "IBS e CBS mudam o que as empresas esperam de suas lideranças tributárias.",
        en: "The new consumption taxes change what companies expect of their tax leaders.",
      },
    },
    {
      kind: "publication",
      daysAgo: 36,
      title: { "pt-BR": "O CFO como parceiro estratégico", en: "The CFO as a strategic partner" },
      summary: {
        "pt-BR": "Por que o CFO passou a dividir com o CEO a agenda de crescimento.",
        en: "Why the CFO now shares the growth agenda with the CEO.",
      },
    },
    {
      kind: "insight",
      daysAgo: 1,
      title: { "pt-BR": "Compliance depois da LGPD", en: "Compliance after data protection law" },
      summary: {
        "pt-BR": "Encarregados de dados e compliance officers passam a responder ao conselho.",
        en: "Data protection officers and compliance officers now report to the board.",
      },
    },
    {
      kind: "insight",
      daysAgo: 24,
      title: { "pt-BR": "Departamentos jurídicos mais enxutos", en: "Leaner legal departments" },
      summary: {
        "pt-BR": "Tecnologia jurídica muda a composição das equipes internas.",
        en: "Legal technology changes the make-up of in-house teams.",
      },
    },
    {
      kind: "research",
      daysAgo: 14,
      title: { "pt-BR": "Pesquisa salarial de finanças e jurídico 2026", en: "Finance and legal salary survey 2026" },
      summary: {
        "pt-BR": "Remuneração de 35 funções de finanças, tributos e jurídico.",
        en: "Pay for 35 roles in finance, tax and legal.",
      },
    },
    {
      kind: "media",
      daysAgo: 8,
      outlet: "Folha de S.Paulo",
      title: { "pt-BR": "Especialistas em tributos são disputados", en: "Tax specialists in demand" },
      summary: {
        "pt-BR": "A reforma tributária aquece o mercado de especialistas.",
        en: "The tax reform heats up the market for specialists.",
      },
    },
  ],
  events: [
    {
      days: 14,
      online: false,
      location: SP,
      title: { "pt-BR": "Encontro de CFOs: reforma tributária", en: "CFO meeting: the tax reform" },
      summary: {
        "pt-BR": "CFOs e tributaristas discutem o período de transição.",
        en: "CFOs and tax experts discuss the transition period.",
      },
    },
    {
      days: 38,
      online: true,
      location: { "pt-BR": "Online", en: "Online" },
      title: { "pt-BR": "Webinar: o jurídico como área de negócio", en: "Webinar: legal as a business function" },
      summary: {
        "pt-BR": "Diretores jurídicos falam de orçamento, métricas e tecnologia.",
        en: "General counsels on budgets, metrics and technology.",
      },
    },
    {
      days: -22,
      online: false,
      location: RJ,
      title: { "pt-BR": "Encontro de compliance officers", en: "Compliance officers' meeting" },
      summary: {
        "pt-BR": "Programas de integridade em empresas de energia.",
        en: "Integrity programmes in energy companies.",
      },
    },
    {
      days: -65,
      online: false,
      location: SP,
      title: { "pt-BR": "Encontro de CFOs: custo de capital", en: "CFO meeting: the cost of capital" },
      summary: {
        "pt-BR": "Como financiar o crescimento com juros altos.",
        en: "How to fund growth while interest rates are high.",
      },
    },
  ],
  courses: [
    {
      days: 18,
      instructor: "Cláudia Ferraz",
      hours: 20,
      price: 3200,
      title: { "pt-BR": "Reforma tributária na prática", en: "The tax reform in practice" },
      summary: {
        "pt-BR": "IBS, CBS e imposto seletivo: o que muda nos processos e sistemas.",
        en: "The new consumption taxes: what changes in processes and systems.",
      },
    },
    {
      days: 50,
      instructor: "Eduardo Lins",
      hours: 10,
      price: 1500,
      title: { "pt-BR": "Finanças para não financeiros", en: "Finance for non-financial managers" },
      summary: {
        "pt-BR": "Demonstrações, indicadores e orçamento para gestores de outras áreas.",
        en: "Statements, indicators and budgets for managers from other fields.",
      },
    },
  ],
  solutions: [
    {
      title: { "pt-BR": "Busca de CFOs e controllers", en: "CFO and controller search" },
      summary: {
        "pt-BR": "Lideranças financeiras para empresas abertas, familiares e investidas de private equity.",
        en: "Finance leaders for listed, family-owned and private-equity-backed companies.",
      },
    },
    {
      title: { "pt-BR": "Jurídico e compliance", en: "Legal and compliance" },
      summary: {
        "pt-BR": "Diretores jurídicos, compliance officers e encarregados de dados.",
        en: "General counsels, compliance officers and data protection officers.",
      },
    },
    {
      title: { "pt-BR": "Projetos de tributos", en: "Tax projects" },
      summary: {
        "pt-BR": "Especialistas por projeto para a transição da reforma tributária.",
        en: "Project-based specialists for the tax reform's transition.",
      },
    },
  ],
  programs: [
    {
      audience: {
        "pt-BR": "Recém-formados em contabilidade, economia e direito",
        en: "Recent accounting, economics and law graduates",
      },
      title: { "pt-BR": "Programa de trainees em finanças", en: "Finance trainee programme" },
      summary: {
        "pt-BR": "Dois anos de rodízio entre controladoria, tesouraria e tributos.",
        en: "Two years rotating between controlling, treasury and tax.",
      },
    },
    {
      audience: { "pt-BR": "Advogadas e advogados em início de carreira", en: "Lawyers early in their careers" },
      title: { "pt-BR": "Programa Jurídico do Futuro", en: "Future Legal programme" },
      summary: {
        "pt-BR": "Mentoria com diretores jurídicos e formação em tecnologia jurídica.",
        en: "Mentoring by general counsels and training in legal technology.",
      },
    },
  ],
  milestones: [
    {
      year: 2009,
      title: { "pt-BR": "Área de finanças", en: "The finance practice" },
      text: { "pt-BR": "Começam as buscas dedicadas de CFOs.", en: "Dedicated CFO searches begin." },
    },
    {
      year: 2014,
      title: { "pt-BR": "Jurídico e compliance", en: "Legal and compliance" },
      text: {
        "pt-BR": "A Lei Anticorrupção traz a área de compliance.",
        en: "The anti-corruption law brings a compliance practice.",
      },
    },
    {
      year: 2024,
      title: { "pt-BR": "Seleta Finance & Legal", en: "Seleta Finance & Legal" },
      text: {
        "pt-BR": "Finanças, tributos e jurídico ganham marca própria.",
        en: "Finance, tax and legal get their own brand.",
      },
    },
    {
      year: 2026,
      title: { "pt-BR": "Reforma tributária", en: "The tax reform" },
      text: {
        "pt-BR": "Uma equipe dedicada às buscas da transição.",
        en: "A team dedicated to the transition's searches.",
      },
    },
  ],
};

/** The demo businesses' content, in the order of `demoBusinesses`. */
const FIRMS: readonly FirmContent[] = [EXECUTIVE, TECH, FINANCE];

const OUTLET_URLS: Readonly<Record<string, string>> = {
  "Valor Econômico": "https://valor.globo.com/",
  Exame: "https://exame.com/",
  Estadão: "https://www.estadao.com.br/",
  "Folha de S.Paulo": "https://www.folha.uol.com.br/",
};

function bodyOf(piece: Piece, locale: Locale): string {
  return piece.body?.[locale] ?? paragraphs(piece.summary[locale]);
}

/** What every demo event's page tells besides its summary. */
const EVENT_PROGRAMME: Texts = {
  "pt-BR": paragraphs(
    "Programação: recepção, painel com convidados e perguntas do público, seguidos de networking.",
    "A participação é gratuita e as vagas são limitadas: inscreva-se pelo nosso contato.",
  ),
  en: paragraphs(
    "Programme: welcome, a panel with guests and questions from the audience, followed by networking.",
    "Taking part is free and places are limited: register through our contact page.",
  ),
};

/** What every demo course's page tells besides its summary. */
const COURSE_FORMAT: Texts = {
  "pt-BR": paragraphs(
    "Aulas semanais com estudos de caso, leituras de apoio e certificado de conclusão.",
    "Turmas pequenas, para que cada participante traga os desafios do seu dia a dia.",
  ),
  en: paragraphs(
    "Weekly classes with case studies, supporting reading and a certificate of completion.",
    "Small groups, so that every participant can bring the challenges of their own work.",
  ),
};

function rowsFor(businessId: number, firm: FirmContent) {
  const publications: Row[] = [];
  const events: Row[] = [];
  const courses: Row[] = [];
  const solutions: Row[] = [];
  const programs: Row[] = [];
  const milestones: Row[] = [];
  for (const locale of LOCALES) {
    const base = { business_id: businessId, locale: contentLocaleId(locale), published: true };
    for (const item of firm.publications) {
      publications.push({
        ...base,
        uid: newPublicUid(),
        kind: catalogueIdOf(publicationKinds, item.kind),
        title: item.title[locale],
        summary: item.summary[locale],
        // A text only where the piece has more than its summary: the list shows the summary already.
        body: item.body?.[locale] ?? null,
        author: item.kind === "media" ? null : "Equipe Seleta",
        outlet: item.outlet ?? null,
        external_url: item.outlet ? (OUTLET_URLS[item.outlet] ?? null) : null,
        published_at: fromSeedDay(-item.daysAgo, 9),
      });
    }
    for (const item of firm.events) {
      events.push({
        ...base,
        uid: newPublicUid(),
        title: item.title[locale],
        summary: item.summary[locale],
        description: `${bodyOf(item, locale)}${EVENT_PROGRAMME[locale]}`,
        starts_at: fromSeedDay(item.days, 11),
        ends_at: fromSeedDay(item.days, 13),
        location: item.location[locale],
        online_url: item.online ? "https://meet.example.com/c-talks" : null,
        capacity: 80,
      });
    }
    for (const item of firm.courses) {
      courses.push({
        ...base,
        uid: newPublicUid(),
        title: item.title[locale],
        summary: item.summary[locale],
        description: `${bodyOf(item, locale)}${COURSE_FORMAT[locale]}`,
        instructor: item.instructor,
        starts_at: fromSeedDay(item.days, 22),
        ends_at: fromSeedDay(item.days + 35, 22),
        workload_hours: item.hours,
        seats: 30,
        price: item.price,
      });
    }
    firm.solutions.forEach((item, position) => {
      solutions.push({
        ...base,
        title: item.title[locale],
        summary: item.summary[locale],
        body: bodyOf(item, locale),
        position,
      });
    });
    firm.programs.forEach((item, position) => {
      programs.push({
        ...base,
        title: item.title[locale],
        audience: item.audience?.[locale] ?? null,
        summary: item.summary[locale],
        body: bodyOf(item, locale),
        position,
      });
    });
    for (const item of firm.milestones) {
      milestones.push({ ...base, year: item.year, title: item.title[locale], text: paragraphs(item.text[locale]) });
    }
  }
  // A draft in each business: never on the site.
  publications.push({
    business_id: businessId,
    locale: contentLocaleId("pt-BR"),
    published: false,
    uid: newPublicUid(),
    kind: catalogueIdOf(publicationKinds, "publication"),
    title: "Rascunho: não publicado",
    summary: "Um texto ainda em revisão.",
  });
  return { publications, events, courses, solutions, programs, milestones };
}

async function insertAll(tx: BulkTx, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length > 0) await tx.drizzle.insert(table).values(rows as never);
}

/** The business areas: texts and order for the slugs already there, the missing ones added. */
async function seedAreas(tx: BulkTx): Promise<void> {
  const existing = await rowsOf<{ id: number; slug: string | null }>(
    tx.drizzle.execute(sql`select id, slug from ${schema.category_sectors}`),
  );
  const bySlug = new Map(existing.map((row) => [row.slug, row.id]));
  for (const [position, area] of DEMO_AREAS.entries()) {
    const values = {
      name: area.name["pt-BR"],
      name_en: area.name.en,
      description: paragraphs(area.description["pt-BR"]),
      description_en: paragraphs(area.description.en),
      position,
    };
    const id = bySlug.get(area.slug);
    if (id === undefined) await insertAll(tx, schema.category_sectors, [{ slug: area.slug, ...values }]);
    else
      await tx.drizzle.execute(
        sql`update ${schema.category_sectors} set name = ${values.name}, name_en = ${values.name_en},
            description = ${values.description}, description_en = ${values.description_en},
            position = ${values.position} where id = ${id}`,
      );
  }
}

/** Seeds the site's content of each demo business (`businessIds` in the order of `demoBusinesses`). */
export async function seedSiteContent(tx: BulkTx, businessIds: readonly number[]): Promise<void> {
  await seedAreas(tx);
  for (const [index, businessId] of businessIds.entries()) {
    const firm = FIRMS[index];
    if (!firm) continue;
    const rows = rowsFor(businessId, firm);
    await insertAll(tx, schema.publications, rows.publications);
    await insertAll(tx, schema.c_talks_events, rows.events);
    await insertAll(tx, schema.courses, rows.courses);
    await insertAll(tx, schema.solutions, rows.solutions);
    await insertAll(tx, schema.programs, rows.programs);
    await insertAll(tx, schema.milestones, rows.milestones);
  }
}
