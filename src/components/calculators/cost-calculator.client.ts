/**
 * Makes CostCalculator.tsx live: enables its fields and redraws the result on every change with
 * the same view function the server used. An invalid field shows its message (once the visitor
 * leaves it) and the last valid result stays. Bundled only on pages with a calculator.
 */
import { parseMoneyInput } from '../../lib/money.ts';
import type { CostCalculatorConfig } from './cost-calculator-config.ts';
import { getCostCalculatorView } from './cost-calculator-view.ts';
import { onFormUpdate, showFieldError, writeOutputs } from './field-error.ts';

function enhance(form: HTMLFormElement): void {
  const config = JSON.parse(form.dataset['config'] ?? '{}') as CostCalculatorConfig;
  const root = form.closest('.calculator') ?? document;
  const amountInput = form.elements.namedItem('amount');
  const yearsInput = form.elements.namedItem('years');
  if (!(amountInput instanceof HTMLInputElement) || !(yearsInput instanceof HTMLInputElement)) return;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button'))
    control.disabled = false;

  const read = () => {
    const amount = parseMoneyInput(amountInput.value);
    const years = Number(yearsInput.value);
    return {
      amount:
        amount !== undefined && amount >= config.minAmount && amount <= config.maxAmount ? amount : undefined,
      years: Number.isInteger(years) && years >= 1 && years <= config.maxYears ? years : undefined,
    };
  };

  const update = (event: Event) => {
    const { amount, years } = read();
    // Messages appear when a field is left (change) and go as soon as the value is fine again.
    const reveal = event.type !== 'input';
    if (reveal || amount !== undefined)
      showFieldError(amountInput, amount === undefined ? config.text.amountError : '');
    if (reveal || years !== undefined)
      showFieldError(yearsInput, years === undefined ? config.text.yearsError : '');
    if (amount === undefined || years === undefined) return;
    const style = form.querySelector<HTMLInputElement>('input[name="style"]:checked')?.value ?? '';
    writeOutputs(root, getCostCalculatorView(config, { amount, years, styleId: style }));
  };
  onFormUpdate(form, update);
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-cost-calculator]')) enhance(form);
