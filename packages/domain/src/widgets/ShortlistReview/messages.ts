import { defineMessages } from "../../i18n/messageSet";

/** Spec §3/§4, the client's review of a shortlist: like / dislike with a comment, and the favourite star. */
export const shortlistReviewMessages = defineMessages("shortlistReview", {
  title: { "pt-BR": "Candidatos da shortlist", en: "Shortlist candidates" },
  like: { "pt-BR": "Gostei", en: "Like" },
  dislike: { "pt-BR": "Não gostei", en: "Dislike" },
  favourite: { "pt-BR": "Favorito", en: "Favourite" },
  yourComment: { "pt-BR": "Seu comentário", en: "Your comment" },
  commentHelp: {
    "pt-BR": "Enviado com o seu gostei ou não gostei.",
    en: "Sent with your like or dislike.",
  },
  consultantComments: { "pt-BR": "Comentários do consultor", en: "Consultant's comments" },
  counts: {
    "pt-BR": "{likes} gostaram · {dislikes} não gostaram · {stars} favoritos · {comments} comentários",
    en: "{likes} liked · {dislikes} disliked · {stars} favourites · {comments} comments",
  },
  position: { "pt-BR": "{n}º", en: "#{n}" },
  empty: { "pt-BR": "Nenhum candidato nesta shortlist ainda.", en: "No candidates in this shortlist yet." },
  failed: {
    "pt-BR": "Ops, houve um erro, tente novamente mais tarde",
    en: "Oops, something went wrong, please try again later",
  },
});
