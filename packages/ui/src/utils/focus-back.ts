import { useLayoutEffect, useRef } from 'react';

/** Focus nowhere: on <body>, where a control that is disabled or removed while focused leaves it. */
export const focusLost = () =>
  document.activeElement === null || document.activeElement === document.body;

type Closed = false | undefined;

/**
 * When `open` turns false or undefined (a busy button done, a confirmation closed) and the focus
 * was lost with it, `target` (given what was open) takes it back: keyboard and screen reader users
 * stay where they acted. The components around may still send the focus elsewhere in their own
 * effects (to a voucher just found).
 */
export function useFocusBack<T>(
  open: T | Closed,
  target: (was: T) => HTMLElement | null | undefined,
): void {
  const before = useRef(open);
  // Before paint, and before the passive effects of the components around.
  useLayoutEffect(() => {
    const was = before.current;
    before.current = open;
    if (isOpen(was) && !isOpen(open) && focusLost()) target(was)?.focus();
  });
}

const isOpen = <T>(value: T | Closed): value is T => value !== false && value !== undefined;
