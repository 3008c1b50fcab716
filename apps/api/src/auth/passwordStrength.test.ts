import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo";
import { MIN_PASSWORD_SCORE, passwordWeakness, personalWords } from "./passwordStrength";

describe("passwordWeakness", () => {
  it.each([["password"], ["12345678"], ["        "], ["seleta2026"], ["qwertyuiop"]])(
    "refuses %j, saying why",
    async (password) => {
      expect(await passwordWeakness(password, [])).toMatch(/^Senha fraca: \S/);
    },
  );

  it("says why in the caller's language", async () => {
    expect(await passwordWeakness("password", [], "en")).toBe(
      "Weak password: This is a heavily used password. Add more words that are less common.",
    );
    expect(await passwordWeakness("password", [], "pt-BR")).toBe(
      "Senha fraca: Esta é uma senha muito usada. Adicione mais palavras menos comuns.",
    );
  });

  it("counts the person's e-mail and name against the password", async () => {
    const password = "zulmirakrauthaus";
    expect(await passwordWeakness(password, [])).toBeUndefined();
    expect(await passwordWeakness(password, ["zulmira.krauthaus@example.com", "Zulmira Krauthaus"], "en")).toMatch(
      /personal or page related data/,
    );
  });

  it(`accepts passphrases of score ${MIN_PASSWORD_SCORE} and up, the demo password among them`, async () => {
    for (const password of [DEMO_PASSWORD, "correct horse battery", "uma senha longa", "a long enough secret"]) {
      expect(await passwordWeakness(password, ["admin@seleta.test", "Ana Admin"])).toBeUndefined();
    }
  });
});

describe("personalWords", () => {
  it("splits the e-mail and the name into words, with the words of the brands' names", () => {
    const words = personalWords(["Ana.Souza@Firma.com.br", " Ana Souza "]);
    expect([...words].sort()).toEqual(
      [
        ...["seleta", "executive", "search", "finance", "legal", "interim", "tech"],
        ...["ana.souza@firma.com.br", "ana", "souza", "firma", "com", "ana souza"],
      ].sort(),
    );
  });
});
