/**
 * Makes CurrencyConverter.tsx live: enables the amount field and redraws the result as the
 * visitor types, with the view function the server used. Bundled only on converter pages.
 */
import { parseMoneyInput } from '../../lib/money.ts';
import type { ConverterConfig } from './currency-converter-view.ts';
import { getConverterView } from './currency-converter-view.ts';
import { onFormUpdate, showFieldError, writeOutputs } from './field-error.ts';

function enhance(form: HTMLFormElement): void {
  const config = JSON.parse(form.dataset['config'] ?? '{}') as ConverterConfig;
  const root = form.closest('.converter') ?? document;
  const input = form.elements.namedItem('amount');
  if (!(input instanceof HTMLInputElement)) return;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button'))
    control.disabled = false;

  const update = (event: Event) => {
    const parsed = parseMoneyInput(input.value);
    const amount = parsed !== undefined && parsed > 0 ? parsed : undefined;
    if (event.type !== 'input' || amount !== undefined)
      showFieldError(input, amount === undefined ? config.text.amountError : '');
    if (amount === undefined) return;
    writeOutputs(root, getConverterView(config, amount));
  };
  onFormUpdate(form, update);
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-currency-converter]')) enhance(form);
