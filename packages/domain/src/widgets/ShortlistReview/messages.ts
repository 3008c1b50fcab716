import { defineMessages } from "../../i18n/messageSet";

/**
 * Spec §3/§4, a client's review of a shortlist: the candidates in the recruiter's order, like / dislike with a
 * description, the favourite star, and the comments answered by the recruiters.
 */
export const shortlistReviewMessages = defineMessages("shortlistReview", {
  title: { "pt-BR": "Candidatos da shortlist", en: "Shortlist candidates" },
  like: { "pt-BR": "Gostei", en: "Like" },
  liked: { "pt-BR": "Você gostou", en: "You liked this" },
  dislike: { "pt-BR": "Não gostei", en: "Dislike" },
  disliked: { "pt-BR": "Você não gostou", en: "You disliked this" },
  favourite: { "pt-BR": "Favoritar", en: "Add to favourites" },
  unfavourite: { "pt-BR": "Remover dos favoritos", en: "Remove from favourites" },
  favourited: { "pt-BR": "Favorito", en: "Favourite" },
  description: { "pt-BR": "Por que não gostou?", en: "Why not?" },
  descriptionHelp: {
    "pt-BR": "Obrigatório para \u201cNão gostei\u201d; o consultor lê a sua resposta.",
    en: "Required for \u201cDislike\u201d; the consultant reads your answer.",
  },
  presentation: { "pt-BR": "Apresentação do consultor", en: "The consultant's presentation" },
  introduction: { "pt-BR": "Sobre o candidato", en: "About the candidate" },
  current: { "pt-BR": "{role} em {company}", en: "{role} at {company}" },
  salary: { "pt-BR": "Pretensão salarial", en: "Pay expectation" },
  salaryForJob: { "pt-BR": "{amount} para esta vaga", en: "{amount} for this job" },
  salaryClt: { "pt-BR": "CLT {amount}", en: "CLT {amount}" },
  salaryPj: { "pt-BR": "PJ {amount}", en: "PJ {amount}" },
  cv: { "pt-BR": "Currículo", en: "CV" },
  downloadCv: { "pt-BR": "Baixar {name}", en: "Download {name}" },
  counts: {
    "pt-BR": "{likes} gostaram · {dislikes} não gostaram · {stars} favoritos · {comments} comentários",
    en: "{likes} liked · {dislikes} disliked · {stars} favourites · {comments} comments",
  },
  position: { "pt-BR": "{n}º", en: "#{n}" },
  comments: { "pt-BR": "Comentários", en: "Comments" },
  noComments: { "pt-BR": "Nenhum comentário ainda.", en: "No comments yet." },
  recruiter: { "pt-BR": "{name} (consultor)", en: "{name} (consultant)" },
  you: { "pt-BR": "Você", en: "You" },
  newComment: { "pt-BR": "Seu comentário", en: "Your comment" },
  commentHelp: { "pt-BR": "Até {max} caracteres.", en: "Up to {max} characters." },
  send: { "pt-BR": "Comentar", en: "Comment" },
  saved: { "pt-BR": "Salvo.", en: "Saved." },
  empty: { "pt-BR": "Nenhum candidato nesta shortlist ainda.", en: "No candidates in this shortlist yet." },
  preview: {
    "pt-BR": "Pré-visualização: é isto que o cliente verá.",
    en: "Preview: this is what the client will see.",
  },
});
