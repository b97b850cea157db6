// Setup file of the e2e project: when a step fails, the open pages of the file's browsers are saved (artifacts.ts).
import { basename } from 'node:path';
import { beforeEach } from 'vitest';
import { captureOpenPages } from './artifacts.ts';

beforeEach((context) => {
  context.onTestFailed(async () => {
    const task = context.task;
    const attempt = (task.result?.retryCount ?? 0) + 1;
    // what failed, printed even when the next try passes (vitest then shows no error of this one)
    const error = task.result?.errors?.[0];
    console.log(`e2e step failed (try ${attempt}): ${error ? `${error.name ?? 'Error'}: ${error.message?.split('\n')[0] ?? ''}` : 'no error recorded'}`);
    const files = await captureOpenPages(`${basename(task.file.name, '.test.ts')}--${task.name.slice(0, 60)}`, `try${attempt}`);
    for (const f of files) console.log(`e2e artifact: ${f}`);
  });
});
