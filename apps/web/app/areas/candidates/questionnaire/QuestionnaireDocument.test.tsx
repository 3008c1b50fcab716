import { candidateAreaWidgetMessages } from "@seleta/domain/widget-messages";
import type { Question } from "@seleta/domain/wire";
import { uiMessages } from "@seleta/ui";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import evaluationMessages from "../../../i18n/lang/candidateEvaluations/pt-BR.json";
import { QuestionnaireDocument, type QuestionnaireDocumentProps } from "./QuestionnaireDocument";

const TEXT: Question = { text: "Como você lidera?", response_type: 0, options: [], required: true };
const VIDEO: Question = { text: "Apresente-se em vídeo", response_type: "video", options: [], required: false };
const LIMITS = { text_max: 2000, video_max_mb: 50, video_max_seconds: 180 };
const MESSAGES = { ...uiMessages("pt-BR"), ...candidateAreaWidgetMessages("pt-BR"), ...evaluationMessages };
const ISLAND = "/assets/islands/videoAnswer-abc.js";

function render(props: Partial<QuestionnaireDocumentProps> = {}) {
  return renderToString(
    <IntlProvider locale="pt-BR" messages={MESSAGES}>
      <QuestionnaireDocument
        form={{ questions: [TEXT], questions_version: "1a2b3c4d", limits: LIMITS }}
        action="/candidates/evaluations/abc"
        messages={{ prefix: "candidateEvaluations", values: { title: "Liderança" } }}
        onward={{ href: "/candidates", label: "Voltar ao início" }}
        answeredAt={null}
        sent={false}
        refusal={undefined}
        videoIsland={ISLAND}
        {...props}
      />
    </IntlProvider>,
  );
}

describe("a questionnaire document", () => {
  it("draws the questions' form posting to the page, with the fingerprint of the questions it shows", () => {
    const html = render();
    expect(html).toContain("Avaliação: Liderança");
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/candidates/evaluations/abc"');
    expect(form).toContain('encType="multipart/form-data"');
    expect(html).toMatch(/<input type="hidden" name="questions_version" value="1a2b3c4d"/);
    expect(html).toContain('name="answer_0"');
  });

  it("loads the video island only where a question asks for a video", () => {
    expect(render()).not.toContain(ISLAND);
    const withVideo = render({ form: { questions: [TEXT, VIDEO], questions_version: "x", limits: LIMITS } });
    expect(withVideo).toContain(`<script type="module" src="${ISLAND}">`);
    expect(
      render({ form: { questions: [VIDEO], questions_version: "x", limits: LIMITS }, videoIsland: null }),
    ).not.toContain("<script");
  });

  it("draws a refused form again with what was typed, its messages and the summary", () => {
    const html = render({
      refusal: {
        values: { answers: { 0: "Com escuta." } },
        errors: { "answers.0": "Máximo de 2000 caracteres." },
        problem: { kind: "fields" },
      },
    });
    expect(html).toContain("Com escuta.");
    expect(html).toContain("Máximo de 2000 caracteres.");
    expect(html).toContain("Revise as respostas marcadas.");
  });

  it("once answered, says so with the way on instead of the form", () => {
    const sent = render({ answeredAt: "2026-11-20T12:00:00.000Z", sent: true });
    expect(sent).toContain("Obrigado pelas respostas!");
    expect(sent).not.toContain("<form");
    const before = render({ answeredAt: "2026-11-20T12:00:00.000Z" });
    expect(before).toContain("Você já respondeu esta avaliação");
    expect(before).toContain("20 de novembro de 2026");
    expect(before).toMatch(/href="\/candidates"/);
    expect(before).not.toContain("<form");
  });
});
