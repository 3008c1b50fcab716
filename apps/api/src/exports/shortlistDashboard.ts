/**
 * The shortlist dashboard's files (shortlists/dashboard.ts reads what goes in them), in the recruiter's language:
 *
 * - XLSX: a sheet of candidates in the recruiter's order (position, candidate, current role and company, stage,
 *   likes, dislikes, stars, comments, then one column per reviewer with their rating and reason) and a sheet of
 *   every comment (reviewer, candidate, date, who wrote it, text). Streamed through the workbook writer; every text
 *   is neutralised against formulas.
 * - PDF (pdfkit, A4 landscape): the title, the job, the date, the same table with each candidate's ratings as a line
 *   of reviewer and rating, then the comments. Written as it is drawn: pdfkit hands each finished page on.
 *
 * The PDF uses pdfkit's built-in Helvetica, whose WinAnsi encoding holds Portuguese's letters (ç, ã, é…); a character
 * outside it loses its accent when it has one (ł stays ?, ź becomes z) rather than printing as another glyph.
 */
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { applyStages, catalogueLabel, type Locale } from "@seleta/domain";
import PDFDocument from "pdfkit";
import type { Database } from "../db/client";
import {
  type DashboardComment,
  type DashboardRating,
  type DashboardReviewer,
  type DashboardRow,
  type DashboardSubject,
  dashboardCandidateCount,
  dashboardReviewers,
  forEachDashboardCommentPage,
  forEachDashboardPage,
} from "../shortlists/dashboard";
import type { Cell } from "./columns";
import { dateTimeText } from "./columns";
import { neutralise } from "./neutralise";
import { openWorkbookWriter } from "./writers";

export type DashboardFormat = "xlsx" | "pdf";

export const DASHBOARD_CONTENT_TYPES: Record<DashboardFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** The file's name before its date and id: the shortlist's or the job's title, as a plain ASCII slug. */
export function dashboardFileStem(subject: DashboardSubject): string {
  const slug = (subject.shortlistName ?? subject.job.title)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `shortlist-${slug || "dashboard"}`;
}

const TEXTS = {
  "pt-BR": {
    title: "Painel da shortlist",
    jobTitle: "Painel das shortlists da vaga",
    job: "Vaga",
    generated: "Gerado em",
    candidatesSheet: "Candidatos",
    commentsSheet: "Comentários",
    shortlist: "Shortlist",
    position: "Posição",
    candidate: "Candidato",
    role: "Cargo atual",
    company: "Empresa atual",
    stage: "Etapa",
    likes: "Curtidas",
    dislikes: "Não curtidas",
    stars: "Favoritos",
    comments: "Comentários",
    ratings: "Avaliações",
    reviewer: "Revisor",
    date: "Data",
    author: "Autor",
    by: "Escrito por",
    byRecruiter: "Recrutador",
    byReviewer: "Revisor",
    text: "Texto",
    like: "Gostou",
    dislike: "Não gostou",
    star: "Favorito",
    none: "Sem candidatos.",
    noComments: "Sem comentários.",
  },
  en: {
    title: "Shortlist dashboard",
    jobTitle: "Dashboard of the job's shortlists",
    job: "Job",
    generated: "Generated on",
    candidatesSheet: "Candidates",
    commentsSheet: "Comments",
    shortlist: "Shortlist",
    position: "Position",
    candidate: "Candidate",
    role: "Current role",
    company: "Current company",
    stage: "Stage",
    likes: "Likes",
    dislikes: "Dislikes",
    stars: "Stars",
    comments: "Comments",
    ratings: "Ratings",
    reviewer: "Reviewer",
    date: "Date",
    author: "Author",
    by: "Written by",
    byRecruiter: "Recruiter",
    byReviewer: "Reviewer",
    text: "Text",
    like: "Liked",
    dislike: "Disliked",
    star: "Starred",
    none: "No candidates.",
    noComments: "No comments.",
  },
} as const satisfies Record<Locale, Record<string, string>>;

type Texts = (typeof TEXTS)[Locale];

/** A reviewer's heading: their name, or "Reviewer n" in the order they were given access. */
function reviewerNames(reviewers: readonly DashboardReviewer[], texts: Texts): Map<string, string> {
  return new Map(reviewers.map((reviewer, index) => [reviewer.key, reviewer.name ?? `${texts.reviewer} ${index + 1}`]));
}

/** A reviewer's rating of a candidate as one text: "Não gostou, Favorito: reason". */
export function ratingText(rating: DashboardRating | undefined, texts: Texts): string | null {
  if (!rating) return null;
  const marks = [
    ...(rating.like === null ? [] : [rating.like ? texts.like : texts.dislike]),
    ...(rating.star ? [texts.star] : []),
  ];
  if (marks.length === 0 && !rating.reason) return null;
  return rating.reason ? `${marks.join(", ")}: ${rating.reason}` : marks.join(", ");
}

const stageText = (stage: number | null, locale: Locale) =>
  stage === null ? null : catalogueLabel(applyStages, stage, locale);

const textCell = (value: string | null | undefined): Cell => (value ? neutralise(value) : null);

/**
 * Writes the dashboard to `path`; `onProgress(done, total)` after each page of candidates, `checkpoint` before each
 * page (it throws to stop).
 */
export async function writeShortlistDashboard(
  db: Database,
  subject: DashboardSubject,
  format: DashboardFormat,
  locale: Locale,
  path: string,
  onProgress: (done: number, total: number) => Promise<void>,
  checkpoint: () => void,
): Promise<void> {
  const ids = subject.shortlists.map((shortlist) => shortlist.id);
  const [reviewers, total] = await Promise.all([
    dashboardReviewers(db, subject.businessId, ids),
    dashboardCandidateCount(db, subject.businessId, ids),
  ]);
  const context = { db, subject, locale, reviewers, total, onProgress, checkpoint };
  return format === "pdf" ? writePdf(context, path) : writeXlsx(context, path);
}

type Context = {
  db: Database;
  subject: DashboardSubject;
  locale: Locale;
  reviewers: DashboardReviewer[];
  total: number;
  onProgress: (done: number, total: number) => Promise<void>;
  checkpoint: () => void;
};

/** Every candidate row of the subject's shortlists, in order, a page at a time. */
async function eachRowPage(context: Context, write: (rows: DashboardRow[]) => Promise<void>): Promise<void> {
  let done = 0;
  for (const shortlist of context.subject.shortlists) {
    context.checkpoint();
    await forEachDashboardPage(context.db, context.subject.businessId, shortlist, async (rows) => {
      context.checkpoint();
      await write(rows);
      done += rows.length;
      await context.onProgress(done, context.total);
    });
  }
}

async function eachCommentPage(
  context: Context,
  write: (comments: DashboardComment[]) => Promise<void>,
): Promise<void> {
  for (const shortlist of context.subject.shortlists) {
    context.checkpoint();
    await forEachDashboardCommentPage(context.db, context.subject.businessId, shortlist, write);
  }
}

// --- XLSX ----------------------------------------------------------------------------------------------------

async function writeXlsx(context: Context, path: string): Promise<void> {
  const texts = TEXTS[context.locale];
  const byJob = context.subject.shortlistName === null;
  const names = reviewerNames(context.reviewers, texts);
  const workbook = await openWorkbookWriter(path, [texts.candidatesSheet, texts.commentsSheet]);
  try {
    await workbook.sheet([
      ...(byJob ? [texts.shortlist] : []),
      texts.position,
      texts.candidate,
      texts.role,
      texts.company,
      texts.stage,
      texts.likes,
      texts.dislikes,
      texts.stars,
      texts.comments,
      ...context.reviewers.map((reviewer) => neutralise(names.get(reviewer.key) as string)),
    ]);
    await eachRowPage(context, async (rows) => {
      for (const row of rows) {
        const pending = workbook.write([
          ...(byJob ? [textCell(row.shortlist.name)] : []),
          row.position,
          textCell(row.candidate.name),
          textCell(row.candidate.role),
          textCell(row.candidate.company),
          textCell(stageText(row.stage, context.locale)),
          row.likes,
          row.dislikes,
          row.stars,
          row.comments,
          ...context.reviewers.map((reviewer) => textCell(ratingText(row.ratings.get(reviewer.key), texts))),
        ]);
        if (pending) await pending;
      }
    });
    await workbook.sheet([
      ...(byJob ? [texts.shortlist] : []),
      texts.reviewer,
      texts.candidate,
      texts.date,
      texts.author,
      texts.by,
      texts.text,
    ]);
    await eachCommentPage(context, async (comments) => {
      for (const comment of comments) {
        const pending = workbook.write([
          ...(byJob ? [textCell(comment.shortlist.name)] : []),
          textCell(comment.reviewer),
          textCell(comment.candidate),
          dateTimeText(comment.created_at),
          textCell(comment.author),
          comment.by_recruiter ? texts.byRecruiter : texts.byReviewer,
          textCell(comment.body),
        ]);
        if (pending) await pending;
      }
    });
    await workbook.close();
  } catch (error) {
    await workbook.abort();
    throw error;
  }
}

// --- PDF -----------------------------------------------------------------------------------------------------

/** Windows-1252's characters above Latin-1's ASCII and beside its upper half: what Helvetica's encoding prints. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function printable(char: string): boolean {
  const code = char.codePointAt(0) as number;
  return char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * The text as pdfkit's standard fonts can print it: a character outside WinAnsi without its accent if that makes it
 * printable, else "?"; other control characters dropped.
 */
export function winAnsiText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/\r\n?/g, "\n")) {
    if (printable(char)) {
      out += char;
      continue;
    }
    const code = char.codePointAt(0) as number;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
    out += bare.length > 0 && [...bare].every(printable) ? bare : "?";
  }
  return out;
}

const MARGIN = 36;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const BODY_SIZE = 8.5;
const CELL_PADDING = 3;

type PdfColumn = { label: string; width: number; align?: "left" | "right" | "center" };

async function writePdf(context: Context, path: string): Promise<void> {
  const texts = TEXTS[context.locale];
  const subject = context.subject;
  const names = reviewerNames(context.reviewers, texts);
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: winAnsiText(
        `${subject.shortlistName === null ? texts.jobTitle : texts.title} — ${subject.shortlistName ?? subject.job.title}`,
      ),
    },
  });
  const file = createWriteStream(path);
  doc.pipe(file);
  try {
    const width = doc.page.width - MARGIN * 2;
    const bottom = () => doc.page.height - MARGIN;

    doc
      .font(BOLD)
      .fontSize(16)
      .text(winAnsiText(subject.shortlistName === null ? texts.jobTitle : `${texts.title}: ${subject.shortlistName}`));
    doc.moveDown(0.2);
    doc
      .font(FONT)
      .fontSize(10)
      .text(winAnsiText(`${texts.job}: ${subject.job.title}`));
    doc.text(`${texts.generated} ${dateTimeText(new Date())}`);
    doc.moveDown(0.6);

    const byJob = subject.shortlistName === null;
    const fixed: PdfColumn[] = [
      { label: "#", width: 22, align: "right" },
      { label: texts.candidate, width: 170 },
      { label: texts.stage, width: 80 },
      { label: texts.likes, width: 44, align: "right" },
      { label: texts.dislikes, width: 50, align: "right" },
      { label: texts.stars, width: 46, align: "right" },
      { label: texts.comments, width: 58, align: "right" },
    ];
    const used = fixed.reduce((sum, column) => sum + column.width, 0);
    const columns: PdfColumn[] = [...fixed, { label: texts.ratings, width: width - used }];

    const rowHeight = (cells: string[], font: string) => {
      doc.font(font).fontSize(BODY_SIZE);
      return (
        Math.max(
          ...cells.map((cell, index) =>
            doc.heightOfString(cell, { width: (columns[index]?.width ?? 0) - CELL_PADDING * 2 }),
          ),
        ) +
        CELL_PADDING * 2
      );
    };
    const drawRow = (cells: string[], font: string, shade: boolean) => {
      const height = rowHeight(cells, font);
      const y = doc.y;
      if (shade) doc.rect(MARGIN, y, width, height).fill("#eeeeee");
      doc.fillColor("#000000").font(font).fontSize(BODY_SIZE);
      let x = MARGIN;
      for (const [index, cell] of cells.entries()) {
        const column = columns[index] as PdfColumn;
        doc.text(cell, x + CELL_PADDING, y + CELL_PADDING, {
          width: column.width - CELL_PADDING * 2,
          align: column.align ?? "left",
          lineBreak: true,
        });
        x += column.width;
      }
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + width, y + height)
        .lineWidth(0.3)
        .strokeColor("#999999")
        .stroke();
      doc.x = MARGIN;
      doc.y = y + height;
    };
    const header = columns.map((column) => winAnsiText(column.label));
    const ensureRoom = (height: number, withHeader: boolean) => {
      if (doc.y + height <= bottom()) return;
      doc.addPage();
      if (withHeader) drawRow(header, BOLD, true);
    };

    let currentShortlist: number | null = null;
    drawRow(header, BOLD, true);
    let any = false;
    await eachRowPage(context, async (rows) => {
      for (const row of rows) {
        any = true;
        if (byJob && row.shortlist.id !== currentShortlist) {
          currentShortlist = row.shortlist.id;
          ensureRoom(40, true);
          doc.moveDown(0.3);
          doc
            .font(BOLD)
            .fontSize(10)
            .text(winAnsiText(`${texts.shortlist}: ${row.shortlist.name}`), MARGIN);
          doc.moveDown(0.2);
        }
        const candidate = [row.candidate.name, [row.candidate.role, row.candidate.company].filter(Boolean).join(" — ")]
          .filter(Boolean)
          .join("\n");
        const ratings = context.reviewers.flatMap((reviewer) => {
          const rating = ratingText(row.ratings.get(reviewer.key), texts);
          return rating ? [`${names.get(reviewer.key)}: ${rating}`] : [];
        });
        const cells = [
          String(row.position),
          candidate,
          stageText(row.stage, context.locale) ?? "",
          String(row.likes),
          String(row.dislikes),
          String(row.stars),
          String(row.comments),
          ratings.join("\n"),
        ].map(winAnsiText);
        ensureRoom(rowHeight(cells, FONT), true);
        drawRow(cells, FONT, false);
      }
    });
    if (!any) doc.font(FONT).fontSize(BODY_SIZE).text(winAnsiText(texts.none), MARGIN);

    doc.moveDown(1);
    ensureRoom(60, false);
    doc.font(BOLD).fontSize(13).text(winAnsiText(texts.comments), MARGIN);
    doc.moveDown(0.3);
    let anyComment = false;
    await eachCommentPage(context, async (comments) => {
      for (const comment of comments) {
        anyComment = true;
        const heading = winAnsiText(
          [
            dateTimeText(comment.created_at),
            ...(byJob ? [comment.shortlist.name] : []),
            comment.candidate,
            `${comment.by_recruiter ? texts.byRecruiter : texts.byReviewer}: ${comment.author ?? "—"}`,
            ...(comment.by_recruiter && comment.reviewer ? [`(${texts.reviewer}: ${comment.reviewer})`] : []),
          ].join(" · "),
        );
        const body = winAnsiText(comment.body);
        doc.font(BOLD).fontSize(BODY_SIZE);
        const needed = doc.heightOfString(heading, { width }) + doc.font(FONT).heightOfString(body, { width }) + 8;
        ensureRoom(Math.min(needed, bottom() - MARGIN), false);
        doc.font(BOLD).fontSize(BODY_SIZE).text(heading, MARGIN, doc.y, { width });
        doc.font(FONT).fontSize(BODY_SIZE).text(body, MARGIN, doc.y, { width });
        doc.moveDown(0.5);
      }
    });
    if (!anyComment) doc.font(FONT).fontSize(BODY_SIZE).text(winAnsiText(texts.noComments), MARGIN);
    doc.end();
    await finished(file);
  } catch (error) {
    doc.unpipe(file);
    file.destroy();
    throw error;
  }
}
