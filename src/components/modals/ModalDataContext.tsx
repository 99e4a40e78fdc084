import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ModalData, ModalStringKey } from './modal-data.ts';

/** Translates a key from the shipped strings, filling `{name}` placeholders. */
export type Translate = (key: ModalStringKey, params?: Readonly<Record<string, string | number>>) => string;

interface ModalDataValue {
  data: ModalData;
  t: Translate;
}

const ModalDataContext = createContext<ModalDataValue | null>(null);

/** Builds the translate function of a strings record; a missing key shows the key, never breaks. */
export function createTranslate(strings: ModalData['strings']): Translate {
  return (key, params = {}) =>
    (strings[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
}

/** Gives the page's modal data and its strings to every modal and form below. */
export function ModalDataProvider({ data, children }: { data: ModalData; children: ReactNode }) {
  const value = useMemo(() => ({ data, t: createTranslate(data.strings) }), [data]);
  return <ModalDataContext.Provider value={value}>{children}</ModalDataContext.Provider>;
}

/** The page's modal data; throws outside a {@link ModalDataProvider}. */
export function useModalData(): ModalData {
  return useRequiredContext().data;
}

/** The translate function of the page's language; throws outside a {@link ModalDataProvider}. */
export function useT(): Translate {
  return useRequiredContext().t;
}

function useRequiredContext(): ModalDataValue {
  const value = useContext(ModalDataContext);
  if (!value) throw new Error('useModalData and useT must be used inside <ModalDataProvider>.');
  return value;
}
