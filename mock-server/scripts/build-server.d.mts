/** dist/server.mjs: the bundled server `npm start` runs. */
export declare const serverBundle: string;
/** Bundles src/server.ts into dist/server.mjs with esbuild. */
export declare function buildServer(): Promise<void>;
