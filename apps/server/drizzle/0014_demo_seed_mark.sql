CREATE TABLE "seed_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database seeded before this table existed (a demo account, even a deleted one, or any shop or
-- product) counts as seeded: starting it again must not bring a deleted demo account back.
INSERT INTO "seed_marks" ("name")
SELECT 'demo'
WHERE EXISTS (SELECT 1 FROM "users" WHERE "phone_number" IN ('+26876000000', '+26876000001', '+26876000002', '+26876000003'))
   OR EXISTS (SELECT 1 FROM "shops")
   OR EXISTS (SELECT 1 FROM "products");
