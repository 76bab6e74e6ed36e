export declare const CLIENT_SOURCES: readonly string[];
export declare function clientStale(root: string): boolean;
