// Load-tests the built home page (autocannon, 50 connections) and, in the same run, a plain Node static
// server answering the same HTML bytes; prints both throughputs, p99 latencies and the ratio. It prints
// figures; it asserts nothing.
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { buildSite, startStack } from './lib/servers.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
buildSite();
const stack = await startStack({ sitePort: 3410, servicesPort: 3411 });
try {
  const html = Buffer.from(await (await fetch(`${stack.siteUrl}/`)).arrayBuffer());
  const staticServer = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': html.length,
    });
    response.end(html);
  });
  await new Promise((resolve) => staticServer.listen(3412, '127.0.0.1', resolve));
  const run = (url) => autocannon({ url, connections: 50, duration });
  // Warm the content cache and the JIT first.
  await autocannon({ url: `${stack.siteUrl}/`, connections: 10, duration: 2 });
  const site = await run(`${stack.siteUrl}/`);
  const plain = await run('http://127.0.0.1:3412/');
  staticServer.close();
  const row = (name, result) =>
    `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors + result.non2xx}`;
  console.log(
    `\nSSR throughput of the home page (${html.length} bytes of HTML, 50 connections, ${duration} s each)\n`,
  );
  console.log(row('site (React Router SSR)', site));
  console.log(row('plain Node static server', plain));
  console.log(
    `\nratio site / static: ${((site.requests.average / plain.requests.average) * 100).toFixed(1)} %`,
  );
} finally {
  stack.stop();
}
