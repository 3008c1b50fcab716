/**
 * Runs before the e2e server (playwright.config.ts's webServer command), on the same DATA_DIR: migrates, seeds the
 * demo, and adds three business configurations besides the demo's (businessConfigs.json; Chromium resolves every
 * `*.localhost` to loopback). The server then finds the demo already seeded.
 * - `configured`: a business's own domain with its own primary colour and title, and a logo that does not load;
 * - `unservable`: stored data the API cannot serve (custom_labels must be a map), so the configuration call fails;
 * - `unusable`: served, but a colour and a logo that are not, and the group's default name as title.
 * It also prepares the recruiters (accounts.json): the accounts the journeys use get an e-mail signature, so the
 * first-signature dialog (due for a recruiter without one) never opens over what a journey is doing; and a recruiter
 * of its own, a copy of recruiter@seleta.test without a signature, is the one the dialog's own test signs in as.
 * A candidate of its own (accounts.json `privacyCandidate`, registration complete) is the one the privacy journey
 * erases, so no other journey loses the demo candidate.
 * The shortlist journey's links (shortlist-links.json in the data dir): two outside reviewers of a sent shortlist of
 * the demo, one whose link works and one whose link is revoked, with their tokens (the database keeps only hashes).
 * Uses the API's own build (`apps/api/dist`), so the database is opened exactly as the server opens it.
 */
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig, migrateDatabase, openDatabase, schema, seedDemo } from "../apps/api/dist/index.js";
import accounts from "./accounts.json" with { type: "json" };
import configs from "./businessConfigs.json" with { type: "json" };

const { configured: CONFIGURED, unservable: UNSERVABLE, unusable: UNUSABLE } = configs;

/** A signature as the editor would store it (sanitised HTML); what it says does not matter to the tests. */
const JOURNEY_SIGNATURE = "<p><strong>Equipe Seleta</strong><br>Assinatura de teste</p>";

/** One parameterised statement on either driver (PGlite or node-postgres): its rows. */
async function query(db, text, params) {
  const client = db.driver.kind === "pglite" ? db.driver.client : db.driver.pool;
  return (await client.query(text, params)).rows;
}

/**
 * Two outside reviewers of the demo's first sent shortlist with candidates, their tokens written to
 * `shortlist-links.json` for the journey (stored as SHA-256, as `createShortlistReviewer` does); the second revoked.
 */
async function prepareShortlistLinks(db, dataDir) {
  const [shortlist] = await query(
    db,
    `select s.id, s.business_id from shortlists s
      where s.sent_at is not null and exists (select 1 from shortlist_items i where i.shortlist_id = s.id)
      order by s.id limit 1`,
    [],
  );
  if (!shortlist) throw new Error("The demo has no sent shortlist with candidates");
  const links = {};
  for (const [key, name, revoked] of [
    ["open", "Conselheira do Cliente", false],
    ["revoked", "Link revogado", true],
  ]) {
    const uid = randomBytes(12).toString("base64url");
    const token = randomBytes(32).toString("base64url");
    await query(
      db,
      `insert into shortlist_relationships (business_id, uid, shortlist_id, name, token_hash, sent_at, revoked_at)
       values ($1, $2, $3, $4, $5, now(), case when $6 then now() else null end)`,
      [shortlist.business_id, uid, shortlist.id, name, createHash("sha256").update(token).digest("hex"), revoked],
    );
    links[key] = { uid, token };
  }
  writeFileSync(join(dataDir, "shortlist-links.json"), JSON.stringify(links));
}

async function prepareRecruiters(db) {
  const journeyEmails = [accounts.admin.email, accounts.recruiter.email];
  const signed = await query(db, "update recruiters set signature = $1 where email = any($2) returning id", [
    JOURNEY_SIGNATURE,
    journeyEmails,
  ]);
  if (signed.length !== journeyEmails.length) throw new Error(`Not every journey account exists: ${journeyEmails}`);

  await copyRecruiter(db, accounts.withoutSignature, null);
  await copyRecruiter(db, accounts.lockoutRecruiter, JOURNEY_SIGNATURE);
}

/**
 * The same account, role and businesses as recruiter@seleta.test (so the same demo password signs it in), but a
 * name and e-mail of its own, and `signature`. Run again on a prepared data dir, it finds the copy and stops.
 */
async function copyRecruiter(db, { email, name }, signature) {
  if ((await query(db, "select 1 from accounts where email = $1", [email])).length > 0) return;
  const [account] = await query(
    db,
    `insert into accounts (email, name, strategy, business_id, password_hash, confirmed_at)
     select $1, $2, strategy, business_id, password_hash, confirmed_at from accounts where email = $3
     returning id`,
    [email, name, accounts.recruiter.email],
  );
  if (!account) throw new Error(`No account ${accounts.recruiter.email} to copy`);
  const [recruiter] = await query(
    db,
    `insert into recruiters (name, email, title, phone, role_id, is_admin, business_unit, active,
                             logged_in_with_microsoft, account_id, signature, current_business_id)
     select $1, $2, title, phone, role_id, is_admin, business_unit, active,
            logged_in_with_microsoft, $3, $5, current_business_id
       from recruiters where email = $4
     returning id`,
    [name, email, account.id, accounts.recruiter.email, signature],
  );
  if (!recruiter) throw new Error(`No recruiter ${accounts.recruiter.email} to copy`);
  await query(
    db,
    `insert into recruiters_businesses (record_id, related_id)
     select $1, related_id from recruiters_businesses
      where record_id = (select id from recruiters where email = $2)`,
    [recruiter.id, accounts.recruiter.email],
  );
}

/**
 * A new account like `model`'s (strategy, business, password, confirmation) under `email`; undefined when one with
 * that e-mail exists already (the data dir was prepared before).
 */
async function copyAccount(db, { email, name }, model) {
  if ((await query(db, "select 1 from accounts where email = $1", [email])).length > 0) return undefined;
  const [account] = await query(
    db,
    `insert into accounts (email, name, strategy, business_id, password_hash, confirmed_at)
     select $1, $2, strategy, business_id, password_hash, confirmed_at from accounts where email = $3
     returning id`,
    [email, name, model],
  );
  if (!account) throw new Error(`No account ${model} to copy`);
  return account;
}

/** A confirmed, complete candidate with the demo password, in the demo candidate's business. */
async function copyCandidate(db, { email, name }) {
  const account = await copyAccount(db, { email, name }, "candidate@seleta.test");
  if (!account) return;
  await query(
    db,
    `insert into candidates (business_id, name, email, status, confirmed, completed_register, account_id, cpf,
                             mobile_phone, city, self_introduction, last_activity_at)
     select business_id, $1, $2, status, true, true, $3, '52998224725', '+5511988887777', 'Campinas',
            'Analista de dados em busca de novos desafios.', now()
       from candidates where email = $4`,
    [name, email, account.id, "candidate@seleta.test"],
  );
}

/**
 * A client contact with the demo password: a demo contact of the same business as client@seleta.test that has no
 * account yet gets one of its own.
 */
async function copyClientContact(db, { email, name }) {
  const account = await copyAccount(db, { email, name }, "client@seleta.test");
  if (!account) return;
  const contacts = await query(
    db,
    `update client_contacts set account_id = $1
      where id = (select id from client_contacts
                   where account_id is null and portal_access is not false and active is not false
                     and business_id = (select business_id from client_contacts where email = $2)
                   order by id limit 1)
     returning id`,
    [account.id, "client@seleta.test"],
  );
  if (contacts.length !== 1) throw new Error("No demo client contact without an account");
}

const config = loadConfig(process.env);
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await migrateDatabase(db);
  await seedDemo(db, { allowPostgres: true });
  const [business] = await db.drizzle
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .orderBy(schema.businesses.id)
    .limit(1);
  if (!business) throw new Error("The demo seed wrote no business");
  const base = { business_id: business.id, custom_labels: {}, social_credentials: {}, rules: {} };
  await db.drizzle
    .insert(schema.site_configs)
    .values([
      {
        ...base,
        domain: CONFIGURED.domain,
        title: CONFIGURED.title,
        logo_url: CONFIGURED.logo_url,
        colors: { light: { primary: CONFIGURED.primary }, dark: { primary: CONFIGURED.primary } },
      },
      { ...base, domain: UNSERVABLE.domain, title: "Never shown", custom_labels: ["not", "a", "map"] },
      {
        ...base,
        domain: UNUSABLE.domain,
        title: UNUSABLE.title,
        logo_url: UNUSABLE.logo_url,
        colors: { light: { primary: UNUSABLE.primary } },
      },
    ])
    .onConflictDoNothing();
  await prepareRecruiters(db);
  await prepareShortlistLinks(db, config.dataDir);
  // The privacy journey erases its candidate; the lockout journey locks its accounts out for strangers; the client
  // portal's journey changes its contact's password.
  await copyCandidate(db, accounts.privacyCandidate);
  await copyCandidate(db, accounts.lockoutCandidate);
  await copyClientContact(db, accounts.lockoutClientContact);
  await copyClientContact(db, accounts.forgetfulClientContact);
  // A run on a data dir prepared before starts as a fresh one would: no lockout, no browser known to any account.
  await query(db, "delete from sign_in_throttles", []);
  await query(db, "delete from trusted_devices", []);
} finally {
  await db.close();
}
