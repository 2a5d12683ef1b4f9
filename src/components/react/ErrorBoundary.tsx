import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/lang';

const TEXT = {
  en: { title: 'Unexpected Application Error!', body: 'This part of the page could not load. Reloading the page usually fixes it.' },
  es: { title: 'Error inesperado', body: 'Esta parte de la página no se pudo cargar. Volver a cargar la página suele resolverlo.' },
} as const;

interface State {
  failed: boolean;
}

/** Wraps every island: if it throws, the reader sees a plain heading instead of a blank space. */
export class ErrorBoundary extends Component<{ children: ReactNode; lang?: Lang }, State> {
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
          <h2 className="text-base font-semibold">{TEXT[this.props.lang ?? 'en'].title}</h2>
          <p className="mt-1 text-sm">{TEXT[this.props.lang ?? 'en'].body}</p>
        </div>
      );
    }
    return this.props.children;
  }
}

/** Wrap a component so it always renders inside the boundary. */
export function withErrorBoundary<P extends object>(Inner: (props: P) => ReactNode, lang: Lang = 'en') {
  function Bounded(props: P) {
    return (
      <ErrorBoundary lang={lang}>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `Bounded(${Inner.name || 'Island'})`;
  return Bounded;
}
