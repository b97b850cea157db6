// A vitest reporter that writes the tests that passed only on a retry (vitest's `flaky` diagnostic) to the JSON file
// named by FLAKY_REPORT_FILE, so that scripts/test.ts can print them on its `flaky:` line above the totals.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export interface FlakyTest {
  file: string;
  name: string;
  retries: number;
}

export default class FlakyReporter implements Reporter {
  private readonly flaky: FlakyTest[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky) {
      this.flaky.push({ file: relative(process.cwd(), testCase.module.moduleId), name: testCase.fullName, retries: diagnostic.retryCount });
    }
  }

  onTestRunEnd(): void {
    const file = process.env.FLAKY_REPORT_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
