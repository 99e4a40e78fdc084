import { createContext, useContext } from 'react';

/** What the fields of a form need from its frame. */
export interface FormFrameValue {
  /** Prefix of every field id: stable, so a form rendered at build time hydrates with the same ids. */
  idBase: string;
  /** True while sending or while the visible challenge is up: fields are disabled. */
  busy: boolean;
}

/** Set by `FormFrame`; null outside one. */
export const FormFrameContext = createContext<FormFrameValue | null>(null);

/** The surrounding form frame; throws outside a `FormFrame`. */
export function useFormFrame(): FormFrameValue {
  const value = useContext(FormFrameContext);
  if (!value) throw new Error('Form fields must be used inside <FormFrame>.');
  return value;
}
