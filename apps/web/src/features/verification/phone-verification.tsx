import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCompleteCode, PHONE_VERIFIED_CLOSE_MS } from '@sokoni/contracts/account-rules';
import type { User } from '@sokoni/contracts/users';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { CodeInput } from '@/components/code-input.tsx';
import { rememberCodeChannel, useCodeChannel } from '@/entities/code-channel/api/get-code-channel.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { applyCurrentUser } from '@/lib/session/get-current-user.ts';
import { requestPhoneCode } from '@/entities/verification/api/request-phone-code.ts';
import { verifyPhone } from '@/entities/verification/api/verify-phone.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { verificationWords } from './verification-words.ts';

/** Where the code goes, before it is sent (the server's channel; 'any' before it has said). */
const SEND_VIA = { whatsapp: 'sendCodeWhatsapp', sms: 'sendCodeSms', outbox: 'sendCodeOutbox', any: 'sendCodeAny' } as const;

/** A refusal worth reading as the server put it (wait N seconds, too many tries); the spec's words otherwise. */
function shownError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : fallback;
}

/**
 * doc 2 §4 Phone verification: send a code; the code box and Verify Phone appear; on success a
 * message shows, the modal closes 1.5 s later and the profile reloads.
 */
export function PhoneVerification({ user, onVerified }: { user: User; onVerified: () => void }) {
  const t = useWords(verificationWords);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const channel = useCodeChannel() ?? 'any';
  const sendVia = t[SEND_VIA[channel]];
  const lookIn = t[`${channel}LookIn`];
  const send = useMutation({
    mutationFn: () => requestPhoneCode(user.phoneNumber),
    onSuccess: ({ channel }) => {
      rememberCodeChannel(queryClient, channel);
      setSent(true);
    },
  });
  const verify = useMutation({
    mutationFn: () => verifyPhone(user.phoneNumber, code),
    onSuccess: (fresh) => {
      applyCurrentUser(queryClient, fresh);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
    },
    onError: (error) => setCodeError(shownError(error, t.codeInvalid)),
  });
  const done = useEffectEvent(onVerified);
  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = setTimeout(() => done(), PHONE_VERIFIED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [verify.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) return setCodeError(t.codeLength);
    setCodeError(null);
    verify.mutate();
  };

  if (verify.isSuccess) return <Banner tone="success">{t.phoneVerified}</Banner>;

  return (
    <div className="space-y-4">
      <p className="text-sm leading-relaxed text-slate-600">
        {sendVia} <strong className="text-slate-900 tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</strong>
        {t.numberYouSignInWith}
      </p>
      {send.isError && <Banner tone="error">{shownError(send.error, t.sendCodeFailed)}</Banner>}
      {send.isSuccess && (
        <Banner tone="success">
          {send.data.message} {lookIn}
        </Banner>
      )}
      {!sent ? (
        <Button block size="lg" loading={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? t.sending : t.sendCode}
        </Button>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <CodeInput
            value={code}
            autoFocus
            onChange={(next) => {
              setCode(next);
              setCodeError(null);
            }}
          />
          {codeError && (
            <p role="alert" className="-mt-2 text-sm font-medium text-red-700">
              {codeError}
            </p>
          )}
          <Button type="submit" block size="lg" loading={verify.isPending}>
            {t.verifyPhoneButton}
          </Button>
          <button type="button" className="w-full text-center text-sm font-semibold text-brand-700 hover:underline disabled:opacity-50" disabled={send.isPending} onClick={() => send.mutate()}>
            {t.sendNewCode}
          </button>
        </form>
      )}
    </div>
  );
}
