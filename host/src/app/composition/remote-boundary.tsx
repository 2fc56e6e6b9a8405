import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered when a child throws while rendering; gets a reset that remounts the children. */
  fallback: (reset: () => void, error: Error) => ReactNode;
  name: string;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/** Catches render errors of one vertical so the rest of the frame keeps working. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] render failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}
