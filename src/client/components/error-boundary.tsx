import { Component, type ReactNode } from 'react';

export interface FallbackProps {
  error: unknown;
  reset: () => void;
}

interface ErrorBoundaryProps {
  fallback: (props: FallbackProps) => ReactNode;
  /** A new value (the next URL) clears a caught error, so moving on leaves the failure behind. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  // A flag beside the error, since anything can be thrown, undefined included.
  failed: boolean;
  error: unknown;
}

const CLEAR: ErrorBoundaryState = { failed: false, error: null };

/** Catches a render error below it and shows `fallback` instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state = CLEAR;

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState(CLEAR);

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback({ error: this.state.error, reset: this.reset });
  }
}
