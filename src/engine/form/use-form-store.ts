// The store of one SchemaForm: made once from its declaration and starting data, then told the latest way to settle.
import type { RJSFSchema } from '@rjsf/utils';
import { getDefaultFormState } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Engine } from '../EngineContext';
import { applyRules } from '../core/rules';
import { requiredByRuleMessages } from '../core/required-by-rule';
import { messagesByPath, type AjvError } from './error-schema';
import { resetsOf } from './resets';
import { declaredDefaults } from './revealed-defaults';
import type { SchemaFormProps } from './schema-form-props';
import { DEFAULTS, settleData } from './settle';
import { FormStore, type FormWork } from './store';
import { mergeFieldUi } from './ui-schema';

type Data = Record<string, unknown>;

/** The server's messages by path, each at its field when the form draws it, else at the form itself (''). */
function placed(refused: Record<string, string>, schema: RJSFSchema): Map<string, string> {
  const placedAt = new Map<string, string>();
  for (const [path, text] of Object.entries(refused)) {
    const key = path.split('.')[0] in (schema.properties ?? {}) ? path : '';
    if (!placedAt.has(key)) placedAt.set(key, text);
  }
  return placedAt;
}

/**
 * The form's store and validator. The store starts from the starting data with the declared defaults RJSF would draw
 * (so what is shown is what is sent), settles with the latest rules, context and presentation changes, and reports
 * to the latest onChange; onValidity hears each change of the form's validity; the server's refusals show on their fields.
 */
export function useFormStore<T extends Data>(props: SchemaFormProps<T>, engine: Engine) {
  const { form, fieldUi, related, onChange, onValidity, refused } = props;
  const { declaration } = form;
  const schema = declaration.schema as RJSFSchema;
  const context = useMemo(() => (related ? { ...engine.context, related } : engine.context), [engine.context, related]);
  const resets = useMemo(() => resetsOf(declaration.ui), [declaration.ui]);
  const validator = useMemo(
    () => createPrecompiledValidator(form.validateFns as never, schema),
    [form.validateFns, schema],
  );
  const defaults = useMemo(() => declaredDefaults(validator, schema, DEFAULTS), [validator, schema]);
  const work = useMemo<FormWork<T>>(
    () => ({
      settle: (next, previous) => {
        const run = (input: T) => {
          const result = applyRules(declaration.rules, engine.rules, input, context);
          return fieldUi ? { ...result, ui: mergeFieldUi(fieldUi, result.ui) } : result;
        };
        return settleData(next, previous, { run, resets, defaults });
      },
      judge: (settled) => {
        const { errors } = validator.rawValidation(schema, settled.data);
        const found = messagesByPath((errors ?? []) as AjvError[], {
          ...requiredByRuleMessages(schema, settled.data, settled.ui),
          ...settled.errors,
        });
        // A hidden field cannot be filled in, so it never holds the form back.
        for (const [path, change] of Object.entries(settled.ui)) if (change.hidden) found.delete(path);
        return found;
      },
    }),
    [declaration.rules, engine.rules, context, fieldUi, resets, defaults, validator, schema],
  );
  const [store] = useState(
    () =>
      new FormStore(
        work,
        getDefaultFormState(validator, schema, props.initialData ?? {}, schema, false, DEFAULTS) as T,
      ),
  );
  useLayoutEffect(() => store.use(work, onChange), [store, work, onChange]);
  useEffect(() => store.attach(), [store]);
  useEffect(() => void (refused && store.refuse(placed(refused, schema))), [store, refused, schema]);
  const messages = useSyncExternalStore(store.subscribeForm, () => store.messages);
  useEffect(() => onValidity?.(messages.size === 0), [onValidity, messages]);
  return { store, validator };
}
