import { useState } from 'react';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

/** A password typed twice (sign-up, reset): doc 1 §5 says both must match. */
export function usePasswordPair() {
  const t = useWords(authWords);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return { password, setPassword, confirm, setConfirm, mismatch: password === confirm ? null : t.passwordsDoNotMatch };
}
