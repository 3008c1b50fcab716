import { defineMessages } from "../../i18n/messageSet";

/** Merging a likely duplicate into a candidate: the comparison, the confirm, what moved, the undo. */
export const candidateMergeMessages = defineMessages("candidateMerge", {
  title: { "pt-BR": "Mesclar candidatos", en: "Merge candidates" },
  intro: {
    "pt-BR":
      "{other} será mesclado em {kept}: candidaturas, notas, tarefas e arquivos passam para {kept}, e {other} é excluído. Dá para desfazer.",
    en: "{other} will be merged into {kept}: applications, notes, tasks and files move to {kept}, and {other} is deleted. It can be undone.",
  },
  caption: { "pt-BR": "Campos que diferem", en: "Fields that differ" },
  field: { "pt-BR": "Campo", en: "Field" },
  keptColumn: { "pt-BR": "{name} (mantido)", en: "{name} (kept)" },
  otherColumn: { "pt-BR": "{name} (excluído)", en: "{name} (deleted)" },
  result: { "pt-BR": "Fica", en: "Result" },
  keeps: { "pt-BR": "Mantém o valor de {kept}", en: "Keeps the value of {kept}" },
  fills: { "pt-BR": "Recebe o valor de {other}", en: "Takes the value of {other}" },
  nothingDiffers: {
    "pt-BR": "Nenhum campo difere: {kept} fica como está.",
    en: "No field differs: {kept} stays as it is.",
  },
  sameCandidate: {
    "pt-BR": "Um candidato não pode ser mesclado com ele mesmo. Escolha outro candidato.",
    en: "A candidate cannot be merged with itself. Choose another candidate.",
  },
  confirm: { "pt-BR": "Mesclar", en: "Merge" },
  cancel: { "pt-BR": "Voltar", en: "Go back" },
  failed: { "pt-BR": "Não foi possível mesclar. Tente de novo.", en: "The merge failed. Try again." },
  done: { "pt-BR": "{other} foi mesclado em {kept}.", en: "{other} was merged into {kept}." },
  movedTitle: { "pt-BR": "O que passou para {kept}", en: "What moved to {kept}" },
  movedNothing: { "pt-BR": "Nenhum registro precisou mudar de candidato.", en: "No record had to move." },
  moved: { "pt-BR": "{label}: {count}", en: "{label}: {count}" },
  skipped: {
    "pt-BR": "{label}: {count} ficaram com {other} (já existiam em {kept})",
    en: "{label}: {count} stayed with {other} (already on {kept})",
  },
  filled: { "pt-BR": "Campos preenchidos: {fields}", en: "Fields filled: {fields}" },
  files: { "pt-BR": "Arquivos", en: "Files" },
  login: { "pt-BR": "Acesso do candidato", en: "Candidate login" },
  undo: { "pt-BR": "Desfazer", en: "Undo" },
  undone: { "pt-BR": "Mesclagem desfeita: {other} voltou.", en: "Merge undone: {other} is back." },
  undoFailed: { "pt-BR": "Não foi possível desfazer. Tente de novo.", en: "It could not be undone. Try again." },
});
