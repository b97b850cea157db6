// The project runs on Node 24 (the `node` devDependency; PostGraphile 5 needs Node 22 or later). `npm test`, `npm start`
// and `.ci/run` put node_modules/.bin/node first; a script started with the machine's own Node (20 here) would start an
// API whose every list fails with an unhelpful internal error, so the entry points refuse it with this message.
const MIN_MAJOR = 22;

export const assertProjectNode = (): void => {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_MAJOR) {
    throw new Error(
      `Node ${process.versions.node} runs this script, the project needs Node ${MIN_MAJOR}+ (its own Node 24): ` +
        'run it through npm (npm test, npm start, npm run …) or node_modules/.bin/node',
    );
  }
};
