import { taskPriorities } from "../../catalogues/taskPriorities";
import { taskTypes } from "../../catalogues/taskTypes";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A to-do of a recruiter (spec §4 task types), after Bullhorn's Task. */
export const tasks = defineEntity({
  name: "tasks",
  model: "Task",
  label: { one: t("Tarefa", "Task"), many: t("Tarefas", "Tasks") },
  icon: "checklist",
  area: "recruiter",
  titleField: "title",
  order: { due_at: "asc" },
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    type: f.select(t("Tipo", "Type"), taskTypes).required().column().sortable(),
    priority: f.select(t("Prioridade", "Priority"), taskPriorities).column().sortable(),
    due_at: f.datetime(t("Prazo", "Due at")).column().sortable(),
    reminder_at: f.datetime(t("Lembrete", "Reminder")),
    done: f.boolean(t("Concluída", "Done")).column(),
    completed_at: f.datetime(t("Concluída em", "Completed at")).readOnly().sortable(),
    owner: f.relation(t("Responsável", "Assignee"), "recruiters").required().column().sortable(),
    candidate: f.relation(L.candidate, "candidates"),
    job: f.relation(L.job, "jobs"),
    client_company: f.relation(L.clientCompany, "client_companies"),
    client_contact: f.relation(L.clientContact, "client_contacts"),
    contact: f.relation(L.lead, "contacts"),
    description: f.longText(L.description).searchable(),
  },
  filters: {
    mine: { label: t("Minhas tarefas", "My tasks"), where: ({ recruiterId }) => ({ owner: recruiterId }) },
    overdue: {
      label: t("Atrasadas", "Overdue"),
      where: ({ now }) => ({ due_at: { lt: now }, done: { ne: true } }),
    },
  },
});
