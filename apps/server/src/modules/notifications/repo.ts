import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '@sokoni/contracts/notifications';
import type { Db } from '../../platform/db/client.ts';
import { countRow, parseRows } from '../../platform/db/raw-rows.ts';
import { notifications, notificationSettings, type NotificationRow } from '../../platform/db/tables/notifications.ts';
import { usersByIds, type UserRow } from '../users/index.ts';
import { SETTING_GROUPS, type SettingsPatch } from './settings.ts';
import type { ActorRow } from './view.ts';

export type ListFilter = { type?: NotificationType; isRead?: boolean; page: number; limit: number };
export type StoredSettings = { settings: Record<string, Record<string, boolean>>; preferences: Record<string, boolean> };
type WithActor = { row: NotificationRow; actor: ActorRow };

// A deleted account's name is not shown any more.
const actorOf = (user: UserRow | undefined): ActorRow => (user && user.status !== 'deleted' ? { name: user.name, username: user.username, avatar: user.avatar } : null);
const unread = (userId: string) => and(eq(notifications.userId, userId), not(notifications.isRead));

/** The rows with their actors: one lookup in the users' face for the whole page. */
async function withActors(db: Db, rows: NotificationRow[]): Promise<WithActor[]> {
  const actors = new Map((await usersByIds(db, rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))).map((u) => [u.id, u]));
  return rows.map((row) => ({ row, actor: row.actorId ? actorOf(actors.get(row.actorId)) : null }));
}

async function withActor(db: Db, where: SQL | undefined): Promise<WithActor | undefined> {
  const [row] = await db.select().from(notifications).where(where).limit(1);
  return row && (await withActors(db, [row]))[0];
}

export function createNotificationsRepo(db: Db) {
  return { ...notificationQueries(db), ...settingQueries(db) };
}

/** A person’s notifications: listed, counted, read, written. */
function notificationQueries(db: Db) {
  return {
    async list(userId: string, { type, isRead, page, limit }: ListFilter) {
      const where = and(
        eq(notifications.userId, userId),
        type ? eq(notifications.type, type) : undefined,
        isRead === undefined ? undefined : eq(notifications.isRead, isRead),
      );
      const [rows, [total], [unreadRow]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(notifications).where(where),
        db.select({ n: count() }).from(notifications).where(unread(userId)),
      ]);
      return { rows: await withActors(db, rows), total: total?.n ?? 0, unreadCount: unreadRow?.n ?? 0 };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(unread(userId));
      return row?.n ?? 0;
    },

    /** Marks one of the user's notifications read (idempotent); undefined when it is not theirs. */
    async markRead(userId: string, id: string): Promise<WithActor | undefined> {
      const [updated] = await db
        .update(notifications)
        .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return updated && withActor(db, eq(notifications.id, updated.id));
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db.update(notifications).set({ isRead: true, readAt: sql`now()` }).where(unread(userId)).returning({ id: notifications.id });
      return rows.length;
    },

    async insert(values: typeof notifications.$inferInsert): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },

    /**
     * What the notifier needs, in two reads at once: whether the recipient can receive
     * notifications and who the actor is (the users' face), and the recipient's stored settings.
     */
    async recipientAndActor(recipientId: string, actorId: string | null) {
      const [people, [stored]] = await Promise.all([
        usersByIds(db, actorId ? [recipientId, actorId] : [recipientId]),
        db.select({ settings: notificationSettings.settings }).from(notificationSettings).where(eq(notificationSettings.userId, recipientId)),
      ]);
      const recipient = people.find((u) => u.id === recipientId);
      const actor = actorId ? actorOf(people.find((u) => u.id === actorId)) : null;
      return recipient && { status: recipient.status, language: recipient.language, settings: stored?.settings ?? null, actor };
    },
  };
}

/** A person’s notification settings. */
function settingQueries(db: Db) {
  return {
    async settings(userId: string): Promise<StoredSettings | undefined> {
      const [row] = await db
        .select({ settings: notificationSettings.settings, preferences: notificationSettings.preferences })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row;
    },

    /**
     * Deep-merges a partial nested patch (and list-only flags) into the stored overrides in one
     * statement, so two saves at once cannot drop each other's switches.
     */
    async mergeSettings(userId: string, patch: SettingsPatch, listOnly: Record<string, boolean> = {}): Promise<StoredSettings> {
      const stored = sql.raw('"notification_settings"."settings"');
      const incoming = sql.raw('excluded."settings"');
      const groups = SETTING_GROUPS.map(
        (g) => sql`${g}::text, coalesce(${stored} -> ${g}::text, '{}'::jsonb) || coalesce(${incoming} -> ${g}::text, '{}'::jsonb)`,
      );
      const [row] = await db
        .insert(notificationSettings)
        .values({ userId, settings: patch as StoredSettings['settings'], preferences: listOnly })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: {
            settings: sql`jsonb_build_object(${sql.join(groups, sql`, `)})`,
            preferences: sql`${notificationSettings.preferences} || excluded.preferences`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ settings: notificationSettings.settings, preferences: notificationSettings.preferences });
      return row!;
    },

    async resetSettings(userId: string): Promise<void> {
      await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

export const NOTIFICATION_RETENTION_DAYS = 90;

/** For the hourly maintenance: read notifications older than 90 days go; unread ones stay. */
export async function pruneNotifications(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`
    with gone as (delete from ${notifications} where ${notifications.isRead} and ${notifications.createdAt} < ${cutoff.toISOString()}::timestamptz returning 1)
    select count(*)::int as n from gone`);
  return parseRows(countRow, result)[0]?.n ?? 0;
}
