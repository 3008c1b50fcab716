/**
 * The recruiter's builder, live (spec §1 "everything the client does shows on the shortlist as it happens", §4
 * "comments answered by the recruiter"): a recruiter has a sent shortlist's builder open; someone with its link
 * (the token mailed when the spec sent it to a contact who reviews by link) likes a candidate and comments in
 * another browser; the builder shows the new count, the status and the comment without a reload; the recruiter
 * replies from the builder and the link holder reads the answer. On the same builder, a template applied fills
 * the empty presentations and the switches at once, and the shortlist is saved as a template. The data is the spec's
 * own: shortlists and a template it creates. The API's rules are its tests (apps/api/test/shortlistLink.test.ts,
 * shortlistBuilder.test.ts).
 */
import { expect, test } from "@playwright/test";
import { mailedLink } from "./support/mailConsole";
import { hydrated } from "./support/pages";
import {
  ADMIN,
  apiJson,
  jobWithApplies,
  listRecords,
  type ShortlistAnswer,
  shortlistWithContact,
  signedInApi,
  signedInContext,
} from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

test("a link holder's like and comment reach the open builder live, and the recruiter answers", async ({ browser }) => {
  test.setTimeout(180_000);
  const api = await signedInApi(origin, ADMIN.email);
  // A job with applies whose company has a contact who reviews by link, among the busiest jobs; the shortlist is
  // the admin's own, so the admin hears of its reviews.
  const { shortlist, contact } = await shortlistWithContact(api, "Ao vivo E2E", (item) => item.way === "link");
  if (!contact.email) throw new Error("A contact is offered only with an address");
  const email = contact.email;
  const candidate = shortlist.items[0]?.candidate.name ?? "";
  await apiJson(api, "post", `/recruiters/shortlists/${shortlist.id}/recipients`, { client_contact_ids: [contact.id] });
  const mailed = new URL(await mailedLink(email, /\/shortlist\/[^/?]+\?token=/));

  // The recruiter's builder, open before anything is rated.
  const recruiterContext = await signedInContext(browser, origin, ADMIN.email, {
    viewport: { width: 1440, height: 1000 },
  });
  const builder = await recruiterContext.newPage();
  await builder.goto(`/recruiters/shortlists/${shortlist.id}`);
  await hydrated(builder);
  const row = builder
    .getByRole("grid", { name: "Ordem dos candidatos" })
    .getByRole("row")
    .filter({ hasText: candidate });
  await expect(row).toContainText("0 gostaram");
  await expect(builder.getByText("Enviada", { exact: true })).toBeVisible();
  await expect(builder.getByText("Nenhum comentário dos clientes ainda.")).toBeVisible();

  // The link holder, in a browser of their own, without scripts (the link's pages are documents).
  const linkContext = await browser.newContext({ baseURL: origin, locale: "pt-BR", javaScriptEnabled: false });
  const review = await linkContext.newPage();
  await review.goto(`${mailed.pathname}${mailed.search}`);
  await expect(review).toHaveURL(/\/shortlist\/[^?]+$/);
  const card = () => review.getByRole("list", { name: "Candidatos da shortlist" }).getByRole("listitem").first();
  await expect(card().getByRole("heading", { level: 3 })).toContainText(candidate);
  await card().getByRole("button", { name: "Gostei", exact: true }).click();
  await expect(card().getByRole("button", { name: "Você gostou", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await card().getByRole("textbox", { name: "Seu comentário" }).fill("Podemos conversar com ela na quinta?");
  await card().getByRole("button", { name: "Comentar", exact: true }).click();
  await expect(card().getByText("Podemos conversar com ela na quinta?")).toBeVisible();

  // The builder, never reloaded: the count, the status and the comment arrive.
  await expect(row).toContainText("1 gostou", { timeout: 20_000 });
  await expect(builder.getByText("Avaliada", { exact: true })).toBeVisible();
  const thread = builder.getByRole("region", { name: `Conversa com ${contact.name}` });
  await expect(thread.getByText("Podemos conversar com ela na quinta?")).toBeVisible({ timeout: 20_000 });

  // The recruiter answers in that thread; the link holder reads it.
  await thread.getByRole("textbox", { name: `Responder a ${contact.name}` }).fill("Sim: quinta às 15h.");
  await thread.getByRole("button", { name: "Responder", exact: true }).click();
  await expect(thread.getByRole("status")).toHaveText("Resposta enviada.");
  await expect(thread.getByText("Sim: quinta às 15h.")).toBeVisible();
  await review.reload();
  await expect(card().getByText("Sim: quinta às 15h.")).toBeVisible();
  await expect(card().getByText(/\(consultor\)/)).toBeVisible();

  await api.dispose();
  await linkContext.close();
  await recruiterContext.close();
});

test("a recruiter applies a template on the builder and saves the shortlist as one", async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await signedInApi(origin, ADMIN.email);
  const { job, applies } = await jobWithApplies(api, 2);
  const { shortlist } = await apiJson<{ shortlist: ShortlistAnswer }>(
    api,
    "post",
    `/recruiters/jobs/${job.id}/shortlists`,
    {
      shortlist: { name: "Modelo E2E", apply_ids: applies.map((apply) => apply.id) },
    },
  );
  const candidate = shortlist.items[0]?.candidate.name ?? "";
  await apiJson(api, "post", "/recruiters/shortlist_templates", {
    shortlist_template: { name: "Executivos E2E", presentation: "<p>Trajetória em finanças.</p>", show_cv: true },
  });

  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`/recruiters/shortlists/${shortlist.id}`);
  await hydrated(page);
  // The presentation is the rich-text editor once its part has loaded.
  const presentation = page.getByRole("textbox", { name: `Apresentação de ${candidate}` });
  await expect(presentation).toHaveAttribute("contenteditable", "true");
  await expect(presentation).toHaveText("");

  await page.getByRole("button", { name: /Modelo de shortlist$/ }).click();
  await page.getByRole("option", { name: "Executivos E2E" }).click();
  await page.getByRole("button", { name: "Aplicar modelo" }).click();
  await expect(page.getByText("Modelo Executivos E2E aplicado.")).toBeVisible();
  // The builder is drawn afresh: the field shows the template's text, and the CV switch is on.
  await expect(presentation).toHaveAttribute("contenteditable", "true");
  await expect(presentation.locator("p")).toHaveText("Trajetória em finanças.");
  await expect(page.getByRole("switch", { name: "Mostrar o currículo" }).first()).toBeChecked();

  await page.getByRole("textbox", { name: "Nome do novo modelo" }).fill("Copiado E2E");
  await page.getByRole("button", { name: "Salvar como modelo" }).click();
  await expect(page.getByText("Modelo Copiado E2E salvo.")).toBeVisible();
  const { records: saved } = await listRecords<{ id: number; name: string; presentation: string | null }>(
    api,
    "shortlist_templates",
    { order: { name: "asc" }, per_page: 100 },
  );
  expect(saved.find((template) => template.name === "Copiado E2E")?.presentation).toContain("Trajetória em finanças.");

  await api.dispose();
  await context.close();
});
