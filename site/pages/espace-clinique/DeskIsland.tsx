/** Its first render is the same on the server and in the browser; then the address decides. */
import {
  Button,
  DeskDelivery,
  DeskLinkConfirm,
  DeskList,
  type DeskListFilter,
  type DeskListResult,
  DeskLookup,
  DeskResend,
  DeskSession,
  DeskSignIn,
  DeskUseForm,
  DeskVoid,
  type DeskUseValues,
  DeskVoucherCard,
  type DeskVoucherData,
  emptyDeskUseValues,
  reversibleUses,
} from '@clinique/ui';
import {
  fillTemplate,
  formatCents,
  formatNumericDate,
  parseEuroCents,
} from '@clinique/catalog/format';
import { DESK_PATH, deskVoucherPath } from '@clinique/catalog/vouchers';
import { useEffect, useRef, useState } from 'react';
import { type DeskAnswer, deskApi, deskExportHrefs } from '../../src/client/desk-api.ts';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

export const DESK_ISLAND = 'desk';

export type DeskIslandProps = Pick<Data, 'screens' | 'answers' | 'treatments' | 'clinic'>;

const LINK_PATH = `${DESK_PATH}/connexion`;
const VOUCHER_PREFIX = `${DESK_PATH}/bon/`;

/** What an action shows: busy while it runs (`B` says which button), then a refusal or a notice. */
interface Outcome<B = boolean> {
  busy?: B;
  error?: string;
  notice?: string;
}

type Screen =
  | { kind: 'checking' }
  // The sign-in screen's `state` says when it is busy.
  | ({ kind: 'sign-in'; state: 'idle' | 'sending' | 'sent'; message?: string } & Outcome<never>)
  | ({ kind: 'link'; token: string; next: string } & Outcome)
  | { kind: 'desk'; email: string }
  // The QR code's address opened without a session: most likely the patient.
  | { kind: 'patient' };

const parisToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

function codeInPath(pathname: string): string | undefined {
  if (!pathname.startsWith(VOUCHER_PREFIX)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(VOUCHER_PREFIX.length)) || undefined;
  } catch {
    return undefined;
  }
}

export function DeskIsland({ screens, answers, treatments, clinic }: DeskIslandProps) {
  const [screen, setScreen] = useState<Screen>({ kind: 'checking' });
  const [email, setEmail] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const [code, setCode] = useState('');
  const [lookup, setLookup] = useState<Outcome>({});
  const [voucher, setVoucher] = useState<DeskVoucherData>();
  const [use, setUse] = useState<DeskUseValues>(emptyDeskUseValues);
  const [useStep, setUseStep] = useState<'edit' | 'confirm'>('edit');
  const [recording, setRecording] = useState<Outcome>({});
  const [reversal, setReversal] = useState<Outcome & { confirming?: number }>({});
  const [voidReason, setVoidReason] = useState('');
  const [voidStep, setVoidStep] = useState<'edit' | 'confirm'>('edit');
  const [voiding, setVoiding] = useState<Outcome>({});
  const [resendTo, setResendTo] = useState('');
  const [resending, setResending] = useState<Outcome>({});
  const [delivery, setDelivery] = useState({ email: '', date: '' });
  const [delivering, setDelivering] = useState<Outcome<'save' | 'resend' | 'early'>>({});
  const [confirmingEarly, setConfirmingEarly] = useState(false);
  const [view, setView] = useState<'voucher' | 'list'>('voucher');
  const [listFilter, setListFilter] = useState<DeskListFilter>(() => ({
    status: '',
    from: `${parisToday().slice(0, 8)}01`,
    to: '',
    q: '',
    expiring: '',
  }));
  const [listing, setListing] = useState<Outcome>({});
  const [listed, setListed] = useState<{ result: DeskListResult; applied: DeskListFilter }>();
  const voucherArea = useRef<HTMLDivElement>(null);
  const [focusVoucher, setFocusVoucher] = useState(false);

  // A voucher opened from the list is shown above it: the focus moves there.
  useEffect(() => {
    if (focusVoucher && voucher) {
      voucherArea.current?.focus();
      voucherArea.current?.scrollIntoView({ block: 'start' });
      setFocusVoucher(false);
    }
  }, [focusVoucher, voucher]);

  const failure = (answer: { message: string }) => answer.message || screens.failure;
  const showSignIn = (outcome: Outcome<never> = {}) =>
    setScreen({ kind: 'sign-in', state: 'idle', ...outcome });

  /**
   * Shows `busy` while the API answers; its value, or undefined once the refusal is shown (or the
   * sign-in screen, when the session has ended). `answered` runs when the API answered, but a 401.
   */
  async function attempt<T, B>(
    set: (outcome: Outcome<B>) => void,
    busy: B,
    call: () => Promise<DeskAnswer<T>>,
    answered?: (ok: boolean) => void,
  ): Promise<T | undefined> {
    set({ busy });
    const answer = await call();
    if (answer.ok) {
      answered?.(true);
      return answer.value;
    }
    if (answer.status === 401) {
      showSignIn({ error: failure(answer) });
      return;
    }
    // A 409 carries the voucher as it is now: the person sees the fresh balance.
    if (answer.voucher) setVoucher(answer.voucher);
    if (answer.status) answered?.(false);
    set({ error: failure(answer) });
  }

  async function find(typed: string): Promise<boolean> {
    setCode(typed);
    for (const reset of [setRecording, setReversal, setResending, setVoiding]) reset({});
    setResendTo('');
    setVoidReason('');
    setVoidStep('edit');
    // A refused code hides the voucher shown; an unreachable API leaves it.
    const found = await attempt(
      setLookup,
      true,
      () => deskApi.voucher(typed),
      (ok) => ok || setVoucher(undefined),
    );
    if (!found) return false;
    setLookup({});
    setVoucher(found);
    setDelivery({ email: found.delivery?.email ?? '', date: found.delivery?.on ?? '' });
    setDelivering({});
    setCode(found.code);
    setUse(emptyDeskUseValues);
    setUseStep('edit');
    // The address names the voucher shown: reloading or sharing it opens it again.
    history.replaceState(history.state, '', deskVoucherPath(found.code));
    setView('voucher');
    setFocusVoucher(true);
    return true;
  }

  async function loadList(filter: DeskListFilter) {
    const result = await attempt(setListing, true, () => deskApi.list(filter));
    if (!result) return;
    setListing({});
    setListed({ result, applied: filter });
  }

  function refreshList() {
    if (listed) void loadList(listed.applied);
  }

  // The address decides the first screen (never in the prerendered HTML: it is the same for all).
  useEffect(() => {
    const { pathname, hash } = window.location;
    if (pathname === LINK_PATH) {
      // The link carries its token in the fragment, which no request (so no log) ever holds.
      const query = new URLSearchParams(hash.slice(1));
      setScreen({
        kind: 'link',
        token: query.get('jeton') ?? '',
        next: query.get('suite') ?? DESK_PATH,
      });
      return;
    }
    let cancelled = false;
    void deskApi.me().then((answer) => {
      if (cancelled) return;
      if (!answer.ok && answer.status === 401 && codeInPath(pathname)) {
        return setScreen({ kind: 'patient' });
      }
      if (!answer.ok) return showSignIn(answer.status === 401 ? {} : { error: failure(answer) });
      setScreen({ kind: 'desk', email: answer.value.email });
      const wanted = codeInPath(pathname);
      if (wanted) void find(wanted);
    });
    return () => {
      cancelled = true;
    };
    // Once, on the address the page was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  async function signOut() {
    setSigningOut(true);
    const answer = await deskApi.signOut();
    setSigningOut(false);
    if (!answer.ok && answer.status === 0) return setLookup({ error: screens.failure });
    setVoucher(undefined);
    setCode('');
    history.replaceState(history.state, '', DESK_PATH);
    showSignIn(answer.ok ? { notice: answer.value.message } : {});
  }

  /** Every refusal the API would give, before the confirmation: with what to do instead. */
  function review(shown: DeskVoucherData) {
    const cents = parseEuroCents(use.amount);
    const error =
      cents === undefined
        ? answers.invalidAmount
        : cents > shown.balanceCents
          ? fillTemplate(screens.use.overBalance, {
              balance: formatCents(shown.balanceCents),
              rest: formatCents(cents - shown.balanceCents),
            })
          : !treatments.includes(use.treatment)
            ? answers.unknownTreatment
            : use.treatment === treatments.at(-1) && use.note.trim() === ''
              ? answers.otherNeedsNote
              : undefined;
    setRecording({ error });
    if (!error) setUseStep('confirm');
  }

  // The voucher actions are given the voucher shown, the one they act on.
  async function recordUse(shown: DeskVoucherData) {
    const after = await attempt(
      setRecording,
      true,
      () => deskApi.recordUse(shown.code, { ...use, balanceCents: shown.balanceCents }),
      () => setUseStep('edit'),
    );
    if (!after) return;
    setVoucher(after);
    setUse(emptyDeskUseValues);
    setReversal({});
    refreshList();
    setRecording({
      notice: fillTemplate(screens.use.recorded, {
        amount: formatCents(shown.balanceCents - after.balanceCents),
        balance: formatCents(after.balanceCents),
      }),
    });
  }

  async function reverseUse(shown: DeskVoucherData) {
    const index = reversal.confirming;
    if (index === undefined) return;
    const after = await attempt(
      (outcome) => setReversal(outcome.busy ? { ...outcome, confirming: index } : outcome),
      true,
      () => deskApi.reverseUse(shown.code, index),
    );
    if (!after) return;
    setVoucher(after);
    setRecording({});
    refreshList();
    setReversal({
      notice: fillTemplate(screens.voucher.reversed, {
        amount: formatCents(shown.history[index]?.amountCents ?? 0),
        balance: formatCents(after.balanceCents),
      }),
    });
  }

  function reviewVoid() {
    const length = voidReason.trim().length;
    const error = length < 3 || length > 300 ? answers.voidReasonMissing : undefined;
    setVoiding({ error });
    if (!error) setVoidStep('confirm');
  }

  async function voidVoucher(shown: DeskVoucherData) {
    const after = await attempt(
      setVoiding,
      true,
      () => deskApi.voidVoucher(shown.code, voidReason.trim()),
      () => setVoidStep('edit'),
    );
    if (!after) return;
    setVoucher(after);
    setVoidReason('');
    setRecording({});
    setReversal({});
    setVoiding({ notice: screens.void.done });
    refreshList();
  }

  async function resend(shown: DeskVoucherData) {
    const to = resendTo.trim();
    const after = await attempt(setResending, true, () => deskApi.resend(shown.code, to));
    if (!after) return;
    setVoucher(after);
    setResendTo('');
    setResending({
      notice: fillTemplate(screens.resend.sent, { email: to || shown.buyerEmail }),
    });
  }

  async function deliver(shown: DeskVoucherData, how: 'save' | 'resend' | 'early') {
    const after = await attempt(setDelivering, how, () =>
      how === 'resend'
        ? deskApi.resendDelivery(shown.code)
        : how === 'early'
          ? deskApi.sendNow(shown.code)
          : deskApi.changeDelivery(shown.code, {
              email: delivery.email.trim(),
              date: delivery.date,
            }),
    );
    setConfirmingEarly(false);
    if (!after) return;
    setVoucher(after);
    const said = {
      save: screens.delivery.saved,
      resend: screens.delivery.resent,
      early: screens.delivery.sentNow,
    };
    setDelivering({
      notice: fillTemplate(said[how], {
        email: after.delivery?.email ?? '',
        date: formatNumericDate(after.delivery?.on ?? ''),
      }),
    });
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
        <div className={layout.stack.md}>
          <h2>{screens.patient.title}</h2>
          <p>{screens.patient.text}</p>
          <p>
            <a href={clinic.phoneHref}>
              {fillTemplate(screens.patient.call, { phone: clinic.phone })}
            </a>
          </p>
          <div>
            <Button variant="outline" onClick={() => showSignIn()}>
              {screens.patient.staff}
            </Button>
          </div>
        </div>
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
  }
  // Prerendered as 'checking': without JavaScript (or before it runs) the look-up is a plain form
  // the API answers with the voucher's page.
  const desk = screen.kind === 'desk';
  return (
    <div className={layout.stack.lg}>
      {desk ? (
        <DeskSession
          labels={screens.session}
          email={screen.email}
          busy={signingOut}
          onSignOut={() => void signOut()}
        />
      ) : (
        <p role="status" className={layout.muted}>
          {screens.checking}
        </p>
      )}
      {desk && (
        <nav aria-label={screens.views.label} className={layout.actions}>
          {(['voucher', 'list'] as const).map((name) => (
            <Button
              key={name}
              variant={view === name ? 'primary' : 'outline'}
              aria-pressed={view === name}
              onClick={() => {
                setView(name);
                if (name === 'list' && !listed) void loadList(listFilter);
              }}
            >
              {screens.views[name]}
            </Button>
          ))}
        </nav>
      )}
      {view === 'voucher' && (
        <DeskLookup
          labels={screens.lookup}
          code={code}
          onCodeChange={setCode}
          onSubmit={() => (desk ? void find(code) : undefined)}
          {...lookup}
        />
      )}
      {view === 'voucher' && voucher && (
        <div ref={voucherArea} tabIndex={-1} className={layout.stack.lg}>
          <DeskVoucherCard
            voucher={voucher}
            labels={screens.voucher}
            reversal={{
              reversible: reversibleUses(voucher, new Date()),
              ...reversal,
              onAsk: (index) => setReversal({ confirming: index }),
              onConfirm: () => void reverseUse(voucher),
              onCancel: () => setReversal({}),
            }}
            action={
              <DeskUseForm
                labels={screens.use}
                treatments={treatments}
                balanceCents={voucher.balanceCents}
                closed={voucher.status !== 'active'}
                values={use}
                onValuesChange={setUse}
                step={useStep}
                onReview={() => review(voucher)}
                onConfirm={() => void recordUse(voucher)}
                onBack={() => setUseStep('edit')}
                {...recording}
              />
            }
          />

          {voucher.delivery && voucher.status !== 'void' && (
            <DeskDelivery
              labels={screens.delivery}
              sent={voucher.delivery.state !== 'scheduled'}
              dueOn={voucher.delivery.on}
              early={{
                confirming: confirmingEarly,
                onAsk: () => setConfirmingEarly(true),
                onConfirm: () => void deliver(voucher, 'early'),
                onCancel: () => setConfirmingEarly(false),
              }}
              today={parisToday()}
              validUntil={voucher.validUntil}
              email={delivery.email}
              date={delivery.date}
              onEmailChange={(email) => setDelivery({ ...delivery, email })}
              onDateChange={(date) => setDelivery({ ...delivery, date })}
              onSubmit={() => void deliver(voucher, 'save')}
              onResend={() => void deliver(voucher, 'resend')}
              {...delivering}
            />
          )}
          {voucher.status !== 'void' && (
            <DeskResend
              labels={screens.resend}
              buyerEmail={voucher.buyerEmail}
              email={resendTo}
              onEmailChange={setResendTo}
              onSubmit={() => void resend(voucher)}
              {...resending}
            />
          )}
          {(voucher.status !== 'void' || voiding.notice || voiding.error) && (
            <DeskVoid
              closed={voucher.status === 'void'}
              labels={screens.void}
              balanceCents={voucher.balanceCents}
              reason={voidReason}
              onReasonChange={setVoidReason}
              step={voidStep}
              onReview={reviewVoid}
              onConfirm={() => void voidVoucher(voucher)}
              onBack={() => setVoidStep('edit')}
              {...voiding}
            />
          )}
        </div>
      )}
      {desk && view === 'list' && (
        <DeskList
          labels={screens.list}
          statuses={screens.voucher.statuses}
          filter={listFilter}
          onFilterChange={setListFilter}
          onSubmit={() => void loadList(listFilter)}
          {...listing}
          result={listed?.result}
          exportHrefs={listed && deskExportHrefs(listed.applied)}
          voucherHref={deskVoucherPath}
          onOpen={(wanted) => void find(wanted)}
        />
      )}
    </div>
  );
}
