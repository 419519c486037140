import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';

export type InquiryInput = ApiBodyOf<'POST /products/:id/inquiry'>;

/** POST /products/{id}/inquiry {message, contactInfo: {name, email, phone}} → 201. */
export async function sendInquiry(productId: string, input: InquiryInput): Promise<{ message?: string }> {
  const { message } = await api.post('/products/:id/inquiry', input, { params: { id: productId } });
  return { message };
}

export function useSendInquiry(productId: string) {
  return useMutation({ mutationFn: (input: InquiryInput) => sendInquiry(productId, input) });
}
