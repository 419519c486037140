ALTER TABLE "comments" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "product_inquiries" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_user_client_key_idx" ON "comments" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_inquiries_client_key_idx" ON "product_inquiries" USING btree ("product_id","client_key");