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

const emptyObject = () => Object.create(null) as FormObject;

export function parseStripeForm(body: string): FormObject {
  const root = emptyObject();
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^[^[\]]+(?:\[[^[\]]*\])*$/.test(key)) {
      throw new FormError(key, `Invalid parameter name: ${key}`);
    }
    // `a[b][c]` → a, b, c
    const path = key.replace(/\]$/, '').split(/\]?\[/);
    const last = path.pop() ?? '';
    let node = root;
    for (const segment of path) {
      const next = (node[segment] ??= emptyObject());
      if (typeof next === 'string') throw new FormError(key, `Invalid parameter: ${key}`);
      node = next;
    }
    node[last] = value;
  }
  return root;
}

export function formList(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined) return [];
  if (typeof value === 'string' || !Object.keys(value).every((key) => /^\d+$/.test(key))) {
    throw new FormError(param, `Invalid array: ${param}`);
  }
  return Object.keys(value)
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => value[String(index)] as FormValue);
}

export function formObject(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined || value === '') return emptyObject();
  if (typeof value === 'string') throw new FormError(param, `Invalid hash: ${param}`);
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
