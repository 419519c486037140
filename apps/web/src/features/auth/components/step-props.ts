import type { AuthStep } from '../auth-steps.ts';
import type { Feedback } from '../auth-feedback.ts';
import type { PhoneValue } from './phone-field.tsx';

/** What every mode's form gets from the auth screen. */
export type StepProps = {
  phone: PhoneValue;
  onPhoneChange: (phone: PhoneValue) => void;
  /** Moves to another mode, replacing the banner (null clears it). */
  go: (step: AuthStep, feedback?: Feedback | null) => void;
  report: (feedback: Feedback | null) => void;
};
