import { describe, expect, it } from 'vitest';
import { escapeControls, formatTable } from './format-table.ts';

describe('terminal output of the inbox CLI', () => {
  it('escapes every control and bidirectional character, and nothing else', () => {
    expect(escapeControls('Anna\r\nBcc\t')).toBe('Anna\\r\\nBcc\\t');
    expect(escapeControls('evil\u202Egnp.exe')).toBe('evil\\u202egnp.exe');
    expect(escapeControls('\u001b[2J\u0000\u007f\u0085\u200e\u200f\u061c\u2066\u2069')).toBe(
      '\\u001b[2J\\u0000\\u007f\\u0085\\u200e\\u200f\\u061c\\u2066\\u2069',
    );
    expect(escapeControls('Zoë Müller-Łukasz 李 😀')).toBe('Zoë Müller-Łukasz 李 😀');
  });

  it('pads table columns to the escaped text, so a forged cell cannot break the table', () => {
    const table = formatTable(
      ['NAME', 'FORM'],
      [
        ['A\u202Eb', 'sms'],
        ['Line\nbreak', 'report'],
      ],
    );
    expect(table).toBe('NAME         FORM\nA\\u202eb     sms\nLine\\nbreak  report\n');
  });
});
