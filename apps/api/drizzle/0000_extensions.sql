-- Search: trigram similarity (pg_trgm) and accent-insensitive matching (unaccent). PGlite loads both
-- extensions' files at start; PostgreSQL ships them in contrib. Both are trusted extensions (PG 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
