/**
 * An `Intl` formatter made on its first use, then kept. Made when the module loads, every formatter
 * costs its construction (the first one loads the locale's data) to every page whose script imports
 * the module, used or not: on the voucher page, six formatters cost about 20 ms of the island's
 * start-up for the one it uses.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
