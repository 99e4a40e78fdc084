import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { passIdentifierPrefix } from './react-string-rendering.ts';

const require = createRequire(import.meta.url);
/** The renderer's server entry as installed (the file the build transforms). */
const installed = readFileSync(
  require.resolve('@astrojs/react/package.json').replace(/package\.json$/, 'dist/server.js'),
  'utf8',
);
const count = (text: string, part: string) => text.split(part).length - 1;

describe('passIdentifierPrefix', () => {
  it('passes the per-component identifier prefix to renderToString in the installed @astrojs/react', () => {
    expect(count(installed, 'ReactDOM.renderToString(vnode)')).toBe(1);
    const code = passIdentifierPrefix(installed);
    expect(count(code, 'ReactDOM.renderToString(vnode, renderOptions)')).toBe(1);
    expect(count(code, 'ReactDOM.renderToString(vnode)')).toBe(0);
    // renderOptions carries the prefix the streaming branch uses, defined before the call.
    expect(code.indexOf('identifierPrefix: prefix')).toBeGreaterThan(-1);
    expect(code.indexOf('identifierPrefix: prefix')).toBeLessThan(code.indexOf('renderToString(vnode,'));
  });

  it('leaves code that already passes it as it is', () => {
    const code = passIdentifierPrefix(installed);
    expect(passIdentifierPrefix(code)).toBe(code);
  });

  it('fails, naming what to check, when the renderer changed shape', () => {
    expect(() => passIdentifierPrefix('html = ReactDOM.renderToString(element);')).toThrow(
      /no longer has one `ReactDOM\.renderToString\(vnode\)`.*react-string-rendering\.ts/s,
    );
    const twice =
      'const renderOptions = {};\nReactDOM.renderToString(vnode);\nReactDOM.renderToString(vnode);';
    expect(() => passIdentifierPrefix(twice)).toThrow(/found 2/);
  });
});
