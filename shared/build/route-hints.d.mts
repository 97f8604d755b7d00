import type { Plugin } from 'vite';
export declare const ROUTE_HINTS_FILE: string;
export declare function routeModules(routesSource: string): { path: string; module: string }[];
export declare function routeHints(options: { dir: string; entry?: string }): Plugin;
