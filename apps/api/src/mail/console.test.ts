import { describe, expect, it } from "vitest";
import { formatQueuedMail, linksOf } from "./console";

describe("linksOf", () => {
  it("finds the links of a text body, without the punctuation around them", () => {
    expect(
      linksOf(
        "Para criar uma nova senha, acesse http://localhost:3000/recruiters/forgot_password?token=abc_-1 (válido).",
      ),
    ).toEqual(["http://localhost:3000/recruiters/forgot_password?token=abc_-1"]);
    expect(linksOf("Confirme seu e-mail em https://tech.seleta.com.br/confirmations/xyz.")).toEqual([
      "https://tech.seleta.com.br/confirmations/xyz",
    ]);
  });

  it("finds each href of an HTML body once, entities decoded", () => {
    const html =
      '<p>Olá</p><a href="https://a.example/u/1?x=1&amp;y=2">Sair</a> <a href="https://a.example/u/1?x=1&amp;y=2">Out</a>';
    expect(linksOf(html)).toEqual(["https://a.example/u/1?x=1&y=2"]);
  });
});

describe("formatQueuedMail", () => {
  it("is a short block naming the recipient, the subject and each link", () => {
    const block = formatQueuedMail({
      to: "ana@example.com",
      subject: "Redefinição de senha",
      body: "Acesse http://localhost:3000/candidates/forgot_password?token=t0k3n (válido por 6 horas).",
    });
    expect(block.split("\n")).toEqual([
      expect.stringMatching(/^┌─+$/),
      "│ Mail not sent (no SMTP configured): follow its links from here",
      "│ To:      ana@example.com",
      "│ Subject: Redefinição de senha",
      "│ Links:   http://localhost:3000/candidates/forgot_password?token=t0k3n",
      expect.stringMatching(/^└─+$/),
      "",
    ]);
  });

  it("prints no terminal control sequence a user could have typed", () => {
    const block = formatQueuedMail({ to: "a\u001b[2Jb@example.com", subject: "Oi\u0007", body: "sem links" });
    const controls = [...block].filter((char) => char !== "\n" && (char.charCodeAt(0) < 0x20 || char === "\u007f"));
    expect(controls).toEqual([]);
    expect(block).toContain("│ To:      a?[2Jb@example.com");
    expect(block).toContain("│ Links:   none");
  });
});
