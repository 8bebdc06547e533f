-- Search over building and agency names and addresses (ILIKE '%…%').
-- Trigrams serve keywords of 3+ characters. pg_trgm is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Every 2-character substring of a text, lower-cased: a GIN index over it serves 2-character keywords
-- (the contract's minimum), which trigrams cannot narrow.
CREATE OR REPLACE FUNCTION jb_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}') FROM generate_series(1, greatest(char_length(t) - 1, 0)) AS i $$;
