/**
 * The nested form bodies the Stripe SDK sends (`metadata[key]=value`), and the Stripe-shaped errors
 * that refuse them. Dev-only.
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; param?: string; message: string },
  ) {
    super(body.message);
  }
}

export const requestError = (
  status: number,
  message: string,
  extra?: { code: string; param?: string },
) => new ApiError(status, { type: 'invalid_request_error', ...extra, message });

export const invalid = (param: string, message: string, code = 'parameter_invalid_string') =>
  requestError(400, message, { code, param });

const emptyObject = () => Object.create(null) as FormObject;

export function parseStripeForm(body: string): FormObject {
  const root = emptyObject();
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^[^[\]]+(?:\[[^[\]]*\])*$/.test(key)) {
      throw invalid(key, `Invalid parameter name: ${key}`);
    }
    // `a[b][c]` → a, b, c
    const path = key.replace(/\]$/, '').split(/\]?\[/);
    const last = path.pop() ?? '';
    let node = root;
    for (const segment of path) {
      const next = (node[segment] ??= emptyObject());
      if (typeof next === 'string') throw invalid(key, `Invalid parameter: ${key}`);
      node = next;
    }
    node[last] = value;
  }
  return root;
}

export function formList(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined) return [];
  if (typeof value === 'string' || !Object.keys(value).every((key) => /^\d+$/.test(key))) {
    throw invalid(param, `Invalid array: ${param}`);
  }
  return Object.keys(value)
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => value[String(index)] as FormValue);
}

export function formObject(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined || value === '') return emptyObject();
  if (typeof value === 'string') throw invalid(param, `Invalid hash: ${param}`);
  return value;
}

export function formString(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param}`);
  return value;
}

export function formInteger(value: FormValue | undefined, param: string): number | undefined {
  const text = formString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalid(param, `Invalid integer: ${text}`);
  return Number(text);
}
