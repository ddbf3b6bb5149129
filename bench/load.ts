import autocannon from 'autocannon';

export interface LoadSettings {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Waits until the server has drained the previous run's backlog. */
  settle: () => Promise<void>;
}

export interface Measurement {
  name: string;
  /** Mean requests per second over the measured window. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
  connections: number;
}

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before every request: vary the path or body per request. */
  setupRequest?: autocannon.Request['setupRequest'];
}

function run(settings: LoadSettings, s: Scenario, seconds: number, connections: number) {
  return start(settings, s, seconds, connections);
}

function start(settings: LoadSettings, s: Scenario, seconds: number, connections: number) {
  return autocannon({
    url: settings.baseUrl,
    connections,
    duration: seconds,
    // autocannon calls any setupRequest key it is given, even an undefined one.
    requests: [
      Object.fromEntries(
        Object.entries({
          method: s.method ?? 'GET',
          path: s.path,
          headers: s.headers,
          body: s.body,
          setupRequest: s.setupRequest,
        }).filter(([, v]) => v !== undefined),
      ) as autocannon.Request,
    ],
  });
}

/**
 * A discarded warm-up (JIT, connection pool, caches), then the measured run. Every connection
 * sends its next request as soon as the last one is answered, so the server is saturated and
 * latency is mostly queueing: p99 ≳ connections / throughput.
 */
export async function measure(settings: LoadSettings, s: Scenario): Promise<Measurement> {
  if (settings.warmupSeconds > 0) {
    await run(settings, s, settings.warmupSeconds, settings.connections);
    await settings.settle();
  }
  const r = await run(settings, s, settings.seconds, settings.connections);
  return record(settings, s.name, r, settings.connections);
}

/**
 * The same requests from a single connection: no queueing, so the latency is what one request
 * costs the server and the database on this machine (autocannon's rate limiting sends each
 * second's requests in one burst, so a paced run would measure queueing again).
 */
export async function measureAlone(settings: LoadSettings, s: Scenario): Promise<Measurement> {
  const r = await run(settings, s, settings.seconds, 1);
  return record(settings, `${s.name}/1conn`, r, 1);
}

/**
 * The requests from `connections` connections for as long as `during` runs: the latency a
 * background job (cleanup) costs the requests that meet it. Returns the job's result too.
 */
export async function measureWhile<T>(
  settings: LoadSettings,
  s: Scenario,
  connections: number,
  during: () => Promise<T>,
): Promise<{ measurement: Measurement; result: T }> {
  // Without a callback autocannon answers a promise that also carries stop().
  const load = start(settings, s, 3600, connections) as ReturnType<typeof start> & {
    stop: () => void;
  };
  let result: T;
  try {
    result = await during();
  } finally {
    load.stop();
  }
  return { measurement: await record(settings, s.name, await load, connections), result };
}

async function record(
  settings: LoadSettings,
  name: string,
  r: autocannon.Result,
  connections: number,
): Promise<Measurement> {
  await settings.settle();
  const m: Measurement = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    seconds: r.duration,
    connections,
  };
  console.log(
    `  ${name.padEnd(28)} ${String(m.rps).padStart(7)} req/s   p50 ${m.p50} ms   ` +
      `p99 ${m.p99} ms${m.non2xx || m.errors ? `   ${m.non2xx} non-2xx, ${m.errors} errors` : ''}`,
  );
  return m;
}

/** What every scenario gets: the load settings, the signed-in users and the bench database. */
export interface BenchContext {
  load: LoadSettings;
  /** The database the server runs on (or, for PGlite, the PostgreSQL one it was copied from). */
  databaseUrl: string;
  /** For picking ids (events to swipe, events to read); never used during a measured run. */
  sql: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  newUser: { id: string; cookie: string };
  heavyUser: { id: string; cookie: string };
  admin: { id: string; cookie: string };
  /** Signs up a throwaway user for this run (removed again at the end). */
  signUp: () => Promise<{ id: string; cookie: string }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One row per scenario: the median of each statistic over the rounds, counts summed. */
export function medianByScenario(all: Measurement[]): Measurement[] {
  const names = [...new Set(all.map((m) => m.name))];
  return names.map((name) => {
    const runs = all.filter((m) => m.name === name);
    const mid = (pick: (m: Measurement) => number) => median(runs.map(pick));
    const sum = (pick: (m: Measurement) => number) => runs.reduce((a, m) => a + pick(m), 0);
    return {
      name,
      rps: Math.round(mid((m) => m.rps)),
      p50: mid((m) => m.p50),
      p90: mid((m) => m.p90),
      p99: mid((m) => m.p99),
      max: Math.max(...runs.map((m) => m.max)),
      requests: sum((m) => m.requests),
      non2xx: sum((m) => m.non2xx),
      errors: sum((m) => m.errors),
      seconds: sum((m) => m.seconds),
      connections: runs[0]!.connections,
    };
  });
}
