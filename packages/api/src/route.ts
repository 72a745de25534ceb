/** What a contract names: a method and a path on the site's origin. */
export interface Route {
  method: 'GET' | 'POST';
  path: string;
}

/** The JSON body of every refusal: a code for the caller, a French sentence for the visitor. */
export interface ErrorBody<Code extends string = string> {
  error: Code;
  message: string;
  fields?: Record<string, string>;
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
