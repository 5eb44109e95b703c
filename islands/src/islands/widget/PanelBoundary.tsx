// A panel that fails (its code could not be fetched, say) closes itself
// instead of taking the whole widget down.

import { Component, type ReactNode } from 'react';

export interface PanelBoundaryProps {
  onError(): void;
  children: ReactNode;
}

export class PanelBoundary extends Component<PanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Widget panel failed', error);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
