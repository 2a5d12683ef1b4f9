// The shipped deploy/nginx.conf over HTTPS on one loopback port (self-signed certificate), for running
// the browser tests against production's server: `E2E_SERVER=nginx npx playwright test …` starts it.
//   node scripts/serve-nginx.mjs --port 4443
import { startNginx } from './hosting-servers.mjs';

const at = process.argv.lastIndexOf('--port');
const port = Number(at >= 0 ? process.argv[at + 1] : (process.env.PORT ?? 4443));
const nginx = await startNginx({ httpsPort: port });
console.log(`nginx (deploy/nginx.conf) serving dist/ at https://localhost:${nginx.httpsPort} (HTTP on ${nginx.httpPort} redirects)`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.stop().then(() => process.exit(0)));
// Stay up until stopped.
setInterval(() => {}, 1 << 30);
