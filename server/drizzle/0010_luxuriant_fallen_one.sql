CREATE TABLE "product_texts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"description_en" text NOT NULL,
	"description_bn" text NOT NULL,
	"warranty_en" text,
	"warranty_bn" text
);
--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_texts" ("product_id", "description_en", "description_bn", "warranty_en", "warranty_bn")
  SELECT "id", "description_en", "description_bn", "warranty_en", "warranty_bn" FROM "products";--> statement-breakpoint
-- Dropped columns keep their bytes in the rows already written; `VACUUM FULL products` gives the space back.
ALTER TABLE "products" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description_bn";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "warranty_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "warranty_bn";