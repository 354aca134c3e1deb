// Types of s3-test-server.mjs for the API tests' global setup, which the server's typecheck covers.
export declare const PYTHON: string;
export declare const NOT_INSTALLED_MESSAGE: string;
export declare const SWIFT_CREDENTIALS: { region: string; accessKeyId: string; secretAccessKey: string };
export declare function swiftInstalled(python?: string): boolean;
export declare function ensureSwift(options?: {
  env?: NodeJS.ProcessEnv;
  uid?: number;
  log?: (line: string) => void;
  installed?: () => boolean;
}): { ok: true; error?: undefined } | { ok?: undefined; error: string };
export declare function freeSwiftPort(): Promise<number>;
export interface S3TestServer {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The temporary folder Swift keeps its rings, configuration, data and logs in. */
  root: string;
  /** Settles when Swift answers on `endpoint`. */
  ready: Promise<void>;
  stop(): Promise<void>;
}
export declare function launchS3TestServer(options?: { port?: number; startTimeoutSeconds?: number; log?: (line: string) => void }): Promise<S3TestServer>;
