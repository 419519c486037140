import { Component, type ReactNode } from 'react';
import { commonWords } from './common-words.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { AlertIcon } from './icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';

/** `resetKey`: the address; a failed page is left behind when it changes (its views stay mounted while it does not). */
type Props = { resetKey?: string; children: ReactNode };
type State = { failed: boolean; resetKey?: string };

/**
 * A view that cannot load (its code did not arrive on a flaky line, or it failed to render) says
 * so and offers Try Again, instead of taking the whole app down to a blank page.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const t = useWords(commonWords);
  return (
    <div role="alert" className="flex min-h-[60dvh] items-center justify-center">
      <EmptyState
        icon={<AlertIcon size={28} />}
        title={t.pageFailed}
        description={t.pageFailedHelp}
        actions={
          // A reload asks for every file again; the ones that did arrive come from the cache.
          <Button size="lg" onClick={() => window.location.reload()}>
            {t.tryAgain}
          </Button>
        }
      />
    </div>
  );
}
