// Types of find-chromium.mjs for playwright.config.ts, which the e2e typecheck covers.
export declare const DEFAULT_CANDIDATES: string[];
export declare const NOT_FOUND_MESSAGE: string;
export declare function missingMessage(env?: NodeJS.ProcessEnv): string;
export declare function findOnPath(name: string, env?: NodeJS.ProcessEnv): string | undefined;
export declare const FULL_CANDIDATES: string[];
export declare function findFullChromium(options?: { env?: NodeJS.ProcessEnv; candidates?: string[] }): string | undefined;
export declare function findChromium(options?: { env?: NodeJS.ProcessEnv; candidates?: string[] }): string | undefined;
export declare function ensureChromium(options?: {
  env?: NodeJS.ProcessEnv;
  candidates?: string[];
  uid?: number;
  log?: (line: string) => void;
}): { path: string; error?: undefined } | { path?: undefined; error: string };
