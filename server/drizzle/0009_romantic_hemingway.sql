ALTER TABLE "products" ADD COLUMN "colors" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variants_color_idx" ON "product_variants" USING btree ("color");--> statement-breakpoint
-- A product's colours and sizes follow its variants: inserts and deletes once per statement (the seed's batches),
-- updates only when a variant's colour, size or product changed (never for stock or price: orders don't pay for it).
CREATE FUNCTION "products_refresh_variant_options"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" AS p SET
    "colors" = coalesce((SELECT array_agg(DISTINCT v."color" ORDER BY v."color") FROM "product_variants" AS v
      WHERE v."product_id" = p."id" AND v."color" IS NOT NULL), '{}'),
    "sizes" = coalesce((SELECT array_agg(DISTINCT v."size" ORDER BY v."size") FROM "product_variants" AS v
      WHERE v."product_id" = p."id" AND v."size" IS NOT NULL), '{}')
  WHERE p."id" = ANY("ids");
$$;--> statement-breakpoint
CREATE FUNCTION "product_variants_options_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "products_refresh_variant_options"(ARRAY(SELECT DISTINCT "product_id" FROM "changed_variants"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_options_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "changed_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_options_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variants_options_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "changed_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_options_changed"();--> statement-breakpoint
CREATE FUNCTION "product_variants_options_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "products_refresh_variant_options"(ARRAY[OLD."product_id", NEW."product_id"]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_options_update" AFTER UPDATE OF "color", "size", "product_id" ON "product_variants"
  FOR EACH ROW WHEN (OLD."color" IS DISTINCT FROM NEW."color" OR OLD."size" IS DISTINCT FROM NEW."size"
    OR OLD."product_id" <> NEW."product_id")
  EXECUTE FUNCTION "product_variants_options_updated"();--> statement-breakpoint
-- Options of the variants written before this migration.
SELECT "products_refresh_variant_options"(ARRAY(SELECT "id" FROM "products"));
