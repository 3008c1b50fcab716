import { catalogueIdsByKey, invoiceStatuses } from "@seleta/domain";
import type { Company } from "./clients";
import { ANSWER_TYPE, BILLING_MODEL, type DemoSeed, dayAfter, dayBefore, insertRecords } from "./context";
import type { Jobs } from "./jobs";
import type { Businesses, Recruiters } from "./organisation";

const INVOICE_STATUS = catalogueIdsByKey(invoiceStatuses);

/**
 * The first business's billing (a plan and its invoices: one paid, one overdue, one due later, so the dashboard's
 * overdue invoices show one), its tool shelf, an evaluation and a list, written as their create pages post them.
 */
export async function seedBillingAndTools(
  seed: DemoSeed,
  {
    businesses,
    recruiters,
    companies,
    jobs,
  }: { businesses: Businesses; recruiters: Recruiters; companies: Company[]; jobs: Jobs },
): Promise<void> {
  const business = businesses.ids[0] as number;
  const tenant = () => ({ business_id: business });
  const [admin] = recruiters.ids as [number];
  const company = companies.find((candidate) => candidate.business === business) as Company;
  const job = jobs.of.get(business)?.[0] ?? null;
  const [plan] = await insertRecords(
    seed,
    "billing_plans",
    [
      {
        name: "Busca retida do CFO",
        client_company: company.id,
        job,
        billing_model: BILLING_MODEL.retainedThirds,
        installments: 3,
        total_amount: 150_000,
        fee_percent: 30,
        start_date: dayBefore(70),
        payment_terms_days: 30,
        notes: "Um terço na assinatura, um terço na apresentação da shortlist, um terço na contratação.",
      },
    ],
    tenant,
  );
  await insertRecords(
    seed,
    "invoices",
    [1, 2, 3].map((installment) => ({
      number: `2026-00${installment}`,
      client_company: company.id,
      billing_plan: plan,
      status: [INVOICE_STATUS.paid, INVOICE_STATUS.issued, INVOICE_STATUS.issued][installment - 1],
      installment,
      amount: 50_000,
      issue_date: [dayBefore(70), dayBefore(40), dayAfter(330)][installment - 1],
      due_date: [dayBefore(40), dayBefore(10), dayAfter(360)][installment - 1],
      paid_at: installment === 1 ? dayBefore(38) : null,
      description: `Parcela ${installment} de 3 da busca retida do CFO.`,
    })),
    tenant,
  );
  await insertRecords(
    seed,
    "utilities",
    [
      {
        name: "Consulta de CNPJ",
        url: "https://solucoes.receita.fazenda.gov.br/servicos/cnpjreva/cnpjreva_solicitacao.asp",
        category: "Pesquisa",
        description: "Situação cadastral de uma empresa cliente ou prospect.",
        position: 0,
      },
    ],
    tenant,
  );
  await insertRecords(
    seed,
    "evaluations",
    [
      {
        title: "Avaliação de liderança",
        description: "Perguntas para candidatos a posições de gestão.",
        questions: [
          {
            text: "Conte um caso em que você reestruturou uma equipe.",
            response_type: ANSWER_TYPE.text,
            options: [],
            required: true,
          },
          { text: "Você já liderou equipes remotas?", response_type: ANSWER_TYPE.yesNo, options: [], required: true },
        ],
        time_limit_minutes: 30,
        active: true,
      },
    ],
    () => ({ ...tenant(), answers_count: 0 }),
  );
  await insertRecords(
    seed,
    "tearsheets",
    [{ name: "Talentos de finanças", description: "Executivos de finanças para buscas futuras.", job, shared: true }],
    () => ({ ...tenant(), owner_id: admin, candidates_count: 0 }),
  );
}
