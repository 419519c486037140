import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInput, sanitizeCode } from './code-input.tsx';

function Harness() {
  const [code, setCode] = useState('');
  return <CodeInput value={code} onChange={setCode} />;
}

afterEach(cleanup);

describe('CodeInput', () => {
  it('keeps digits only, at most six', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a-3 4' } });
    expect(input.value).toBe('1234');
    fireEvent.change(input, { target: { value: '123456789' } });
    expect(input.value).toBe('123456');
  });

  it('is a required numeric one-time-code field', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(input.hasAttribute('required')).toBe(true);
  });

  it('sanitizeCode strips everything but digits', () => {
    expect(sanitizeCode(' 12 34-56 ')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });
});
