// A half-typed declaration may break the engine mid-render; the lab says why instead of going blank.
import { Alert } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { message } from '../../engine/core/message';

/** Why the preview shows nothing: a $ref that does not resolve, or whatever the engine raised. */
export function CannotRender({ message: reason }: { message: string }) {
  return (
    <Alert color="red" role="alert" title={message('schemaLab.preview.cannotRender')}>
      {reason}
    </Alert>
  );
}

/** Props of PreviewBoundary. */
export interface PreviewBoundaryProps {
  /** A change of this value (the declaration text) tries the rendering again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error?: Error;
  resetKey: string;
}

/** Shows what stopped the preview; renders the children again once the declaration changes. */
export class PreviewBoundary extends Component<PreviewBoundaryProps, State> {
  state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: PreviewBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <CannotRender message={this.state.error.message} /> : this.props.children;
  }
}
