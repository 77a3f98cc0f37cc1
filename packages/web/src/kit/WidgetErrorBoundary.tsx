import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetProblem } from './WidgetProblem';

interface Props {
  type: string;
  /** When this changes (the author fixed a setting), a crashed widget tries again. */
  resetKey: unknown;
  onError: (message: string) => void;
  children: ReactNode;
}

interface State {
  message: string | null;
  resetKey: unknown;
}

function WidgetFailed({ type, message }: { type: string; message: string }) {
  const { t } = useTranslation();
  return <WidgetProblem>{t('widget.failed', { type, message })}</WidgetProblem>;
}

/** A widget that throws while rendering shows its error; the rest of the app keeps working. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { message: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { message: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Widget ${this.props.type} failed`, error, info.componentStack);
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    if (this.state.message !== null) {
      return <WidgetFailed type={this.props.type} message={this.state.message} />;
    }
    return this.props.children;
  }
}
