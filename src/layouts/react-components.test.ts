import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { Renderer } from 'astro/runtime/server/index.js';
import { describe, expect, it } from 'vitest';
import * as reactComponents from './react-components.ts';

const { reactRendererName, ...components } = reactComponents;

/** The `.astro` files under src/. */
function astroFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

/** The names an import statement of `source` binds from a `.tsx` module, with that module. */
function tsxImports(source: string): { names: string[]; module: string }[] {
  const imports = source.matchAll(/import\s+(?!type\b)([^'";]*?)\s+from\s+['"]([^'"]+\.tsx)['"]/g);
  return [...imports].map(([, clause = '', module = '']) => ({
    module,
    names: clause
      .replace(/[{}]/g, ',')
      .split(',')
      .map((part) => part.trim())
      // A type is no component Astro renders.
      .filter((part) => !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/).pop() ?? '')
      .filter(Boolean),
  }));
}

describe('the React components of the Astro pages (react-components.ts)', () => {
  it('marks each for the React renderer, so Astro renders it without probing every renderer first', () => {
    expect(Object.keys(components).length).toBeGreaterThanOrEqual(7);
    for (const [name, component] of Object.entries(components)) {
      expect(typeof component, name).toBe('function');
      expect((component as unknown as Record<symbol, unknown>)[Renderer], name).toBe(reactRendererName);
    }
  });

  it('names the renderer as @astrojs/react registers it (another name would mark nothing: Astro would probe again)', () => {
    expect(reactRendererName).toBe(getContainerRenderer().name);
  });

  it('is where every .astro file takes its React components from', () => {
    const files = astroFiles();
    expect(files.length).toBeGreaterThan(3);
    const unmarked = files.flatMap((file) =>
      tsxImports(readFileSync(file, 'utf8'))
        // A component is named in PascalCase; a constant or helper from the same module is not one.
        .flatMap(({ names, module }) =>
          names.filter((name) => /^[A-Z]/.test(name)).map((name) => `${name} from ${module}`),
        )
        .map((found) => `${relative('.', file)}: ${found}`),
    );
    expect(unmarked, 'import these from src/layouts/react-components.ts').toEqual([]);
  });

  it('reads the imports of an .astro file as the check above needs', () => {
    expect(
      tsxImports(
        "import Header, { headerId, type Props } from '../a/Header.tsx';\nimport { Footer as Foot } from './Footer.tsx';\nimport type { X } from './X.tsx';",
      ),
    ).toEqual([
      { module: '../a/Header.tsx', names: ['Header', 'headerId'] },
      { module: './Footer.tsx', names: ['Foot'] },
    ]);
  });
});
