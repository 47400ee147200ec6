export declare const UPSTREAM_DIR: string;
export declare class UpstreamOracleError extends Error {}
export declare function upstreamOracleHash(): string;
export declare function upstreamOracleFile(version: string): string;
export declare function ensureUpstreamOracle(options?: { log?: (line: string) => void }): Promise<string[]>;
