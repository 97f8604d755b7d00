export const FIREBASE_AUTH_ORIGINS: string[];
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>>;
export interface InlineHashes { scripts: string[]; styles: string[] }
export interface PolicyOptions { connect?: string[]; hashes?: InlineHashes; reportUri?: string }
export function inlineHashes(html: string): InlineHashes;
export function contentSecurityPolicy(options?: PolicyOptions): string;
export function securityHeaders(options?: PolicyOptions): Record<string, string>;
