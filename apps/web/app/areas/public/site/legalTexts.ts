/**
 * The texts of the terms of use and the privacy policy (LGPD, Lei 13.709/2018), in pt-BR and en, with the site's
 * name. Kept out of the app's message files: they are long, only these server-only pages show them, and the
 * messages travel to every hydrated page. `TERMS_VERSION` (consent.ts) names the version in force: change it with
 * any material change here, and every visitor is asked again.
 */
import type { Locale } from "@seleta/domain";

export type LegalSection = { id: string; heading: string; paragraphs: readonly string[]; items?: readonly string[] };
export type LegalDocument = { title: string; description: string; intro: string; sections: readonly LegalSection[] };

/** What the texts name: the site (the business's title) and where a visitor writes to us. */
export type LegalContext = { site: string; contactPath: string };

type Texts = (context: LegalContext) => LegalDocument;

const termsSummary: Record<Locale, Texts> = {
  "pt-BR": ({ site, contactPath }) => ({
    title: "Termos de uso",
    description: `O resumo das regras de uso do site de ${site}: cadastro, candidaturas, conteúdo, cookies e privacidade.`,
    intro: `Este é o resumo dos termos que regem o uso do site de ${site}. Ele não substitui os termos completos, que prevalecem em caso de dúvida.`,
    sections: [
      {
        id: "o-que-e",
        heading: "O que oferecemos",
        paragraphs: [
          `${site} divulga vagas de empresas clientes, recebe candidaturas e apresenta candidatos a processos seletivos. O uso do site por candidatos é gratuito.`,
        ],
      },
      {
        id: "seu-cadastro",
        heading: "Seu cadastro",
        paragraphs: ["Ao se cadastrar, você se compromete a:"],
        items: [
          "informar dados verdadeiros e mantê-los atualizados;",
          "guardar sua senha e não compartilhar o acesso à sua conta;",
          "não enviar conteúdo ilegal, ofensivo ou de terceiros sem autorização.",
        ],
      },
      {
        id: "candidaturas",
        heading: "Candidaturas",
        paragraphs: [
          "Ao se candidatar, seus dados são compartilhados com a equipe de recrutamento e, quando você avança no processo, com a empresa contratante daquela vaga. A decisão de contratação é da empresa contratante.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies e privacidade",
        paragraphs: [
          "Usamos cookies necessários ao funcionamento do site e, só com a sua autorização, cookies de análise de audiência. Você escolhe no aviso exibido na primeira visita, e o tratamento dos seus dados segue a nossa política de privacidade.",
        ],
      },
      {
        id: "contato",
        heading: "Dúvidas",
        paragraphs: [`Fale conosco pelo formulário de contato (${contactPath}).`],
      },
    ],
  }),
  en: ({ site, contactPath }) => ({
    title: "Terms of use",
    description: `A summary of the rules for using ${site}'s site: registration, applications, content, cookies and privacy.`,
    intro: `This is a summary of the terms that govern the use of ${site}'s site. It does not replace the full terms, which prevail in case of doubt.`,
    sections: [
      {
        id: "what-we-offer",
        heading: "What we offer",
        paragraphs: [
          `${site} publishes jobs of client companies, receives applications and presents candidates to selection processes. Candidates use the site free of charge.`,
        ],
      },
      {
        id: "your-profile",
        heading: "Your profile",
        paragraphs: ["When you register, you agree to:"],
        items: [
          "give true information and keep it up to date;",
          "keep your password safe and not share access to your account;",
          "not send unlawful or offensive content, or anyone else's content without permission.",
        ],
      },
      {
        id: "applications",
        heading: "Applications",
        paragraphs: [
          "When you apply, your data is shared with the recruiting team and, as you advance in the process, with the company hiring for that job. The hiring decision is the hiring company's.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies and privacy",
        paragraphs: [
          "We use the cookies the site needs to work and, only with your permission, audience analytics cookies. You choose in the banner shown on your first visit, and your data is processed under our privacy policy.",
        ],
      },
      {
        id: "contact",
        heading: "Questions",
        paragraphs: [`Write to us through the contact form (${contactPath}).`],
      },
    ],
  }),
};

const termsFull: Record<Locale, Texts> = {
  "pt-BR": ({ site, contactPath }) => ({
    title: "Termos de uso completos",
    description: `Os termos e condições de uso do site de ${site}, na íntegra.`,
    intro: `Estes termos regem o acesso e o uso do site de ${site} e dos serviços oferecidos por meio dele. Ao usar o site, você declara ter lido e aceito estes termos e a política de privacidade.`,
    sections: [
      {
        id: "definicoes",
        heading: "1. Definições",
        paragraphs: [
          `“${site}”, “nós”: a empresa de recrutamento e seleção responsável por este site. “Usuário”: quem acessa o site. “Candidato”: o usuário que cria um cadastro. “Empresa contratante”: o cliente para quem uma vaga é conduzida.`,
        ],
      },
      {
        id: "servicos",
        heading: "2. Serviços",
        paragraphs: [
          "O site divulga vagas, conteúdos institucionais e eventos, permite o cadastro de candidatos, o envio de candidaturas e o contato com a nossa equipe.",
          "Não garantimos a contratação de nenhum candidato nem o preenchimento de nenhuma vaga: a decisão é da empresa contratante. Vagas podem ser alteradas, suspensas ou encerradas a qualquer momento.",
        ],
      },
      {
        id: "cadastro",
        heading: "3. Cadastro e conta",
        paragraphs: [
          "O cadastro é pessoal e intransferível e exige 18 anos completos. O candidato é responsável pela veracidade dos dados e documentos que envia e pela guarda da sua senha.",
          "Podemos suspender ou excluir cadastros com dados falsos, de terceiros, ou usados em desacordo com estes termos.",
        ],
      },
      {
        id: "condutas",
        heading: "4. Condutas proibidas",
        paragraphs: ["É proibido:"],
        items: [
          "usar o site para fins ilícitos ou para enviar conteúdo ofensivo, discriminatório ou que viole direitos de terceiros;",
          "coletar dados de outros usuários ou das vagas por meios automatizados sem autorização;",
          "tentar acessar áreas restritas, contornar medidas de segurança ou sobrecarregar o site;",
          "se passar por outra pessoa ou empresa.",
        ],
      },
      {
        id: "conteudo",
        heading: "5. Propriedade intelectual",
        paragraphs: [
          `As marcas, logotipos, textos, imagens e o software do site pertencem a ${site} ou a seus licenciantes. Você pode consultá-los para uso pessoal; qualquer outra reprodução depende de autorização por escrito.`,
          "O candidato mantém os direitos sobre o currículo e os documentos que envia e nos autoriza a usá-los nos processos seletivos, conforme a política de privacidade.",
        ],
      },
      {
        id: "dados",
        heading: "6. Dados pessoais e cookies",
        paragraphs: [
          "O tratamento de dados pessoais segue a Lei Geral de Proteção de Dados (Lei 13.709/2018) e a nossa política de privacidade, que faz parte destes termos. Cookies de análise só são usados com o seu consentimento, que você pode retirar a qualquer momento.",
        ],
      },
      {
        id: "responsabilidade",
        heading: "7. Responsabilidade",
        paragraphs: [
          "Empregamos os cuidados razoáveis para manter o site disponível e seguro, mas ele pode ficar indisponível para manutenção ou por causas fora do nosso controle. Não respondemos por conteúdo de sites de terceiros para os quais houver links.",
        ],
      },
      {
        id: "alteracoes",
        heading: "8. Alterações",
        paragraphs: [
          "Podemos alterar estes termos. A versão em vigor é a publicada nesta página; quando a mudança for relevante, pediremos o seu aceite novamente no aviso do site.",
        ],
      },
      {
        id: "foro",
        heading: "9. Lei aplicável e foro",
        paragraphs: [
          "Estes termos são regidos pelas leis brasileiras. Fica eleito o foro da comarca de São Paulo – SP, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.",
        ],
      },
      {
        id: "contato",
        heading: "10. Contato",
        paragraphs: [`Dúvidas sobre estes termos: formulário de contato (${contactPath}).`],
      },
    ],
  }),
  en: ({ site, contactPath }) => ({
    title: "Full terms of use",
    description: `The terms and conditions for using ${site}'s site, in full.`,
    intro: `These terms govern access to and use of ${site}'s site and the services offered through it. By using the site you declare that you have read and accept these terms and the privacy policy.`,
    sections: [
      {
        id: "definitions",
        heading: "1. Definitions",
        paragraphs: [
          `“${site}”, “we”: the recruitment firm responsible for this site. “User”: anyone who visits the site. “Candidate”: a user who creates a profile. “Hiring company”: the client a job is run for.`,
        ],
      },
      {
        id: "services",
        heading: "2. Services",
        paragraphs: [
          "The site publishes jobs, institutional content and events, and lets candidates register, apply and contact our team.",
          "We do not guarantee that any candidate is hired or any job filled: the decision is the hiring company's. Jobs may be changed, paused or closed at any time.",
        ],
      },
      {
        id: "account",
        heading: "3. Registration and account",
        paragraphs: [
          "A profile is personal and non-transferable and requires being 18 or older. Candidates are responsible for the truth of the data and documents they send and for keeping their password safe.",
          "We may suspend or delete profiles with false or third-party data, or used against these terms.",
        ],
      },
      {
        id: "conduct",
        heading: "4. Prohibited conduct",
        paragraphs: ["It is forbidden to:"],
        items: [
          "use the site for unlawful purposes or to send offensive or discriminatory content, or content that infringes anyone's rights;",
          "collect other users' or the jobs' data by automated means without permission;",
          "try to reach restricted areas, get around security measures or overload the site;",
          "pretend to be another person or company.",
        ],
      },
      {
        id: "content",
        heading: "5. Intellectual property",
        paragraphs: [
          `The site's brands, logos, texts, images and software belong to ${site} or its licensors. You may view them for personal use; any other reproduction needs written permission.`,
          "Candidates keep the rights to the résumé and documents they send and allow us to use them in selection processes, as the privacy policy describes.",
        ],
      },
      {
        id: "data",
        heading: "6. Personal data and cookies",
        paragraphs: [
          "Personal data is processed under Brazil's General Data Protection Law (LGPD, Law 13,709/2018) and our privacy policy, which is part of these terms. Analytics cookies are used only with your consent, which you may withdraw at any time.",
        ],
      },
      {
        id: "liability",
        heading: "7. Liability",
        paragraphs: [
          "We take reasonable care to keep the site available and secure, but it may be unavailable for maintenance or for causes beyond our control. We are not responsible for the content of third-party sites linked from ours.",
        ],
      },
      {
        id: "changes",
        heading: "8. Changes",
        paragraphs: [
          "We may change these terms. The version in force is the one published on this page; when a change is material, the site's banner asks for your acceptance again.",
        ],
      },
      {
        id: "law",
        heading: "9. Governing law and venue",
        paragraphs: [
          "These terms are governed by Brazilian law. The courts of São Paulo – SP are chosen, without prejudice to a consumer's right to sue where they live.",
        ],
      },
      {
        id: "contact",
        heading: "10. Contact",
        paragraphs: [`Questions about these terms: the contact form (${contactPath}).`],
      },
    ],
  }),
};

const privacyPolicy: Record<Locale, Texts> = {
  "pt-BR": ({ site, contactPath }) => ({
    title: "Política de privacidade",
    description: `Como ${site} trata os seus dados pessoais conforme a LGPD: finalidades, bases legais, cookies, direitos e contato.`,
    intro: `Esta política explica como ${site} trata os dados pessoais de quem usa este site, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018, “LGPD”).`,
    sections: [
      {
        id: "controlador",
        heading: "1. Quem é o controlador",
        paragraphs: [
          `O controlador dos seus dados é ${site}, com escritórios em São Paulo e no Rio de Janeiro. As decisões sobre o tratamento dos dados descritos aqui são nossas.`,
        ],
      },
      {
        id: "dados",
        heading: "2. Quais dados tratamos",
        paragraphs: ["Tratamos apenas os dados de que precisamos:"],
        items: [
          "de candidatos: nome, contatos, currículo, formação, experiência, pretensões e os documentos que você enviar;",
          "de quem nos escreve: nome, e-mail e a mensagem do formulário de contato;",
          "de navegação: endereço IP, navegador e páginas visitadas, para segurança do site; e, só com o seu consentimento, dados de audiência do Google Analytics.",
        ],
      },
      {
        id: "finalidades",
        heading: "3. Para que usamos e com qual base legal",
        paragraphs: ["Cada tratamento tem uma finalidade e uma base legal da LGPD (art. 7º):"],
        items: [
          "conduzir processos seletivos e apresentar candidatos às empresas contratantes: procedimentos preliminares a contrato a pedido do titular (art. 7º, V);",
          "manter seu cadastro para futuras vagas compatíveis: legítimo interesse (art. 7º, IX), com a opção de excluir o cadastro a qualquer momento;",
          "responder a mensagens do formulário de contato: legítimo interesse e o seu pedido;",
          "proteger o site contra abuso e fraude e cumprir obrigações legais, como guardar registros de acesso (Marco Civil da Internet): obrigação legal (art. 7º, II) e legítimo interesse;",
          "medir a audiência do site com o Google Analytics: consentimento (art. 7º, I).",
        ],
      },
      {
        id: "cookies",
        heading: "4. Cookies e a sua escolha",
        paragraphs: [
          "Na primeira visita, o aviso de termos e cookies oferece duas escolhas. “Somente necessários” guarda apenas a sua escolha (cookie seleta_consent) e os cookies indispensáveis, como o idioma e a sessão de quem entra na conta. “Aceitar todos” também permite os cookies de análise do Google Analytics.",
          "Antes da sua escolha, nenhum cookie de análise é gravado e nenhuma requisição é feita ao Google. A escolha vale por um ano; quando os termos mudam, perguntamos de novo. Para mudar de ideia, apague os cookies deste site no seu navegador: o aviso volta a aparecer.",
        ],
      },
      {
        id: "compartilhamento",
        heading: "5. Com quem compartilhamos",
        paragraphs: [
          "Com as empresas contratantes das vagas em que você avança; com fornecedores que nos prestam serviços (hospedagem, envio de e-mails, análise de audiência quando consentida), sob contrato e apenas para essas finalidades; e com autoridades, quando a lei exigir. Alguns fornecedores podem armazenar dados fora do Brasil, com as garantias do art. 33 da LGPD.",
        ],
      },
      {
        id: "retencao",
        heading: "6. Por quanto tempo guardamos",
        paragraphs: [
          "Dados de cadastro: enquanto o cadastro estiver ativo e até dois anos após o último acesso, salvo pedido de exclusão. Mensagens de contato: até um ano. Registros de acesso: seis meses, como exige o Marco Civil da Internet. Dados necessários ao cumprimento de obrigações legais ou à defesa em processos são guardados pelo prazo que a lei exigir.",
        ],
      },
      {
        id: "direitos",
        heading: "7. Seus direitos",
        paragraphs: ["Como titular, você pode pedir a qualquer momento (art. 18 da LGPD):"],
        items: [
          "confirmação de que tratamos seus dados e acesso a eles;",
          "correção de dados incompletos, inexatos ou desatualizados;",
          "anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade;",
          "portabilidade dos dados a outro fornecedor;",
          "eliminação dos dados tratados com o seu consentimento e informação sobre com quem os compartilhamos;",
          "revogação do consentimento e oposição a tratamentos baseados em legítimo interesse.",
        ],
      },
      {
        id: "exercer",
        heading: "8. Como exercer seus direitos",
        paragraphs: [
          `Envie o seu pedido pelo formulário de contato (${contactPath}), com o assunto “Privacidade”, informando o e-mail do seu cadastro. Respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).`,
        ],
      },
      {
        id: "seguranca",
        heading: "9. Segurança",
        paragraphs: [
          "Protegemos os dados com conexões criptografadas, senhas guardadas com algoritmos próprios para isso, acesso restrito à equipe que precisa deles e registros de acesso.",
        ],
      },
      {
        id: "alteracoes",
        heading: "10. Alterações desta política",
        paragraphs: [
          "A versão em vigor é a publicada nesta página. Mudanças relevantes são avisadas no site, e o seu aceite é pedido de novo.",
        ],
      },
    ],
  }),
  en: ({ site, contactPath }) => ({
    title: "Privacy policy",
    description: `How ${site} processes your personal data under Brazil's LGPD: purposes, legal bases, cookies, rights and contact.`,
    intro: `This policy explains how ${site} processes the personal data of the people who use this site, under Brazil's General Data Protection Law (Law 13,709/2018, “LGPD”).`,
    sections: [
      {
        id: "controller",
        heading: "1. Who the controller is",
        paragraphs: [
          `The controller of your data is ${site}, with offices in São Paulo and Rio de Janeiro. The decisions on the processing described here are ours.`,
        ],
      },
      {
        id: "data",
        heading: "2. What data we process",
        paragraphs: ["We process only the data we need:"],
        items: [
          "of candidates: name, contact details, résumé, education, experience, expectations and the documents you send;",
          "of people who write to us: name, e-mail and the contact form's message;",
          "of browsing: IP address, browser and pages visited, for the site's security; and, only with your consent, Google Analytics audience data.",
        ],
      },
      {
        id: "purposes",
        heading: "3. What we use it for, and on which legal basis",
        paragraphs: ["Each processing has a purpose and a legal basis of the LGPD (art. 7):"],
        items: [
          "running selection processes and presenting candidates to hiring companies: steps prior to a contract at the data subject's request (art. 7, V);",
          "keeping your profile for future matching jobs: legitimate interest (art. 7, IX), with the option to delete the profile at any time;",
          "answering contact form messages: legitimate interest and your request;",
          "protecting the site against abuse and fraud and meeting legal duties, such as keeping access logs (Marco Civil da Internet): legal obligation (art. 7, II) and legitimate interest;",
          "measuring the site's audience with Google Analytics: consent (art. 7, I).",
        ],
      },
      {
        id: "cookies",
        heading: "4. Cookies and your choice",
        paragraphs: [
          "On your first visit, the terms and cookies banner offers two choices. “Necessary only” keeps just your choice (the seleta_consent cookie) and the cookies the site cannot work without, such as the language and the session of someone signed in. “Accept all” also allows Google Analytics' cookies.",
          "Before you choose, no analytics cookie is stored and no request is made to Google. The choice lasts a year; when the terms change, we ask again. To change your mind, delete this site's cookies in your browser: the banner shows again.",
        ],
      },
      {
        id: "sharing",
        heading: "5. Who we share it with",
        paragraphs: [
          "With the hiring companies of the jobs you advance in; with suppliers that serve us (hosting, e-mail delivery, audience analytics when consented), under contract and for these purposes only; and with authorities when the law requires it. Some suppliers may store data outside Brazil, with the safeguards of art. 33 of the LGPD.",
        ],
      },
      {
        id: "retention",
        heading: "6. How long we keep it",
        paragraphs: [
          "Profile data: while the profile is active and up to two years after the last sign-in, unless you ask for deletion. Contact messages: up to a year. Access logs: six months, as the Marco Civil da Internet requires. Data needed for legal duties or to defend claims is kept as long as the law requires.",
        ],
      },
      {
        id: "rights",
        heading: "7. Your rights",
        paragraphs: ["As the data subject, you may ask at any time (art. 18 of the LGPD) for:"],
        items: [
          "confirmation that we process your data, and access to it;",
          "correction of incomplete, inaccurate or outdated data;",
          "anonymisation, blocking or deletion of data that is unnecessary or processed unlawfully;",
          "portability of the data to another provider;",
          "deletion of data processed with your consent, and information on who we share it with;",
          "withdrawal of consent, and objection to processing based on legitimate interest.",
        ],
      },
      {
        id: "exercise",
        heading: "8. How to exercise your rights",
        paragraphs: [
          `Send your request through the contact form (${contactPath}) with the subject “Privacy”, giving your profile's e-mail. We answer within 15 days. You may also complain to Brazil's National Data Protection Authority (ANPD).`,
        ],
      },
      {
        id: "security",
        heading: "9. Security",
        paragraphs: [
          "We protect data with encrypted connections, passwords stored with algorithms made for it, access limited to the staff who need it, and access logs.",
        ],
      },
      {
        id: "changes",
        heading: "10. Changes to this policy",
        paragraphs: [
          "The version in force is the one published on this page. Material changes are announced on the site, and your acceptance is asked for again.",
        ],
      },
    ],
  }),
};

export const LEGAL_TEXTS = { termsSummary, termsFull, privacyPolicy } as const;
export type LegalDocumentKey = keyof typeof LEGAL_TEXTS;

export function legalDocument(key: LegalDocumentKey, locale: Locale, context: LegalContext): LegalDocument {
  return LEGAL_TEXTS[key][locale](context);
}
