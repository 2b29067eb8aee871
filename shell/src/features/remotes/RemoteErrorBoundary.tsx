import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { RemoteLoadError } from './RemoteLoadError';

interface RemoteErrorBoundaryProps {
  /** Called when the member asks to try again, after the boundary has cleared its error. */
  onRetry: () => void;
  /** Called when the mounted part throws, not when it fails to load (the loader reports that). */
  onError?: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * Contains a part loaded on demand (a remote, a remote's widget, a shell page) that fails to load
 * or throws: the sidebar and the other routes keep working.
 */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part loaded on demand failed', error, info.componentStack);
    if (!(error instanceof RemoteLoadError)) this.props.onError?.();
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <RemoteErrorPanel onRetry={this.retry} /> : this.props.children;
  }
}
