/** dist/server.mjs: the bundled server `npm start` runs. */
export declare const serverBundle: string;
/** Bundles src/server.ts into dist/server.mjs with esbuild. */
export declare function buildServer(): Promise<void>;
/** The arguments `npm start` gives node (its flags and dist/server.mjs), relative to the server's folder. */
export declare function startCommand(): string[];
