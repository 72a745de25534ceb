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

/** `ip:port` of the viewer, set by CloudFront (and by the local servers, from the socket). */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** CloudFront's secret header: the functions answer only requests that carry it. */
export const ORIGIN_HEADER = 'X-Origin-Verify';

/** The desk's session cookie (`__Host-`: secure, whole site, no domain). */
export const DESK_COOKIE = '__Host-clinique-desk';

/** A phone that signed in before: its sign-in requests are counted apart from its network's. */
export const DESK_DEVICE_COOKIE = '__Host-clinique-desk-device';

/**
 * What the functions read of a viewer's request: CloudFront forwards these and nothing else (no
 * Host, which API Gateway needs to be its own). The origin secret is CloudFront's own header.
 */
export const FORWARDED_TO_API = {
  headers: ['Accept', 'Content-Type', 'Origin', 'Stripe-Signature', VIEWER_ADDRESS_HEADER],
  cookies: [DESK_COOKIE, DESK_DEVICE_COOKIE],
} as const;
