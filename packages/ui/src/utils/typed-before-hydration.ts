import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function formField(form: HTMLFormElement | null, name: string): Field | undefined {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : undefined;
}

/** A visitor may type before the island hydrates: this hands the state what each field holds, once. */
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
