export interface Route {
  method: 'GET' | 'POST';
  path: string;
}

/** A code for the caller, a French sentence for the visitor. */
export interface ErrorBody<Code extends string = string> {
  error: Code;
  message: string;
  fields?: Record<string, string>;
  [extra: string]: unknown;
}

/** Refusals any endpoint may answer, before its own checks. */
export type CommonError =
  | 'forbidden_origin'
  | 'payload_too_large'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'not_found'
  | 'internal_error';
