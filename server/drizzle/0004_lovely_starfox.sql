CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"phone" text NOT NULL,
	"is_guest" boolean NOT NULL,
	"locale" text NOT NULL,
	"payment_method_id" smallint NOT NULL,
	"wallet" text,
	"payment_status" text NOT NULL,
	"grand_total" integer NOT NULL,
	"coupon_id" integer,
	"affiliate_id" integer,
	"discount" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_grand_total_nonneg" CHECK ("checkouts"."grand_total" >= 0),
	CONSTRAINT "checkouts_discount_nonneg" CHECK ("checkouts"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" smallint NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"image" text NOT NULL,
	"color" text,
	"color_name_en" text,
	"color_name_bn" text,
	"size" text,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "order_items_qty_positive" CHECK ("order_items"."qty" > 0),
	CONSTRAINT "order_items_total" CHECK ("order_items"."total" = "order_items"."unit_price" * "order_items"."qty")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text GENERATED ALWAYS AS ('HT' || lpad("orders"."id"::text, 7, '0')) STORED NOT NULL,
	"checkout_id" text NOT NULL,
	"user_id" integer,
	"vendor_id" integer NOT NULL,
	"vendor_name_en" text NOT NULL,
	"vendor_name_bn" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method_id" smallint NOT NULL,
	"sub_total" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"division_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"upazila_id" integer NOT NULL,
	"address_line" text NOT NULL,
	"billing_address" jsonb,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_breakdown" CHECK ("orders"."total" = "orders"."sub_total" + "orders"."shipping_cost" - "orders"."discount"),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."sub_total" >= 0 and "orders"."shipping_cost" >= 0 and "orders"."discount" >= 0 and "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"gateway" text NOT NULL,
	"wallet" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"reference" text NOT NULL,
	"transaction_id" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_expiry_idx" ON "checkouts" USING btree ("expires_at") WHERE "checkouts"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_vendor_idx" ON "orders" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_reference_key" ON "payments" USING btree ("gateway","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_transaction_key" ON "payments" USING btree ("gateway","transaction_id");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_checkout_idx" ON "coupon_redemptions" USING btree ("checkout_id");