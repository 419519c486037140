ALTER TABLE "media_uploads" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "unsafe_score" real;--> statement-breakpoint
CREATE INDEX "media_uploads_moderation_idx" ON "media_uploads" USING btree ("moderation","created_at");