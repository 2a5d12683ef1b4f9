// Stops `npm install`, `npm start`, `npm test` and `npm run build` at once, with one line, on a Node
// older than Astro 7's floor (22.12), instead of a stack trace from deep inside Vite. Plain syntax only,
// so it runs on any old Node.
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
if (!ok) {
  console.error(
    'This site needs Node 22.12 or newer (Node 24 LTS recommended); found Node ' +
      process.versions.node +
      '. Run `. scripts/use-node.sh` to use Node 24 in this shell.',
  );
  process.exit(1);
}
