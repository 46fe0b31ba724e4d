// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  /** Per connection, kept across its requests. */
  type Context = Record<string, unknown>;
  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Request extends RequestOptions {
    /** Builds each request sent (e.g. a different path every time). */
    setupRequest?: (request: RequestOptions, context: Context) => RequestOptions;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Client {
    requestIterator: { context: Context };
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Instance;
}
