// The few autocannon 9 shapes the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    connections: number;
  }
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Requests sent in turn by every connection (setupRequest may rewrite each, with a per-connection context). */
    requests?: unknown[];
    /** Requests per second over all connections (a steady rate instead of as fast as possible). */
    overallRate?: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
