// Code loaded on demand (a chart, a school page's tab): when it cannot load (offline, a new deployment) the screen says
// so, and a chart's table beside it still has the numbers.
import { Component, type ReactNode } from "react";
import { recordError } from "@/lib/session/error-log";

/** Shows `fallback` when the code inside fails to load, and records the failure in the error log under `label`. */
export class OnDemandBoundary extends Component<{ label: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    recordError(error, "chunk", this.props.label);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
