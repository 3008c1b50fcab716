import { defineMessages } from "../../i18n/messageSet";

/** The calendar's labels; kept with the widget, out of the model's `.` entry (see ListView/messages.ts). */
export const calendarMessages = defineMessages("calendar", {
  month: { "pt-BR": "Mês", en: "Month" },
  week: { "pt-BR": "Semana", en: "Week" },
  views: { "pt-BR": "Visualização", en: "View" },
  navigation: { "pt-BR": "Navegação do calendário", en: "Calendar navigation" },
  previousMonth: { "pt-BR": "Mês anterior", en: "Previous month" },
  nextMonth: { "pt-BR": "Próximo mês", en: "Next month" },
  previousWeek: { "pt-BR": "Semana anterior", en: "Previous week" },
  nextWeek: { "pt-BR": "Próxima semana", en: "Next week" },
  today: { "pt-BR": "Hoje", en: "Today" },
  weekOf: { "pt-BR": "Semana de {first} a {last}", en: "Week of {first} to {last}" },
  more: {
    "pt-BR": "{count, plural, one {+# outro} other {+# outros}}",
    en: "{count, plural, one {+# more} other {+# more}}",
  },
  moreDay: { "pt-BR": "em {day}: ver a semana", en: "on {day}: see the week" },
  cancelled: { "pt-BR": "(cancelado)", en: "(cancelled)" },
  conflict: { "pt-BR": "(conflito de horário)", en: "(schedule conflict)" },
  none: { "pt-BR": "Nenhum evento", en: "No events" },
});
