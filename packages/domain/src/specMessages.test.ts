import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { allCatalogues } from "./catalogues/all";
import { messageId } from "./catalogues/catalogue";
import { entityMessageList } from "./entities/registry";
import type { Message } from "./i18n/messageSet";
import { domainMessageSets, domainMessages } from "./i18n/messages";

/**
 * Every user-facing text the spec quotes (§2, §4, §5, §8), in the language it quotes it in. Each must be a
 * message of the domain with that exact text (spec placeholders such as N become ICU arguments like {n}).
 * Catalogue ids and names are enumerated in catalogues/catalogues.test.ts.
 */
const SPEC_TEXTS: Record<"pt-BR" | "en", readonly string[]> = {
  en: [
    // §2 widgets and menus
    "No notifications found.",
    "Hi, {name}",
    "Profile",
    "Company Profile",
    "Administrator",
    "Microsoft Login",
    "Log out",
    "Clear all",
    "Add Your E-mail Signature",
    "Company",
    "Contact",
    "Proposal",
    "Candidate",
    "Lead",
    "Job",
    "Leads",
    "Note template",
    "Message Template",
    "Send Out",
    "List",
    "Projects",
    // §4 states
    "Session expired!",
    "Processing request...",
    // §5 validation
    "Select a company!",
    "Email needs to be entered",
    "Invalid email",
    "Inform the subject",
    "Enter the email message",
    "File too large, the max size is {n}mb",
    "Make a filter before do this action",
    "Are you sure you want to delete this {label}?",
    "Are you sure you want to delete {n} items?",
    "Please select at least one entity to search",
    // §8 error catalogue
    "This page could not be found",
    "Unknown middleware",
    "An error occurred while showing the error page",
    "Attention! You are logged with your personal e-mail in outlook. Please log in with your company e-mail in your outlook account using this browser.",
    "Success on remove {label}!",
    "Error on remove {label}!",
    "Error on delete {entity}",
    "Error on add file!",
    "Signature added with success!",
    "No channel selected! Try again later.",
    "An error occurred",
    "Added successfully",
  ],
  "pt-BR": [
    // §2
    "Pesquisar vagas...",
    "Visão Geral",
    "Seus Dados",
    "Vagas",
    "Candidaturas",
    "Sair",
    "Voltar",
    "Nome",
    "Cargo",
    "Telefone",
    "E-mail",
    "PERFIL DA EMPRESA",
    "ADMNISTRADOR",
    // §5
    "Preencha corretamente os campos",
    "Obrigatório.",
    "Mínimo de {n} caracteres.",
    "Máximo de {n} caracteres.",
    "Erro Preencha corretamente.",
    "Esse campo é obrigatório.",
    // §8
    "Conexão com o servidor foi perdida, tente novamente mais tarde.",
    "Ops, houve um erro, tente novamente mais tarde",
    "Erro ao remover página!",
  ],
};

describe("every message the spec names exists, in its language (spec §2, §4, §5, §8)", () => {
  for (const locale of ["en", "pt-BR"] as const) {
    const texts = new Set(Object.values(domainMessages(locale)));
    it.each(SPEC_TEXTS[locale])(`${locale}: %s`, (text) => {
      expect(texts.has(text)).toBe(true);
    });
  }

  it("gives every message its own id: catalogues, entities and features never overwrite each other", () => {
    const ids = [
      ...allCatalogues.flatMap((catalogue) => catalogue.entries.map((entry) => messageId(catalogue, entry))),
      ...entityMessageList().map((message) => message.id),
      ...domainMessageSets.flatMap((set) => Object.values<Message>(set.messages).map((message) => message.id)),
    ];
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect(Object.keys(domainMessages("en"))).toHaveLength(ids.length);
  });

  it("parses every message as ICU (the web app compiles them), with the same arguments in both languages", () => {
    const argumentsOf = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) =>
        element.type === TYPE.literal ? [] : ["value" in element ? String(element.value) : ""],
      );
    const pt = domainMessages("pt-BR");
    for (const [id, text] of Object.entries(domainMessages("en"))) {
      const en = argumentsOf(parse(text));
      const ptBR = argumentsOf(parse(pt[id] ?? ""));
      expect(ptBR.sort(), id).toEqual(en.sort());
    }
  });

  it("translates every message into the other language too", () => {
    const pt = domainMessages("pt-BR");
    const en = domainMessages("en");
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(pt)) {
      expect(text.trim(), id).not.toBe("");
      expect(en[id]?.trim(), id).not.toBe("");
    }
  });
});
