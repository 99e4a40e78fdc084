import type { ReactNode } from 'react';
import { getEditableAttributes } from '../../lib/storyblok-editable.ts';

/**
 * Marks a draft block for Storyblok's Visual Editor (preview only): a box around its rendering
 * carrying `data-blok-c` and `data-blok-uid`, so the editor can outline and select it. A published
 * block has no `_editable` and renders exactly as it is, with no wrapper.
 */
export function Editable({ block, children }: { block: { _editable?: string | undefined }; children: ReactNode }) {
  if (!block._editable) return <>{children}</>;
  return (
    <div className="blok-editable" {...getEditableAttributes(block)}>
      {children}
    </div>
  );
}
