import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A WebP rendition of an uploaded picture, or of a video's poster frame. */
export type StoredVariant = { key: string; width: number; height: number; size: number };

/**
 * One row per upload through POST /media/upload (or an avatar upload). `key` is what `url`
 * serves: the largest WebP variant of a picture, the MP4 of a video (present once `ready`), a
 * document as it was sent. A private folder's files are in private storage (see media/policy.ts).
 * Every key of an upload starts with `u/{ownerId}/{folder}/{uuid}`.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    /** What the upload became (no database constraint: a new kind needs no migration). */
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    /** The type sniffed from the uploaded bytes (the original, never served). */
    mimeType: text('mime_type').notNull(),
    originalName: text('original_name'),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    posterKey: text('poster_key'),
    status: text('status', { enum: ['processing', 'ready', 'failed'] }).notNull(),
    error: text('error'),
    /**
     * Held for an admin (modules/moderation: its unsafe score passed the bar): its files wait in
     * private storage, served only to its owner and admins, until released (back to public) or
     * removed. Null for an upload nobody held.
     */
    moderation: text('moderation', { enum: ['held', 'released', 'removed'] }),
    /** The unsafe score it was held with (modules/moderation/unsafe-rule.ts). */
    unsafeScore: real('unsafe_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_owner_created_idx').on(t.ownerId, t.createdAt), index('media_uploads_processing_idx').on(t.status, t.updatedAt), index('media_uploads_moderation_idx').on(t.moderation, t.createdAt)],
);

export type MediaUploadRow = typeof mediaUploads.$inferSelect;
