-- Answers kept before this column say nothing of the products whose stock they show: they go, and are counted again.
DELETE FROM "kept_answers";--> statement-breakpoint
ALTER TABLE "kept_answers" ADD COLUMN "stock_of" integer[] DEFAULT '{}'::integer[] NOT NULL;
