CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"made_by" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"asking_price" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"parent_offer_id" uuid,
	"message" text,
	"reason" text,
	"chat_id" uuid,
	"key" text,
	"decided_by" uuid,
	"decided_key" text,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_parent_offer_id_offers_id_fk" FOREIGN KEY ("parent_offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_per_buyer_key" ON "offers" USING btree ("buyer_id","product_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_maker_key" ON "offers" USING btree ("buyer_id","product_id","made_by","key") WHERE "offers"."key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_buyer_created_idx" ON "offers" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_shop_created_idx" ON "offers" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_product_status_idx" ON "offers" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "offers_open_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'open';