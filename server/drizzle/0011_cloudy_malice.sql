CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
CREATE TABLE "kept_answers" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" bigint NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"answer" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- products.in_stock follows its variants' stock like colors and sizes (0009): set with them on variant inserts and
-- deletes, and on a stock change only when the variant crosses zero, written only when the product's flag flips.
CREATE OR REPLACE FUNCTION "products_refresh_variant_options"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" AS p SET
    "colors" = coalesce((SELECT array_agg(DISTINCT v."color" ORDER BY v."color") FROM "product_variants" AS v
      WHERE v."product_id" = p."id" AND v."color" IS NOT NULL), '{}'),
    "sizes" = coalesce((SELECT array_agg(DISTINCT v."size" ORDER BY v."size") FROM "product_variants" AS v
      WHERE v."product_id" = p."id" AND v."size" IS NOT NULL), '{}'),
    "in_stock" = EXISTS (SELECT 1 FROM "product_variants" AS v WHERE v."product_id" = p."id" AND v."stock" > 0)
  WHERE p."id" = ANY("ids");
$$;--> statement-breakpoint
CREATE FUNCTION "product_variants_stock_crossed_zero"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" AS p SET "in_stock" = NOT p."in_stock"
  WHERE p."id" = NEW."product_id" AND p."in_stock" <> EXISTS (
    SELECT 1 FROM "product_variants" AS v WHERE v."product_id" = NEW."product_id" AND v."stock" > 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_in_stock" AFTER UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW WHEN ((OLD."stock" > 0) <> (NEW."stock" > 0))
  EXECUTE FUNCTION "product_variants_stock_crossed_zero"();--> statement-breakpoint
UPDATE "products" AS p SET "in_stock" = true
  WHERE EXISTS (SELECT 1 FROM "product_variants" AS v WHERE v."product_id" = p."id" AND v."stock" > 0);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- The version moves once per transaction, at its commit (constraint triggers are deferred): the version row is then
-- the last lock a transaction takes, so two writers can wait for it but never deadlock over it, and no reader sees
-- the new version before the changes it stands for.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('haat.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('haat.catalogue_changed', 'yes', true);
    UPDATE "catalogue_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Variant inserts, deletes and stock flips reach the kept answers through products (colors, sizes, in_stock); any
-- other change of a variant (its price, names, options) moves the version itself. Stock quantities are never kept:
-- whoever serves a kept answer reads them fresh.
CREATE CONSTRAINT TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_changed" AFTER UPDATE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock'))
  EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendors_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "vendors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "flash_sales_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "flash_sales"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "flash_sale_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "flash_sale_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
-- Cards show the product's first picture; product pages all of them, and the product's texts.
CREATE CONSTRAINT TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_texts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_texts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
