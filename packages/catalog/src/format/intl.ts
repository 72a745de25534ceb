/**
 * Made on first use: built at load, six formatters cost the voucher page's island about 20 ms of
 * start-up for the one it uses.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
