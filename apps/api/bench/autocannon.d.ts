/** The part of autocannon 9's API the load bench uses (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    type Request = {
      method?: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called with each answer's status and body (reading the body costs the client a little). */
      onResponse?: (status: number, body: string) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds before a request counts as a timeout (an error). */
      timeout?: number;
      /** Each connection sends these in turn, over and over. */
      requests?: Request[];
    };
    type Histogram = { p50: number; p99: number; average: number; max: number };
    type Result = {
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** Seconds the run lasted. */
      duration: number;
    };
  }
  /** With a callback: the run's emitter ("response": client, status, bytes, latency in ms), the result at the end. */
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): import("node:events").EventEmitter;
  export default autocannon;
}
