/** Parses the nested form bodies the Stripe SDK sends (`metadata[key]=value`). Dev-only. */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormError extends Error {
  readonly param: string;
  constructor(param: string, message: string) {
    super(message);
    this.name = 'FormError';
    this.param = param;
  }
}

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormError(key, `Invalid parameter name: ${key}`);
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? '', ...rest];
}

function emptyObject(): FormObject {
  return Object.create(null) as FormObject;
}

export function parseStripeForm(body: string): FormObject {
  const root = emptyObject();
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (next === undefined) {
        const created = emptyObject();
        node[segment] = created;
        node = created;
      } else if (typeof next === 'string') {
        throw new FormError(key, `Invalid parameter: ${key}`);
      } else {
        node = next;
      }
    });
  }
  return root;
}

export function formList(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined) return [];
  if (typeof value === 'string') throw new FormError(param, `Invalid array: ${param}`);
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key)))
    throw new FormError(param, `Invalid array: ${param}`);
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => value[String(index)] as FormValue);
}

export function formObject(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined) return emptyObject();
  if (typeof value === 'string') {
    if (value === '') return emptyObject();
    throw new FormError(param, `Invalid hash: ${param}`);
  }
  return value;
}

export function formString(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new FormError(param, `Invalid string: ${param}`);
  return value;
}

export function formInteger(value: FormValue | undefined, param: string): number | undefined {
  const text = formString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw new FormError(param, `Invalid integer: ${text}`);
  return Number(text);
}
