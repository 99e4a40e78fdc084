/**
 * Each form's success says what happened (issue 13, item 12): the forms that share the `success`
 * modal each have their own words, none of them speaks of a booked call, and the complaint's
 * promise is the one given everywhere: ten working days.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';
import { amgContactForm, shewealthForm, tripleAForm } from '../forms/advice-forms.ts';
import {
  contactUsForm,
  extendedContactForm,
  partnerContactForm,
  simpleContactForm,
  subscribeForm,
} from '../forms/contact-forms.ts';
import { complaintForm, lostCardForm, reportForm, smsForm } from '../forms/service-forms.ts';
import { formSuccessTexts, modalViews } from './modal-views.ts';

const forms = [
  amgContactForm,
  shewealthForm,
  tripleAForm,
  contactUsForm,
  extendedContactForm,
  partnerContactForm,
  simpleContactForm,
  subscribeForm,
  complaintForm,
  lostCardForm,
  reportForm,
  smsForm,
];
const booked = /\b(booked|call is|gebucht|réservé|prenotat)/i;

/** The title and text a form's success modal shows. */
function successTexts(form: (typeof forms)[number]) {
  const own = form.success === 'success' ? formSuccessTexts[form.id] : undefined;
  const view = modalViews[form.success];
  if (!view || view.kind === 'form') throw new Error(`${form.id}: ${form.success} is no message`);
  return own ?? { title: view.title, text: view.text };
}

describe('form success messages', () => {
  it('every form sharing the generic success modal has its own words', () => {
    for (const form of forms.filter((entry) => entry.success === 'success'))
      expect(formSuccessTexts[form.id], form.id).toBeDefined();
  });

  it('no form but the booking says a call is booked, in any language', () => {
    for (const lang of languages)
      for (const form of forms) {
        const { title, text } = successTexts(form);
        expect(`${translate(lang, title)} ${translate(lang, text)}`, `${form.id} (${lang})`).not.toMatch(
          booked,
        );
      }
  });

  it('contact us says a message was received, SheWealth a sign-up', () => {
    expect(translate('en', successTexts(contactUsForm).text)).toContain('received your message');
    expect(translate('de', successTexts(shewealthForm).title)).toContain('angemeldet');
  });

  it('the complaint promises a reply within ten working days', () => {
    const promise = {
      en: 'ten working days',
      de: 'zehn Arbeitstagen',
      fr: 'dix jours ouvrables',
      it: 'dieci giorni lavorativi',
    };
    for (const lang of languages)
      expect(translate(lang, successTexts(complaintForm).text)).toContain(promise[lang]);
  });
});
