import type { User } from '@sokoni/contracts/users';
import { Avatar } from '@/components/avatar.tsx';
import { Button } from '@/components/button.tsx';
import { PencilIcon } from '@/components/icons.tsx';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { userDisplayName } from '@/lib/format/user-name.ts';
import { AvatarCameraButton } from './avatar-camera-button.tsx';
import { VerificationBadges } from './verification-badges.tsx';
import { VerificationProgress } from './verification-progress.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

/** doc 2 §2.7 header: avatar with camera button, name, phone, badges, the verification bar, Edit Profile. */
export function ProfileHeader({ user, onEdit }: { user: User; onEdit: () => void }) {
  const t = useWords(accountWords);
  const name = userDisplayName(user);
  return (
    <div className="space-y-5 p-5 md:p-6">
      <div className="flex items-center gap-4">
        <div className="relative shrink-0">
          <Avatar name={name} src={user.avatar} size={76} className="ring-4 ring-brand-50" />
          <AvatarCameraButton />
        </div>
        <div className="min-w-0 flex-1">
          {/* Two lines before it is cut: a first and last name fit a phone's width (issue 24 #15). */}
          <h2 className="line-clamp-2 text-xl font-extrabold break-words text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600 tabular-nums">{user.phoneNumber ? formatPhoneForDisplay(user.phoneNumber) : t.notAvailable}</p>
          <VerificationBadges user={user} />
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} className="shrink-0 max-sm:hidden">
          <PencilIcon size={16} /> {t.editProfile}
        </Button>
      </div>
      <div className="space-y-5">
        <VerificationProgress percent={user.verificationProgress} />
        <Button variant="outline" block onClick={onEdit} className="sm:hidden">
          <PencilIcon size={16} /> {t.editProfile}
        </Button>
      </div>
    </div>
  );
}
