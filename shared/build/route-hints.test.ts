import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hintsFor, routeCalls, routeModules, routePreloads } from './route-hints.mjs';

/** Each test's folder is made under one folder of this file, removed at the end. */
const root = mkdtempSync(join(tmpdir(), 'route-hints-'));
const tempDir = (): string => mkdtempSync(join(root, 'case-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ROUTES = `export const routes = [
  { path: '/login', load: () => import('./pages/login-page').then((m) => ({ default: m.LoginPage })) },
  { path: '/signup', load: () => import('./pages/signup-page').then((m) => ({ default: m.SignupPage })) },
];`;

const chunk = (fileName: string, over: Record<string, unknown> = {}) => ({
  type: 'chunk', fileName, imports: [] as string[], dynamicImports: [] as string[], modules: {}, facadeModuleId: null, viteMetadata: { importedCss: new Set<string>() }, ...over,
});

describe('route hints (remote build)', () => {
  it("reads the GETs a page declares it sends as it opens (`calls`), to be started early by the boot script", () => {
    const source = `export const routes = [
  { path: '/mypage', load: () => import('./pages/mypage-page').then((m) => ({ default: m.MypagePage })), calls: ['/workerapi/notices', '/workerapi/reservations/summary'] },
  { path: '/mypage/edit', load: () => import('./pages/edit-page').then((m) => ({ default: m.EditPage })) },
];`;
    expect(routeCalls(source)).toEqual({ '/mypage': ['/workerapi/notices', '/workerapi/reservations/summary'] });
    expect(routeModules(source).map((r) => r.path)).toEqual(['/mypage', '/mypage/edit']);
    expect(routeCalls(ROUTES)).toEqual({});
    // The boot script sends exactly the URL: a query (which the page computes) or another origin is refused at build time.
    expect(() => routeCalls(source.replace("'/workerapi/notices'", "'/workerapi/shifts?month=2026-11'"))).toThrow(/without a query/);
    expect(() => routeCalls(source.replace("'/workerapi/notices'", "'https://example.com/x'"))).toThrow(/\/workerapi/);
  });


  it("reads each path's page module from src/routes.ts", () => {
    expect(routeModules(ROUTES)).toEqual([
      { path: '/login', module: './pages/login-page' },
      { path: '/signup', module: './pages/signup-page' },
    ]);
  });

  it('names, per path, the files its page loads: entry + share init, ./routes, the page with its static imports and CSS; and what the code loads on demand', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'routes.ts'), ROUTES);
    const bundle = {
      'remoteEntry.js': chunk('remoteEntry.js', { imports: ['assets/helper.js'], dynamicImports: ['assets/localSharedImportMap-1.js', 'assets/routes-1.js'] }),
      'assets/helper.js': chunk('assets/helper.js'),
      'assets/localSharedImportMap-1.js': chunk('assets/localSharedImportMap-1.js', { imports: ['assets/helper.js'] }),
      'assets/routes-1.js': chunk('assets/routes-1.js', { modules: { [join(dir, 'src', 'routes.ts')]: {} }, dynamicImports: ['assets/login-page.js'] }),
      'assets/login-page.js': chunk('assets/login-page.js', { facadeModuleId: join(dir, 'src', 'pages', 'login-page.tsx'), imports: ['assets/forms.js', 'assets/helper.js'], dynamicImports: ['assets/holidays.js'] }),
      // The form library's wrapper (@module-federation/vite's loadShare module): a key the shell provides on demand.
      // shared/ui's is not one (the shell's start file has it).
      'assets/forms.js': chunk('assets/forms.js', {
        viteMetadata: { importedCss: new Set(['assets/forms.css']) },
        modules: {
          '\0virtual:mf:__mfe_internal__mfe_auth__mf_owner__1__loadShare__react_mf_2_hook_mf_2_form__loadShare__.mjs': {},
          '\0virtual:mf:__mfe_internal__mfe_auth__mf_owner__1__loadShare___mf_0_hookform_mf_1_resolvers_mf_1_zod__loadShare__.mjs': {},
          '\0virtual:mf:__mfe_internal__mfe_auth__mf_owner__1__loadShare__shared_mf_1_ui__loadShare__.mjs': {},
        },
      }),
      'assets/holidays.js': chunk('assets/holidays.js', { imports: ['assets/helper.js', 'assets/holiday-data.js'] }),
      'assets/holiday-data.js': chunk('assets/holiday-data.js'),
    };
    expect(hintsFor(bundle, { dir })).toEqual({
      entry: ['assets/helper.js', 'assets/localSharedImportMap-1.js'],
      routes: ['assets/routes-1.js'],
      // /signup has no chunk in this bundle: nothing beyond ./routes' files.
      pages: { '/login': ['assets/login-page.js', 'assets/forms.js'], '/signup': [] },
      styles: { '/login': ['assets/forms.css'], '/signup': [] },
      calls: {},
      // Which keys the shell provides on demand the path's files take: the boot script preloads the shell's file.
      shares: { '/login': ['@hookform/resolvers/zod', 'react-hook-form'] },
      // What the page loads on demand, with its static imports (not the files already named): cached, not preloaded.
      lazy: ['assets/holidays.js', 'assets/holiday-data.js'],
    });
    expect(hintsFor({}, { dir })).toBeNull(); // no remoteEntry.js: nothing to hint
  });

  it("the primary page, imported by ./routes (chunking.mjs), is in the routes' files, and its styles go with every path", () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'routes.ts'), ROUTES);
    const bundle = {
      'remoteEntry.js': chunk('remoteEntry.js', { imports: ['assets/helper.js'], dynamicImports: ['assets/localSharedImportMap-1.js', 'assets/routes-1.js'] }),
      'assets/helper.js': chunk('assets/helper.js'),
      'assets/localSharedImportMap-1.js': chunk('assets/localSharedImportMap-1.js', { imports: ['assets/helper.js'] }),
      'assets/routes-1.js': chunk('assets/routes-1.js', { modules: { [join(dir, 'src', 'routes.ts')]: {} }, imports: ['assets/primary-page.js'], dynamicImports: ['assets/signup-page.js'] }),
      'assets/primary-page.js': chunk('assets/primary-page.js', { viteMetadata: { importedCss: new Set(['assets/primary-page.css']) } }),
      'assets/signup-page.js': chunk('assets/signup-page.js', { facadeModuleId: join(dir, 'src', 'pages', 'signup-page.tsx'), imports: ['assets/primary-page.js'] }),
    };
    expect(hintsFor(bundle, { dir })).toEqual({
      entry: ['assets/helper.js', 'assets/localSharedImportMap-1.js'],
      routes: ['assets/routes-1.js', 'assets/primary-page.js'],
      pages: { '/login': [], '/signup': ['assets/signup-page.js'] },
      styles: { '/login': ['assets/primary-page.css'], '/signup': ['assets/primary-page.css'] },
      calls: {},
      shares: {},
      lazy: [], // the signup page, imported on demand by ./routes, is named under its path
    });
  });

  it('a page that declares what it imports on demand as it opens (`preloads`) has those files with its own; the rest stays lazy', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'src'));
    const source = `export const routes = [
  { path: '/mypage/shift-submit', load: () => import('./pages/submit-page').then((m) => ({ default: m.SubmitPage })), calls: ['/workerapi/shifts'], preloads: ['@holiday-jp/holiday_jp', './parts/calendar-help'] },
  { path: '/mypage/shift-list', load: () => import('./pages/list-page').then((m) => ({ default: m.ListPage })) },
];`;
    writeFileSync(join(dir, 'src', 'routes.ts'), source);
    expect(routePreloads(source)).toEqual({ '/mypage/shift-submit': ['@holiday-jp/holiday_jp', './parts/calendar-help'] });
    const holidayModule = '/repo/node_modules/.pnpm/@holiday-jp+holiday_jp@2.5.1/node_modules/@holiday-jp/holiday_jp/lib/holidays.js';
    const bundle = {
      'remoteEntry.js': chunk('remoteEntry.js', { dynamicImports: ['assets/routes-1.js'] }),
      'assets/routes-1.js': chunk('assets/routes-1.js', {
        modules: { [join(dir, 'src', 'routes.ts')]: {}, [join(dir, 'src', 'pages', 'submit-page.tsx')]: {} },
        dynamicImports: ['assets/holiday_jp.js', 'assets/calendar-help.js', 'assets/list-page.js', 'assets/dialog.js'],
      }),
      'assets/holiday_jp.js': chunk('assets/holiday_jp.js', { modules: { [holidayModule]: {} }, imports: ['assets/holiday-names.js'] }),
      'assets/holiday-names.js': chunk('assets/holiday-names.js'),
      'assets/calendar-help.js': chunk('assets/calendar-help.js', { modules: { [join(dir, 'src', 'parts', 'calendar-help.tsx')]: {} }, viteMetadata: { importedCss: new Set(['assets/calendar-help.css']) } }),
      'assets/list-page.js': chunk('assets/list-page.js', { facadeModuleId: join(dir, 'src', 'pages', 'list-page.tsx') }),
      'assets/dialog.js': chunk('assets/dialog.js'),
    };
    const hints = hintsFor(bundle, { dir });
    expect(hints?.pages).toEqual({
      '/mypage/shift-submit': ['assets/holiday_jp.js', 'assets/holiday-names.js', 'assets/calendar-help.js'],
      '/mypage/shift-list': ['assets/list-page.js'],
    });
    expect(hints?.styles['/mypage/shift-submit']).toEqual(['assets/calendar-help.css']);
    expect(hints?.lazy).toEqual(['assets/dialog.js']);
    // A name no file of the build holds is a mistake in src/routes.ts: the build stops.
    writeFileSync(join(dir, 'src', 'routes.ts'), source.replace("'@holiday-jp/holiday_jp'", "'@holiday-jp/holiday-jp'"));
    expect(() => hintsFor(bundle, { dir })).toThrow(/preloads '@holiday-jp\/holiday-jp'/);
  });
});
