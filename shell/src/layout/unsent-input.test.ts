import { afterEach, describe, expect, it } from 'vitest';
import { unsentInputOnPhone } from './unsent-input';

afterEach(() => localStorage.clear());

describe('unsentInputOnPhone: what a sign-out would delete', () => {
  it('names the worker’s unsaved profile, unsubmitted shift answers and unsent messages, in that order', () => {
    expect(unsentInputOnPhone('w1')).toEqual([]);
    localStorage.setItem('chat-draft:w1:customer:c1', '{"text":"伺います","savedAt":"2026-12-01T00:00:00Z"}');
    expect(unsentInputOnPhone('w1')).toEqual(['messages']);
    localStorage.setItem('worker-shifts:draft:v1:w1:2027-01', '{}');
    expect(unsentInputOnPhone('w1')).toEqual(['shifts', 'messages']);
    localStorage.setItem('profile-draft:w1:form', '{}');
    expect(unsentInputOnPhone('w1')).toEqual(['profile', 'shifts', 'messages']);
  });

  it('ignores another worker’s keys and every other key; without a worker id, anyone’s count', () => {
    localStorage.setItem('chat-draft:w2:inquiry:i1:unsent', '[]');
    localStorage.setItem('worker-shifts:draft:v1:w2:2027-01', '{}');
    localStorage.setItem('profile-draft:w2:form', '{}');
    localStorage.setItem('shell-boot-memory', '{"w1":1}');
    expect(unsentInputOnPhone('w1')).toEqual([]);
    expect(unsentInputOnPhone(null)).toEqual(['profile', 'shifts', 'messages']);
  });

  it('without storage (refused), nothing', () => {
    expect(unsentInputOnPhone('w1', null)).toEqual([]);
  });
});
