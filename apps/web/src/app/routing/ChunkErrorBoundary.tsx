import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from './PageError';

type TProps = { children: ReactNode };
type TState = { error: Error | null };

/** Catches a page that failed to load or render and offers a reload instead of a blank screen. */
export class ChunkErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: Error): TState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <PageError error={this.state.error} />;
    return this.props.children;
  }
}
