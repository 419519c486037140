import { z } from 'zod';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, ASSISTANT_SOURCES, MARKET_POSITIONS, MATCH_FITS } from './assistant-rules.ts';
import { productCardSchema } from './catalog-replies.ts';
import { listLimit } from './envelope.ts';

export * from './assistant-rules.ts';
export * from './assistant-chips.ts';

// ── What clients send ────────────────────────────────────────────────────────────────────────

/** doc 2 §4: "a product prefix, a timestamp and a random suffix"; any id of safe characters is taken. */
export const assistantSessionId = z
  .string()
  .trim()
  .min(8, 'Invalid sessionId')
  .max(100, 'Invalid sessionId')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Invalid sessionId');

/** A picture the user attached (doc 2 §3 local message attachments): an upload's address or key. */
export const assistantAttachmentInput = z.object({
  type: z.string().trim().max(40).nullish(),
  url: z.string().trim().max(2048).nullish(),
  key: z.string().trim().max(512).nullish(),
  filename: z.string().trim().max(200).nullish(),
  mimeType: z.string().trim().max(100).nullish(),
});
export type AssistantAttachmentInput = z.infer<typeof assistantAttachmentInput>;

const shortText = (max: number) => z.string().trim().max(max);

/** POST /ai/chat, the unified action of doc 2 §7: text, or a picture, or both. */
export const assistantChatBody = z
  .object({
    message: shortText(ASSISTANT_LIMITS.maxMessage).nullish(),
    sessionId: assistantSessionId.nullish(),
    language: shortText(10).nullish(),
    location: z.object({ country: shortText(60).nullish(), city: shortText(80).nullish() }).nullish(),
    attachments: z.array(assistantAttachmentInput).max(ASSISTANT_LIMITS.maxAttachments).nullish(),
    metadata: z
      .object({
        deviceType: shortText(20).nullish(),
        source: z.enum(ASSISTANT_SOURCES).nullish().catch(null),
        productId: shortText(60).nullish(),
        categoryName: shortText(60).nullish(),
        shopId: shortText(60).nullish(),
        searchTerm: shortText(200).nullish(),
      })
      .nullish(),
  })
  // doc 2 §5: non-empty trimmed text or an attached image; only images.
  .refine((b) => Boolean(b.message?.trim()) || (b.attachments?.length ?? 0) > 0, { message: ASSISTANT_MESSAGES.needsInput, path: ['message'] })
  .refine((b) => (b.attachments ?? []).every((a) => !a.mimeType || a.mimeType.startsWith('image/')) && (b.attachments ?? []).every((a) => !a.type || a.type === 'image' || a.type.startsWith('image/')), {
    message: ASSISTANT_MESSAGES.imagesOnly,
    path: ['attachments'],
  })
  .refine((b) => (b.attachments ?? []).every((a) => Boolean(a.url || a.key)), { message: 'An attachment needs its url or key', path: ['attachments'] });
export type AssistantChatBody = z.infer<typeof assistantChatBody>;

export const assistantSessionParams = z.object({ sessionId: assistantSessionId });
export const assistantSessionsQuery = z.object({
  limit: listLimit(ASSISTANT_LIMITS.sessionsDefault),
});

/** POST /ai/search (AI Discovery): text or a picture's address. */
export const assistantSearchBody = z
  .object({
    query: shortText(ASSISTANT_LIMITS.maxMessage).nullish(),
    imageUrl: shortText(2048).nullish(),
    imageKey: shortText(512).nullish(),
    limit: z.coerce.number().int().min(1).catch(ASSISTANT_LIMITS.searchDefault).default(ASSISTANT_LIMITS.searchDefault).transform((n) => Math.min(n, ASSISTANT_LIMITS.searchMax)),
    location: z.object({ country: shortText(60).nullish(), city: shortText(80).nullish() }).nullish(),
  })
  .refine((b) => Boolean(b.query?.trim() || b.imageUrl || b.imageKey), { message: 'Type what you are looking for or add a picture', path: ['query'] });
export type AssistantSearchBody = z.infer<typeof assistantSearchBody>;

// ── What the server answers ──────────────────────────────────────────────────────────────────

/** Why a product was picked, and how well it fits (doc 2 §3 AI match result; the chat carries these beside its products). */
export const assistantMatchSchema = z.object({
  productId: z.string(),
  matchScore: z.number(),
  reasons: z.array(z.string()),
  /** A text search's: a match, or an alternative (another kind, or over the budget); absent for a photo's and older turns. */
  fit: z.enum(MATCH_FITS).optional(),
});

export const assistantChatReplySchema = z.object({
  message: z.string(),
  products: z.array(productCardSchema),
  /** Refinements of the search just made ("Only new ones", "Near me", "Samsung only"). */
  suggestedActions: z.array(z.string()),
  /** Other things to ask: example searches when the message was too vague, or after a failure. */
  suggestions: z.array(z.string()),
  needsClarification: z.boolean(),
  sessionId: z.string(),
  /** The search as understood, in words ("phones under E2,000"); absent when nothing was searched. */
  understood: z.string().optional(),
  matches: z.array(assistantMatchSchema),
  /** Who wrote `message`: the built-in engine or the configured LLM. */
  source: z.enum(['builtin', 'llm']),
});
export type AssistantChatReply = z.infer<typeof assistantChatReplySchema>;

export const assistantSessionSummarySchema = z.object({ sessionId: z.string(), preview: z.string(), messageCount: z.number(), stashedAt: z.string() });
export const assistantSessionsSchema = z.object({ sessions: z.array(assistantSessionSummarySchema) });

export const assistantHistoryItemSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  products: z.array(productCardSchema),
  suggestions: z.array(z.string()),
  needsClarification: z.boolean(),
  suggestedActions: z.array(z.string()),
  attachments: z.array(z.object({ type: z.string(), url: z.string(), key: z.string().nullable() })),
  /** Why each product was shown, as the chat reply gave it (a restored conversation keeps its match badges). */
  matches: z.array(assistantMatchSchema),
});
export type AssistantHistoryItem = z.infer<typeof assistantHistoryItemSchema>;
export const assistantHistorySchema = z.object({ sessionId: z.string(), history: z.array(assistantHistoryItemSchema) });
export const assistantClearedSchema = z.object({ newSessionId: z.string() });

export const assistantSearchResultSchema = z.object({
  product: productCardSchema,
  matchScore: z.number(),
  reasons: z.array(z.string()),
  lifestyleMatch: z.string(),
  pricingInsight: z.object({ marketPosition: z.enum(MARKET_POSITIONS), medianPrice: z.number().nullable(), currency: z.string() }),
  /** As in the chat's matches: an alternative is shown for want of a match, and labelled so. */
  fit: z.enum(MATCH_FITS).optional(),
});
export type AssistantSearchResult = z.infer<typeof assistantSearchResultSchema>;
export const assistantSearchReplySchema = z.object({
  results: z.array(assistantSearchResultSchema),
  total: z.number(),
  understood: z.string().optional(),
  needsClarification: z.boolean(),
  suggestions: z.array(z.string()),
  /** When nothing is of the asked kind within what was stated, that in words ("No laptops under KSh 20,000 — the cheapest is …"). */
  notice: z.string().optional(),
});

/** GET /ai/voice: whether the server turns recordings into text (an LLM endpoint with a transcription model). */
export const assistantVoiceSchema = z.object({ transcription: z.boolean() });
/** POST /ai/transcribe (multipart `audio`): what was said. */
export const assistantTranscriptSchema = z.object({ text: z.string() });
