import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from './duration.ts';

const minute = 60_000;

describe('parseIsoDuration', () => {
  it('parses the durations of a Bookings scheduling policy', () => {
    expect(parseIsoDuration('PT30M')).toBe(30 * minute);
    expect(parseIsoDuration('PT24H')).toBe(24 * 60 * minute);
    expect(parseIsoDuration('PT0S')).toBe(0);
    expect(parseIsoDuration('PT15M')).toBe(15 * minute);
    expect(parseIsoDuration('PT1H30M')).toBe(90 * minute);
  });

  it('parses days, combined parts, fractional seconds and lower case', () => {
    expect(parseIsoDuration('P1D')).toBe(24 * 60 * minute);
    expect(parseIsoDuration('P2DT3H4M5S')).toBe(((2 * 24 + 3) * 60 + 4) * minute + 5000);
    expect(parseIsoDuration('PT1.5S')).toBe(1500);
    expect(parseIsoDuration('PT0,25S')).toBe(250);
    expect(parseIsoDuration('pt45m')).toBe(45 * minute);
    expect(parseIsoDuration(' PT90M ')).toBe(90 * minute);
  });

  it.each(['', 'P', 'PT', 'P1DT', 'P1M', 'P1Y', 'P1W', '-PT1H', 'PT1.5H', '30M', 'PT30', 'PT30M10H', 'P1H'])(
    'refuses %j with a clear error',
    (value) => {
      expect(() => parseIsoDuration(value)).toThrow(/Unsupported ISO 8601 duration/);
    },
  );
});
