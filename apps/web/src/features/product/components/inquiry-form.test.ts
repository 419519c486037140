import { describe, expect, it } from 'vitest';
import { validateInquiry } from './inquiry-form.ts';

const draft = { name: 'Thandi', email: '', phone: '+268 7600 0001', message: 'Is this still available?' };

describe('validateInquiry', () => {
  it('accepts a message with a way to reply', () => {
    expect(validateInquiry(draft, { signedIn: false })).toEqual({});
  });
  it('needs a message, a valid email and phone, and a contact from a guest', () => {
    expect(validateInquiry({ ...draft, message: '  ' }, { signedIn: true }).message).toBe('Message is required');
    expect(validateInquiry({ ...draft, email: 'nope' }, { signedIn: true }).email).toBe('Please enter a valid email');
    expect(validateInquiry({ ...draft, phone: '12' }, { signedIn: true }).phone).toBe('Please enter a valid phone number');
    expect(validateInquiry({ ...draft, phone: '' }, { signedIn: false }).phone).toMatch(/phone number or email/);
    expect(validateInquiry({ ...draft, phone: '' }, { signedIn: true })).toEqual({});
  });
});
