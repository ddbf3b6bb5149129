import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL 15 cluster of its own, made with Debian's tools, so a test can stop and start it
 * without touching the shared one at 5432.
 */
export const FAULT_CLUSTER = { version: '15', name: 'swipenyc_fault', port: 5439 } as const;

const ctl = (action: string, ...extra: string[]) =>
  run('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    FAULT_CLUSTER.version,
    FAULT_CLUSTER.name,
    action,
    ...extra,
  ]);

async function clusterExists(): Promise<boolean> {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  return stdout.split('\n').some((line) => {
    const [version, name] = line.trim().split(/\s+/);
    return version === FAULT_CLUSTER.version && name === FAULT_CLUSTER.name;
  });
}

/** Stops and removes the cluster, if a run (this one, or one that crashed) left it behind. */
export async function dropFaultCluster(): Promise<void> {
  if (!(await clusterExists())) return;
  await run('pg_dropcluster', ['--stop', FAULT_CLUSTER.version, FAULT_CLUSTER.name]);
}

/** A fresh, running cluster with trust authentication; answers its server URL. */
export async function createFaultCluster(): Promise<string> {
  // A leftover may be stopped, half-initialised or hold stale data: start from nothing.
  await dropFaultCluster();
  await run('pg_createcluster', [
    FAULT_CLUSTER.version,
    FAULT_CLUSTER.name,
    '-p',
    String(FAULT_CLUSTER.port),
    '--',
    '--auth=trust',
  ]);
  await startFaultCluster();
  return `postgres://postgres@127.0.0.1:${FAULT_CLUSTER.port}/postgres`;
}

/** `-m fast`: every session is told to end (57P01) and the server goes down at once. */
export const stopFaultCluster = () => ctl('stop', '-m', 'fast');
export const startFaultCluster = () => ctl('start');
