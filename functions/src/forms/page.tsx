/** @jsxImportSource hono/jsx */
/**
 * The page answering a form sent without JavaScript that cannot be accepted: the form again, values
 * kept. The API runs apart from the prerendered site, so it cannot re-render the site's own page.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SiteFacts } from '../facts.ts';

/** The kinds drawn as a plain `<input>` (`numeric` as a text one). */
type InputKind = 'text' | 'email' | 'tel' | 'numeric' | 'date';

export interface FormPageField {
  name: string;
  kind: InputKind | 'textarea' | 'select' | 'radios' | 'hidden' | 'checkbox';
  label?: string;
  value: string;
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  rows?: number;
  /** Bounds of a `date`. */
  min?: string;
  max?: string;
  maxLength?: number;
  /** A radio that `collapses` hides the `collapsible` fields while checked (CSS only). */
  options?: readonly { value: string; label: string; collapses?: boolean }[];
  collapsible?: boolean;
  /** A checkbox's label with a link in it, opening in a new tab (`newTab` said to screen readers). */
  labelLink?: { before: string; link: string; href: string; after: string; newTab: string };
  checked?: boolean;
}

export interface FormPageError {
  field?: string;
  message: string;
}

export interface FormPage {
  title: string;
  errors: readonly FormPageError[];
  lead?: string;
  /** Absent: nothing can be corrected here. */
  form?: { action: string; submit: string; fields: readonly FormPageField[] };
  back: { href: string; label: string };
}

/** The look of the API's own pages: these forms (the local payment page has its own). */
const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f6f3ee;color:#1f2a2e;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
.card{background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
.clinic{margin:0 0 1rem;color:#46525a}
.lead{font-weight:600;margin:1.5rem 0 1rem}
.errors{border:2px solid #a3201b;border-radius:.5rem;padding:1rem;margin:1rem 0}
.errors ul{margin:0;padding-left:1.25rem}
.errors a,.error{color:#a3201b}
.field{margin:0 0 1rem}
.check{display:grid;grid-template-columns:auto 1fr;gap:.25rem .5rem;align-items:start}
.check input{width:1.25rem;height:1.25rem;margin:.15rem 0 0}
.check label{font-weight:400}
.check .error{grid-column:2}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
label{display:block;font-weight:600;margin:0 0 .25rem}
input,select,textarea{width:100%;font:inherit;color:inherit;background:#fff;border:1px solid #6b767d;border-radius:.375rem;padding:.5rem .75rem}
[aria-invalid=true]{border:2px solid #a3201b}
.hint{margin:.25rem 0 0;color:#46525a;font-size:.9rem}
fieldset{border:0;margin:0 0 1rem;padding:0}
legend{font-weight:600;margin:0 0 .25rem;padding:0}
.radio{display:flex;gap:.5rem;align-items:center;margin:0 0 .25rem}
.radio input{width:1.25rem;height:1.25rem;margin:0}
.radio label{font-weight:400;margin:0}
form:has(input[data-collapses]:checked) .collapsible{display:none}
.error{margin:.25rem 0 0;font-weight:600}
button{font:inherit;font-weight:600;color:#fff;background:#0b5d66;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}
a{color:#0b5d66}
:focus-visible{outline:3px solid #0b5d66;outline-offset:2px}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

/** A page's one style element, allowed by its hash: no other inline style may apply. */
const STYLE_HASH = `sha256-${createHash('sha256').update(PAGE_STYLE, 'utf8').digest('base64')}`;

const fieldId = (name: string) => `champ-${name}`;
const errorId = (name: string) => `erreur-${name}`;

function Field({ field, error }: { field: FormPageField; error: string | undefined }) {
  if (field.kind === 'hidden') return <input type="hidden" name={field.name} value={field.value} />;
  const id = fieldId(field.name);
  const describedBy =
    [field.hint !== undefined && `${id}-aide`, error !== undefined && errorId(field.name)]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autocomplete: field.autocomplete,
    'aria-invalid': error === undefined ? undefined : 'true',
    'aria-describedby': describedBy,
  };
  const note = (kind: 'hint' | 'error', noteId: string, text: string | undefined) =>
    text === undefined ? null : (
      <p class={kind} id={noteId}>
        {text}
      </p>
    );
  /** Under the control: its hint, then its error. */
  const notes = (
    <>
      {note('hint', `${id}-aide`, field.hint)}
      {note('error', errorId(field.name), error)}
    </>
  );
  const label = field.label ?? field.name;
  if (field.kind === 'checkbox') {
    const link = field.labelLink;
    return (
      <div class="field check">
        <input {...common} type="checkbox" value={field.value} checked={field.checked} />
        <label for={id}>
          {link === undefined ? (
            label
          ) : (
            <>
              {`${link.before} `}
              <a href={link.href} target="_blank" rel="noopener">
                {link.link}
                <span class="sr">{` ${link.newTab}`}</span>
              </a>
              {link.after}
            </>
          )}
        </label>
        {notes}
      </div>
    );
  }
  if (field.kind === 'radios') {
    return (
      // The errors list links to the group (focusable for that); its error describes it.
      <fieldset class="field" id={id} aria-describedby={describedBy} tabindex={-1}>
        <legend>{label}</legend>
        {(field.options ?? []).map((option) => (
          <div class="radio">
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={field.name}
              value={option.value}
              checked={option.value === field.value}
              data-collapses={option.collapses ? '' : undefined}
            />
            <label for={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
        {notes}
      </fieldset>
    );
  }
  return (
    <div class={field.collapsible ? 'field collapsible' : 'field'}>
      <label for={id}>{label}</label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={field.rows} maxlength={field.maxLength}>
          {field.value}
        </textarea>
      ) : field.kind === 'select' ? (
        <select {...common}>
          {(field.options ?? []).map((option) => (
            <option value={option.value} selected={option.value === field.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          // Digits as text, as on the site: a number field would blank a refused "80,5" shown again.
          type={field.kind === 'numeric' ? 'text' : field.kind}
          value={field.value}
          min={field.min}
          max={field.max}
          inputmode={field.kind === 'numeric' ? 'numeric' : undefined}
        />
      )}
      {notes}
    </div>
  );
}

/** A page of the API's own: its one `<style>` is `style`, which a form page allows by its hash. */
export function renderPage(title: string, style: string, children: Child): string {
  return renderDocument(
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>,
  );
}

export function renderDocument(document: HtmlEscapedString | Promise<HtmlEscapedString>): string {
  // A JSX node renders synchronously to a string, unless a component in it is asynchronous.
  const html: unknown = document.toString();
  if (typeof html !== 'string') throw new Error('an asynchronous component in a page');
  return `<!doctype html>\n${html}`;
}

/**
 * Never cached: it holds what the visitor typed. No `form-action`: the voucher form goes to Stripe.
 * A 502 is the service's failure, not the visitor's: its page says so in its title.
 */
export function formPageResponse(
  c: Context,
  status: ContentfulStatusCode,
  page: FormPage,
  facts: SiteFacts,
): Response {
  const clinicName = facts.clinic.name;
  const title = status === 502 ? facts.forms.pages.unavailableTitle : page.title;
  const fieldNames = new Set(page.form?.fields.map((field) => field.name) ?? []);
  // The first error of a field is the one shown under it.
  const errorOf = new Map(
    page.errors.map((error) => [error.field, error.message] as const).reverse(),
  );
  const html = renderPage(
    `${title} | ${clinicName}`,
    PAGE_STYLE,
    <div class="card">
      <p class="clinic">{clinicName}</p>
      <h1>{title}</h1>
      <p>{facts.forms.pages.intro}</p>
      <div class="errors" role="alert" aria-labelledby="erreurs-titre">
        <h2 id="erreurs-titre">{facts.forms.pages.errorsTitle}</h2>
        <ul>
          {page.errors.map((error) => (
            <li>
              {error.field !== undefined && fieldNames.has(error.field) ? (
                <a href={`#${fieldId(error.field)}`}>{error.message}</a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
      {page.lead === undefined ? null : <p class="lead">{page.lead}</p>}
      {page.form ? (
        <form method="post" action={page.form.action} novalidate>
          {page.form.fields.map((field) => (
            <Field field={field} error={errorOf.get(field.name)} />
          ))}
          <button type="submit">{page.form.submit}</button>
        </form>
      ) : null}
      <p>
        <a href={page.back.href}>{page.back.label}</a>
      </p>
    </div>,
  );
  return c.html(html, status, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src '${STYLE_HASH}'; base-uri 'none'; frame-ancestors 'none'`,
    'X-Robots-Tag': 'noindex',
  });
}

export function pageErrors(failure: {
  message: string;
  fields?: Record<string, string>;
}): FormPageError[] {
  const fields = Object.entries(failure.fields ?? {}).filter(([name]) => name !== '_');
  if (fields.length === 0) return [{ message: failure.message }];
  return fields.map(([field, message]) => ({ field, message }));
}

/** `input[name]`, or undefined when `input` is no object. */
export const fieldOf = (input: unknown, name: string): unknown =>
  typeof input === 'object' && input !== null ? Reflect.get(input, name) : undefined;

export function typed(input: unknown, name: string): string {
  const value = fieldOf(input, name);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A field shown again with what the visitor typed in it. */
export const typedField = (
  input: unknown,
  name: string,
  kind: FormPageField['kind'],
  label: string,
  more: Partial<FormPageField>,
): FormPageField => ({ name, kind, label, value: typed(input, name), ...more });
