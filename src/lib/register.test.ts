import { describe, expect, it } from 'vitest';
import { findInformalAddress } from './register.ts';

const found = (text: string, lang: string) => findInformalAddress(text, lang).map((hit) => hit.word);

describe('findInformalAddress', () => {
  it.each([
    ['de', 'Melde dich an und du erhältst deine Karte.', ['dich', 'du', 'deine']],
    ['fr', 'Tu peux ouvrir ton compte et t’inscrire.', ['Tu', 'ton', 't’']],
    ['it', 'Apri il tuo conto: ti chiamiamo. Voi ricevete il vostro codice.', ['tuo', 'ti', 'Voi', 'vostro']],
  ])('finds informal address in %s', (lang, text, words) => {
    expect(found(text, lang)).toEqual(words);
  });

  it.each([
    ['de', 'Sie erhalten Ihre Karte an der Rue du Rhône 42 in Genf.'],
    ['de', 'Dutzende Kunden nutzen das Duo-Konto.'],
    ['fr', 'Vous recevez votre carte ; a-t-il reçu la sienne ? Tutoriel, tonalité, tester.'],
    ['it', 'Tutti i titoli restano suoi; tuttavia il tempo vince.'],
    ['it', 'Lei riceve il suo codice e può vincere un viaggio.'],
    ['en', 'You and your friends.'],
  ])('leaves formal text and words that merely contain a pronoun alone (%s)', (lang, text) => {
    expect(found(text, lang)).toEqual([]);
  });
});
