/** Where an instance is in its life: not yet serving, serving, or shutting down. */
export type ReadinessState = 'starting' | 'ready' | 'draining';

/** The instance's readiness as /readyz reports it; load balancers route traffic only while it is 'ready'. */
export interface Readiness {
  readonly state: ReadinessState;
  /** Start-up has finished: traffic is welcome. */
  ready(): void;
  /** Shutdown has begun: no new traffic, in-flight requests still finish. Never goes back to ready. */
  drain(): void;
}

/** A readiness flag starting in `initial` ('starting' for a server, 'ready' where nothing starts up). */
export function createReadiness(initial: ReadinessState = 'starting'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    drain() {
      state = 'draining';
    },
  };
}
