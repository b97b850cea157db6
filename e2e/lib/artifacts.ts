// What a failed browser step leaves behind, so that its cause can be read from the run's output alone: for every page
// open in the file's browsers, a screenshot and a log of its address, console messages, page errors, failed requests
// and error responses, under .data/e2e-artifacts/. Browsers launched through `launchBrowser` are watched; the e2e
// project's setup file (artifacts-setup.ts) captures them when a step fails. scripts/test.ts prints the paths.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { artifactDir } from '../../scripts/lib/paths.ts';

const KEPT_LINES = 300;
const watched = new Set<Browser>();
const pageLogs = new WeakMap<Page, string[]>();

const note = (page: Page, line: string): void => {
  const lines = pageLogs.get(page);
  if (!lines) return;
  lines.push(`${new Date().toISOString()} ${line}`);
  if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
};

const watchPage = (page: Page): void => {
  pageLogs.set(page, []);
  page.on('console', (m) => note(page, `console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => note(page, `pageerror: ${e.message}`));
  page.on('requestfailed', (r) => note(page, `requestfailed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? 'unknown'})`));
  // page loads and form posts with their answers (a step that waits on a sign-in reads here whether the form was sent)
  const traced = (r: Request) => r.isNavigationRequest() || r.method() === 'POST' && r.resourceType() === 'document';
  page.on('request', (r) => {
    if (traced(r)) note(page, `request: ${r.method()} ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 || traced(r.request())) note(page, `response ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) note(page, `navigated: ${f.url()}`);
  });
};

const watchContext = (context: BrowserContext): void => {
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
};

/** Watches a browser's pages from now on (every context it opens, every page of those). */
export const watchBrowser = (browser: Browser): Browser => {
  watched.add(browser);
  browser.on('disconnected', () => watched.delete(browser));
  for (const context of browser.contexts()) watchContext(context);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  return browser;
};

const safeName = (text: string): string => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 90);

/** Saves every open page's screenshot and log (named by the step and its attempt); returns the files written. */
export const captureOpenPages = async (label: string, attempt: string): Promise<string[]> => {
  mkdirSync(artifactDir, { recursive: true });
  const written: string[] = [];
  let n = 0;
  for (const browser of watched) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const base = join(artifactDir, `${safeName(label)}--${attempt}--page${++n}`);
        const shot = await page
          .screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 })
          .then(() => `${base}.png`)
          .catch(() => undefined);
        if (shot) written.push(shot);
        writeFileSync(`${base}.log`, [`url: ${page.url()}`, ...(pageLogs.get(page) ?? ['(page not watched)'])].join('\n') + '\n');
        written.push(`${base}.log`);
      }
    }
  }
  return written;
};
