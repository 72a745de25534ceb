/** The desk's shared state (session, voucher shown, list) and the way every panel calls the API. */
import type { DeskList, DeskVoucher } from '@clinique/api/desk';
import type { DeskListFilter, DeskOutcome } from '@clinique/ui';
import { DESK_PATH, deskVoucherPath } from '@clinique/catalog/desk';
import { parisDay } from '@clinique/catalog/voucher-orders';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type DeskAnswer, deskApi } from '../../src/client/desk-api.ts';
import type { Data } from './+data.ts';

export type DeskIslandProps = Data['island'];

const LINK_PATH = `${DESK_PATH}/connexion`;
const VOUCHER_PREFIX = `${DESK_PATH}/bon/`;

export type Screen =
  | { kind: 'checking' }
  // The sign-in screen's `state` says when it is busy.
  | ({ kind: 'sign-in'; state: 'idle' | 'sending' | 'sent'; message?: string } & DeskOutcome<never>)
  | ({ kind: 'link'; token: string; next: string } & DeskOutcome)
  | { kind: 'desk'; email: string }
  // The QR code's address opened without a session: most likely the patient.
  | { kind: 'patient' };

export const parisToday = () => parisDay(new Date());

export function codeInPath(pathname: string): string | undefined {
  if (!pathname.startsWith(VOUCHER_PREFIX)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(VOUCHER_PREFIX.length)) || undefined;
  } catch {
    return undefined;
  }
}

/** A panel's state that starts afresh whenever `key` changes (another look-up, a void…). */
export function useKeyedState<T>(initial: T, key: string) {
  const [held, setHeld] = useState({ key, value: initial });
  const set = useCallback((value: T) => setHeld({ key, value }), [key]);
  return [held.key === key ? held.value : initial, set] as const;
}

/** `call`, whose answer never settles once another call counted by `counter` has started. */
function lastAsked<T>(counter: { current: number }, call: () => Promise<T>) {
  const asked = ++counter.current;
  return () =>
    call().then((answer) => (asked === counter.current ? answer : new Promise<never>(() => {})));
}

export function useDeskActions({ screens }: Pick<DeskIslandProps, 'screens'>) {
  const [screen, setScreen] = useState<Screen>({ kind: 'checking' });
  const [signingOut, setSigningOut] = useState(false);
  const [code, setCode] = useState('');
  const [lookup, setLookup] = useState<DeskOutcome>({});
  const [voucher, setVoucher] = useState<DeskVoucher>();
  // Counted so the panels start afresh: `looked` when a look-up starts, `found` when it succeeds.
  const [epoch, setEpoch] = useState({ looked: 0, found: 0, voided: 0 });
  const [view, setView] = useState<'voucher' | 'list'>('voucher');
  const [listFilter, setListFilter] = useState<DeskListFilter>(() => ({
    status: '',
    from: `${parisToday().slice(0, 8)}01`,
    to: '',
    q: '',
    expiring: '',
  }));
  const [listing, setListing] = useState<DeskOutcome>({});
  const [listed, setListed] = useState<{ result: DeskList; applied: DeskListFilter }>();
  const voucherArea = useRef<HTMLDivElement>(null);
  // A code submitted while the session is still being checked: looked up as soon as it is known.
  const waiting = useRef<string>(undefined);
  const lookups = useRef(0);
  const listings = useRef(0);
  // The filter last sent, answered or not: a use made meanwhile reloads that one.
  const listAsked = useRef<DeskListFilter>(undefined);
  const [focusVoucher, setFocusVoucher] = useState(false);

  // The desk jumps rather than glides (the site's smooth scrolling set aside, as `behavior:
  // 'instant'` is not known everywhere): a tap made at once lands on what the eye saw, and no glide
  // begun by a focus a form gives back to its button carries the page past the voucher shown next.
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.scrollBehavior = 'auto';
    return () => {
      root.scrollBehavior = '';
    };
  }, []);

  // A voucher found or changed is shown under the look-up: the focus moves there, before the frame
  // is painted, after any focus given back by the form.
  useLayoutEffect(() => {
    if (focusVoucher && voucher) {
      voucherArea.current?.focus({ preventScroll: true });
      voucherArea.current?.scrollIntoView({ block: 'start' });
      setFocusVoucher(false);
    }
  }, [focusVoucher, voucher]);

  const failure = (answer: { message: string }) => answer.message || screens.failure;
  const showSignIn = (outcome: DeskOutcome<never> = {}) =>
    setScreen({ kind: 'sign-in', state: 'idle', ...outcome });

  /**
   * Shows `busy` while the API answers; its value, or undefined once the refusal is shown (or the
   * sign-in screen, when the session has ended). `answered` runs when the API answered, but a 401.
   */
  async function attempt<T, B>(
    set: (outcome: DeskOutcome<B>) => void,
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

  async function find(typed: string) {
    setCode(typed);
    setEpoch((now) => ({ ...now, looked: now.looked + 1 }));
    // A refused code hides the voucher shown; an unreachable API leaves it. The answer to a look-up
    // another one followed (two rows of the list tapped) never settles: the last one asked is shown.
    const found = await attempt(
      setLookup,
      true,
      lastAsked(lookups, () => deskApi.voucher(typed)),
      (ok) => ok || setVoucher(undefined),
    );
    if (!found) return;
    setLookup({});
    setVoucher(found);
    setEpoch((now) => ({ ...now, found: now.found + 1 }));
    setCode(found.code);
    // The address names the voucher shown: reloading or sharing it opens it again.
    history.replaceState(history.state, '', deskVoucherPath(found.code));
    setView('voucher');
    setFocusVoucher(true);
  }

  /** « Vérifier »: at once when signed in, else held (and shown busy) until the session is known. */
  function submitLookup() {
    if (screen.kind === 'desk') return void find(code);
    waiting.current = code;
    setLookup({ busy: true });
  }

  async function loadList(filter: DeskListFilter) {
    listAsked.current = filter;
    // Of a filter sent and a reload after a use, the last one asked is the list shown.
    const result = await attempt(
      setListing,
      true,
      lastAsked(listings, () => deskApi.list(filter)),
    );
    if (!result) return;
    setListing({});
    setListed({ result, applied: filter });
  }

  /** The voucher as an action left it, its balance back in view; the list, if shown once, follows. */
  function changed(after: DeskVoucher, voided = false) {
    setVoucher(after);
    setFocusVoucher(true);
    if (voided) setEpoch((now) => ({ ...now, voided: now.voided + 1 }));
    if (listAsked.current) void loadList(listAsked.current);
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
      const wanted = waiting.current ?? codeInPath(pathname);
      waiting.current = undefined;
      setLookup({});
      if (!answer.ok && answer.status === 401 && codeInPath(pathname)) {
        return setScreen({ kind: 'patient' });
      }
      if (!answer.ok) return showSignIn(answer.status === 401 ? {} : { error: failure(answer) });
      setScreen({ kind: 'desk', email: answer.value.email });
      if (wanted) void find(wanted);
    });
    return () => {
      cancelled = true;
    };
    // Once, on the address the page was opened at.
  }, []);

  /** The session checked first: an ended one shows the sign-in, not a failed download. */
  async function download(href: string) {
    if ((await attempt(setListing, true, deskApi.me)) === undefined) return;
    setListing({});
    window.location.assign(href);
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

  return {
    screen,
    setScreen,
    showSignIn,
    failure,
    attempt,
    signingOut,
    signOut,
    code,
    setCode,
    lookup,
    find,
    submitLookup,
    voucher,
    setVoucher,
    changed,
    epoch,
    voucherArea,
    view,
    setView,
    listFilter,
    setListFilter,
    listing,
    listed,
    loadList,
    download,
  };
}

export type DeskActions = ReturnType<typeof useDeskActions>;

/** A panel of the voucher shown: the island's props it reads, the desk's state, the voucher. */
export type PanelProps<K extends keyof DeskIslandProps> = Pick<DeskIslandProps, K> & {
  desk: DeskActions;
  voucher: DeskVoucher;
};
