/**
 * The public site's content reads (`/api/v1/public/…`): the host's business only, published rows only, the
 * visitor's language with pt-BR where a business has nothing in theirs, 404 for what is not there to see, lenient
 * query values, and answers a CDN may keep (public, by Host and Accept-Language, no cookie).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { DEFAULT_DATABASE } from "./support/databases";
import { insert } from "./support/fixtures";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const PT = 1;
const EN = 2;
const KIND = { publication: 1, insight: 2, research: 3, media: 4 } as const;

const EXECUTIVE = { host: "localhost" };
const TECH = { host: "tech.localhost" };
const ENGLISH = { "accept-language": "en-US,en;q=0.9" };

describe.each(DEFAULT_DATABASE)("public content on %s", (kind) => {
  let context: SignedInWorld;
  const get = (path: string, headers: Record<string, string> = {}) =>
    context.call("GET", path, { headers: { ...EXECUTIVE, ...headers } });

  beforeAll(async () => {
    context = await signedInWorld(kind, "public-content");
    const db = context.server.db;
    const { business, otherBusiness } = context.world;
    const publication = (values: Record<string, unknown>) =>
      insert(db, schema.publications, {
        kind: KIND.publication,
        locale: PT,
        published: true,
        published_at: inDays(-10),
        ...values,
      });
    await publication({ business_id: business, uid: "exec-pub-pt", title: "Liderança em 2026" });
    await publication({ business_id: business, uid: "exec-pub-en", title: "Leadership in 2026", locale: EN });
    await publication({ business_id: business, uid: "exec-draft", title: "Rascunho secreto", published: false });
    await publication({ business_id: business, uid: "exec-later", title: "Agendada", published_at: inDays(5) });
    await publication({
      business_id: business,
      uid: "exec-insight",
      kind: KIND.insight,
      title: "O mercado de CFOs",
      published_at: inDays(-2),
    });
    await publication({
      business_id: business,
      uid: "exec-media",
      kind: KIND.media,
      title: "Seleta no Valor",
      outlet: "Valor Econômico",
      external_url: "https://valor.example/seleta",
    });
    await publication({ business_id: otherBusiness, uid: "tech-pub", title: "Times de dados" });

    const event = (values: Record<string, unknown>) =>
      insert(db, schema.c_talks_events, { locale: PT, published: true, ...values });
    await event({
      business_id: business,
      uid: "exec-event-next",
      title: "C-talks: Conselhos",
      starts_at: inDays(10),
      location: "São Paulo",
      online_url: "https://stream.example/secret",
    });
    await event({ business_id: business, uid: "exec-event-past", title: "C-talks: ESG", starts_at: inDays(-30) });
    await event({
      business_id: business,
      uid: "exec-event-draft",
      title: "Rascunho",
      starts_at: inDays(3),
      published: false,
    });
    await event({ business_id: otherBusiness, uid: "tech-event", title: "Tech talks", starts_at: inDays(7) });

    await insert(db, schema.courses, {
      business_id: business,
      uid: "exec-course",
      title: "Governança para conselheiros",
      description: "<p>Seis encontros.</p><script>alert(1)</script>",
      locale: PT,
      published: true,
      starts_at: inDays(20),
    });
    await insert(db, schema.courses, {
      business_id: otherBusiness,
      uid: "tech-course",
      title: "Dados",
      published: true,
    });

    await insert(db, schema.solutions, {
      business_id: business,
      title: "Executive search",
      locale: PT,
      published: true,
      position: 1,
    });
    await insert(db, schema.solutions, {
      business_id: business,
      title: "Solução oculta",
      locale: PT,
      published: false,
    });
    await insert(db, schema.solutions, {
      business_id: otherBusiness,
      title: "Tech hiring",
      locale: PT,
      published: true,
    });
    await insert(db, schema.milestones, {
      business_id: business,
      year: 2001,
      title: "Fundação",
      locale: PT,
      published: true,
    });
    await insert(db, schema.milestones, {
      business_id: business,
      year: 2001,
      title: "Founded",
      locale: EN,
      published: true,
    });

    await insert(db, schema.category_sectors, {
      name: "Engenharia",
      name_en: "Engineering",
      slug: "engenharia",
      description: "<p>Obras e indústria.</p>",
      description_en: "<p>Construction and industry.</p>",
      position: 1,
    });
    await insert(db, schema.category_sectors, { name: "Jurídico", slug: "juridico", position: 2 });
    await insert(db, schema.category_sectors, { name: "Sem página" });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("shows each host its own business's content only", async () => {
    const executive = (await get("/public/home")).json();
    const tech = (await get("/public/home", TECH)).json();
    expect(executive.publications.map((p: { uid: string }) => p.uid)).toEqual(["exec-insight", "exec-pub-pt"]);
    expect(tech.publications.map((p: { uid: string }) => p.uid)).toEqual(["tech-pub"]);
    expect(executive.events.map((e: { uid: string }) => e.uid)).toEqual(["exec-event-next"]);
    expect(tech.events.map((e: { uid: string }) => e.uid)).toEqual(["tech-event"]);
    expect(executive.solutions.map((s: { title: string }) => s.title)).toEqual(["Executive search"]);
    expect(tech.solutions.map((s: { title: string }) => s.title)).toEqual(["Tech hiring"]);
    expect((await get("/public/courses/tech-course")).statusCode).toBe(404);
    expect((await get("/public/events/tech-event")).statusCode).toBe(404);
    expect((await get("/public/courses/tech-course", TECH)).statusCode).toBe(200);
  });

  it("never serves unpublished or scheduled rows", async () => {
    const all = (await get("/public/publications?kind=publication")).json();
    expect(all.publications.map((p: { title: string }) => p.title)).toEqual(["Liderança em 2026"]);
    expect((await get("/public/events/exec-event-draft")).statusCode).toBe(404);
    const solutions = (await get("/public/solutions")).json();
    expect(solutions.items.map((s: { title: string }) => s.title)).toEqual(["Executive search"]);
    const body = JSON.stringify((await get("/public/home")).json());
    expect(body).not.toContain("Rascunho");
    expect(body).not.toContain("Agendada");
  });

  it("answers in the visitor's language, falling back to pt-BR where the business has none in it", async () => {
    const english = (await get("/public/publications?kind=publication", ENGLISH)).json();
    expect(english.locale).toBe("en");
    expect(english.publications.map((p: { title: string }) => p.title)).toEqual(["Leadership in 2026"]);
    // No insight in English: the pt-BR ones, and the answer says which language they are in.
    const insights = (await get("/public/publications?kind=insights", ENGLISH)).json();
    expect(insights.locale).toBe("pt-BR");
    expect(insights.publications.map((p: { title: string }) => p.title)).toEqual(["O mercado de CFOs"]);
    const milestones = (await get("/public/milestones", ENGLISH)).json();
    expect(milestones.milestones.map((m: { title: string }) => m.title)).toEqual(["Founded"]);
    const areas = (await get("/public/specialties", ENGLISH)).json();
    expect(areas.areas).toEqual([
      { slug: "engenharia", name: "Engineering", summary: "Construction and industry.", image: null },
      { slug: "juridico", name: "Jurídico", summary: "", image: null },
    ]);
    expect((await get("/public/specialties/engenharia")).json().name).toBe("Engenharia");
  });

  it("splits events into upcoming and past, and keeps the stream link private", async () => {
    const upcoming = (await get("/public/events?when=upcoming")).json();
    const past = (await get("/public/events?when=past")).json();
    expect(upcoming.events.map((e: { uid: string }) => e.uid)).toEqual(["exec-event-next"]);
    expect(past.events.map((e: { uid: string }) => e.uid)).toEqual(["exec-event-past"]);
    const event = await get("/public/events/exec-event-next");
    expect(event.json()).toMatchObject({ slug: "c-talks-conselhos", online: true, location: "São Paulo" });
    expect(event.body).not.toContain("stream.example");
  });

  it("serves a course's description sanitised", async () => {
    const course = (await get("/public/courses/exec-course")).json();
    expect(course.description_html).toBe("<p>Seis encontros.</p>");
  });

  it("answers 404 for an unknown uid or slug", async () => {
    for (const path of ["/public/events/nope", "/public/courses/nope", "/public/specialties/nope"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe("not_found");
      // Absent is the same answer for everyone too: kept as briefly as a list, so a page published later shows.
      expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    }
  });

  it("reads mistyped query values as the first page, never an error", async () => {
    for (const query of ["page=-1", "page=abc", "page=99999999999", "kind=bogus", "page=1&page=2", "when=later"]) {
      const path = query.startsWith("when") ? `/public/events?${query}` : `/public/publications?${query}`;
      const response = await get(path);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().page, query).toBe(1);
    }
    const beyond = (await get("/public/publications?page=50")).json();
    expect(beyond).toMatchObject({ page: 50, publications: [], has_more: false });
  });

  it("pages a list and says when there is more", async () => {
    const db = context.server.db;
    for (let index = 0; index < 10; index += 1) {
      await insert(db, schema.publications, {
        business_id: context.world.otherBusiness,
        uid: `tech-many-${index}`,
        kind: KIND.research,
        title: `Pesquisa ${index}`,
        locale: PT,
        published: true,
        published_at: inDays(-index),
      });
    }
    const first = (await get("/public/publications?kind=research", TECH)).json();
    const second = (await get("/public/publications?kind=research&page=2", TECH)).json();
    expect(first).toMatchObject({ total: 10, has_more: true, per_page: 9 });
    expect(first.publications[0].title).toBe("Pesquisa 0");
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.publications.map((p: { title: string }) => p.title)).toEqual(["Pesquisa 9"]);
  });

  it("lets a CDN keep the answers by host and language, without cookies", async () => {
    for (const path of [
      "/public/home",
      "/public/publications",
      "/public/events/exec-event-next",
      "/public/milestones",
    ]) {
      const response = await get(path, { cookie: "i18n_redirected=en" });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
      expect(response.headers.vary).toContain("Host, Accept-Language");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    // The language comes from Accept-Language only, so the answer does not vary by cookie.
    const withCookie = (await get("/public/publications?kind=publication", { cookie: "i18n_redirected=en" })).json();
    expect(withCookie.locale).toBe("pt-BR");
  });

  it("gives a course an administrator creates an unguessable public uid", async () => {
    const created = await context.call("POST", "/recruiters/administrator/courses", {
      token: context.tokens.admin,
      body: { course: { title: "Curso novo", published: true } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { uid } = created.json().course as { uid: string };
    expect(uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const served = await get(`/public/courses/${uid}`);
    expect(served.statusCode).toBe(200);
    expect(served.json().title).toBe("Curso novo");
  });
});
