import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInput, codeAfterPaste, sanitizeCode } from './code-input.tsx';

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
    // A maxlength would let the browser cut a pasted "933 697" to "933 69" before we see it.
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(input.hasAttribute('required')).toBe(true);
  });

  it('keeps every digit of a pasted code, up to six', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => '933 697' } });
    expect(input.value).toBe('933697');
    fireEvent.paste(input, { clipboardData: { getData: () => '12ab345678' } });
    expect(input.value).toBe('123456');
  });

  it('codeAfterPaste: a whole code replaces what was typed, a few digits go at the caret', () => {
    expect(codeAfterPaste('', '933 697', 0, 0)).toBe('933697');
    expect(codeAfterPaste('', '12ab345678', 0, 0)).toBe('123456');
    expect(codeAfterPaste('11', 'Your code is 654 321.', 2, 2)).toBe('654321');
    expect(codeAfterPaste('1256', '3-4', 2, 2)).toBe('123456');
    expect(codeAfterPaste('12999', '34', 2, 5)).toBe('1234');
    expect(codeAfterPaste('123', 'abc', 3, 3)).toBe('123');
  });

  it('sanitizeCode strips everything but digits', () => {
    expect(sanitizeCode(' 12 34-56 ')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });
});
