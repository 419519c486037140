import { validateProfile, type ProfileErrors } from '@sokoni/contracts/account-rules';
import { UNKNOWN_USER_NAME } from '@sokoni/contracts/session-rules';
import type { User } from '@sokoni/contracts/users';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { FormFooter } from '@/components/form-footer.tsx';
import { Field, FieldError, inputClasses } from '@/components/field.tsx';
import { CameraIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { userDisplayName } from '@/lib/format/user-name.ts';
import { usePickedFile } from '@/lib/hooks/use-picked-file.ts';
import { avatarFileError } from '../api/upload-avatar.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

type Props = { user: User; open: boolean; onOpenChange: (open: boolean) => void };

/** doc 2 §2.8 Edit Profile: the form is fresh from the profile each time it opens. */
export function EditProfileModal({ user, open, onOpenChange }: Props) {
  const t = useWords(accountWords);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.editProfile}>
      {open && <EditProfileForm user={user} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

/** What the server refused, when it said (a picture too large, an email in use); nothing for outages. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.unexplained) return null;
  return error.fieldErrors[0]?.message ?? error.message;
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useWords(accountWords);
  const id = useId();
  // A newcomer has no name yet: the field starts empty rather than offering the stand-in to save.
  const [name, setName] = useState(user.name === UNKNOWN_USER_NAME ? '' : user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [picked, setPicture] = usePickedFile();
  const picture = picked?.file ?? null;
  const preview = picked?.url ?? null;
  const [errors, setErrors] = useState<ProfileErrors & { avatar?: string }>({});
  const pickerRef = useRef<HTMLInputElement>(null);
  const save = useUpdateProfile();
  const toast = useToast();

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = avatarFileError(file, t);
    setErrors((current) => ({ ...current, avatar: problem ?? undefined }));
    if (!problem) setPicture(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProfile({ name, email });
    // The rules' English, said in the reader's language.
    const found = { name: checked.name && t.nameRequired, email: checked.email && t.emailInvalid };
    setErrors(found);
    if (found.name) return document.getElementById(`${id}-name`)?.focus();
    if (found.email) return document.getElementById(`${id}-email`)?.focus();
    save.mutate(
      { changes: { name, email, avatar: user.avatar }, picture },
      {
        onSuccess: () => {
          toast.success(t.updated);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {save.isError && (
        <Banner tone="error">
          <p className="font-semibold">{t.profileUpdateFailed}</p>
          {refusalOf(save.error) && <p className="mt-0.5">{refusalOf(save.error)}</p>}
        </Banner>
      )}
      <div className="flex items-center gap-4">
        <div className="relative">
          <Avatar name={name.trim() || userDisplayName(user)} src={preview ?? user.avatar} size={72} />
          <span className="absolute -right-1 -bottom-1 flex size-7 items-center justify-center rounded-full bg-brand-700 text-white ring-2 ring-white">
            <CameraIcon size={14} />
          </span>
        </div>
        <div>
          <input
            ref={pickerRef}
            id={`${id}-avatar`}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={t.choosePhoto}
            tabIndex={-1}
            aria-describedby={errors.avatar ? `${id}-avatar-error` : undefined}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="sm" variant="outline" onClick={() => pickerRef.current?.click()}>
            {preview || user.avatar ? t.changePhoto : t.addPhoto}
          </Button>
          <p className="mt-1.5 text-xs text-slate-500">{picture ? picture.name : t.photoHint}</p>
        </div>
      </div>
      <FieldError id={`${id}-avatar-error`} message={errors.avatar} />

      <Field id={`${id}-name`} label={t.fullName}>
        <input
          id={`${id}-name`}
          className={inputClasses}
          value={name}
          autoComplete="name"
          placeholder={t.namePlaceholder}
          required
          maxLength={80}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setErrors(({ name: _, ...rest }) => rest);
          }}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </Field>

      <Field id={`${id}-email`} label={t.emailAddress}>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          className={inputClasses}
          value={email}
          placeholder={t.emailPlaceholder}
          maxLength={254}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors(({ email: _, ...rest }) => rest);
          }}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </Field>

      <Field id={`${id}-phone`} label={t.phoneNumber} hint={t.phoneLocked} hintId={`${id}-phone-hint`}>
        <input
          id={`${id}-phone`}
          className={inputClasses}
          value={user.phoneNumber ? formatPhoneForDisplay(user.phoneNumber) : t.notAvailable}
          disabled
          aria-describedby={`${id}-phone-hint`}
        />
      </Field>

      <FormFooter onCancel={onDone} cancelDisabled={save.isPending} className="pt-1">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t.saving : t.saveChanges}
        </Button>
      </FormFooter>
    </form>
  );
}
