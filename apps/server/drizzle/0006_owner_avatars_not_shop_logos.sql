-- Demo shop owners were seeded wearing their shop's logo as their own avatar, so comments showed
-- a person as their shop ("JT" for Kagiso Molefe). A person is their own picture or their initials.
UPDATE "users" SET "avatar" = NULL WHERE "avatar" IS NOT NULL AND EXISTS (SELECT 1 FROM "shops" WHERE "shops"."owner_id" = "users"."id" AND "shops"."logo" = "users"."avatar");
