// Latency and failures, shared by both servers

export interface ServerControls {
  /** Milliseconds before each answer. Can be changed at any time. */
  latency: number;
  /** Rejects the next request, whichever it is, as a dropped connection would. */
  failNextRequest(): void;
  /** How many requests the server has received. */
  readonly requestCount: number;
}

export function createControls(latency: number) {
  let failNext = false;
  const controls = {
    latency,
    requestCount: 0,
    failNextRequest() {
      failNext = true;
    },
    /** Runs `work` after the latency; a failure requested before the call rejects instead. */
    answer<T>(work: () => T): Promise<T> {
      controls.requestCount += 1;
      const shouldFail = failNext;
      failNext = false;
      return new Promise<T>((resolve, reject) => {
        setTimeout(() => {
          if (shouldFail) {
            reject(
              new Error('The server did not answer (simulated network error).'),
            );
            return;
          }
          try {
            resolve(work());
          } catch (error) {
            reject(error);
          }
        }, controls.latency);
      });
    },
  };
  return controls;
}
