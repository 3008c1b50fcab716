/**
 * An interview's invitation and its cancellation: a recruiter schedules an interview with a client's contact taking
 * part (through the API, as the form writes it); the contact's invitation is mailed (the console, without SMTP); the
 * interview's page hands the calendar file, which a calendar program reads at the interview's local hour in São
 * Paulo's time zone; the recruiter cancels it there with a reason, the contact is mailed again, and the file is now
 * the cancellation. The interview is this test's own: no other journey's data changes.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { mailedLink, mailsTo } from "./support/mailConsole";
import { hydrated, seriousViolations, settled } from "./support/pages";
import { ADMIN, apiJson, firstRecord, jobWithApplies, signedInApi, signedInContext } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

/** A downloaded calendar file as a calendar program reads it. */
function calendarOf(path: string) {
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(path, "utf8")));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
  return { method: calendar.getFirstPropertyValue("method"), event };
}

test("an interview's invitation reads at its local hour, and its cancellation reaches those invited", async ({
  browser,
}) => {
  const api = await signedInApi(origin, ADMIN.email);
  const { applies } = await jobWithApplies(api, 1);
  const apply = (
    await apiJson<{ apply: { id: number; candidate: number; job: number } }>(
      api,
      "get",
      `/recruiters/applies/${applies[0]?.id}`,
    )
  ).apply;
  const contact = await firstRecord<{ id: number; email: string }>(api, "client_contacts", {
    where: { email: { null: false } },
  });
  // Next year's 10 March, 13:00 UTC: 10:00 in São Paulo.
  const year = new Date().getUTCFullYear() + 1;
  const created = await apiJson<{ interview: { id: number } }>(api, "post", "/recruiters/interviews", {
    interview: {
      apply: apply.id,
      candidate: apply.candidate,
      job: apply.job,
      status: 2,
      scheduled_at: `${year}-03-10T13:00:00.000Z`,
      duration_minutes: 45,
      meeting_url: "https://meet.example.com/entrevista-e2e",
      client_contacts: [contact.id],
    },
  });
  const id = created.interview.id;
  await mailedLink(contact.email, /meet\.example\.com\/entrevista-e2e/);

  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`/recruiters/interviews/${id}`);
  await hydrated(page);

  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Adicionar à agenda (.ics)" }).click(),
    ]);
    return calendarOf(await file.path());
  };
  const invitation = await download();
  expect(invitation.method).toBe("REQUEST");
  expect(invitation.event.startDate.zone?.tzid).toBe("America/Sao_Paulo");
  expect([invitation.event.startDate.hour, invitation.event.startDate.minute]).toEqual([10, 0]);
  expect(invitation.event.endDate.toJSDate().toISOString()).toBe(`${year}-03-10T13:45:00.000Z`);
  expect(invitation.event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toContain(
    `mailto:${contact.email.toLowerCase()}`,
  );

  const mailsBefore = mailsTo(contact.email);
  await page.getByRole("button", { name: "Cancelar entrevista" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancelar entrevista" });
  await dialog.getByRole("button", { name: "Cancelar entrevista" }).click();
  await expect(dialog.getByText("Diga por que está cancelando.")).toBeVisible();
  await dialog.getByRole("textbox", { name: /Motivo do cancelamento/ }).fill("O cliente adiou o processo.");
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancelar entrevista" }).click();
  await expect(page.getByText("Cancelamento registrado.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Cancelled once: the page no longer offers it, and shows why.
  await expect(page.getByRole("button", { name: "Cancelar entrevista" })).toHaveCount(0);
  await expect(page.getByText("O cliente adiou o processo.")).toBeVisible();
  await expect(() => expect(mailsTo(contact.email)).toBe(mailsBefore + 1)).toPass({ timeout: 15_000 });

  const cancellation = await download();
  expect([cancellation.method, cancellation.event.sequence]).toEqual(["CANCEL", 1]);
  await context.close();
});
