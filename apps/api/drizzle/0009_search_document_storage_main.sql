-- Issue 6, full-text lists. A candidate's search document (a tsvector over name, role, tags, introduction and CV
-- text) is mostly a couple of kilobytes: with the default EXTENDED storage most were moved out of line, so a
-- full-text page that reads the documents of the ~1,300 newest rows of a business paid one TOAST read for each
-- (five buffers a row instead of one). MAIN compresses and keeps the document in the row, and moves it out of line
-- only when nothing else makes the row fit in a page. SET STORAGE applies to rows written afterwards: a database
-- seeded before this migration keeps its old rows out of line until `VACUUM FULL candidates` (or another rewrite).
ALTER TABLE "candidates" ALTER COLUMN "search_document" SET STORAGE MAIN;
