import { useFormContext, type FieldErrors } from 'react-hook-form';
import { useT } from '../../modals/ModalDataContext.tsx';
import { getFieldErrorKey, type FieldKind } from '../field-errors.ts';
import { useFormFrame } from '../form-frame-context.ts';

/** The message code of a field's error, looking into nested errors (a phone code's parts). */
export function getErrorCode(errors: FieldErrors, name: string): string | undefined {
  const error: unknown = errors[name];
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message !== '') return message;
  for (const nested of Object.values(error)) {
    const nestedMessage =
      typeof nested === 'object' && nested !== null ? (nested as { message?: unknown }).message : undefined;
    if (typeof nestedMessage === 'string') return nestedMessage;
  }
  return undefined;
}

/** A field's id, translated error message and the form's `register`, for the bound field components. */
export function useFieldBinding(name: string, kind: FieldKind) {
  const { idBase, busy } = useFormFrame();
  const { register, formState } = useFormContext();
  const t = useT();
  const code = getErrorCode(formState.errors, name);
  return {
    id: `${idBase}-${name}`,
    error: code === undefined ? undefined : t(getFieldErrorKey(code, kind)),
    register,
    busy,
    t,
  };
}
