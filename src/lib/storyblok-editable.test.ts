import { describe, expect, it } from 'vitest';
import { getEditableAttributes } from './storyblok-editable.ts';

describe('getEditableAttributes', () => {
  it('turns a draft block’s _editable comment into the editor’s data attributes', () => {
    const editable = '<!--#storyblok#{"name": "hero", "space": "1234", "uid": "b7f3-1", "id": "987654"}-->';
    expect(getEditableAttributes({ _editable: editable })).toEqual({
      'data-blok-c': '{"name":"hero","space":"1234","uid":"b7f3-1","id":"987654"}',
      'data-blok-uid': '987654-b7f3-1',
    });
  });

  it('gives published blocks and malformed markers no attributes', () => {
    expect(getEditableAttributes({})).toEqual({});
    expect(getEditableAttributes({ _editable: 'not a marker' })).toEqual({});
    expect(getEditableAttributes({ _editable: '<!--#storyblok#{broken-->' })).toEqual({});
    expect(getEditableAttributes({ _editable: '<!--#storyblok#null-->' })).toEqual({});
  });
});
