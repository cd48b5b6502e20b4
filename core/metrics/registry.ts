import { collectDefaultMetrics, register, type Registry } from 'prom-client';

let started = false;

/**
 * The process's registry (prom-client's default: metrics defined at module level land in it)
 * with the runtime's own metrics (CPU, memory, event-loop lag, GC) and a `service` label on
 * every series, so one Prometheus tells web, worker and temporal-worker apart. Once per process.
 */
export function processRegistry(service: string): Registry {
  if (!started) {
    started = true;
    register.setDefaultLabels({ service });
    collectDefaultMetrics({ register });
  }
  return register;
}
