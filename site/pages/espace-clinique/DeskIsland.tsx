/** Its first render is the same on the server and in the browser; then the address decides. */
import {
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
import { DESK_PATH, deskLookupAction, deskVoucherPath } from '@clinique/catalog/vouchers';
import { useEffect, useRef, useState } from 'react';
import { type DeskAnswer, deskApi, deskExportHref } from '../../src/client/desk-api.ts';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

export const DESK_ISLAND = 'desk';

export interface DeskIslandProps {
  screens: Data['screens'];
  answers: Data['answers'];
  treatments: Data['treatments'];
}

const LINK_PATH = `${DESK_PATH}/connexion`;
const VOUCHER_PREFIX = `${DESK_PATH}/bon/`;

interface Outcome {
  busy: boolean;
  error?: string;
  notice?: string;
}

type Screen =
  | { kind: 'checking' }
  | {
      kind: 'sign-in';
      state: 'idle' | 'sending' | 'sent';
      message?: string;
      error?: string;
      notice?: string;
    }
  | { kind: 'link'; token: string; next: string; busy: boolean; error?: string }
  | { kind: 'desk'; email: string };

function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

function thisMonth(now: Date): DeskListFilter {
  const today = parisToday(now);
  return { status: '', from: `${today.slice(0, 8)}01`, to: '', q: '' };
}

function codeInPath(pathname: string): string | undefined {
  if (!pathname.startsWith(VOUCHER_PREFIX)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(VOUCHER_PREFIX.length)) || undefined;
  } catch {
    return undefined;
  }
}

export function DeskIsland({ screens, answers, treatments }: DeskIslandProps) {
  const [screen, setScreen] = useState<Screen>({ kind: 'checking' });
  const [email, setEmail] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const [code, setCode] = useState('');
  const [lookup, setLookup] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [voucher, setVoucher] = useState<DeskVoucherData>();
  const [use, setUse] = useState<DeskUseValues>(emptyDeskUseValues);
  const [useStep, setUseStep] = useState<'edit' | 'confirm'>('edit');
  const [recording, setRecording] = useState<{ busy: boolean; error?: string; notice?: string }>({
    busy: false,
  });

  const [reversal, setReversal] = useState<Outcome & { confirming?: number }>({ busy: false });
  const [voidReason, setVoidReason] = useState('');
  const [voidStep, setVoidStep] = useState<'edit' | 'confirm'>('edit');
  const [voiding, setVoiding] = useState<Outcome>({ busy: false });
  const [resendTo, setResendTo] = useState('');
  const [resending, setResending] = useState<Outcome>({ busy: false });
  const [delivery, setDelivery] = useState({ email: '', date: '' });
  const [delivering, setDelivering] = useState<{
    busy?: 'save' | 'resend';
    error?: string;
    notice?: string;
  }>({});
  const [listFilter, setListFilter] = useState<DeskListFilter>(() => thisMonth(new Date()));
  const [list, setList] = useState<{
    busy: boolean;
    error?: string;
    result?: DeskListResult;
    applied?: DeskListFilter;
  }>({ busy: false });
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

  function signedOut<T>(answer: DeskAnswer<T>): boolean {
    if (answer.ok || answer.status !== 401) return false;
    setScreen({ kind: 'sign-in', state: 'idle', error: failure(answer) });
    return true;
  }

  async function find(typed: string): Promise<boolean> {
    setLookup({ busy: true });
    setRecording({ busy: false });
    setReversal({ busy: false });
    setResending({ busy: false });
    setResendTo('');
    setVoidReason('');
    setVoidStep('edit');
    setVoiding({ busy: false });
    try {
      const answer = await deskApi.voucher(typed);
      if (signedOut(answer)) return false;
      if (!answer.ok) {
        setLookup({ busy: false, error: failure(answer) });
        setVoucher(undefined);
        return false;
      }
      setLookup({ busy: false });
      setVoucher(answer.value);
      setDelivery({
        email: answer.value.delivery?.email ?? '',
        date: answer.value.delivery?.on ?? '',
      });
      setDelivering({});
      setCode(answer.value.code);
      setUse(emptyDeskUseValues);
      setUseStep('edit');
      // The address names the voucher shown: reloading or sharing it opens it again.
      history.replaceState(history.state, '', deskVoucherPath(answer.value.code));
      return true;
    } catch {
      setLookup({ busy: false, error: screens.failure });
      return false;
    }
  }

  async function loadList(filter: DeskListFilter) {
    setList((current) => ({ ...current, busy: true, error: undefined }));
    try {
      const answer = await deskApi.list(filter);
      if (signedOut(answer)) return;
      if (!answer.ok) {
        setList((current) => ({ ...current, busy: false, error: failure(answer) }));
        return;
      }
      setList({ busy: false, result: answer.value, applied: filter });
    } catch {
      setList((current) => ({ ...current, busy: false, error: screens.failure }));
    }
  }

  function refreshList() {
    if (list.applied) void loadList(list.applied);
  }

  async function openFromList(wanted: string) {
    setCode(wanted);
    if (await find(wanted)) setFocusVoucher(true);
  }

  // The address decides the first screen (never in the prerendered HTML: it is the same for all).
  useEffect(() => {
    const { pathname, search } = window.location;
    if (pathname === LINK_PATH) {
      const query = new URLSearchParams(search);
      setScreen({
        kind: 'link',
        token: query.get('jeton') ?? '',
        next: query.get('suite') ?? DESK_PATH,
        busy: false,
      });
      return;
    }
    let cancelled = false;
    deskApi
      .me()
      .then((answer) => {
        if (cancelled) return;
        if (!answer.ok) {
          setScreen({
            kind: 'sign-in',
            state: 'idle',
            ...(answer.status === 401 ? {} : { error: failure(answer) }),
          });
          return;
        }
        setScreen({ kind: 'desk', email: answer.value.email });
        void loadList(listFilter);
        const wanted = codeInPath(pathname);
        if (wanted) {
          setCode(wanted);
          void find(wanted);
        }
      })
      .catch(() => {
        if (!cancelled) setScreen({ kind: 'sign-in', state: 'idle', error: screens.failure });
      });
    return () => {
      cancelled = true;
    };
    // Once, on the address the page was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function requestLink() {
    setScreen({ kind: 'sign-in', state: 'sending' });
    try {
      const next = codeInPath(window.location.pathname) ? window.location.pathname : DESK_PATH;
      const answer = await deskApi.signIn(email.trim(), next);
      setScreen(
        answer.ok
          ? { kind: 'sign-in', state: 'sent', message: answer.value.message }
          : { kind: 'sign-in', state: 'idle', error: failure(answer) },
      );
    } catch {
      setScreen({ kind: 'sign-in', state: 'idle', error: screens.failure });
    }
  }

  async function openSession(token: string, next: string) {
    setScreen({ kind: 'link', token, next, busy: true });
    try {
      const answer = await deskApi.openSession(token, next);
      if (answer.ok) {
        // Replaced, not added: the spent link leaves the tab's history.
        window.location.replace(answer.value.next);
        return;
      }
      setScreen({ kind: 'link', token, next, busy: false, error: failure(answer) });
    } catch {
      setScreen({ kind: 'link', token, next, busy: false, error: screens.failure });
    }
  }

  async function signOut() {
    setSigningOut(true);
    try {
      const answer = await deskApi.signOut();
      setVoucher(undefined);
      setCode('');
      history.replaceState(history.state, '', DESK_PATH);
      setScreen({
        kind: 'sign-in',
        state: 'idle',
        ...(answer.ok ? { notice: answer.value.message } : {}),
      });
    } catch {
      setLookup({ busy: false, error: screens.failure });
    } finally {
      setSigningOut(false);
    }
  }

  function review() {
    if (!voucher) return;
    if (parseEuroCents(use.amount) === undefined) {
      setRecording({ busy: false, error: answers.invalidAmount });
      return;
    }
    if (!treatments.includes(use.treatment)) {
      setRecording({ busy: false, error: answers.unknownTreatment });
      return;
    }
    setRecording({ busy: false });
    setUseStep('confirm');
  }

  async function recordUse() {
    if (!voucher) return;
    setRecording({ busy: true });
    try {
      const answer = await deskApi.recordUse(voucher.code, {
        ...use,
        balanceCents: voucher.balanceCents,
      });
      if (signedOut(answer)) return;
      setUseStep('edit');
      if (answer.ok) {
        setVoucher(answer.value);
        setUse(emptyDeskUseValues);
        setReversal({ busy: false });
        refreshList();
        setRecording({
          busy: false,
          notice: fillTemplate(screens.use.recorded, {
            amount: formatCents(voucher.balanceCents - answer.value.balanceCents),
            balance: formatCents(answer.value.balanceCents),
          }),
        });
        return;
      }
      // A 409 carries the voucher as it is now: the person sees the fresh balance.
      if (answer.voucher) setVoucher(answer.voucher);
      setRecording({ busy: false, error: failure(answer) });
    } catch {
      setRecording({ busy: false, error: screens.failure });
    }
  }

  function refused(answer: DeskAnswer<DeskVoucherData>, set: (outcome: Outcome) => void) {
    if (!answer.ok && answer.voucher) setVoucher(answer.voucher);
    set({ busy: false, error: answer.ok ? screens.failure : failure(answer) });
  }

  async function reverseUse(index: number) {
    if (!voucher) return;
    const use = voucher.history[index];
    setReversal({ busy: true, confirming: index });
    try {
      const answer = await deskApi.reverseUse(voucher.code, index);
      if (signedOut(answer)) return;
      if (!answer.ok) return refused(answer, setReversal);
      setVoucher(answer.value);
      setRecording({ busy: false });
      refreshList();
      setReversal({
        busy: false,
        notice: fillTemplate(screens.voucher.reversed, {
          amount: formatCents(use?.amountCents ?? 0),
          balance: formatCents(answer.value.balanceCents),
        }),
      });
    } catch {
      setReversal({ busy: false, error: screens.failure });
    }
  }

  function reviewVoid() {
    const length = voidReason.trim().length;
    if (length < 3 || length > 300) {
      setVoiding({ busy: false, error: answers.voidReasonMissing });
      return;
    }
    setVoiding({ busy: false });
    setVoidStep('confirm');
  }

  async function voidVoucher() {
    if (!voucher) return;
    setVoiding({ busy: true });
    try {
      const answer = await deskApi.voidVoucher(voucher.code, voidReason.trim());
      if (signedOut(answer)) return;
      setVoidStep('edit');
      if (!answer.ok) return refused(answer, setVoiding);
      setVoucher(answer.value);
      setVoidReason('');
      setRecording({ busy: false });
      setReversal({ busy: false });
      setVoiding({ busy: false, notice: screens.void.done });
      refreshList();
    } catch {
      setVoiding({ busy: false, error: screens.failure });
    }
  }

  async function resend() {
    if (!voucher) return;
    const to = resendTo.trim();
    setResending({ busy: true });
    try {
      const answer = await deskApi.resend(voucher.code, to);
      if (signedOut(answer)) return;
      if (!answer.ok) return refused(answer, setResending);
      setVoucher(answer.value);
      setResendTo('');
      setResending({
        busy: false,
        notice: fillTemplate(screens.resend.sent, { email: to || voucher.buyerEmail }),
      });
    } catch {
      setResending({ busy: false, error: screens.failure });
    }
  }

  async function deliver(resendNow: boolean) {
    if (!voucher) return;
    setDelivering({ busy: resendNow ? 'resend' : 'save' });
    try {
      const answer = resendNow
        ? await deskApi.resendDelivery(voucher.code)
        : await deskApi.changeDelivery(voucher.code, {
            email: delivery.email.trim(),
            date: delivery.date,
          });
      if (signedOut(answer)) return;
      if (!answer.ok) {
        if (answer.voucher) setVoucher(answer.voucher);
        setDelivering({ error: failure(answer) });
        return;
      }
      setVoucher(answer.value);
      const saved = answer.value.delivery;
      setDelivering({
        notice: fillTemplate(resendNow ? screens.delivery.resent : screens.delivery.saved, {
          email: saved?.email ?? '',
          date: formatNumericDate(saved?.on ?? ''),
        }),
      });
    } catch {
      setDelivering({ error: screens.failure });
    }
  }

  switch (screen.kind) {
    case 'checking':
      // Prerendered: without JavaScript (or before it runs) the look-up is a plain form the API
      // answers with the voucher's page.
      return (
        <div className={layout.stack.lg}>
          <p role="status" className={layout.muted}>
            {screens.checking}
          </p>
          <DeskLookup
            labels={screens.lookup}
            code={code}
            onCodeChange={setCode}
            onSubmit={() => undefined}
            action={deskLookupAction}
          />
        </div>
      );
    case 'link':
      return (
        <DeskLinkConfirm
          labels={screens.link}
          missing={screen.token === ''}
          busy={screen.busy}
          {...(screen.error ? { error: screen.error } : {})}
          onConfirm={() => void openSession(screen.token, screen.next)}
          restartHref={DESK_PATH}
        />
      );
    case 'sign-in':
      return (
        <DeskSignIn
          labels={screens.signIn}
          email={email}
          onEmailChange={setEmail}
          state={screen.state}
          onSubmit={() => void requestLink()}
          onRestart={() => setScreen({ kind: 'sign-in', state: 'idle' })}
          {...(screen.message ? { message: screen.message } : {})}
          {...(screen.error ? { error: screen.error } : {})}
          {...(screen.notice ? { notice: screen.notice } : {})}
        />
      );
    case 'desk':
      return (
        <div className={layout.stack.lg}>
          <DeskSession
            labels={screens.session}
            email={screen.email}
            busy={signingOut}
            onSignOut={() => void signOut()}
          />
          <DeskLookup
            labels={screens.lookup}
            code={code}
            onCodeChange={setCode}
            onSubmit={() => void find(code)}
            busy={lookup.busy}
            {...(lookup.error ? { error: lookup.error } : {})}
          />
          {voucher && (
            <div ref={voucherArea} tabIndex={-1} className={layout.stack.lg}>
              <DeskVoucherCard
                voucher={voucher}
                labels={screens.voucher}
                reversal={{
                  reversible: reversibleUses(voucher, new Date()),
                  ...(reversal.confirming === undefined ? {} : { confirming: reversal.confirming }),
                  onAsk: (index) => setReversal({ busy: false, confirming: index }),
                  onConfirm: () => {
                    if (reversal.confirming !== undefined) void reverseUse(reversal.confirming);
                  },
                  onCancel: () => setReversal({ busy: false }),
                  busy: reversal.busy,
                  ...(reversal.error ? { error: reversal.error } : {}),
                  ...(reversal.notice ? { notice: reversal.notice } : {}),
                }}
              />
              <DeskUseForm
                labels={screens.use}
                treatments={treatments}
                balanceCents={voucher.balanceCents}
                closed={voucher.status !== 'active'}
                values={use}
                onValuesChange={setUse}
                step={useStep}
                onReview={review}
                onConfirm={() => void recordUse()}
                onBack={() => setUseStep('edit')}
                busy={recording.busy}
                {...(recording.error ? { error: recording.error } : {})}
                {...(recording.notice ? { notice: recording.notice } : {})}
              />
              {voucher.delivery && voucher.status !== 'void' && (
                <DeskDelivery
                  labels={screens.delivery}
                  delivered={voucher.delivery.state === 'delivered'}
                  today={parisToday()}
                  validUntil={voucher.validUntil}
                  email={delivery.email}
                  date={delivery.date}
                  onEmailChange={(email) => setDelivery({ ...delivery, email })}
                  onDateChange={(date) => setDelivery({ ...delivery, date })}
                  onSubmit={() => void deliver(false)}
                  onResend={() => void deliver(true)}
                  busy={delivering.busy}
                  {...(delivering.error ? { error: delivering.error } : {})}
                  {...(delivering.notice ? { notice: delivering.notice } : {})}
                />
              )}
              {voucher.status !== 'void' && (
                <DeskResend
                  labels={screens.resend}
                  buyerEmail={voucher.buyerEmail}
                  email={resendTo}
                  onEmailChange={setResendTo}
                  onSubmit={() => void resend()}
                  busy={resending.busy}
                  {...(resending.error ? { error: resending.error } : {})}
                  {...(resending.notice ? { notice: resending.notice } : {})}
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
                  onConfirm={() => void voidVoucher()}
                  onBack={() => setVoidStep('edit')}
                  busy={voiding.busy}
                  {...(voiding.error ? { error: voiding.error } : {})}
                  {...(voiding.notice ? { notice: voiding.notice } : {})}
                />
              )}
            </div>
          )}
          <DeskList
            labels={screens.list}
            statuses={screens.voucher.statuses}
            filter={listFilter}
            onFilterChange={setListFilter}
            onSubmit={() => void loadList(listFilter)}
            busy={list.busy}
            {...(list.error ? { error: list.error } : {})}
            {...(list.result ? { result: list.result } : {})}
            {...(list.applied ? { exportHref: deskExportHref(list.applied) } : {})}
            voucherHref={deskVoucherPath}
            onOpen={(wanted) => void openFromList(wanted)}
          />
        </div>
      );
  }
}
