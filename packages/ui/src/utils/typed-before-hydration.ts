import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's field of that `name`, if it is one a visitor types in or chooses from. */
export function formField(form: HTMLFormElement | null, name: string): Field | undefined {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : undefined;
}

/**
 * A prerendered form works before its script runs, and a visitor may type in it first (the page's
 * island hydrates once the page has loaded). The fields then show what was typed while the
 * component's state is still empty, and would send it empty. Right after hydration, this hands the
 * state what each field holds (the fields that differ only); from then on the state leads.
 */
export function useTypedBeforeHydration<K extends string>(
  fields: () => Partial<Record<K, Field | null | undefined>>,
  values: Readonly<Record<K, string>>,
  adopt: (typed: Partial<Record<K, string>>) => void,
): void {
  useEffect(() => {
    const elements = fields();
    const typed: Partial<Record<K, string>> = {};
    let changed = false;
    for (const key of Object.keys(values) as K[]) {
      const element = elements[key];
      if (element && element.value !== values[key]) {
        typed[key] = element.value;
        changed = true;
      }
    }
    if (changed) adopt(typed);
    // Once, at hydration: what the page showed before the script ran.
  }, []);
}
