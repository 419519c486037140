import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { pathForView, type ViewName, type ViewParams } from '@/lib/navigation/views.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { view: ViewName; params?: ViewParams };

/** A real link (open in new tab works) that moves through the navigation stack on a plain click. */
export function ViewLink({ view, params, onClick, ...props }: Props) {
  const { push } = useNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    push(view, params);
  };
  return <a href={pathForView(view, params)} onClick={handleClick} {...props} />;
}
