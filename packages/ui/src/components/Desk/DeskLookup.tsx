import type { DeskText } from '@clinique/catalog';
import { useEffect, useId, useRef } from 'react';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { focusLost } from '../../utils/focus-back.ts';
import { formField } from '../../utils/typed-before-hydration.ts';
import { DeskSection, submitted } from './DeskPanel.tsx';

export interface DeskLookupProps {
  labels: DeskText['lookup'];
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  busy?: boolean;
  error?: string;
}

export function DeskLookup({ labels, busy = false, error, ...props }: DeskLookupProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(busy);
  // A refused code is corrected in the field, which names the refusal: it takes the focus (from the
  // button, given it back once no longer busy). A code found sends it to the voucher instead.
  useEffect(() => {
    const refused = wasBusy.current && !busy && error;
    wasBusy.current = busy;
    const search = formRef.current;
    if (refused && (focusLost() || search?.contains(document.activeElement))) {
      formField(search, 'code')?.focus();
    }
  });
  return (
    <DeskSection title={labels.title}>
      <form ref={formRef} className={form.form} role="search" onSubmit={submitted(props.onSubmit)}>
        <TextField
          id={`${id}-code`}
          label={labels.codeLabel}
          hint={labels.codeHint}
          name="code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          error={error ?? ''}
          value={props.code}
          readOnly={busy}
          onChange={(event) => props.onCodeChange(event.target.value)}
        />
        <Button type="submit" busy={busy} busyLabel={labels.busy} icon="search" fullWidth>
          {labels.submit}
        </Button>
      </form>
    </DeskSection>
  );
}
