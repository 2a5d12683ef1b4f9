import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { IslandErrorText } from '@/lib/i18n/tools/common.en';

interface State {
  failed: boolean;
}

/**
 * Wraps every island: if it throws, the reader sees a plain heading instead of a blank space. `text` is the
 * page language's (ISLAND_ERROR_EN or _ES), passed in so an island bundles one language's words.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; text: IslandErrorText }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div role="alert" className="rounded-card border border-warn bg-warn-wash p-4">
          <h2 className="text-base font-semibold">{this.props.text.title}</h2>
          <p className="mt-1 text-sm">{this.props.text.body}</p>
        </div>
      );
    }
    return this.props.children;
  }
}

/** Wrap a component so it always renders inside the boundary, which speaks `text`'s language. */
export function withErrorBoundary<P extends object>(Inner: (props: P) => ReactNode, text: IslandErrorText) {
  function Bounded(props: P) {
    return (
      <ErrorBoundary text={text}>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `Bounded(${Inner.name || 'Island'})`;
  return Bounded;
}
