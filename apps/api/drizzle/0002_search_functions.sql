-- Index expressions must be IMMUTABLE; unaccent() is only STABLE (its dictionary could change), and so are
-- array_to_string() and concat_ws(). These wrappers fix the dictionary (schema-qualified, so a search_path never
-- changes the result) and are declared IMMUTABLE: the search indexes of src/db/schema/search.ts are built on them,
-- and queries call the very same expressions.
CREATE OR REPLACE FUNCTION public.seleta_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The searchable text of a row: its parts joined (NULLs skipped), unaccented, lower-cased.
CREATE OR REPLACE FUNCTION public.seleta_search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.seleta_unaccent(array_to_string(parts, ' '))) $$;
--> statement-breakpoint
-- A text[] column (tags) as one searchable text.
CREATE OR REPLACE FUNCTION public.seleta_tags_text(anyarray) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string($1, ' ') $$;
