import { useId, useState } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { Field, inputClasses } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { ApiError, errorMessage } from '@/lib/api/api-error.ts';
import { userDisplayName } from '@/lib/format/user-name.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useSendInquiry } from '../api/send-inquiry.ts';
import { validateInquiry, type InquiryDraft, type InquiryErrors } from './inquiry-form.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productWords } from '../product-words.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; productId: string; productTitle: string; shopName: string };

/** doc 1 §2.7: Message Shop — name, email, phone and message, sent as an inquiry to the seller. */
export function InquiryModal({ open, onOpenChange, productId, productTitle, shopName }: Props) {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const toast = useToast();
  const t = useWords(productWords);
  const send = useSendInquiry(productId);
  const id = useId();
  const [draft, setDraft] = useState<InquiryDraft>(() => ({
    name: user ? userDisplayName(user) : '',
    email: user?.email ?? '',
    phone: user?.phoneNumber ?? '',
    message: productWords.get().inquiryGreeting({ title: productTitle }),
  }));
  const [errors, setErrors] = useState<InquiryErrors>({});
  const set = (key: keyof InquiryDraft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  const submit = () => {
    const found = validateInquiry(draft, { signedIn: user !== null });
    setErrors(found);
    if (Object.keys(found).length) return;
    const trim = (v: string) => v.trim() || undefined;
    send.mutate(
      { message: draft.message.trim(), contactInfo: { name: trim(draft.name), email: trim(draft.email), phone: trim(draft.phone) } },
      {
        onSuccess: () => {
          // A signed-in buyer's inquiry is a conversation now; a guest's reply comes by phone or email.
          toast.success(user ? t.messageSentSignedIn({ shop: shopName }) : t.messageSentGuest({ shop: shopName }));
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length) {
            const fields: InquiryErrors = {};
            for (const f of error.fieldErrors) {
              const key = f.field.replace(/^contactInfo\./, '') as keyof InquiryDraft;
              fields[key === ('contactInfo' as string) ? 'phone' : key] = f.message;
            }
            setErrors(fields);
          }
        },
      },
    );
  };

  const fieldProps = (key: keyof InquiryDraft) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: set(key),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const error = (key: keyof InquiryDraft) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1.5 text-xs font-medium text-red-700">
        {errors[key]}
      </p>
    ) : null;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.messageShop} description={t.askShop({ shop: shopName, title: productTitle })}>
      <form
        noValidate
        className="mt-4 space-y-3.5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {send.isError && !(send.error instanceof ApiError && send.error.fieldErrors.length) && <Banner tone="error">{errorMessage(send.error, t.sendFailed)}</Banner>}
        {!user && <p className="text-sm text-slate-600">{t.guestHint}</p>}
        <Field id={`${id}-name`} label={t.name}>
          <input {...fieldProps('name')} autoComplete="name" className={inputClasses} />
          {error('name')}
        </Field>
        <div className="grid gap-3.5 sm:grid-cols-2">
          <Field id={`${id}-email`} label={t.email}>
            <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" className={inputClasses} />
            {error('email')}
          </Field>
          <Field id={`${id}-phone`} label={t.phone}>
            <input {...fieldProps('phone')} type="tel" autoComplete="tel" inputMode="tel" className={inputClasses} />
            {error('phone')}
          </Field>
        </div>
        <Field id={`${id}-message`} label={t.message}>
          <textarea {...fieldProps('message')} rows={4} maxLength={2000} className={`${inputClasses} h-auto py-2.5`} />
          {error('message')}
        </Field>
        <Button type="submit" block size="lg" loading={send.isPending}>
          {t.sendMessage}
        </Button>
      </form>
    </Modal>
  );
}
