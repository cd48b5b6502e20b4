import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  /** A new value clears the error (the page's path: moving to another page tries afresh). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * A page whose code failed to download stays failed in React.lazy's cache, so for those
 * 'Try again' reloads the document; any other error re-renders the page.
 */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload/i.test(error.message);

/** Wraps every page (spec 2: 'Something went wrong' with 'Try again'). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the browser console for whoever reports the problem; there is no client log sink yet.
    // eslint-disable-next-line no-console
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) return <ErrorScreen onRetry={this.retry} />;
    return this.props.children;
  }
}
