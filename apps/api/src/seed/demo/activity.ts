import { notificationKinds } from "@seleta/domain";
import * as schema from "../../db/schema";
import { NOTE_ACTIONS, TASK_TITLES } from "../vocabulary";
import type { Candidates } from "./candidates";
import {
  CHANNEL,
  CHOICES,
  type DemoSeed,
  daysBefore,
  insertRecords,
  iso,
  isoDaysBefore,
  type Job,
  sometimesOneOf,
  text,
} from "./context";
import type { Jobs } from "./jobs";
import type { Businesses, Recruiters } from "./organisation";
import type { Applies } from "./pipeline";

/** The recruiters' tasks, some on a candidate or a job of their business. */
export async function seedTasks(
  seed: DemoSeed,
  {
    businesses,
    recruiters,
    jobs,
    candidates,
  }: { businesses: Businesses; recruiters: Recruiters; jobs: Jobs; candidates: Candidates },
): Promise<void> {
  seed.step("tasks and notes");
  const taskRandom = seed.random.fork("tasks");
  await seed.copy(
    "tasks",
    schema.tasks,
    (function* () {
      const r = taskRandom;
      for (let index = 0; index < seed.n.tasks; index++) {
        const business = businesses.pick(r);
        const done = r.chance(0.35);
        const due = isoDaysBefore(-r.int(-30, 45));
        const candidate = sometimesOneOf(r, candidates.pool(business));
        yield {
          business_id: business,
          title: r.pick(TASK_TITLES),
          type: r.pick(CHOICES.taskTypes),
          priority: r.pick(CHOICES.taskPriorities),
          due_at: due,
          done,
          completed_at: done ? due : null,
          owner_id: recruiters.in(r, business),
          candidate_id: candidate === null ? null : candidates.id(candidate),
          job_id: sometimesOneOf(r, jobs.of.get(business)),
          description: text(r),
        };
      }
    })(),
  );
}

/** Notes on candidates and applies, by the jobs' owners. */
export async function seedNotes(
  seed: DemoSeed,
  { jobs, candidates, applies }: { jobs: Jobs; candidates: Candidates; applies: Applies },
): Promise<void> {
  const { plan } = applies;
  const noteRandom = seed.random.fork("notes");
  await seed.copy(
    "notes",
    schema.notes,
    (function* () {
      const r = noteRandom;
      for (let index = 0; index < seed.n.notes; index++) {
        const apply = r.int(0, applies.count - 1);
        const job = jobs.list[plan.job[apply] as number] as Job;
        const onCandidate = r.chance(0.5);
        yield {
          business_id: job.business,
          action: r.pick(NOTE_ACTIONS),
          body: `<p>${text(r)}</p>`,
          reference_type: onCandidate ? "candidates" : "applies",
          reference_id: onCandidate ? candidates.id(plan.candidate[apply] as number) : applies.id(apply),
          owner_id: job.owner,
          private: r.chance(0.1),
          created_at: isoDaysBefore(r.int(0, 200)),
        };
      }
    })(),
  );
}

/** Notifications for every recruiter, across the tabs. */
export async function seedNotifications(
  seed: DemoSeed,
  {
    recruiters,
    jobs,
    candidates,
    applies,
  }: { recruiters: Recruiters; jobs: Jobs; candidates: Candidates; applies: Applies },
): Promise<void> {
  seed.step("notifications");
  const { pools } = seed;
  const { plan } = applies;
  const notificationRandom = seed.random.fork("notifications");
  await seed.copy(
    "notifications",
    schema.notifications,
    (function* () {
      const r = notificationRandom;
      for (const [index, recruiter] of recruiters.ids.entries()) {
        const business = recruiters.people[index]?.businesses[0] as number;
        for (let count = 0; count < seed.n.notificationsPerRecruiter; count++) {
          const kind = r.pick(SEEDED_NOTIFICATION_KINDS);
          const apply = r.int(0, applies.count - 1);
          const job = jobs.list[plan.job[apply] as number] as Job;
          const someone = r.pick(r.chance(0.5) ? pools.femaleFirstNames : pools.maleFirstNames).name;
          yield {
            business_id: business,
            recruiter_id: recruiter,
            category: kind.tab,
            kind: kind.key,
            message: notificationMessage(kind.key, candidates.name(plan.candidate[apply] as number), job.title, {
              first: someone,
              full: `${someone} ${r.pick(pools.lastNames).name}`,
            }),
            link: `/recruiters/jobs/${job.id}/applies`,
            reference_type: "applies",
            reference_id: applies.id(apply),
            is_read: count > 4,
            viewed: count > 4,
            created_at: iso(daysBefore(count * 2 + r.next() * 1.5)),
          };
        }
      }
    })(),
  );
}

/**
 * The kinds the demo's notifications are drawn from: the spec's six. Other kinds (applyMoved) are left out, so a new
 * kind never changes what one seed draws; the demo's moves happen live.
 */
export const SEEDED_NOTIFICATION_KINDS = notificationKinds.entries.filter((kind) => kind.key !== "applyMoved");

export function notificationMessage(
  kind: string,
  candidate: string,
  job: string,
  someone: { first: string; full: string },
) {
  switch (kind) {
    case "newApply":
      return `${candidate} se candidatou à vaga ${job}`;
    case "mention":
      return `${someone.first} mencionou você em uma nota sobre ${candidate}`;
    case "like":
      return `O cliente curtiu ${candidate} na shortlist de ${job}`;
    case "npsSent":
      return `Pesquisa NPS enviada para o cliente da vaga ${job}`;
    case "documentSigning":
      return `Proposta da vaga ${job} assinada pelo cliente`;
    default:
      return `${someone.full} acessou o portal do cliente pela primeira vez`;
  }
}

/**
 * The recruiters' note, message and shortlist templates, in the first business, written as their create pages post
 * them; and the market mapping of that business's first job (the demo client's).
 */
export async function seedTemplates(
  seed: DemoSeed,
  { businesses, recruiters, jobs }: { businesses: Businesses; recruiters: Recruiters; jobs: Jobs },
): Promise<void> {
  const business = businesses.ids[0] as number;
  const [admin, recruiter] = recruiters.ids as [number, number];
  const ownedBy = (owners: readonly number[]) => (index: number) => ({
    business_id: business,
    owner_id: owners[index],
  });
  await insertRecords(
    seed,
    "template_notes",
    [
      {
        name: "Retorno após entrevista",
        action: "Ligação",
        body:
          "<p>Conversei com o candidato após a entrevista com o cliente.</p>" +
          "<ul><li>Impressões:</li><li>Pontos de atenção:</li><li>Próximos passos:</li></ul>",
        shared: true,
      },
      {
        name: "Checagem de referências",
        action: "Referência",
        body: "<p>Referência com <strong>[nome]</strong>, ex-gestor(a) do candidato por [tempo].</p><p>Resumo:</p>",
        shared: false,
      },
    ],
    ownedBy([admin, recruiter]),
  );
  await insertRecords(
    seed,
    "prospecting_templates",
    [
      {
        name: "Abordagem de executivo — e-mail",
        channel: CHANNEL.email,
        subject: "Uma oportunidade de diretoria, {{first_name}}",
        body:
          "<p>Olá, {{first_name}}, tudo bem?</p><p>Conduzo uma busca confidencial para uma posição de diretoria " +
          "e seu perfil chamou a atenção. Podemos conversar 20 minutos esta semana?</p>",
        active: true,
      },
      {
        name: "Primeiro contato — LinkedIn",
        channel: CHANNEL.linkedin,
        body: "<p>{{first_name}}, trabalho com busca de executivos e gostaria de trocar uma ideia sobre sua carreira.</p>",
        active: true,
      },
    ],
    ownedBy([admin, admin]),
  );
  await insertRecords(
    seed,
    "shortlist_templates",
    [
      {
        name: "Shortlist de diretoria",
        introduction:
          "<p>Apresentamos os finalistas da busca, em ordem de aderência ao perfil combinado.</p>" +
          "<p>Para cada um, um resumo da trajetória e da nossa avaliação.</p>",
        presentation:
          "<p><strong>Trajetória:</strong></p><p><strong>Por que este candidato:</strong></p>" +
          "<p><strong>Pontos de atenção:</strong></p>",
        closing: "<p>Ficamos à disposição para agendar as entrevistas.</p>",
        show_salary_expectation: true,
        show_cv: true,
        shared: true,
      },
    ],
    ownedBy([admin]),
  );
  const job = jobs.of.get(business)?.[0];
  if (job === undefined) return;
  await insertRecords(
    seed,
    "findings",
    [
      { job, company_name: "Banco Horizonte", person_name: "Marina Teixeira", title: "CFO", status: 2 },
      { job, company_name: "Grupo Atlântico", person_name: "Rodrigo Paes", title: "Diretor Financeiro", status: 3 },
      { job, company_name: "Varejo Sul", person_name: null, title: "Diretoria financeira", status: 1 },
      {
        job,
        company_name: "Seguradora Aurora",
        person_name: "Helena Costa",
        title: "VP de Finanças",
        status: 4,
        notes: "Acabou de assumir a posição; reavaliar em 12 meses.",
      },
    ],
    () => ({ business_id: business }),
  );
}

/** Candidates each business's talent pool starts with, and the admin's own list's. */
const POOL_CANDIDATES = 25;
const OWN_LIST_CANDIDATES = 8;

/**
 * Lists: each business's talent pool (shared, never deleted: the firm's candidates kept for future searches) and,
 * in the first business, one list of the admin's not shared, its candidates spread over the kanban's stages.
 */
export async function seedLists(
  seed: DemoSeed,
  { businesses, recruiters, candidates }: { businesses: Businesses; recruiters: Recruiters; candidates: Candidates },
): Promise<void> {
  const [admin] = recruiters.ids as [number];
  for (const [index, business] of businesses.ids.entries()) {
    const pool = Array.from(candidates.pool(business)).slice(0, POOL_CANDIDATES);
    const lists: { name: string; shared: boolean; talentPool: boolean; members: number[] }[] = [
      { name: "Banco de talentos", shared: true, talentPool: true, members: pool },
    ];
    if (index === 0) {
      const own = Array.from(candidates.pool(business)).slice(POOL_CANDIDATES, POOL_CANDIDATES + OWN_LIST_CANDIDATES);
      lists.push({ name: "Finalistas de finanças", shared: false, talentPool: false, members: own });
    }
    const ids = await insertRecords(
      seed,
      "tearsheets",
      lists.map((list) => ({ name: list.name, shared: list.shared })),
      (at) => ({
        business_id: business,
        owner_id: lists[at]?.talentPool ? null : admin,
        talent_pool: lists[at]?.talentPool ?? false,
        candidates_count: lists[at]?.members.length ?? 0,
      }),
    );
    const cards = lists.flatMap((list, at) =>
      list.members.map((candidate, position) => ({ tearsheet: ids[at] as number, candidate, position })),
    );
    if (cards.length === 0) continue;
    await insertRecords(
      seed,
      "tearsheet_candidates",
      cards.map((card) => ({
        tearsheet: card.tearsheet,
        candidate: candidates.id(card.candidate),
        // The pool's candidates wait to be contacted; the own list's stand in every stage.
        stage: card.tearsheet === ids[0] ? 1 : (card.position % 5) + 1,
        position: card.position,
      })),
      (at) => ({
        business_id: business,
        candidate_name: candidates.name(cards[at]?.candidate as number),
        added_by_id: admin,
      }),
    );
  }
}
