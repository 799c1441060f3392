CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Backfills rows written before this migration; the app's searchText() writes new ones.
UPDATE "categories" SET "search_text" = btrim(regexp_replace(lower(regexp_replace(normalize("name_en" || ' ' || "name_bn", NFC), '[\u200B-\u200D\u2060\uFEFF]', '', 'g')), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "brands" SET "search_text" = btrim(regexp_replace(lower(regexp_replace(normalize("name_en" || ' ' || "name_bn", NFC), '[\u200B-\u200D\u2060\uFEFF]', '', 'g')), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "products" AS p SET "search_text" = btrim(regexp_replace(lower(regexp_replace(normalize(concat_ws(' ', p."name_en", p."name_bn", (SELECT b."name_en" || ' ' || b."name_bn" FROM "brands" AS b WHERE b."id" = p."brand_id"), (SELECT c."name_en" || ' ' || c."name_bn" FROM "categories" AS c WHERE c."id" = p."category_id")), NFC), '[\u200B-\u200D\u2060\uFEFF]', '', 'g')), '\s+', ' ', 'g'));
