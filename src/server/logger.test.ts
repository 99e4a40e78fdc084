import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger, linesPerTurn, type LineSink } from './logger.ts';

const node = path.resolve('node_modules/.bin/node');
const loggerModule = path.resolve('src/server/logger.ts');
/** A script that runs `body` with `logger`, the server's stdout logger (`createLogger`). */
const withLogger = (body: string) =>
  `import { createLogger } from ${JSON.stringify(loggerModule)};
   const logger = createLogger({ level: 'info' });
   ${body}`;
/** A script logging `lines` lines, then running `then`. */
const script = (lines: number, then: string) =>
  withLogger(`for (let i = 0; i < ${lines}; i += 1) logger.info({ i }, 'line');
   ${then}`);

describe('createLogger', () => {
  it('has every line on stdout when the process exits right after logging (flushed on exit)', async () => {
    const { stdout } = await promisify(execFile)(
      node,
      ['--input-type=module', '-e', script(20_000, 'process.exit(0);')],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(20_000);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ i: 19_999, msg: 'line', service: 'velora-api' });
  });

  it('writes a line of an idle process at once, not when a buffer fills', async () => {
    const child = spawn(node, ['--input-type=module', '-e', script(1, 'setInterval(() => {}, 1000);')]);
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8').once('data', resolve);
        child.once('exit', (code) => reject(new Error(`exited with ${code} before logging`)));
        setTimeout(() => reject(new Error('no line within 5 s')), 5_000);
      });
      expect(JSON.parse(line)).toMatchObject({ i: 0, msg: 'line' });
    } finally {
      child.kill();
    }
  });

  it('drops lines past 16 MB for a stdout nobody reads, and says so on stderr, instead of growing', async () => {
    // 100 MB of lines into a pipe the test never reads: held, they would grow the heap by about as
    // much (measured: 109 MB without the bound, 21 MB with it).
    const child = spawn(
      node,
      [
        '--expose-gc',
        '--input-type=module',
        '-e',
        withLogger(`const text = 'x'.repeat(1000);
         gc();
         const before = process.memoryUsage().heapUsed;
         for (let i = 0; i < 100_000; i += 1) logger.info({ i, text }, 'line');
         gc();
         process.stderr.write('grew ' + (process.memoryUsage().heapUsed - before) + '\\n');
         setInterval(() => {}, 1000);`),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.pause();
    try {
      const stderr = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
          if (/grew -?\d+\n/.test(text)) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)));
      });
      expect(stderr).toMatch(/velora: \d+ bytes of log lines dropped so far: stdout is not read/);
      expect(Number(/grew (-?\d+)/.exec(stderr)?.[1])).toBeLessThan(40 * 1024 * 1024);
    } finally {
      child.kill('SIGKILL');
    }
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

describe('linesPerTurn', () => {
  /** A sink recording each write it is given, and each flush. */
  const recordingSink = () => {
    const writes: string[] = [];
    const flushes: string[] = [];
    const sink: LineSink = {
      write: (text) => writes.push(text),
      flush: (callback) => {
        flushes.push('flush');
        callback();
      },
      flushSync: () => flushes.push('flushSync'),
    };
    return { sink, writes, flushes };
  };
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('hands the lines of one turn over as one write at its end, in order, and each turn its own', async () => {
    const { sink, writes } = recordingSink();
    const stream = linesPerTurn(sink);
    stream.write('a\n');
    stream.write('b\n');
    stream.write('c\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    stream.write('d\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('hands a turn that logs much over as it goes, 64 KB at a time, nothing lost or reordered', async () => {
    const { sink, writes } = recordingSink();
    const stream = linesPerTurn(sink);
    const lines = Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(4, '0')}${'x'.repeat(195)}\n`);
    for (const line of lines) stream.write(line);
    // 200 KB in one turn: three hands-over of 64 KB so far, the rest at the turn's end.
    expect(writes).toHaveLength(3);
    expect(writes.every((text) => text.length >= 64 * 1024 && text.length < 65 * 1024)).toBe(true);
    await nextTurn();
    expect(writes).toHaveLength(4);
    expect(writes.join('')).toBe(lines.join(''));
  });

  it('hands every line over before flushing when pino flushes (`logger.flush`)', async () => {
    const { sink, writes, flushes } = recordingSink();
    const logger = createLogger({ level: 'info', stream: linesPerTurn(sink) });
    logger.info('one');
    logger.info('two');
    await new Promise<void>((resolve, reject) =>
      logger.flush((error) => (error ? reject(error) : resolve())),
    );
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['one', 'two']);
    expect(flushes).toEqual(['flush']);
  });
});
