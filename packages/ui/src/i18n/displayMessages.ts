import type { UiMessages } from "./types";

/** Messages of the display primitives. Ids are `ui.<component>.<key>`; pt-BR is the default language. */
export const displayMessages: UiMessages = {
  "pt-BR": {
    "ui.spinner.label": "Carregando…",
    "ui.topLoadingBar.label": "Carregando a página",
    "ui.chip.remove": "Remover {label}",
    "ui.avatar.anonymous": "Usuário sem foto",
    "ui.breadcrumbs.label": "Trilha de navegação",
    "ui.stepper.label": "Etapas",
    "ui.stepper.position": "Etapa {current} de {total}",
    "ui.stepper.completed": "concluída",
    "ui.stepper.current": "etapa atual",
    "ui.link.newTab": "(abre em nova aba)",
    "ui.emptyState.title": "Nada por aqui ainda",
    "ui.logo.home": "{name} – página inicial",
    "ui.skeleton.loading": "Carregando conteúdo",
  },
  en: {
    "ui.spinner.label": "Loading…",
    "ui.topLoadingBar.label": "Loading the page",
    "ui.chip.remove": "Remove {label}",
    "ui.avatar.anonymous": "User without a photo",
    "ui.breadcrumbs.label": "Breadcrumbs",
    "ui.stepper.label": "Steps",
    "ui.stepper.position": "Step {current} of {total}",
    "ui.stepper.completed": "completed",
    "ui.stepper.current": "current step",
    "ui.link.newTab": "(opens in a new tab)",
    "ui.emptyState.title": "Nothing here yet",
    "ui.logo.home": "{name} – home page",
    "ui.skeleton.loading": "Loading content",
  },
};
