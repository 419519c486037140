import type { IdVerificationBody } from '@sokoni/contracts/verification';
import { api } from '@/lib/api/api.ts';

/** POST /user-verification {idDocumentUrl, videoUrl} → 201 {user (pending), verification}. */
export async function submitIdVerification(body: IdVerificationBody) {
  const { data } = await api.post('/user-verification', body);
  return data;
}
