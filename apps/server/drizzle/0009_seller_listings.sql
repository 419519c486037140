CREATE TABLE "product_vectors" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"vector" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processing_status" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processing_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "product_vectors" ADD CONSTRAINT "product_vectors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_processing_idx" ON "products" USING btree ("processing_status") WHERE "products"."processing_status" = 'processing';--> statement-breakpoint
-- Sales are the products a seller marked sold (there are no orders): demo figures made up before go.
UPDATE "shops" SET "total_sales" = (SELECT count(*) FROM "products" WHERE "products"."shop_id" = "shops"."id" AND "products"."sold_at" IS NOT NULL);
