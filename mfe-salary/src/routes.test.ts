import { describe, expect, it } from 'vitest';
import { isRemoteRoutesModule } from 'shared/remote-contract';
import * as mod from './routes';

describe('./routes (the one exposed module)', () => {
  it('serves /mypage/salary of spec §2, lazily', async () => {
    expect(isRemoteRoutesModule(mod)).toBe(true);
    expect(mod.routes.map((r) => r.path)).toEqual(['/mypage/salary']);
    for (const route of mod.routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });
});
