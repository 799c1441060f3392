CREATE TABLE "affiliate_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"rate_percent" smallint NOT NULL,
	"base_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"reversed_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_commissions_amounts_nonneg" CHECK ("affiliate_commissions"."amount" >= 0 and "affiliate_commissions"."reversed_amount" >= 0 and "affiliate_commissions"."base_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"payout_type" text NOT NULL,
	"payout_account" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_withdrawals_amount_positive" CHECK ("affiliate_withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"email" text NOT NULL,
	"nid" text NOT NULL,
	"trade_licence" text,
	"division_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"upazila_id" integer NOT NULL,
	"address_line" text NOT NULL,
	"pickup_phone" text NOT NULL,
	"payout_type" text NOT NULL,
	"payout_account" text NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliates" ALTER COLUMN "referral_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "partner_rate_percent" smallint;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "dbid" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payout_type" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "promotion" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_withdrawal_id_affiliate_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."affiliate_withdrawals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_withdrawals" ADD CONSTRAINT "affiliate_withdrawals_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_item_key" ON "affiliate_commissions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","status");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_order_idx" ON "affiliate_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_pending_idx" ON "affiliate_commissions" USING btree ("status") WHERE "affiliate_commissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_withdrawals_open_key" ON "affiliate_withdrawals" USING btree ("affiliate_id") WHERE "affiliate_withdrawals"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "affiliate_withdrawals_affiliate_idx" ON "affiliate_withdrawals" USING btree ("affiliate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_vendor_key" ON "vendor_applications" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_applications_user_idx" ON "vendor_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vendor_applications_status_idx" ON "vendor_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_en_key" ON "vendors" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_bn_key" ON "vendors" USING btree ("name_bn");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_user_key" ON "affiliates" USING btree ("user_id") WHERE "affiliates"."user_id" is not null;