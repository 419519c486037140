import { SOCKET_EVENTS } from '@sokoni/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { REALTIME_CONNECTED } from '@/lib/realtime/realtime-connection.ts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime.ts';

/**
 * Keeps the offer lists current (My Offers, both dashboards), mounted once per signed-in shell:
 * the server's `offer:updated` after every step of a haggle and on expiry re-reads the lists on
 * screen (the others when next shown), and so does a reconnect, for what changed meanwhile. The
 * cards in a chat follow the messages (features/messages).
 */
export function useOffersSync(): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.offers.all });
  useRealtimeEvent(SOCKET_EVENTS.offerUpdated, refresh);
  useRealtimeEvent(REALTIME_CONNECTED, refresh);
}
