import type { ReactNode } from 'react';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import type { ViewName, ViewParams } from '@/lib/navigation/views.ts';
import { Button, type ButtonProps } from './button.tsx';

type Props = { view: ViewName; params?: ViewParams; variant?: ButtonProps['variant']; size?: ButtonProps['size']; children: ReactNode };

/** A button that opens a view. */
export function ViewButton({ view, params, variant, size, children }: Props) {
  const { push } = useNavigation();
  return (
    <Button variant={variant} size={size} onClick={() => push(view, params)}>
      {children}
    </Button>
  );
}
