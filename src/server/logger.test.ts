import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('writes stdout synchronously, so a line is out before the answer even if the process dies next', () => {
    const logger = createLogger({ level: 'info' });
    const stream = (logger as unknown as Record<symbol, { sync?: boolean; fd?: number }>)[
      pino.symbols.streamSym
    ];
    expect(stream?.sync).toBe(true);
    expect(stream?.fd).toBe(1);
  });

  it('redacts the personal fields of a line', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createLogger({ level: 'info', stream: sink }).info(
      { email: 'anna@example.ch', form: 'contact' },
      'stored',
    );
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line['email']).toBe('[redacted]');
    expect(line['form']).toBe('contact');
  });
});
