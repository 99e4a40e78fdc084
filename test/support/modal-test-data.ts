import { createModalData } from '../../src/components/modals/build-modal-data.ts';
import type { ModalData } from '../../src/components/modals/modal-data.ts';
import type { Language } from '../../src/i18n/languages.ts';

/**
 * The modal data a page would carry, for component tests: the production site address, not in
 * production, human verification off (no API to fetch a challenge from) unless `env` says
 * otherwise, and the React `act` environment switched on for the test file.
 */
export function testModalData(
  options: { lang?: Language; qrCode?: string; env?: NodeJS.ProcessEnv } = {},
): ModalData {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  return createModalData({
    lang: options.lang ?? 'en',
    siteUrl: 'https://www.velora.ch',
    isProduction: false,
    qrCode: options.qrCode ?? '',
    env: options.env ?? { HUMAN_VERIFICATION: 'off' },
  });
}
