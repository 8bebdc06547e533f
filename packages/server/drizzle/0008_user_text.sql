-- What students wrote before request text dropped bidirectional formatting characters (domain rules/text.ts
-- stripBidiControls) loses them too: an override in a stored review, name or address reversed what readers saw.
-- Only rows holding one are rewritten.
UPDATE "reviews" SET "content" = regexp_replace("content", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE "content" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "buildings" SET
    "name" = regexp_replace("name", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
    "address" = regexp_replace("address", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
    "lot_address" = regexp_replace("lot_address", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE "name" || "address" || coalesce("lot_address", '') ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "agencies" SET
    "name" = regexp_replace("name", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
    "address" = regexp_replace("address", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
    "lot_address" = regexp_replace("lot_address", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE "name" || "address" || coalesce("lot_address", '') ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "reports" SET "reason" = regexp_replace("reason", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE "reason" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "users" SET "nickname" = regexp_replace("nickname", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE "nickname" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
