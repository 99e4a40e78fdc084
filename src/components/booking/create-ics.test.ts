import { describe, expect, it } from 'vitest';
import { createIcs, toIcsDataUrl } from './create-ics.ts';

describe('createIcs', () => {
  const ics = createIcs({
    uid: 'VEL-7K3Q-9D2F@velora.ch',
    start: new Date('2026-11-23T09:00:00Z'),
    end: new Date('2026-11-23T09:30:00Z'),
    summary: 'Appel avec Velora : Ouverture de votre compte',
    description: 'Référence; VEL-7K3Q-9D2F, à bientôt\nVelora',
    now: new Date('2026-11-21T10:00:00Z'),
  });

  it('writes one event in UTC with CRLF lines and escaped text', () => {
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261123T090000Z');
    expect(lines).toContain('DTEND:20261123T093000Z');
    expect(lines).toContain('DTSTAMP:20261121T100000Z');
    expect(lines).toContain('UID:VEL-7K3Q-9D2F@velora.ch');
    expect(ics).toContain('DESCRIPTION:Référence\\; VEL-7K3Q-9D2F\\, à bientôt\\nVelora');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines longer than 75 octets', () => {
    const long = createIcs({
      uid: 'x',
      start: new Date(0),
      end: new Date(1000),
      summary: 'é'.repeat(60),
      description: '',
      now: new Date(0),
    });
    for (const line of long.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long).toContain('\r\n é');
  });

  it('makes a data address for the download link', () => {
    expect(toIcsDataUrl('A B')).toBe('data:text/calendar;charset=utf-8,A%20B');
  });
});
