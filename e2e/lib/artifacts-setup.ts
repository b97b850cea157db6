// Setup file of the e2e project: when a step fails, the open pages of the file's browsers are saved (artifacts.ts).
import { basename } from 'node:path';
import { beforeEach } from 'vitest';
import { captureOpenPages } from './artifacts.ts';

beforeEach((context) => {
  context.onTestFailed(async () => {
    const task = context.task;
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const files = await captureOpenPages(`${basename(task.file.name, '.test.ts')}--${task.name.slice(0, 60)}`, `try${attempt}`);
    for (const f of files) console.log(`e2e artifact: ${f}`);
  });
});
