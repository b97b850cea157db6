import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { ensureTemporalTestServer } from './ensure.ts';

let runtimeInstalled = false;

/**
 * A time-skipping Temporal test environment backed by the Java test server from Maven Central
 * (`ensure.ts` fetches it once into `.cache/`). The JVM takes ~10–20 s to start: give `beforeAll` a long timeout.
 */
export const createTimeSkippingTestEnv = async (): Promise<TestWorkflowEnvironment> => {
  if (!runtimeInstalled) {
    runtimeInstalled = true;
    try {
      Runtime.install({ logger: new DefaultLogger('WARN') });
    } catch {
      // already installed by another helper in this process
    }
  }
  const path = ensureTemporalTestServer();
  // The SDK gives the server 5 s to listen; a JVM on a loaded machine can take longer, so a slow start is tried again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await TestWorkflowEnvironment.createTimeSkipping({ server: { executable: { type: 'existing-path', path } } });
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('did not start within')) throw error;
    }
  }
};
