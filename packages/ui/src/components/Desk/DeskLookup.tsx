import type { DeskText } from '@clinique/catalog';
import { useId } from 'react';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { DeskMessage } from './DeskMessage.tsx';
import { DeskSection, submitted } from './DeskPanel.tsx';

export interface DeskLookupProps {
  labels: DeskText['lookup'];
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  busy?: boolean;
  error?: string;
}

export function DeskLookup({
  labels,
  code,
  onCodeChange,
  onSubmit,
  busy = false,
  error,
}: DeskLookupProps) {
  const id = useId();
  return (
    <DeskSection title={labels.title}>
      <form className={form.form} role="search" onSubmit={submitted(onSubmit)}>
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
          value={code}
          readOnly={busy}
          onChange={(event) => onCodeChange(event.target.value)}
        />
        <DeskMessage tone="danger" text={error} />
        <Button type="submit" busy={busy} busyLabel={labels.busy} icon="search" fullWidth>
          {labels.submit}
        </Button>
      </form>
    </DeskSection>
  );
}
