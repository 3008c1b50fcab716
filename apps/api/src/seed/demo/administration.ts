/**
 * The administrator's catalogues and settings (commercial conditions, fees, taxes, workflows, automations,
 * reports, integrations…) and the administrator-area records about the firm's people and clients (off limits, data
 * collections, C-talks participants). A few records each, in the first business (the one localhost serves and the
 * demo administrator works in), written as the entities' create pages would post them (`entityRows`), so every
 * entity with a create page has a record to open and copy.
 */

import { applyStages } from "@seleta/domain";
import { sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { INDUSTRIES, POSITION_LEVELS } from "../vocabulary";
import type { Candidates } from "./candidates";
import type { Company } from "./clients";
import {
  ANSWER_TYPE,
  BILLING_MODEL,
  CHANNEL,
  COLLECTION_STATUS,
  type DemoSeed,
  dayAfter,
  dayBefore,
  insertRecords,
  isoDaysBefore,
  JOB_STATUS,
  OFF_LIMIT_SCOPE,
  PROPOSAL_STATUS,
  PROVIDER,
  REGIME,
  STAGE,
  TRIGGER,
} from "./context";
import type { Jobs } from "./jobs";
import type { Businesses, Catalogues, Recruiters } from "./organisation";
import type { Applies } from "./pipeline";

const STAGE_NAME = new Map<number, string>(applyStages.entries.map((entry) => [entry.id, entry.label["pt-BR"]]));

/** A stage of a workflow template as its form writes it: the stage's code and name, its place and flags. */
function status(
  stage: number,
  position: number,
  flags: { sub?: readonly string[]; feedback?: boolean; data?: boolean; evaluations?: boolean } = {},
) {
  return {
    id: stage,
    name: STAGE_NAME.get(stage) as string,
    position,
    sub_status: (flags.sub ?? []).map((name, index) => ({ id: index + 1, name })),
    feedback_jobs: flags.feedback ?? false,
    data_collections: flags.data ?? false,
    evaluations: flags.evaluations ?? false,
  };
}

export type Administration = {
  businesses: Businesses;
  recruiters: Recruiters;
  catalogues: Catalogues;
  companies: Company[];
  jobs: Jobs;
  candidates: Candidates;
  applies: Applies;
};

/** An apply of the business at one of `stages`, with its candidate: the first in the plan's order. */
function appliesAt(context: Administration, business: number, stages: readonly number[], count: number) {
  const { applies, jobs, candidates } = context;
  const found: { apply: number; candidate: number; name: string; company: number }[] = [];
  for (let index = 0; index < applies.count && found.length < count; index++) {
    const job = jobs.list[applies.plan.job[index] as number];
    if (job?.business !== business || !stages.includes(applies.plan.stage[index] as number)) continue;
    const candidate = applies.plan.candidate[index] as number;
    found.push({
      apply: applies.id(index),
      candidate: candidates.id(candidate),
      name: candidates.name(candidate),
      company: job.company,
    });
  }
  return found;
}

export async function seedAdministration(seed: DemoSeed, context: Administration): Promise<void> {
  seed.step("administration");
  const { businesses, recruiters, catalogues, companies } = context;
  const business = businesses.ids[0] as number;
  const tenant = () => ({ business_id: business });
  const [admin, recruiter] = recruiters.ids as [number, number];
  const clients = companies.filter((company) => company.business === business);
  // The first company is always the first business's (the demo client's); a small --scale may have no other.
  const first = clients[0] as Company;
  const second = clients[1] ?? first;
  const industry = (name: (typeof INDUSTRIES)[number]) => catalogues.industryIds[INDUSTRIES.indexOf(name)] as number;
  const level = (name: (typeof POSITION_LEVELS)[number]) => catalogues.levelIds[POSITION_LEVELS.indexOf(name)];

  // The commercial terms a proposal starts from.
  await insertRecords(
    seed,
    "standard_billings",
    [
      {
        name: "Retainer 30/30/40",
        billing_model: BILLING_MODEL.retainedThirds,
        installments: 3,
        fee_percent: 30,
        payment_terms_days: 30,
        guarantee_days: 90,
        description:
          "30% do fee na assinatura, 30% na apresentação da shortlist e 40% na contratação. Reposição gratuita " +
          "se o executivo deixar a empresa em até 90 dias.",
      },
      {
        name: "Sucesso 20%",
        billing_model: BILLING_MODEL.contingency,
        installments: 1,
        fee_percent: 20,
        payment_terms_days: 15,
        guarantee_days: 60,
        description: "Fee cobrado só na contratação, sobre a remuneração anual do primeiro ano.",
      },
      {
        name: "RPO mensal",
        billing_model: BILLING_MODEL.monthly,
        installments: 12,
        payment_terms_days: 30,
        description: "Mensalidade fixa por um time dedicado de recrutamento, em contrato de 12 meses.",
      },
    ],
    tenant,
  );
  await insertRecords(
    seed,
    "standard_fees",
    [
      {
        name: "Diretoria — CLT",
        position_level: level("Diretoria"),
        hiring_regime: REGIME.clt,
        fee_percent: 30,
        minimum_fee: 60_000,
      },
      {
        name: "Gerência — CLT",
        position_level: level("Gerência"),
        hiring_regime: REGIME.clt,
        fee_percent: 25,
        minimum_fee: 35_000,
      },
      {
        name: "Sênior — PJ",
        position_level: level("Sênior"),
        hiring_regime: REGIME.pj,
        fee_percent: 20,
        minimum_fee: 20_000,
      },
    ],
    tenant,
  );
  await insertRecords(seed, "city_taxes", [
    { city: "São Paulo", state: "SP", iss_percent: 5, withholding_percent: 4.65, effective_from: "2024-01-01" },
    { city: "Barueri", state: "SP", iss_percent: 2, withholding_percent: 4.65, effective_from: "2024-01-01" },
    { city: "Rio de Janeiro", state: "RJ", iss_percent: 5, withholding_percent: 4.65, effective_from: "2024-01-01" },
  ]);
  await insertRecords(
    seed,
    "sales_funnel",
    [
      {
        name: "Prospecção",
        position: 0,
        proposal_statuses: [PROPOSAL_STATUS.lead, PROPOSAL_STATUS.qualifying],
        probability: 10,
        color: "#94A3B8",
      },
      {
        name: "Proposta",
        position: 1,
        proposal_statuses: [PROPOSAL_STATUS.open, PROPOSAL_STATUS.proposalSent],
        probability: 35,
        color: "#3B82F6",
      },
      {
        name: "Negociação",
        position: 2,
        proposal_statuses: [PROPOSAL_STATUS.negotiating, PROPOSAL_STATUS.signing],
        probability: 70,
        color: "#F59E0B",
      },
      {
        name: "Fechamento",
        position: 3,
        proposal_statuses: [PROPOSAL_STATUS.signed, PROPOSAL_STATUS.won],
        probability: 100,
        color: "#16A34A",
      },
    ],
    tenant,
  );

  // The firm's clients as contracts, the agreements not to approach their people.
  await insertRecords(
    seed,
    "costumers",
    [first, second].map((company, order) => ({
      name: company.name,
      cnpj: company.cnpj,
      client_company: company.id,
      contact_name: order === 0 ? "Carolina Mendes" : null,
      email: `financeiro@${company.domain}`,
      contract_start: dayBefore(order === 0 ? 420 : 150),
      active: true,
    })),
    tenant,
  );
  const [offLimit] = await insertRecords(
    seed,
    "off_limits",
    [
      {
        client_company: first.id,
        scope: OFF_LIMIT_SCOPE.allEmployees,
        reason: "Cliente com busca retida em andamento: nenhum funcionário é abordado durante o contrato",
        starts_on: dayBefore(420),
        ends_on: dayAfter(345),
      },
      {
        client_company: second.id,
        scope: OFF_LIMIT_SCOPE.department,
        department: "Tecnologia",
        reason: "Acordo comercial: não abordar o time de tecnologia por um ano após o último projeto",
        starts_on: dayBefore(150),
        ends_on: dayAfter(215),
      },
    ],
    tenant,
  );
  const placed = appliesAt(context, business, [STAGE.placement], 2);
  await insertRecords(
    seed,
    "off_limit_rule_candidates",
    placed.map((apply, order) => ({
      candidate: apply.candidate,
      off_limit: order === 0 ? null : offLimit,
      client_company: apply.company,
      reason: order === 0 ? "Garantia de reposição: executivo colocado por nós" : "Colocado em cliente com off limits",
      ends_on: dayAfter(order === 0 ? 180 : 345),
    })),
    (index) => ({ ...tenant(), candidate_name: placed[index]?.name }),
  );
  const offered = appliesAt(context, business, [STAGE.offerExtended, STAGE.placement], 2);
  await insertRecords(
    seed,
    "data_collections",
    offered.map((apply, order) => ({
      name: order === 0 ? "Documentos para admissão" : "Dados para checagem de referências",
      candidate: apply.candidate,
      apply: apply.apply,
      channel: order === 0 ? CHANNEL.email : CHANNEL.whatsapp,
      status: order === 0 ? COLLECTION_STATUS.sent : COLLECTION_STATUS.pending,
      requested_fields:
        order === 0
          ? ["CPF", "RG", "Comprovante de endereço", "Dados bancários", "Carteira de trabalho"]
          : ["Contatos de referência", "Último holerite"],
    })),
    (index) => ({ ...tenant(), sent_at: index === 0 ? isoDaysBefore(3) : null }),
  );

  // How a selection process runs: its stages, and what happens as an apply enters each.
  const [pipeline] = await insertRecords(
    seed,
    "workflow_templates",
    [
      {
        name: "Pipeline padrão",
        default: true,
        statuses: [
          status(STAGE.webResponse, 0),
          status(STAGE.submission, 1),
          status(STAGE.testSent, 2, { evaluations: true }),
          status(STAGE.internalInterview, 3, { sub: ["Agendada", "Realizada"] }),
          status(STAGE.interview, 4, { sub: ["1ª rodada", "2ª rodada", "Painel final"], feedback: true }),
          status(STAGE.refCheck, 5),
          status(STAGE.offerExtended, 6, { data: true }),
          status(STAGE.placement, 7),
          status(STAGE.rejected, 8),
        ],
      },
      {
        name: "Busca executiva (retainer)",
        default: false,
        statuses: [
          status(STAGE.submission, 0),
          status(STAGE.internalInterview, 1, { sub: ["Entrevista por competências"] }),
          status(STAGE.interview, 2, { sub: ["Comitê do cliente"], feedback: true }),
          status(STAGE.refCheck, 3),
          status(STAGE.offerExtended, 4, { data: true }),
          status(STAGE.placement, 5),
        ],
      },
    ],
    tenant,
  );
  const openJob = context.jobs.list.find((job) => job.business === business && job.status === JOB_STATUS.open);
  await insertRecords(
    seed,
    "process_orchestrators",
    [
      {
        name: "Processo padrão com coleta na proposta",
        workflow_template: pipeline,
        job: openJob?.id ?? null,
        steps: [
          { stage: STAGE.interview, send_data_collection: false, notify_client: true },
          { stage: STAGE.offerExtended, send_data_collection: true, notify_client: true },
        ],
        active: true,
      },
    ],
    tenant,
  );
  await insertRecords(
    seed,
    "automations",
    [
      {
        name: "Avisar o responsável a cada nova candidatura",
        trigger: TRIGGER.applyCreated,
        conditions: [],
        steps: [{ action: "notify", params: { to: "owner" }, delay_minutes: 0 }],
        active: true,
      },
      {
        name: "Tarefa de follow-up após a proposta",
        trigger: TRIGGER.applyStageChanged,
        conditions: [{ field: "stage", operator: "eq", value: String(STAGE.offerExtended) }],
        steps: [
          {
            action: "createTask",
            params: { title: "Follow-up da proposta com o candidato", due_in_days: 2 },
            delay_minutes: 60,
          },
        ],
        active: false,
      },
    ],
    tenant,
  );
  await insertRecords(
    seed,
    "work_schedules",
    [
      {
        name: "Comercial 40h",
        weekly_hours: 40,
        hours: { start: "09:00", end: "18:00" },
        days: ["Segunda", "Terça", "Quarta", "Quinta", "Sexta"],
        description: "Segunda a sexta, com uma hora de almoço.",
      },
      {
        name: "Híbrido 44h",
        weekly_hours: 44,
        hours: { start: "08:00", end: "17:48" },
        days: ["Segunda", "Terça", "Quarta", "Quinta", "Sexta"],
        description: "Três dias no escritório e dois em casa, com uma hora de almoço.",
      },
    ],
    tenant,
  );

  // The dashboard's cards and the saved reports.
  await insertRecords(
    seed,
    "entity_cards",
    [
      {
        name: "Vagas abertas",
        entity: "jobs",
        where: { status: { in: [JOB_STATUS.open] } },
        color: "#2563EB",
        icon: "briefcase",
        position: 0,
        admin_only: false,
      },
      {
        name: "Candidatos em entrevista",
        entity: "applies",
        where: { stage: { in: [STAGE.internalInterview, STAGE.interview] } },
        color: "#7C3AED",
        icon: "interview",
        position: 1,
        admin_only: false,
      },
      {
        name: "Propostas em negociação",
        entity: "proposals",
        where: { status: { in: [PROPOSAL_STATUS.negotiating] } },
        color: "#D97706",
        icon: "handshake",
        position: 2,
        admin_only: true,
      },
    ],
    tenant,
  );
  await insertRecords(
    seed,
    "reports",
    [
      {
        name: "Colocações do mês",
        entity: "placements",
        description: "Contratações do mês com salário e fee, para o fechamento financeiro.",
        where: {},
        columns: ["candidate_name", "job", "client_company", "start_date", "basic_salary", "fee_amount"],
        schedule: "0 8 1 * *",
        recipients: ["financeiro@seleta.test", "admin@seleta.test"],
      },
      {
        name: "Vagas abertas por responsável",
        entity: "jobs",
        where: { status: { in: [JOB_STATUS.open, JOB_STATUS.onHold] } },
        columns: ["title", "client_company", "owner", "status"],
        schedule: "0 9 * * 1",
        recipients: ["admin@seleta.test"],
      },
    ],
    tenant,
  );

  // The firm's equipment, integrations, settings and reference tables.
  await insertRecords(
    seed,
    "equipment",
    [
      {
        name: "MacBook Air 13” M3",
        category: "Notebook",
        serial_number: "C02XK1ZPMD6T",
        assigned_to: admin,
        purchase_date: dayBefore(300),
        value: 11_999,
      },
      {
        name: "iPhone 15",
        category: "Celular",
        serial_number: "F2LZK8QWN71P",
        assigned_to: recruiter,
        purchase_date: dayBefore(200),
        value: 5_999,
      },
      {
        name: "Monitor Dell 27”",
        category: "Monitor",
        serial_number: "CN0P2723FCC00",
        purchase_date: dayBefore(500),
        value: 1_899,
        returned_at: dayBefore(20),
      },
    ],
    tenant,
  );
  // Inactive: the demo configures no outside service (real credentials are set per installation).
  await insertRecords(seed, "integrations", [
    {
      name: "Microsoft 365 — agenda e e-mail",
      provider: PROVIDER.microsoft,
      business,
      settings_url: "https://login.microsoftonline.com",
      active: false,
    },
    {
      name: "Nubela — enriquecimento de perfis",
      provider: PROVIDER.nubela,
      business,
      settings_url: "https://nubela.co",
      active: false,
    },
  ]);
  await insertRecords(
    seed,
    "settings",
    [
      {
        key: "propostas.validade_dias",
        value: "30",
        description: "Dias de validade de uma proposta comercial enviada.",
      },
      {
        key: "shortlist.tamanho_padrao",
        value: "5",
        description: "Quantos candidatos uma shortlist apresenta ao cliente.",
      },
    ],
    tenant,
  );
  await insertRecords(seed, "linkedin_core_industries", [
    { name: "Serviços financeiros", linkedin_code: 43, core_industry: industry("Serviços Financeiros") },
    {
      name: "Tecnologia da informação e serviços",
      linkedin_code: 96,
      core_industry: industry("Tecnologia da Informação"),
    },
    { name: "Petróleo e energia", linkedin_code: 57, core_industry: industry("Óleo e Gás") },
  ]);
  // No file is stored by the seed (it has no file storage): the template points to an address outside the app.
  await insertRecords(
    seed,
    "template_uploads",
    [
      {
        name: "Importação de candidatos",
        entity: "candidates",
        file: "https://modelos.example.org/seleta/importacao-candidatos.xlsx",
        description: "Planilha com as colunas aceitas na importação de candidatos: nome, e-mail, celular, cargo atual.",
      },
    ],
    tenant,
  );

  // The site's survey and an event's registrations.
  await insertRecords(
    seed,
    "surveys",
    [
      {
        title: "Pesquisa de remuneração executiva 2026",
        description: "<p>Como executivos de finanças e tecnologia são remunerados e o que os faz mudar de empresa.</p>",
        questions: [
          {
            text: "Qual é o seu nível hierárquico atual?",
            response_type: "choice",
            options: ["Gerência", "Diretoria", "C-level"],
            required: true,
          },
          {
            text: "Você recebeu bônus no último ciclo?",
            response_type: ANSWER_TYPE.yesNo,
            options: [],
            required: true,
          },
          {
            text: "O que mais pesaria na sua decisão de mudar de empresa?",
            response_type: ANSWER_TYPE.text,
            options: [],
            required: false,
          },
        ],
        starts_at: isoDaysBefore(30),
        ends_at: isoDaysBefore(-60),
        published: true,
      },
    ],
    () => ({ ...tenant(), answers_count: 0 }),
  );
  const events = (await seed.tx.drizzle.execute(
    sql`select id from ${schema.c_talks_events} where business_id = ${business} order by starts_at desc, id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const event = events.rows[0]?.id;
  if (event === undefined) return;
  await insertRecords(
    seed,
    "c_talks_participants",
    [
      {
        event,
        name: "Renata Figueiredo",
        email: "renata.figueiredo@example.com",
        phone: "(11) 99812-4433",
        company: "Banco Horizonte",
        title: "Diretora Financeira",
        attended: false,
      },
      {
        event,
        name: "Gustavo Prado",
        email: "gustavo.prado@example.com",
        company: "Vértice Energia",
        title: "CEO",
        attended: false,
      },
    ],
    tenant,
  );
}
