import type { ReactNode } from 'react';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { pathForView, type ViewName, type ViewParams } from '@/lib/navigation/views.ts';
import { Button, buttonClasses, type ButtonProps } from './button.tsx';
import { useStaticPaint } from './static-paint.ts';

type Props = { view: ViewName; params?: ViewParams; variant?: ButtonProps['variant']; size?: ButtonProps['size']; children: ReactNode };

/** A button that opens a view; in the static first paint, a plain link to it (it works before the app). */
export function ViewButton({ view, params, variant, size, children }: Props) {
  const { push } = useNavigation();
  if (useStaticPaint()) {
    return (
      <a href={pathForView(view, params)} tabIndex={-1} className={buttonClasses(variant, size)}>
        {children}
      </a>
    );
  }
  return (
    <Button variant={variant} size={size} onClick={() => push(view, params)}>
      {children}
    </Button>
  );
}
