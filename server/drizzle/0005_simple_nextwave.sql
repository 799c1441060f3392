CREATE TABLE "order_return_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_return_items" (
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_return_items_return_id_order_item_id_pk" PRIMARY KEY("return_id","order_item_id"),
	CONSTRAINT "order_return_items_qty_positive" CHECK ("order_return_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"reason_id" smallint NOT NULL,
	"comment" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_method" text NOT NULL,
	"refund_account" text,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_amount_nonneg" CHECK ("order_returns"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"account" text,
	"payment_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"detail" text,
	"due_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shippers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"order_id" integer,
	"order_item_id" integer,
	"product_id" integer,
	"vendor_id" integer NOT NULL,
	"shipper_id" integer,
	"rating" smallint NOT NULL,
	"review" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_subject" CHECK (("reviews"."kind" = 'product' and "reviews"."product_id" is not null) or "reviews"."kind" = 'seller' or ("reviews"."kind" = 'rider' and "reviews"."shipper_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipper_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_id" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_comment" text;--> statement-breakpoint
ALTER TABLE "order_return_history" ADD CONSTRAINT "order_return_history_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_history_return_idx" ON "order_return_history" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "order_return_items_item_idx" ON "order_return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancel_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_key" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("status","id") WHERE "refunds"."status" in ('pending', 'processing', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_line_key" ON "reviews" USING btree ("order_item_id") WHERE "reviews"."kind" = 'product';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_package_kind_key" ON "reviews" USING btree ("order_id","kind") WHERE "reviews"."kind" <> 'product';--> statement-breakpoint
CREATE INDEX "reviews_product_latest_idx" ON "reviews" USING btree ("product_id","id") WHERE "reviews"."kind" = 'product' and not "reviews"."hidden";--> statement-breakpoint
CREATE INDEX "reviews_vendor_idx" ON "reviews" USING btree ("vendor_id") WHERE "reviews"."kind" = 'seller';--> statement-breakpoint
CREATE INDEX "reviews_shipper_idx" ON "reviews" USING btree ("shipper_id") WHERE "reviews"."kind" = 'rider';--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","id");--> statement-breakpoint
UPDATE "orders" SET "status" = 'on_the_way' WHERE "status" = 'shipped';--> statement-breakpoint
UPDATE "orders" SET "status" = 'delivered', "delivered_at" = "updated_at" WHERE "status" IN ('delivered', 'returned');--> statement-breakpoint
UPDATE "order_status_history" SET "status" = 'on_the_way' WHERE "status" = 'shipped';--> statement-breakpoint
UPDATE "order_status_history" SET "status" = 'delivered' WHERE "status" = 'returned';
