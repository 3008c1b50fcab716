import { describe, expect, it } from "vitest";
import { EMPTY_SLUG, SLUG_MAX_LENGTH, slugify } from "./slug";

describe("slugify: a title as a URL segment", () => {
  it.each([
    ["Gerente de Gestão de Pessoas", "gerente-de-gestao-de-pessoas"],
    ["Analista de Tributação", "analista-de-tributacao"],
    ["GESTÃO", "gestao"],
    ["Diretor Financeiro (CFO)", "diretor-financeiro-cfo"],
    ["Engenheiro(a) de Software Sênior — Node.js/React", "engenheiro-a-de-software-senior-node-js-react"],
    ["  Coordenação   de   Compras  ", "coordenacao-de-compras"],
    ["Ação & Reação: 100% Remoto!", "acao-reacao-100-remoto"],
    ["Çedilha, ñ, ü, ô, à", "cedilha-n-u-o-a"],
    ["C++ / C# Developer", "c-c-developer"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([[""], ["   "], ["!!! ---"], ["日本語"], [null], [undefined]])("is never empty (%j)", (title) => {
    expect(slugify(title)).toBe(EMPTY_SLUG);
    expect(slugify(title, "curso")).toBe("curso");
  });

  it("ends at a whole word within the limit", () => {
    const title = "Gerente Regional de Operações Logísticas e Distribuição para as Regiões Norte e Nordeste do Brasil";
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe("gerente-regional-de-operacoes-logisticas-e-distribuicao-para-as-regioes-norte-e");
    expect(slug.endsWith("-")).toBe(false);
  });

  it("cuts a single word longer than the limit", () => {
    expect(slugify("a".repeat(200))).toBe("a".repeat(SLUG_MAX_LENGTH));
  });

  it("keeps only URL-safe characters", () => {
    expect(slugify("<script>alert('x')</script> Vaga?id=1&x=2#frag")).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
