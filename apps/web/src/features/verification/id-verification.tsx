import {
  ID_DOCUMENT_ACCEPT,
  ID_SUBMITTED_CLOSE_MS,
  idDocumentError,
  VERIFICATION_VIDEO_ACCEPT,
  verificationVideoError,
  type IdSubmissionStage,
} from '@sokoni/contracts/account-rules';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { ImageIcon, VideoIcon } from '@/components/icons.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { ApiError } from '@/lib/api/api-error.ts';
import { usePickedFile } from '@/lib/hooks/use-picked-file.ts';
import { idFilesError } from '@/entities/verification/id-submission.ts';
import { useIdSubmission } from '@/entities/verification/use-id-submission.ts';
import { FileField } from './file-field.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { ruleMessage, verificationWords } from './verification-words.ts';

const STAGE_WORDS = {
  document: 'uploadingDocument',
  video: 'uploadingVideo',
  submitting: 'submittingForReview',
} as const satisfies Record<Exclude<IdSubmissionStage, 'done'>, string>;

/** What the server refused and why (attempts used, already under review, a file too large); nothing for outages. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.unexplained) return null;
  return error.fieldErrors[0]?.message ?? error.message;
}

/** What a running submission is doing: its files still going up (can be stopped cleanly), or the submission call itself. */
export type IdBusy = 'uploading' | 'submitting' | null;

/** doc 2 §2.9 ID view: an ID picture and a short video, both required, then the submission with its progress. */
export function IdVerification({ onSubmitted, onBusyChange }: { onSubmitted: () => void; onBusyChange: (busy: IdBusy) => void }) {
  const t = useWords(verificationWords);
  const [pickedDocument, setIdDocument] = usePickedFile();
  const idDocument = pickedDocument?.file ?? null;
  const [video, setVideo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ document: string | null; video: string | null; form: string | null }>({ document: null, video: null, form: null });
  const { state, start } = useIdSubmission();
  const working = state.status === 'working';
  const busy: IdBusy = state.status !== 'working' ? null : state.stage === 'submitting' ? 'submitting' : 'uploading';
  const busyChanged = useEffectEvent(onBusyChange);
  useEffect(() => busyChanged(busy), [busy]);
  const submitted = useEffectEvent(onSubmitted);
  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = setTimeout(() => submitted(), ID_SUBMITTED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const pickDocument = (file: File) => {
    setIdDocument(file);
    setErrors((e) => ({ ...e, document: ruleMessage(idDocumentError(file), t), form: null }));
  };
  const pickVideo = (file: File) => {
    setVideo(file);
    setErrors((e) => ({ ...e, video: ruleMessage(verificationVideoError(file), t), form: null }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ruleMessage(idFilesError(idDocument, video), t);
    if (problem || !idDocument || !video) return setErrors((e) => ({ ...e, form: problem }));
    // Said in this event, not after the render: an Escape right after the tap must already ask first.
    onBusyChange('uploading');
    void start(idDocument, video);
  };

  if (state.status === 'done') {
    return (
      <div className="space-y-4">
        <ProgressBar value={100} label={t.verificationProgress} />
        <Banner tone="success">{t.idSubmitted}</Banner>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm leading-relaxed text-slate-600">
        {t.idIntro}
      </p>
      <FileField
        label={t.idDocument}
        hint={t.idDocumentHint}
        accept={ID_DOCUMENT_ACCEPT}
        icon={<ImageIcon size={22} />}
        file={idDocument}
        error={errors.document}
        disabled={working}
        previewUrl={pickedDocument?.url}
        onPick={pickDocument}
      />
      <FileField
        label={t.video}
        hint={t.videoHint}
        accept={VERIFICATION_VIDEO_ACCEPT}
        icon={<VideoIcon size={22} />}
        file={video}
        error={errors.video}
        disabled={working}
        onPick={pickVideo}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      {state.status === 'failed' && (
        <Banner tone="error">
          <p className="font-semibold">{t.submitFailed}</p>
          {refusalOf(state.error) && <p className="mt-0.5">{refusalOf(state.error)}</p>}
        </Banner>
      )}
      {working && (
        <div role="status" className="space-y-1.5">
          <ProgressBar value={state.percent} label={t.verificationProgress} />
          <p className="text-sm text-slate-600">{t[STAGE_WORDS[state.stage]]} {t.keepOpen}</p>
        </div>
      )}
      <Button type="submit" block size="lg" loading={working} disabled={Boolean(errors.document || errors.video)}>
        {working ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
