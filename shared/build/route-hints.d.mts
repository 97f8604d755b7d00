import type { Plugin } from 'vite';
export declare const ROUTE_HINTS_FILE: string;
export declare const CALL_PATH_PATTERN: string;
export declare function routeModules(routesSource: string): { path: string; module: string }[];
export declare function routeCalls(routesSource: string): Record<string, string[]>;
export declare function routePreloads(routesSource: string): Record<string, string[]>;
export declare function routeHints(options: { dir: string; entry?: string }): Plugin;
export interface HintsChunk { type: string; fileName: string; imports?: string[]; dynamicImports?: string[]; modules?: Record<string, unknown>; facadeModuleId?: string | null; viteMetadata?: { importedCss?: Set<string> } }
export interface RouteHints { entry: string[]; routes: string[]; /** Per path, the files its page loads (what it declares in `preloads` included). */ pages: Record<string, string[]>; styles: Record<string, string[]>; calls: Record<string, string[]>; /** Per path, the keys the shell provides on demand that its files take. */ shares: Record<string, string[]>; /** Loaded on demand by the routes' and pages' code; cached for offline, never preloaded. */ lazy: string[] }
export declare function hintsFor(bundle: Record<string, HintsChunk>, options: { dir: string; entry?: string }): RouteHints | null;
