import type { ClientJobDetailData } from "./ClientJobDetail";
import type { ClientJobItem } from "./ClientJobList";
import type { ClientProjectDetailData, ClientProjectItem } from "./ClientProjects";

/** The stories' company: jobs in several states, one with a shortlist sent to the contact. */
export const CLIENT_JOBS: ClientJobItem[] = [
  {
    id: 41,
    uid: "q7Xk2mPzR4tW9vB1nC8dEa",
    title: "Diretora Financeira",
    status: 1,
    city: "São Paulo",
    state: "SP",
    opened_at: "2026-09-14",
    applies_count: 38,
    shortlisted_count: 4,
    latest_shortlist: {
      id: 7,
      name: "Shortlist — Diretora Financeira",
      sent_at: "2026-11-02T15:00:00.000Z",
      relationship_uid: "rel7f3a9c21",
    },
  },
  {
    id: 42,
    uid: "h3Jw8nLq1sYt6uZ0pV5rKb",
    title: "Gerente de Controladoria",
    status: 2,
    city: "Campinas",
    state: "SP",
    opened_at: "2026-10-01",
    applies_count: 12,
    shortlisted_count: 0,
    latest_shortlist: null,
  },
  {
    id: 17,
    uid: null,
    title: "Head de Tesouraria",
    status: 3,
    city: null,
    state: null,
    opened_at: null,
    applies_count: 1,
    shortlisted_count: 1,
    latest_shortlist: null,
  },
];

export const CLIENT_JOB: ClientJobDetailData = {
  job: {
    id: 41,
    uid: "q7Xk2mPzR4tW9vB1nC8dEa",
    title: "Diretora Financeira",
    status: 1,
    city: "São Paulo",
    state: "SP",
    opened_at: "2026-09-14",
    deadline: "2026-12-20",
    openings: 1,
    applies_count: 38,
    shortlisted_count: 4,
  },
  shortlists: [
    {
      id: 7,
      name: "Shortlist — Diretora Financeira",
      sent_at: "2026-11-02T15:00:00.000Z",
      relationship_uid: "rel7f3a9c21",
      candidates: [
        {
          apply_id: 501,
          position: 1,
          name: "Ana Souza",
          role_name: "Controller",
          rating: { vote: "like", starred: true },
        },
        {
          apply_id: 502,
          position: 2,
          name: "Bruno Lima",
          role_name: null,
          rating: { vote: "dislike", starred: false },
        },
        { apply_id: 503, position: 3, name: "Carla Dias", role_name: "CFO", rating: { vote: null, starred: false } },
      ],
    },
    {
      id: 5,
      name: "Mapeamento inicial",
      sent_at: "2026-10-10T12:00:00.000Z",
      relationship_uid: "rel5b2e",
      candidates: [],
    },
  ],
};

export const CLIENT_PROJECTS: ClientProjectItem[] = [
  {
    id: 3,
    name: "Reestruturação financeira",
    status: 2,
    start_date: "2026-08-01",
    end_date: "2027-01-31",
    jobs_count: 2,
  },
  { id: 4, name: "Sucessão da diretoria", status: 1, start_date: "2026-11-01", end_date: null, jobs_count: 0 },
];

export const CLIENT_PROJECT: ClientProjectDetailData = {
  project: {
    ...(CLIENT_PROJECTS[0] as ClientProjectItem),
    description: "Três posições de diretoria para a nova estrutura do financeiro.",
  },
  jobs: [
    { id: 41, uid: "q7Xk2mPzR4tW9vB1nC8dEa", title: "Diretora Financeira", status: 1 },
    { id: 17, uid: null, title: "Head de Tesouraria", status: 3 },
  ],
};
