import { describe, expect, it, vi } from 'vitest';
import type { ShellRoute } from '../routing/route-table';
import { routeForPath } from './route-lookup';
import { warmRoute } from './warm-route';

const ENTRY = `${window.location.origin}/remotes/salary/v3/remoteEntry.js`;
const salary = routeForPath('/mypage/salary') as ShellRoute;

describe("a link in view: its remote's route hints read, none of its code loaded", () => {
  it("reads the hints of the route's remote by its entry, and loads nothing", async () => {
    const hints = vi.fn(async () => ({ routes: ['assets/routes.js'] }));
    const fallback = vi.fn(async () => undefined);
    await warmRoute(salary, { entryUrl: (remote) => (remote === 'mfe_salary' ? ENTRY : null), hints, fallback });
    expect(hints).toHaveBeenCalledWith(ENTRY);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('a remote that is not configured: nothing', async () => {
    const hints = vi.fn(async () => null);
    await warmRoute(salary, { entryUrl: () => null, hints, fallback: async () => undefined });
    expect(hints).not.toHaveBeenCalled();
  });

  it('where there are no route hints (the plain SPA build, the dev server): loads the route as a pointed-at link would', async () => {
    const fallback = vi.fn(async () => undefined);
    await warmRoute(salary, { entryUrl: () => ENTRY, hints: undefined, fallback });
    expect(fallback).toHaveBeenCalledWith(salary);
  });

  it('hints that cannot be read fail the warm-up (the queue counts it; a later hover may try again)', async () => {
    await expect(warmRoute(salary, { entryUrl: () => ENTRY, hints: async () => { throw new Error('offline'); }, fallback: async () => undefined })).rejects.toThrow('offline');
  });
});
