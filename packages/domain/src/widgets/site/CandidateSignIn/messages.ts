import { defineMessages } from "../../../i18n/messageSet";

/** Spec §2, the candidates' sign-in panel of the home; the server's reasons for a refusal come as its `problem`. */
export const candidateSignInMessages = defineMessages("candidateSignInPanel", {
  title: { "pt-BR": "Entrar como candidato", en: "Candidate sign-in" },
  lead: {
    "pt-BR": "Entre com seu e-mail e senha para acompanhar suas candidaturas.",
    en: "Sign in with your e-mail and password to follow your applications.",
  },
  returning: {
    "pt-BR": "Entre para continuar de onde parou. Ainda não tem cadastro? Cadastre-se: leva um minuto.",
    en: "Sign in to carry on where you left off. No account yet? Sign up: it takes a minute.",
  },
  email: { "pt-BR": "E-mail", en: "E-mail" },
  password: { "pt-BR": "Senha", en: "Password" },
  submit: { "pt-BR": "Entrar", en: "Sign in" },
  social: { "pt-BR": "Entrar com outra conta", en: "Sign in with another account" },
  with: { "pt-BR": "Entrar com {provider}", en: "Sign in with {provider}" },
  forgot: { "pt-BR": "Esqueci minha senha", en: "I forgot my password" },
  signUp: { "pt-BR": "Cadastre-se", en: "Sign up" },
});
