// Leaving a page's form (`cancel`, `guardLeaving`, `then`): Cancel asks before going, leaving another way with a
// valid unsaved form asks the same (and closing the tab brings the browser's warning), a save goes on to `then`.
import { Button } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '../arrival';
import type { PageForm } from '../core/declarations';
import { useEngine } from '../EngineContext';

// Fetched when the question is first asked: most forms are left by a save, and a dialog brings Mantine's Modal.
const ConfirmDialogView = lazyNamed(() => import('../wizard/WizardDialogs'), 'ConfirmDialogView');

const noGuard = () => undefined;

/** What the form needs to be left well: its change and validity listeners, the Cancel button, the question. */
export function useFormExit(form: PageForm) {
  const engine = useEngine();
  const baseline = useRef<string>(undefined);
  // Where the form is going on its own (Cancel's Yes, a save): the guard lets that go, then it goes.
  const [leavingTo, setLeavingTo] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [valid, setValid] = useState(false);
  const [pending, setPending] = useState<{ resolve: (yes: boolean) => void }>();
  const ask = useCallback(() => new Promise<boolean>((resolve) => setPending({ resolve })), []);
  const mayLeave = useCallback(
    (unloading?: boolean) => (leavingTo || !form.guardLeaving || !(dirty && valid) ? true : unloading ? false : ask()),
    [leavingTo, form.guardLeaving, dirty, valid, ask],
  );
  const guard = engine.useLeaveGuard ?? noGuard;
  guard(mayLeave);

  useEffect(() => {
    if (leavingTo) engine.navigate?.(leavingTo);
  }, [leavingTo, engine]);
  const go = setLeavingTo;
  const answer = (yes: boolean) => {
    pending?.resolve(yes);
    setPending(undefined);
  };
  const cancel = form.cancel;
  return {
    /** The first data the form settles on is its starting point; any other is an unsaved change. */
    onChange: (data: Record<string, unknown>) => {
      const now = JSON.stringify(data);
      baseline.current ??= now;
      setDirty(now !== baseline.current);
    },
    onValidity: setValid,
    cancelButton: cancel ? (
      <Button variant="default" onClick={() => void ask().then((yes) => yes && go(cancel.to))}>
        {cancel.label}
      </Button>
    ) : null,
    question:
      cancel && pending ? (
        <ConfirmDialogView
          dialog={{
            title: cancel.title,
            text: cancel.confirm,
            confirm: cancel.yes ?? 'Yes',
            cancel: cancel.no ?? 'No',
          }}
          opened
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      ) : null,
    /** After a save: nothing is unsaved; go on where the form says. */
    saved: () => {
      if (form.then) go(form.then);
    },
  };
}
