// The bench's load generator, in a process of its own (as from another machine), so the API's process serves requests
// only and its CPU time is the API's. Forked by measure.ts; each message is one job: send `requests` POSTs of `body`,
// `concurrency` at a time, and answer with the latencies, the wall time and this process's CPU time.
import { performance } from 'node:perf_hooks';

export interface LoadJob {
  url: string;
  body: Record<string, unknown>;
  token: string;
  requests: number;
  concurrency: number;
}

export interface LoadResult {
  /** Latency of each request, ms. */
  times: number[];
  elapsedMs: number;
  /** CPU time this process spent on the job, ms. */
  cpuMs: number;
  errors: number;
}

const runJob = async (job: LoadJob): Promise<LoadResult> => {
  const payload = JSON.stringify(job.body);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${job.token}` };
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.requests) {
        next++;
        const s = performance.now();
        const res = await fetch(job.url, { method: 'POST', headers, body: payload });
        const text = await res.text();
        if (!res.ok || text.includes('"errors"')) errors++;
        times.push(performance.now() - s);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { times, elapsedMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000, errors };
};

process.on('message', (job: LoadJob) => {
  void runJob(job).then((result) => process.send?.(result));
});
