// The tick or cross beside a verified field, named for screen readers since it carries the only sign of the outcome.
import { CheckIcon, CloseIcon, ThemeIcon } from '@mantine/core';

/** A green tick when `verified`, a red cross when not; `subject` names what was verified ('Swift / BIC'). */
export function VerifiedMark({ verified, subject }: { verified: boolean; subject: string }) {
  return (
    <ThemeIcon
      role="img"
      aria-label={verified ? `${subject} verified` : `${subject} not verified`}
      color={verified ? 'green' : 'red'}
      variant="light"
      radius="xl"
      size="sm"
    >
      {verified ? <CheckIcon size={10} /> : <CloseIcon size="10" />}
    </ThemeIcon>
  );
}
