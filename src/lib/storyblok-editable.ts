/**
 * Storyblok's Visual Editor markers (what `storyblokEditable` of `@storyblok/js` writes): draft
 * blocks carry `_editable`, an HTML comment with the block's identity; the editor finds blocks by
 * `data-blok-c` (that identity as JSON) and `data-blok-uid` (`{id}-{uid}`). Published content has
 * no `_editable`, so a static page gets no attributes at all.
 */
export interface EditableAttributes {
  'data-blok-c'?: string;
  'data-blok-uid'?: string;
}

interface EditableIdentity {
  id?: string | number;
  uid?: string;
  name?: string;
  space?: string | number;
}

const PREFIX = /^<!--#storyblok#/;
const SUFFIX = /-->$/;

export function getEditableAttributes(block: { _editable?: string | undefined }): EditableAttributes {
  const editable = block._editable;
  if (typeof editable !== 'string' || !PREFIX.test(editable)) return {};
  try {
    const identity = JSON.parse(editable.replace(PREFIX, '').replace(SUFFIX, '')) as EditableIdentity | null;
    if (!identity || typeof identity !== 'object' || identity.uid === undefined) return {};
    return {
      'data-blok-c': JSON.stringify(identity),
      'data-blok-uid': `${String(identity.id)}-${identity.uid}`,
    };
  } catch {
    return {};
  }
}
