import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ContainedProps {
  /** What it holds, for the log: `consent`, `analytics`, `live notifications`… */
  name: string;
  children?: ReactNode;
}

interface ContainedState {
  failed: boolean;
}

/**
 * An error boundary for what the page can do without (the consent banner, audience measurement, the
 * pixel, the live notifications): if what it holds throws while rendering or in an effect, the error
 * is logged and nothing is rendered in its place, and the page goes on. Without it, the error would
 * reach the root and the whole page would become the not-found view (SPEC §8).
 */
export class Contained extends Component<ContainedProps, ContainedState> {
  override state: ContainedState = { failed: false };

  static getDerivedStateFromError(): ContainedState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `[${this.props.name}] failed and was left out; the page goes on without it`,
      error,
      info.componentStack ?? '',
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
