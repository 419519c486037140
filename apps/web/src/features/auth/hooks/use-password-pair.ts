import { useState } from 'react';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';

/** A password typed twice (sign-up, reset): doc 1 §5 says both must match. */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return { password, setPassword, confirm, setConfirm, mismatch: password === confirm ? null : CLIENT_MESSAGES.passwordsDoNotMatch };
}
