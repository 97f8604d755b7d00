import { describe, expect, it } from 'vitest';
import { isRemoteRoutesModule } from 'shared/remote-contract';
import * as mod from './routes';

describe('./routes (the one exposed module)', () => {
  it('serves the reservation list, a reservation, a customer profile, the inquiries and a chat (spec §2), lazily', async () => {
    expect(isRemoteRoutesModule(mod)).toBe(true);
    expect(mod.routes.map((r) => r.path)).toEqual(['/mypage/reservation-list', '/mypage/reservation/:id', '/mypage/user/:id', '/mypage/chat/inquiry', '/mypage/chat/inquiry/:id', '/mypage/chat/:id']);
    for (const route of mod.routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });
});
