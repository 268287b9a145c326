// The wizard's dialogs, fetched when one first opens: Mantine's Modal brings its overlay, focus trap and scroll area
// (with floating-ui), which a wizard whose user never opens a dialog should not download.
import type { ComponentProps } from 'react';
import { lazyNamed } from '../arrival';
import type { CheckDialogView, ConfirmDialogView } from './WizardDialogs';

const LoadedCheck = lazyNamed(() => import('./WizardDialogs'), 'CheckDialogView');
const LoadedConfirm = lazyNamed(() => import('./WizardDialogs'), 'ConfirmDialogView');

/** A check's progress or success, drawn only while there is one. */
export function CheckDialog(props: ComponentProps<typeof CheckDialogView>) {
  return props.dialog ? <LoadedCheck {...props} /> : null;
}

/** A declared confirmation, drawn only while open. */
export function ConfirmDialog(props: ComponentProps<typeof ConfirmDialogView>) {
  return props.opened ? <LoadedConfirm {...props} /> : null;
}
