/** The screens before the desk: the sign-in, the e-mailed link, and the patient who scanned a QR code. */
import { DeskLinkConfirm, DeskPatient, DeskSignIn } from '@clinique/ui';
import { DESK_PATH } from '@clinique/catalog/desk';
import { useState } from 'react';
import { deskApi } from '../../src/client/desk-api.ts';
import { codeInPath, type DeskActions, type DeskIslandProps } from './useDeskActions.ts';

type Props = Pick<DeskIslandProps, 'screens' | 'clinic'> & { desk: DeskActions };

export function SignInPanel({ screens, clinic, desk }: Props) {
  const { screen, setScreen, showSignIn, failure } = desk;
  const [email, setEmail] = useState('');

  async function requestLink() {
    setScreen({ kind: 'sign-in', state: 'sending' });
    const next = codeInPath(window.location.pathname) ? window.location.pathname : DESK_PATH;
    const answer = await deskApi.signIn(email.trim(), next);
    if (answer.ok) setScreen({ kind: 'sign-in', state: 'sent', message: answer.value.message });
    else showSignIn({ error: failure(answer) });
  }

  async function openSession(token: string, next: string) {
    setScreen({ kind: 'link', token, next, busy: true });
    const answer = await deskApi.openSession(token, next);
    // Replaced, not added: the spent link leaves the tab's history.
    if (answer.ok) window.location.replace(answer.value.next);
    else setScreen({ kind: 'link', token, next, error: failure(answer) });
  }

  switch (screen.kind) {
    case 'link':
      return (
        <DeskLinkConfirm
          labels={screens.link}
          missing={screen.token === ''}
          busy={screen.busy}
          error={screen.error}
          onConfirm={() => void openSession(screen.token, screen.next)}
          restartHref={DESK_PATH}
        />
      );
    case 'patient':
      return (
        <DeskPatient
          labels={screens.patient}
          phone={clinic.phone}
          phoneHref={clinic.phoneHref}
          onStaff={() => showSignIn()}
        />
      );
    case 'sign-in':
      return (
        <DeskSignIn
          labels={screens.signIn}
          email={email}
          onEmailChange={setEmail}
          {...screen}
          onSubmit={() => void requestLink()}
          onRestart={() => showSignIn()}
        />
      );
    default:
      return null;
  }
}
