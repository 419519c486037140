/**
 * Whether this process still wants new traffic. A SIGTERM drains it: the readiness check turns
 * 503 so the load balancer moves new requests elsewhere while those in flight finish.
 */
export type Lifecycle = {
  isDraining(): boolean;
  drain(): void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    isDraining: () => draining,
    drain: () => {
      draining = true;
    },
  };
}
