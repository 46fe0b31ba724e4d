// Runs the cleanup jobs (jobs.ts) every `intervalMs` on whichever instance claims each first: the claim is one
// statement on the job's row in housekeeping_runs (insert it, or move its lastRunAt when the interval has passed),
// so with several instances on one database each job runs once per interval. GET /metrics shows when each last ran.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type CleanupJob, cleanupJobs } from './jobs.ts';

export interface HousekeepingOptions {
  /** How often each job runs (HOUSEKEEPING_INTERVAL_MINUTES; default 60); 0 = never on this instance. */
  intervalMs: number;
  /**
   * Work that decides for itself whether it is due, run on every look (each minute at most): the notification
   * digests, which go out at a time of day rather than an interval.
   */
  everyLook?: readonly { name: string; run(db: Db): Promise<unknown> }[];
}

export interface JobRun {
  job: string;
  removed: number;
}

export interface Housekeeping {
  /** Claims and runs the jobs whose interval has passed; answers those this instance ran. */
  runDue(): Promise<JobRun[]>;
  /** Stops the timer; waits for a run under way. */
  stop(): Promise<void>;
}

async function claim(db: Db, job: string, intervalMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into housekeeping_runs (job, last_run_at) values (${job}, now())
    on conflict (job) do update set last_run_at = now(), last_removed = null, last_error = null
      where housekeeping_runs.last_run_at <= now() - make_interval(secs => ${intervalMs / 1000})
    returning job`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

export function startHousekeeping(
  db: Db,
  options: HousekeepingOptions,
  log: (message: string, error?: unknown) => void,
  jobs: readonly CleanupJob[] = cleanupJobs,
): Housekeeping {
  let running: Promise<JobRun[]> | null = null;
  const runDue = async (): Promise<JobRun[]> => {
    const ran: JobRun[] = [];
    for (const job of jobs) {
      if (!(await claim(db, job.name, options.intervalMs))) continue;
      try {
        const count = await job.run(db);
        await db.execute(sql`update housekeeping_runs set last_removed = ${count} where job = ${job.name}`);
        ran.push({ job: job.name, removed: count });
      } catch (error) {
        log(`housekeeping: ${job.name} failed`, error);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .execute(sql`update housekeeping_runs set last_error = ${message} where job = ${job.name}`)
          .catch(() => {});
      }
    }
    for (const task of options.everyLook ?? []) {
      try {
        await task.run(db);
      } catch (error) {
        log(`housekeeping: ${task.name} failed`, error);
      }
    }
    return ran;
  };
  const tick = () => {
    if (running) return;
    running = runDue()
      .catch((error: unknown) => {
        log('housekeeping: a run failed', error);
        return [];
      })
      .finally(() => {
        running = null;
      });
  };
  // Looked at more often than the interval, so an instance takes over soon after another stops.
  const timer =
    options.intervalMs > 0 ? setInterval(tick, Math.min(options.intervalMs, 60_000)).unref() : null;
  return {
    runDue,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
