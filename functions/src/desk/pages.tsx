/** @jsxImportSource hono/jsx */
/** The desk without JavaScript; the one style element is allowed by its hash, nothing else runs. */
import { deskScreens as screens } from '@clinique/catalog/desk-screens';
import {
  fillTemplate,
  formatCents,
  formatDateTime,
  formatNumericDate,
} from '@clinique/catalog/format';
import { DESK_PATH } from '@clinique/catalog/vouchers';
import type { Context } from 'hono';
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HtmlDocument, PAGE_STYLE, styleHash } from '../forms/page.tsx';
import type { DeskVoucher } from './view.ts';

const STYLE = `${PAGE_STYLE}
section,article{margin:2rem 0 0}
h3{font-size:1rem;margin:1.25rem 0 .5rem}
.code{margin:0 0 1rem;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.2rem;font-weight:600;letter-spacing:.04em;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,11rem),1fr));gap:.75rem;margin:0}
dt{font-size:.9rem;color:#46525a}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.balance{font-size:1.5rem}
.muted{color:#46525a;font-weight:400;font-size:.9rem}
.history{list-style:none;margin:0;padding:0}
.history li{margin:0 0 .75rem;padding-left:.75rem;border-left:2px solid #cfc8bd}
.history span{display:block}
.notice{margin:1rem 0;padding:.75rem;border-radius:.5rem;background:#e3f1ea;color:#1b5535;font-weight:600}
`;

/** No script, no resource from elsewhere, forms only to the site itself. */
const CSP = `default-src 'none'; style-src '${styleHash(STYLE)}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export interface UseValues {
  amount: string;
  treatment: string;
  note: string;
}

export interface DeskPageProps {
  clinicName: string;
  lookup: { action: string; typed: string; error?: string };
  voucher?: DeskVoucher;
  use?: {
    action: string;
    treatments: readonly string[];
    values: UseValues;
    errors: Record<string, string>;
    refusal?: string;
  };
  recorded?: number;
}

function Document({ title, children }: { title: string; children: Child }) {
  return (
    <>
      {raw('<!doctype html>')}
      <HtmlDocument title={title} style={STYLE}>
        <div class="card">{children}</div>
      </HtmlDocument>
    </>
  );
}

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (aria: { 'aria-describedby'?: string; 'aria-invalid'?: 'true' }) => Child;
}) {
  const described = [hint && `${name}-aide`, error && `${name}-erreur`].filter(Boolean).join(' ');
  return (
    <div class="field">
      <label for={name}>{label}</label>
      {children({
        'aria-describedby': described || undefined,
        'aria-invalid': error ? 'true' : undefined,
      })}
      {hint && (
        <p class="hint" id={`${name}-aide`}>
          {hint}
        </p>
      )}
      {error && (
        <p class="error" id={`${name}-erreur`}>
          {error}
        </p>
      )}
    </div>
  );
}

function VoucherFacts({ voucher }: { voucher: DeskVoucher }) {
  const labels = screens.voucher;
  const validity = fillTemplate(
    voucher.status === 'expired' ? labels.expiredOn : labels.validUntil,
    { date: formatNumericDate(voucher.validUntil) },
  );
  const actor = (name: string) =>
    name === 'stripe' ? labels.actors.stripe : name === 'system' ? labels.actors.system : name;
  const history = voucher.history.map((entry, index) => ({ entry, index })).reverse();
  // Label, value, a muted line under it, the value's class.
  const facts: [string, string, string?, string?][] = [
    [labels.status, labels.statuses[voucher.status]],
    [labels.balance, formatCents(voucher.balanceCents), undefined, 'balance'],
    [labels.amount, formatCents(voucher.amountCents)],
    [
      labels.validity,
      validity,
      fillTemplate(labels.issuedOn, { date: formatNumericDate(voucher.issuedAt) }),
    ],
    [labels.buyer, voucher.buyerName, voucher.buyerEmail],
    [labels.recipient, voucher.recipientName, voucher.recipientEmail || undefined],
  ];
  return (
    <article aria-labelledby="bon-titre">
      <h2 id="bon-titre">{voucher.title}</h2>
      <p class="code">{voucher.code}</p>
      <dl>
        {facts.map(([label, value, muted, cls]) => (
          <div>
            <dt>{label}</dt>
            <dd class={cls}>{value}</dd>
            {muted !== undefined && <dd class="muted">{muted}</dd>}
          </div>
        ))}
      </dl>
      <h3>{labels.historyTitle}</h3>
      <ol class="history">
        {history.map(({ entry }) => (
          <li>
            <span>
              {labels.events[entry.type]}
              {entry.amountCents !== undefined && ` · ${formatCents(entry.amountCents)}`}
              {entry.treatment && ` · ${entry.treatment}`}
            </span>
            {entry.note && <span class="muted">{entry.note}</span>}
            <span class="muted">
              {fillTemplate(labels.historyBy, {
                date: formatDateTime(entry.at),
                actor: actor(entry.actor),
              })}
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}

function UseForm({
  voucher,
  use,
}: {
  voucher: DeskVoucher;
  use: NonNullable<DeskPageProps['use']>;
}) {
  const labels = screens.use;
  const { values, errors } = use;
  const listed = Object.entries(errors);
  return (
    <section aria-labelledby="utilisation-titre">
      <h2 id="utilisation-titre">{labels.title}</h2>
      {(use.refusal !== undefined || listed.length > 0) && (
        <div class="errors" role="alert" aria-labelledby="erreurs-titre">
          <h3 id="erreurs-titre">{screens.noScript.errorsTitle}</h3>
          <ul>
            {use.refusal !== undefined && <li>{use.refusal}</li>}
            {listed.map(([name, message]) => (
              <li>
                <a href={`#${name}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {voucher.status !== 'active' ? (
        <p>{labels.closed}</p>
      ) : (
        <form method="post" action={use.action} novalidate>
          <input type="hidden" name="balanceCents" value={String(voucher.balanceCents)} />
          <Field
            name="amount"
            label={labels.amountLabel}
            hint={fillTemplate(labels.amountHint, { balance: formatCents(voucher.balanceCents) })}
            error={errors['amount']}
          >
            {(aria) => (
              <input
                id="amount"
                name="amount"
                inputmode="decimal"
                autocomplete="off"
                required
                value={values.amount}
                {...aria}
              />
            )}
          </Field>
          <Field name="treatment" label={labels.treatmentLabel} error={errors['treatment']}>
            {(aria) => (
              <select id="treatment" name="treatment" required {...aria}>
                <option value="">{labels.treatmentPlaceholder}</option>
                {use.treatments.map((treatment) => (
                  <option value={treatment} selected={treatment === values.treatment}>
                    {treatment}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="note" label={labels.noteLabel} error={errors['note']}>
            {(aria) => (
              <textarea id="note" name="note" rows={2} maxlength={300} {...aria}>
                {values.note}
              </textarea>
            )}
          </Field>
          <button type="submit">{screens.noScript.useSubmit}</button>
        </form>
      )}
    </section>
  );
}

export function DeskPage(props: DeskPageProps) {
  const { lookup, voucher, use } = props;
  const labels = screens.lookup;
  const recorded = props.recorded === undefined ? undefined : voucher?.history[props.recorded];
  const notice =
    voucher && recorded?.type === 'used' && recorded.amountCents !== undefined
      ? fillTemplate(screens.use.recorded, {
          amount: formatCents(recorded.amountCents),
          balance: formatCents(voucher.balanceCents),
        })
      : undefined;
  return (
    <Document
      title={`${voucher ? `${voucher.code} | ` : ''}${screens.title} | ${props.clinicName}`}
    >
      <p class="clinic">{props.clinicName}</p>
      <h1>{screens.title}</h1>
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      <section aria-labelledby="recherche-titre">
        <h2 id="recherche-titre">{labels.title}</h2>
        <form method="post" action={lookup.action} role="search" novalidate>
          <Field name="code" label={labels.codeLabel} hint={labels.codeHint} error={lookup.error}>
            {(aria) => (
              <input
                id="code"
                name="code"
                required
                autocomplete="off"
                autocapitalize="characters"
                spellcheck={false}
                value={lookup.typed}
                {...aria}
              />
            )}
          </Field>
          <button type="submit">{labels.submit}</button>
        </form>
      </section>
      {voucher && <VoucherFacts voucher={voucher} />}
      {voucher && use && <UseForm voucher={voucher} use={use} />}
      <p>
        <a href={DESK_PATH}>{screens.noScript.backToDesk}</a>
      </p>
    </Document>
  );
}

export function SignInNeededPage({ clinicName, message }: { clinicName: string; message: string }) {
  const texts = screens.noScript;
  return (
    <Document title={`${texts.signInTitle} | ${screens.title} | ${clinicName}`}>
      <p class="clinic">{clinicName}</p>
      <h1>{texts.signInTitle}</h1>
      <p role="alert">{message}</p>
      <p>{texts.signInText}</p>
      <p>
        <a href={DESK_PATH}>{texts.signIn}</a>
      </p>
    </Document>
  );
}

/** Never cached or indexed: the page holds a voucher's people. */
export function deskPageResponse(
  c: Context,
  status: ContentfulStatusCode,
  page: string | Promise<string>,
): Response | Promise<Response> {
  return c.html(page, status, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': CSP,
    'X-Robots-Tag': 'noindex',
  });
}

export function deskPage(c: Context, status: ContentfulStatusCode, props: DeskPageProps) {
  return deskPageResponse(c, status, <DeskPage {...props} />);
}

export function signInNeeded(c: Context, clinicName: string, message: string) {
  return deskPageResponse(c, 401, <SignInNeededPage clinicName={clinicName} message={message} />);
}
