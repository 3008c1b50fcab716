/** Stories' jobs: what the API answers for a business with a few published jobs (no data of a real person). */
import type { PublicJob, PublicJobSummary } from "../../../wire/publicJobs";

export const SAMPLE_JOBS: PublicJobSummary[] = [
  {
    uid: "k7m2q9x4",
    slug: "gerente-de-planejamento-financeiro",
    title: "Gerente de Planejamento Financeiro",
    specialty: { slug: "financas", name: "Finanças" },
    city: "São Paulo",
    state: "SP",
    country: "BR",
    work_type: 3,
    hiring_regime: 2,
    date_posted: "2026-11-20",
    salary: { min: 18000, max: 24000, currency: "BRL" },
  },
  {
    uid: "p3w8r1z6",
    slug: "engenheiro-de-software-senior",
    title: "Engenheiro de Software Sênior",
    specialty: { slug: "tecnologia", name: "Tecnologia" },
    city: null,
    state: null,
    country: "BR",
    work_type: 2,
    hiring_regime: 1,
    date_posted: "2026-11-18",
    salary: null,
  },
  {
    uid: "d5t0v7n2",
    slug: "coordenador-de-gestao-de-pessoas",
    title: "Coordenador de Gestão de Pessoas",
    specialty: { slug: "recursos-humanos", name: "Recursos Humanos" },
    city: "Rio de Janeiro",
    state: "RJ",
    country: "BR",
    work_type: 1,
    hiring_regime: 2,
    date_posted: "2026-11-02",
    salary: { min: 9500, max: null, currency: "BRL" },
  },
];

export const SAMPLE_JOB: PublicJob = {
  ...(SAMPLE_JOBS[0] as PublicJobSummary),
  description_html:
    "<p>Uma empresa líder do varejo procura quem conduza o <strong>planejamento financeiro</strong> de suas unidades.</p><ul><li>Orçamento anual e revisões trimestrais</li><li>Modelos de projeção e cenários</li><li>Relação com a diretoria</li></ul>",
  requirements_html:
    "<ul><li>Formação em Economia, Administração ou Engenharia</li><li>Inglês avançado</li><li>Experiência com FP&amp;A</li></ul>",
  benefits: ["Plano de saúde", "Vale-refeição", "Bônus anual"],
  contract_model: 1,
  opening: { opened_at: "2026-11-10", openings: 2 },
  valid_through: "2026-12-31",
  updated_at: "2026-11-21T12:00:00Z",
};

/** The same job as a business that shows neither salary, benefits, contract type nor opening data answers it. */
export const SAMPLE_JOB_PLAIN: PublicJob = {
  ...SAMPLE_JOB,
  salary: null,
  benefits: null,
  contract_model: null,
  opening: null,
  valid_through: null,
  requirements_html: null,
};
