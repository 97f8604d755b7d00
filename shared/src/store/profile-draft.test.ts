import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileUpdateInput } from 'shared/schemas';
import { forgetProfileDraftsInMemory, profileDraftKey, readProfileDraft, writeProfileDraft } from './profile-draft';

const saved: ProfileUpdateInput = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', displayName: 'はなこ', phone: '09012345678', bio: '' };

afterEach(() => {
  localStorage.clear();
  forgetProfileDraftsInMemory();
});

describe('the profile draft', () => {
  it('survives a reload (kept on the phone, per worker) and is not another worker’s', () => {
    writeProfileDraft('w1', { ...saved, bio: '週末も働けます' }, saved);
    forgetProfileDraftsInMemory();
    expect(readProfileDraft('w1')).toEqual({ ...saved, bio: '週末も働けます' });
    expect(readProfileDraft('w2')).toBeNull();
  });

  it('is removed once saved, and when the fields are back to what is saved', () => {
    writeProfileDraft('w1', { ...saved, bio: 'a' }, saved);
    writeProfileDraft('w1', { ...saved }, saved);
    expect(localStorage.getItem(profileDraftKey('w1'))).toBeNull();
    expect(readProfileDraft('w1')).toBeNull();
    writeProfileDraft('w1', { ...saved, bio: 'b' }, saved);
    writeProfileDraft('w1', null);
    expect(readProfileDraft('w1')).toBeNull();
  });

  it('outlives the stored copy in this tab only (a session ended by a 401 clears the phone, not the page)', () => {
    writeProfileDraft('w1', { ...saved, phone: '08011112222' }, saved);
    localStorage.clear(); // what the session's end does to the drafts
    expect(readProfileDraft('w1')).toMatchObject({ phone: '08011112222' });
    forgetProfileDraftsInMemory();
    expect(readProfileDraft('w1')).toBeNull();
  });

  it('drops what is not a draft of this shape', () => {
    localStorage.setItem(profileDraftKey('w1'), '{"fields":{"name":1}}');
    expect(readProfileDraft('w1')).toBeNull();
    expect(localStorage.getItem(profileDraftKey('w1'))).toBeNull();
    localStorage.setItem(profileDraftKey('w1'), 'not json');
    expect(readProfileDraft('w1')).toBeNull();
  });
});
