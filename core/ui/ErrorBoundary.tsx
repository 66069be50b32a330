import { Component, type ReactNode } from "react";
import { ErrorNotice } from "./ErrorNotice.tsx";

/** Keeps a render error inside its element: the element shows a notice, the page goes on. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("[shop-widgets] render error", error);
  }

  override render() {
    return this.state.failed ? <ErrorNotice /> : this.props.children;
  }
}
