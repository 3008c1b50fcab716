import { Badge, Card, EmptyState, Link } from "@seleta/ui";
import type { z } from "zod";
import { entryMessage, findEntry } from "../../catalogues/catalogue";
import { projectStatuses } from "../../catalogues/projectStatuses";
import { formatDate } from "../../format/dates";
import { CLIENT_PORTAL_PROJECTS, clientJobPath, clientProjectPath } from "../../permissions/clientPortal";
import type { clientProjectAnswerSchema, clientProjectSummarySchema } from "../../wire/clientPortal";
import { useMessage } from "../useMessage";
import { JobStatusBadge } from "./ClientJobList";
import * as css from "./ClientPortal.css";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

export type ClientProjectItem = z.output<typeof clientProjectSummarySchema>;
export type ClientProjectDetailData = z.output<typeof clientProjectAnswerSchema>;

function ProjectStatusBadge({ status }: { readonly status: number | null }) {
  const say = useMessage();
  const entry = status === null ? undefined : findEntry(projectStatuses, status);
  return entry ? <Badge tone="info">{say(entryMessage(projectStatuses, entry))}</Badge> : null;
}

function ProjectFacts({ project }: { readonly project: ClientProjectItem }) {
  const say = useMessage();
  const start = formatDate(project.start_date);
  const end = formatDate(project.end_date);
  return (
    <p className={css.facts}>
      {start && end ? <span>{say(M.period, { start, end })}</span> : null}
      {start && !end ? <span>{say(M.since, { date: start })}</span> : null}
      <span>{say(M.jobsCount, { count: project.jobs_count })}</span>
    </p>
  );
}

export type ClientProjectListProps = { readonly projects: readonly ClientProjectItem[] };

/** The company's projects (spec §2 client contacts' `projects`, for its portal administrators). */
export function ClientProjectList({ projects }: ClientProjectListProps) {
  const say = useMessage();
  if (projects.length === 0) {
    return <EmptyState title={say(M.projectsEmpty)} description={say(M.projectsEmptyHelp)} headingLevel={2} />;
  }
  return (
    <ul className={css.list}>
      {projects.map((project) => (
        <li key={project.id}>
          <Card
            as="article"
            headingLevel={2}
            title={<Link href={clientProjectPath(project)}>{project.name}</Link>}
            actions={<ProjectStatusBadge status={project.status} />}
          >
            <ProjectFacts project={project} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export type ClientProjectDetailProps = { readonly data: ClientProjectDetailData };

/** One project of the company (spec §2 client contacts' `projects/{id}`): its facts, description and jobs. */
export function ClientProjectDetail({ data }: ClientProjectDetailProps) {
  const say = useMessage();
  const { project, jobs } = data;
  return (
    <div className={css.page}>
      <Link href={CLIENT_PORTAL_PROJECTS} variant="subtle">
        {say(M.backToProjects)}
      </Link>
      <header className={css.header}>
        <h1 className={css.title}>{project.name}</h1>
        <ProjectStatusBadge status={project.status} />
        <ProjectFacts project={project} />
        {project.description ? <p className={css.lead}>{project.description}</p> : null}
      </header>
      <section className={css.page} aria-labelledby="client-project-jobs">
        <h2 id="client-project-jobs" className={css.title}>
          {say(M.projectJobs)}
        </h2>
        {jobs.length === 0 ? (
          <p className={css.muted}>{say(M.projectJobsEmpty)}</p>
        ) : (
          <ul className={css.candidates}>
            {jobs.map((job) => (
              <li key={job.id} className={css.candidate}>
                <Link href={clientJobPath(job)}>{job.title}</Link>
                <JobStatusBadge status={job.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
