// npm runs scripts with node_modules/.bin first on PATH, where the `node` devDependency puts Node 24;
// this guard makes a wrong runtime fail loudly instead of surfacing as an obscure syntax or engine error.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `This project runs on Node 24 (found ${process.version} at ${process.execPath}). ` +
      'Run it through npm scripts after `npm install`, or install Node 24 (see .nvmrc).',
  );
  process.exit(1);
}
