// Spec 2 sections 2.2, 4.3 and 5.4: the EEFC account's Swift/BIC code, checked for format as typed and verified with the bank.
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { emptyOf, formContextOf, inputPropsOf, useFormData } from '../widget-props';
import { VerifiedMark } from './VerifiedMark';
import { message } from '../../engine/core/message';

/** `ui:options` the Swift verify widget reads. */
export interface SwiftVerifyOptions {
  /** Field of the form holding the account number to verify with; default 'accountNumber'. */
  accountField?: string;
  /** Field of the form that records whether the code was verified; default 'swiftVerified'. */
  verifiedField?: string;
  /** Registered action that verifies the code; default 'bank.validateSwift'. */
  action?: string;
}

/** A Verify answer, tied to the code and account number it was given. */
interface Said {
  code: string;
  accountNumber: string;
  valid?: boolean;
  message?: string;
}

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const FORMAT = message('onboarding.bank.swiftFormat');
const MISSING = message('onboarding.bank.swiftMissing');
const FAILED = message('onboarding.bank.swiftFailed');

/** `ui:widget: swift-verify`: an upper-cased Swift/BIC input with a Verify button and a tick or cross status. */
export function SwiftVerifyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly } = props;
  const {
    accountField = 'accountNumber',
    verifiedField = 'swiftVerified',
    action = 'bank.validateSwift',
  } = props.options as SwiftVerifyOptions;
  const { call, setField } = formContextOf(props);
  const formData = useFormData(props);
  const code = typeof value === 'string' ? value : '';
  const accountNumber = String(formData?.[accountField] ?? '');
  const [debounced] = useDebouncedValue(code, 300);
  const [checking, setChecking] = useState(false);
  // What the last Verify said (at first, the stored flag) and for which code and account: it lapses once either changes.
  const [said, setSaid] = useState<Said | undefined>(() =>
    formData?.[verifiedField] === true ? { code, accountNumber, valid: true } : undefined,
  );
  const current = said?.code === code && said.accountNumber === accountNumber ? said : undefined;

  // Spec 2 section 4.3: a new account number un-verifies the code (an account filled in from empty had none to lose).
  const previousAccount = useRef(accountNumber);
  useEffect(() => {
    if (previousAccount.current === accountNumber) return;
    if (previousAccount.current !== '') setField?.(verifiedField, false);
    previousAccount.current = accountNumber;
  }, [accountNumber, setField, verifiedField]);

  const verify = async () => {
    const answer = (result: Omit<Said, 'code' | 'accountNumber'>) => setSaid({ code, accountNumber, ...result });
    if (!code || !accountNumber) return answer({ message: MISSING });
    if (!BIC.test(code)) return answer({ message: FORMAT });
    setChecking(true);
    try {
      if (!call) throw new Error('No action service');
      const verdict = (await call(action, { swiftBicCode: code, accountNumber })) as Omit<
        Said,
        'code' | 'accountNumber'
      >;
      answer({ valid: verdict.valid === true, message: verdict.valid ? undefined : verdict.message || FAILED });
      setField?.(verifiedField, verdict.valid === true);
    } catch {
      answer({ valid: false, message: FAILED });
      setField?.(verifiedField, false);
    } finally {
      setChecking(false);
    }
  };

  const badFormat = debounced === code && code !== '' && !BIC.test(code);
  const verified = current?.valid;

  return (
    <TextInput
      {...inputPropsOf(props, badFormat ? FORMAT : undefined, current?.message)}
      maxLength={11}
      autoComplete="off"
      spellCheck={false}
      value={code}
      rightSection={verified === undefined ? undefined : <VerifiedMark verified={verified} subject="Swift / BIC" />}
      onChange={(event) => {
        const next = event.currentTarget.value.toUpperCase().replace(/\s/g, '').slice(0, 11);
        if (next === code) return;
        onChange(next === '' ? emptyOf(props) : next);
        setField?.(verifiedField, false);
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1 }}>{input}</div>
          <Button variant="light" onClick={verify} loading={checking} disabled={disabled || readonly}>
            Verify
          </Button>
        </Group>
      )}
    />
  );
}
