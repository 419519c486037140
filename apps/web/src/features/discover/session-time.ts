import { formatRelativeTime } from '@/lib/format/relative-time.ts';

/**
 * doc 2 §9, relative time of the assistant's history: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'
 * under 7 days (doc 1's rule), else the short month and day ('Nov 21' in the viewer's locale).
 */
export const formatSessionTime = (iso: string, now: number = Date.now()): string => formatRelativeTime(iso, now, { month: 'short', day: 'numeric' });
