// The wizard's dialogs, fetched when one first opens: Mantine's Modal brings its overlay, focus trap and scroll area
// (with floating-ui), which a wizard whose user never opens a dialog should not download.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { CheckDialogView, ConfirmDialogView } from './WizardDialogs';

const LoadedCheck = lazy(() => import('./WizardDialogs').then((module) => ({ default: module.CheckDialogView })));
const LoadedConfirm = lazy(() => import('./WizardDialogs').then((module) => ({ default: module.ConfirmDialogView })));

/** A check's progress or success, drawn only while there is one. */
export function CheckDialog(props: ComponentProps<typeof CheckDialogView>) {
  return props.dialog ? (
    <Suspense fallback={null}>
      <LoadedCheck {...props} />
    </Suspense>
  ) : null;
}

/** A declared confirmation, drawn only while open. */
export function ConfirmDialog(props: ComponentProps<typeof ConfirmDialogView>) {
  return props.opened ? (
    <Suspense fallback={null}>
      <LoadedConfirm {...props} />
    </Suspense>
  ) : null;
}
