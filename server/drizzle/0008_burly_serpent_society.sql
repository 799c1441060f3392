CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (string_to_array(search_text, ' ')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
-- The vocabulary follows the products' words: inserts once per statement (a seed's batch of rows in one insert),
-- updates only when a row's search text changed (an order's stock or sold count never pays for it).
CREATE FUNCTION "search_vocabulary_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_vocabulary" ("word")
    SELECT DISTINCT unnest("search_words") FROM "inserted_products" ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_add_inserted"();--> statement-breakpoint
CREATE FUNCTION "search_vocabulary_add_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_vocabulary" ("word") SELECT DISTINCT unnest(NEW."search_words") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_update" AFTER UPDATE OF "search_text" ON "products"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text")
  EXECUTE FUNCTION "search_vocabulary_add_updated"();--> statement-breakpoint
-- Words of the products written before this migration.
INSERT INTO "search_vocabulary" ("word") SELECT DISTINCT unnest("search_words") FROM "products" ON CONFLICT DO NOTHING;
