import { createContext, useContext } from 'react';

/**
 * Values typed into a build-time form before its code arrived, handed to the form when it hydrates
 * so nothing typed is lost. Absent (null) everywhere else, which is the normal case, so the hook
 * gives undefined instead of throwing.
 */
export const InitialValuesContext = createContext<Readonly<Record<string, unknown>> | null>(null);

/** The values to start from, when the form is hydrating over typed text. */
export function useInitialValues(): Readonly<Record<string, unknown>> | undefined {
  return useContext(InitialValuesContext) ?? undefined;
}

/** What the visitor already typed or ticked in a form's controls, by field name. */
export function readTypedValues(container: ParentNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const control of container.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >('input[name], textarea[name], select[name]')) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) values[control.name] = true;
    } else if (control.value !== '') {
      values[control.name] = control.value;
    }
  }
  return values;
}
