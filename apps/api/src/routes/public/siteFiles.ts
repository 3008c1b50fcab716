/**
 * `/sitemap.xml` and `/robots.txt` per brand host, answered by the API server before the web app's catch-all.
 * Links are built on the host's configured public origin (a host nobody configured gets the default brand's), and
 * the sitemap lists the public jobs of the host's business only.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { businessForHost } from "../../business/tenancy";
import type { Database } from "../../db/client";
import { COMPRESSION_THRESHOLD_BYTES, compressBody, preferredEncoding, withVary } from "../../edge/delivery";
import { requestPublicOrigin } from "../../edge/publicOrigins";
import { robotsTxt } from "../../publicSite/robots";
import { sitemapUrls, sitemapXml } from "../../publicSite/sitemap";

/**
 * Crawlers read these rarely and a job's page is on the job board at once: ten minutes fresh, an hour stale while
 * revalidating. The same for everyone asking a host: `Vary: Host`, and nothing personal.
 */
export const PUBLIC_SITE_FILE_CACHE_CONTROL = "public, max-age=600, stale-while-revalidate=3600";

/** Sends a text body compressed when the client accepts it and it is worth it (a sitemap lists thousands of jobs). */
async function sendText(request: FastifyRequest, reply: FastifyReply, type: string, text: string) {
  reply
    .type(type)
    .header("cache-control", PUBLIC_SITE_FILE_CACHE_CONTROL)
    .header("vary", withVary(reply.getHeader("vary"), "Host", "Accept-Encoding"));
  const body = Buffer.from(text, "utf8");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding || body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(body);
  return reply.header("content-encoding", encoding).send(await compressBody(body, encoding));
}

export const publicSiteRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) =>
    sendText(request, reply, "text/plain; charset=utf-8", robotsTxt(await requestPublicOrigin(request))),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const [businessId, origin] = await Promise.all([businessForHost(db, request.host), requestPublicOrigin(request)]);
    const urls = businessId === undefined ? [] : await sitemapUrls(db, businessId, origin);
    return sendText(request, reply, "application/xml; charset=utf-8", sitemapXml(urls));
  });
};
