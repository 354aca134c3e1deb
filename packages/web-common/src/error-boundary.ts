import { Component, type ReactNode } from 'react';
import { isChunkLoadError, pageReloadGuard } from './chunk-reload';

/** One per page: the boundary and the listener for Vite's failed preloads share it. */
export const reloadForNewVersion = pageReloadGuard();

interface Props {
  children: ReactNode;
  /** Shown while the page reloads for a new version. */
  reloading: ReactNode;
  /** Shown for any other failure, or the same again within a minute: a calm page with a way to reload. */
  failed: ReactNode;
}

interface State {
  failed: boolean;
  reloading: boolean;
}

/**
 * The last safety net of both apps. A screen whose file is gone (a new version was deployed while the
 * app was open) reloads the page once; anything else shows the app's own error page.
 */
export class ReloadingErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, reloading: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && reloadForNewVersion()) this.setState({ reloading: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? this.props.reloading : this.props.failed;
  }
}
