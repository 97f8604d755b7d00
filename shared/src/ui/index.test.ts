import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('shared/ui exports', () => {
  it('exposes the components of docs/contracts.md', () => {
    for (const name of ['Button', 'TextField', 'Alert', 'Spinner', 'Icon', 'Card', 'PageTitle', 'VisuallyHidden'] as const) {
      expect(ui[name], name).toBeDefined();
    }
    expect(ui.ICON_NAMES).toEqual(['sign-out', 'user', 'undo', 'redo', 'trash', 'book', 'comment']);
  });
});
