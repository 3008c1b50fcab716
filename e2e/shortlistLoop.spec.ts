/**
 * The shortlist loop end to end (spec §1–§4, §7): a recruiter builds a shortlist from the kanban of a job of the demo
 * client's company, orders it, presents a candidate and sends it to the demo client contact (portal) and to a contact without
 * an account (link); both mails arrive; the contact signs in at `/client_contacts/`, likes, dislikes with a reason,
 * stars and comments; the recruiter's bell grows live and the open builder shows the counts without a reload; the link holder rates by
 * link; the recruiter revokes that link and it shows "no longer available".
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { mailedLink } from "./support/mailConsole";
import { hydrated } from "./support/pages";
import {
  ADMIN,
  apiJson,
  DEMO_PASSWORD,
  jobWithApplies,
  listRecords,
  signedInApi,
  signedInContext,
  unreadCount,
} from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;
const DEMO_CLIENT = { email: "client@seleta.test", name: "Carolina Mendes" };

type Shortlist = {
  id: number;
  items: { apply_id: number; presentation: string | null; candidate: { name: string } }[];
};
type Contact = { id: number; name: string; email: string | null; way: "portal" | "link" };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The recruiter's notifications that link to shortlist `id` (a rating or a comment in it). */
async function notificationsOf(api: APIRequestContext, id: number): Promise<number> {
  const { tabs } = await apiJson<{ tabs: { notifications: { link?: string }[] }[] }>(
    api,
    "get",
    "/recruiters/notifications",
  );
  return tabs.flatMap((tab) => tab.notifications).filter((item) => item.link?.endsWith(`?shortlist=${id}`)).length;
}

/** A candidate's card on a review page, by name. */
const cardOf = (page: Page, name: string) =>
  page.getByRole("list", { name: "Candidatos da shortlist" }).getByRole("listitem").filter({ hasText: name });

test("a shortlist goes from the recruiter to a client contact and a link holder, and every answer comes back", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const api = await signedInApi(origin, ADMIN.email);
  // A job of the demo client's company with three applies now (other journeys change the data).
  const { records: clients } = await listRecords<{ id: number; client_company: number | { id: number } }>(
    api,
    "client_contacts",
    { where: { name: { contains: DEMO_CLIENT.name } }, per_page: 1 },
  );
  const company = clients[0]?.client_company;
  if (company === undefined) throw new Error("The demo client contact is in the demo data");
  const companyId = typeof company === "object" ? company.id : company;
  const { job } = await jobWithApplies(api, 3, { client_company: companyId });

  // The recruiter's tab, subscribed to the bell's channel before anything is sent.
  const recruiter = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1600, height: 1200 } });
  const page = await recruiter.newPage();
  const subscribed = page
    .waitForEvent("websocket", (socket) => socket.url().includes("/cable"))
    .then((socket) =>
      socket.waitForEvent("framereceived", (frame) => String(frame.payload).includes("confirm_subscription")),
    );

  // Built from the job's kanban: three cards picked, added to a new shortlist from the selection's dialog.
  await page.goto(`/recruiters/jobs/${job.id}/applies/kanban`);
  await hydrated(page);
  await subscribed;
  const toggles = page.getByRole("button", { name: /^Selecionar / });
  await expect(toggles.first()).toBeVisible();
  const labels = (await toggles.allTextContents()).map((text) => text.replace(/^Selecionar /, "").trim());
  const picked = [...new Set(labels.filter((name) => name !== "Candidato sem nome"))].slice(0, 3);
  expect(picked).toHaveLength(3);
  for (const name of picked) {
    await page
      .getByRole("button", { name: `Selecionar ${name}`, exact: true })
      .first()
      .click();
  }
  await page.getByRole("button", { name: "Adicionar à shortlist" }).click();
  const adding = page.getByRole("dialog", { name: "Adicionar à shortlist" });
  await adding.getByRole("radio", { name: "Nova shortlist" }).check({ force: true });
  await adding.getByRole("textbox", { name: "Nome da nova shortlist" }).fill("Ciclo E2E");
  await adding.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(adding.getByRole("status")).toContainText("A shortlist Ciclo E2E tem agora 3 candidatos.");
  await adding.getByRole("link", { name: "Abrir a shortlist" }).click();
  await expect(page).toHaveURL(/\/recruiters\/shortlists\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));
  const created = await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${id}`);
  const [firstName, secondName, thirdName] = created.shortlist.items.map((item) => item.candidate.name);
  if (!firstName || !secondName || !thirdName) throw new Error("The shortlist holds three candidates");
  const rows = page.getByRole("grid", { name: "Ordem dos candidatos" }).getByRole("row");
  await expect(rows).toHaveCount(3);

  // Ordered by keyboard: the first candidate goes one place down.
  await rows.first().focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(rows.first()).toContainText(secondName);
  await expect
    .poll(async () => (await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${id}`)).shortlist)
    .toMatchObject({ items: [{ candidate: { name: secondName } }, { candidate: { name: firstName } }, {}] });

  // A presentation, saved when the field loses the focus.
  const presentation = page.getByRole("textbox", { name: `Apresentação de ${secondName}` });
  await expect(presentation).toHaveAttribute("contenteditable", "true");
  await presentation.fill("Liderou a controladoria de um grupo listado.");
  await presentation.press("Tab");
  await expect
    .poll(async () => {
      const saved = await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${id}`);
      return saved.shortlist.items.find((item) => item.candidate.name === secondName)?.presentation ?? null;
    })
    .toBe("<p>Liderou a controladoria de um grupo listado.</p>");

  // Sent to the demo client (portal) and to a contact without an account (link).
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Enviar a shortlist" });
  const { contacts } = await apiJson<{ contacts: Contact[] }>(api, "get", `/recruiters/shortlists/${id}/recipients`);
  const outsider = contacts.find((contact) => contact.way === "link" && contact.email);
  if (!outsider?.email) throw new Error("The demo client's company has a contact without portal access");
  // react-aria's box is a visually hidden input under its label: checked where it is, without the pointer checks.
  await dialog.getByRole("checkbox", { name: new RegExp(`^${escaped(DEMO_CLIENT.name)} \\(`) }).check({ force: true });
  await dialog.getByRole("checkbox", { name: new RegExp(`^${escaped(outsider.name)} \\(`) }).check({ force: true });
  await dialog.getByRole("button", { name: "Enviar para 2 contatos" }).click();
  await expect(dialog).toBeHidden();
  const recipients = page.getByRole("table");
  await expect(recipients.getByRole("row")).toHaveCount(3);

  // Both mails arrive: the portal's link for the contact with an account, a token link for the other.
  const portalLink = await mailedLink(DEMO_CLIENT.email, /\/client_contacts\/shortlists\/[\w-]+$/);
  const tokenLink = await mailedLink(outsider.email, /\/shortlist\/[\w-]+\?token=/);
  const before = await unreadCount(page);

  // The contact signs in at /client_contacts/ on the way to the review, and answers.
  const client = await browser.newContext({ baseURL: origin, locale: "pt-BR" });
  const review = await client.newPage();
  await review.goto(new URL(portalLink).pathname);
  await expect(review).toHaveURL(/\/client_contacts\/\?redirect=/);
  await hydrated(review);
  await review.getByRole("textbox", { name: "E-mail" }).fill(DEMO_CLIENT.email);
  await review.getByRole("textbox", { name: "Senha", exact: true }).fill(DEMO_PASSWORD);
  await review.getByRole("button", { name: "Entrar" }).click();
  await expect(review).toHaveURL(new RegExp(`${escaped(new URL(portalLink).pathname)}$`));
  await expect(cardOf(review, secondName).getByText("Liderou a controladoria de um grupo listado.")).toBeVisible();

  await cardOf(review, secondName).getByRole("button", { name: "Gostei", exact: true }).click();
  await expect(cardOf(review, secondName).getByRole("button", { name: "Você gostou", exact: true })).toBeVisible();
  await cardOf(review, firstName)
    .getByRole("textbox", { name: "Por que não gostou?" })
    .fill("Pouca vivência no setor.");
  await cardOf(review, firstName).getByRole("button", { name: "Não gostei", exact: true }).click();
  await expect(cardOf(review, firstName).getByRole("button", { name: "Você não gostou", exact: true })).toBeVisible();
  await cardOf(review, thirdName).getByRole("button", { name: "★ Favoritar", exact: true }).click();
  await expect(
    cardOf(review, thirdName).getByRole("button", { name: "★ Remover dos favoritos", exact: true }),
  ).toBeVisible();
  await cardOf(review, secondName).getByRole("textbox", { name: "Seu comentário" }).fill("Podemos falar na quinta?");
  await cardOf(review, secondName).getByRole("button", { name: "Comentar", exact: true }).click();
  await expect(cardOf(review, secondName).getByText("Podemos falar na quinta?")).toBeVisible();

  // Four answers, four notifications linking to this shortlist, live on the recruiter's bell (a contact's first
  // access may add one of its own); the builder counts them.
  await expect.poll(() => unreadCount(page)).toBeGreaterThanOrEqual(before + 4);
  await expect.poll(() => notificationsOf(api, id)).toBe(4);
  // Without a reload: the push that lit the bell also refreshed the builder.
  await expect(rows.filter({ hasText: secondName })).toContainText("1 gostou");
  await expect(rows.filter({ hasText: firstName })).toContainText("1 não gostou");
  await expect(rows.filter({ hasText: thirdName })).toContainText("1 favorito");

  // The link holder rates by link, without an account.
  const holder = await browser.newContext({ baseURL: origin, locale: "pt-BR", javaScriptEnabled: false });
  const byLink = await holder.newPage();
  await byLink.goto(new URL(tokenLink).pathname + new URL(tokenLink).search);
  await expect(byLink).not.toHaveURL(/token=/);
  await cardOf(byLink, thirdName).getByRole("button", { name: "Gostei", exact: true }).click();
  await expect(cardOf(byLink, thirdName).getByRole("button", { name: "Você gostou", exact: true })).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBeGreaterThanOrEqual(before + 5);
  await expect.poll(() => notificationsOf(api, id)).toBe(5);

  // The recruiter revokes the link: it stops at once.
  const outsiderRow = recipients.getByRole("row").filter({ hasText: outsider.name });
  await outsiderRow.getByRole("button", { name: "Revogar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revogar" }).click();
  await expect(outsiderRow).toContainText("Revogado em");
  const closed = await byLink.reload();
  expect(closed?.status()).toBe(404);
  await expect(byLink.getByRole("heading", { level: 1, name: "Este link não está mais disponível" })).toBeVisible();

  await Promise.all([holder.close(), client.close(), recruiter.close(), api.dispose()]);
});
