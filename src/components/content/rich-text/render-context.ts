import type { ReactNode } from 'react';
import type { RichTextNode } from '../../../cms/schemas/fields.ts';
import type { Language } from '../../../i18n/languages.ts';

/**
 * What every node of one rendering shares. Parts that render nested nodes (table cells) call
 * `renderNodes` from here, so they need not import the renderer that imports them.
 */
export interface RenderContext {
  lang: Language;
  makeHeadingId: (text: string) => string;
  renderNodes: (nodes: readonly RichTextNode[] | undefined, context: RenderContext) => ReactNode[];
}
