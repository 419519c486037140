import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/components/cn.ts';

/** A button that reads as an inline link (mode switches inside the auth screen). */
export function TextButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cn('rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline', className)}
      {...props}
    />
  );
}
