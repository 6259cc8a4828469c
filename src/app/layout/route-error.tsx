import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n';

function ChunkErrorNotice({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section className="page container" aria-labelledby="load-error-title">
      <h1 id="load-error-title">{t('app.chunkError.title')}</h1>
      <p className="lead">{t('app.chunkError.text')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('app.chunkError.retry')}
      </button>
    </section>
  );
}

/** Catches a screen that fails to load or render, so the chrome stays usable. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) return <ChunkErrorNotice onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
