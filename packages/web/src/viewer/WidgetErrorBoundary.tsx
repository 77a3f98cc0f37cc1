import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  type: string;
  onError: (message: string) => void;
  children: ReactNode;
}

/** A widget that throws while rendering shows its error; the rest of the app keeps working. */
export class WidgetErrorBoundary extends Component<Props, { message: string | null }> {
  override state = { message: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Widget ${this.props.type} failed`, error, info.componentStack);
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    if (this.state.message !== null) {
      return (
        <div role="alert" style={{ padding: 8, color: 'var(--mantine-color-red-8)', fontSize: 'var(--mantine-font-size-sm)' }}>
          {this.props.type} failed: {this.state.message}
        </div>
      );
    }
    return this.props.children;
  }
}
