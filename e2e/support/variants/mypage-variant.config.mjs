// A variant of mfe-mypage for e2e "deploys": mfe-mypage's own config plus one plugin that makes /mypage
// show one more line of text, <p data-testid="deploy-variant">VARIANT_LABEL</p>, above the page — so a test
// can see which deploy it is running — and every page chunk gets a new name. It relies only on the remote contract (./routes has a '/mypage' entry
// with a load()), not on how the page is written.
// Built by support/deploy.ts with `vite build --configLoader runner --config <this file>`.
import base from '../../../mfe-mypage/vite.config.ts';

const label = JSON.stringify(process.env.VARIANT_LABEL ?? 'variant');
const ROUTES = /\/mfe-mypage\/src\/routes\.ts$/;
const PAGES = /\/mfe-mypage\/src\/pages\/[^/]+\.tsx$/;

const wrapper = `
import { createElement as __e2eH, Fragment as __e2eF } from 'react';
{
  const home = routes.find((r) => r.path === '/mypage');
  if (!home) throw new Error('e2e variant: mfe-mypage has no /mypage route');
  const load = home.load;
  home.load = () => load().then((m) => ({
    default: () => __e2eH(__e2eF, null, __e2eH('p', { 'data-testid': 'deploy-variant' }, ${label}), __e2eH(m.default)),
  }));
}
`;

function withVariantLine() {
  return {
    name: 'e2e-mypage-variant',
    enforce: 'pre',
    transform(code, id) {
      // Every page's chunk changes too (a real deploy renames what changed): old chunk names then 404.
      // (a statement with an effect: an unused export would be tree-shaken and leave the chunk unchanged).
      if (PAGES.test(id) && !id.endsWith('.test.tsx')) return { code: `${code}\nglobalThis.__e2eVariant = ${label};\n`, map: null };
      if (!ROUTES.test(id)) return null;
      if (!/export const routes\b/.test(code)) throw new Error('e2e variant: src/routes.ts no longer exports `routes`');
      return { code: `${code}\n${wrapper}`, map: null };
    },
  };
}

export default async (env) => {
  const config = typeof base === 'function' ? await base(env) : await base;
  return { ...config, root: new URL('../../../mfe-mypage/', import.meta.url).pathname, plugins: [...(config.plugins ?? []), withVariantLine()] };
};
