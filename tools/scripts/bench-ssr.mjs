// Load-tests the built home page (autocannon, at 50 then 10 connections): as an anonymous first
// visitor, as a returning visitor with the consent cookie, as a visitor from a campaign link
// (`?utm_source=x`), and from a second instance of the site with the HTML cache off (HTML_CACHE=off:
// every request rendered); in the same run a plain Node static server answering the same HTML bytes,
// and React's own renderToString of those bytes (as plain elements) in a loop, so the cost of our
// framework and loaders is a ratio. Beside each site's throughput, the CPU time its process spent a
// request (Linux's /proc), which the other work of a busy machine changes far less than a rate; the
// ratio is given both ways. Every request says what Chromium's say, `Accept-Encoding: gzip, deflate, br,
// zstd`, so each answer is encoded as a browser gets it (the static server sends a gzip -9 of its bytes
// made once, as a CDN does), and the bytes an answer weighs (headers included) are printed beside it. It prints figures;
// it asserts nothing.
//
// BENCH_SECONDS (10) per row; ports BENCH_SITE_PORT (3410), BENCH_SERVICES_PORT (3411),
// BENCH_STATIC_PORT (3412) and BENCH_UNCACHED_PORT (3413).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { htmlToReact } from './lib/html-to-react.mjs';
import { buildSite, startStack } from './lib/servers.mjs';

// React's production build, as the site server runs it.
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const sitePort = port('BENCH_SITE_PORT', 3410);
const servicesPort = port('BENCH_SERVICES_PORT', 3411);
const staticPort = port('BENCH_STATIC_PORT', 3412);
const uncachedPort = port('BENCH_UNCACHED_PORT', 3413);
// A returning visitor: their consent choice (libs/analytics) and an analytics cookie of the tag manager.
const consentChoice = {
  audience: true,
  marketing: false,
  decidedAt: '2026-05-01T10:00:00.000Z',
  version: 1,
};
const consentCookie = `pdk_consent=${encodeURIComponent(JSON.stringify(consentChoice))}; _ga=GA1.1.1234.5678`;
// What Chromium asks of every page.
const acceptEncoding = 'gzip, deflate, br, zstd';

const ticksPerSecond = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time (user and system, ms) a process has spent so far, or null where /proc is not. */
function cpuTimeOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name (in parentheses, which may hold spaces): state is field 3, utime 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return null;
  }
}

buildSite();
const stack = await startStack({
  sitePort,
  servicesPort,
  otherSites: [{ port: uncachedPort, env: { HTML_CACHE: 'off' } }],
});
try {
  const [uncachedUrl] = stack.otherSiteUrls;
  const html = await (await fetch(`${stack.siteUrl}/`)).text();
  const bytes = Buffer.from(html);
  const gzipped = gzipSync(bytes, { level: 9 });
  const staticServer = createServer((request, response) => {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip ? gzipped : bytes;
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(body);
  });
  await new Promise((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve));

  const browser = { 'accept-encoding': acceptEncoding };
  const rows = [
    { name: 'home, first visit', url: `${stack.siteUrl}/`, headers: browser },
    {
      name: 'home, consent cookie',
      url: `${stack.siteUrl}/`,
      headers: { ...browser, cookie: consentCookie },
    },
    { name: 'home, ?utm_source=x', url: `${stack.siteUrl}/?utm_source=x`, headers: browser },
    { name: 'home, HTML cache off', url: `${uncachedUrl}/`, headers: browser },
    { name: 'plain Node static server', url: `http://127.0.0.1:${staticPort}/`, headers: browser },
  ];
  // Whether a row's answer came from the HTML cache (it says how old it is in `Age`), and how it was
  // encoded. (fetch would ask for its own encodings and decode the answer: node:http reads it as sent.)
  for (const row of rows) {
    const answer = await new Promise((resolve, reject) => {
      get(row.url, { headers: row.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response));
      }).on('error', reject);
    });
    row.cached = answer.headers['age'] === undefined ? 'no' : 'yes';
    row.encoding = answer.headers['content-encoding'] ?? 'none';
  }

  // React alone: the served bytes as plain elements, rendered to a string again and again.
  const tree = htmlToReact(html, createElement);
  const markup = renderToString(tree);
  const renderLoop = (seconds) => {
    let renders = 0;
    const start = performance.now();
    const cpu = process.cpuUsage();
    const until = start + seconds * 1000;
    while (performance.now() < until) {
      renderToString(tree);
      renders++;
    }
    const { user, system } = process.cpuUsage(cpu);
    return {
      rate: renders / ((performance.now() - start) / 1000),
      cpuPerRender: (user + system) / 1000 / renders,
    };
  };
  renderLoop(2);
  const react = renderLoop(duration);

  // Warm the content caches and the JIT of both sites first.
  for (const url of [`${stack.siteUrl}/`, `${uncachedUrl}/`]) {
    await autocannon({ url, connections: 10, duration: 2, headers: browser });
  }
  const pad = (value, width) => String(value).padStart(width);
  const line = (row, result, cpu) =>
    `${row.name.padEnd(28)} ${pad(result.requests.average.toFixed(0), 8)} req/s   p99 ${pad(result.latency.p99, 5)} ms   errors ${result.errors + result.non2xx}   from cache ${(row.name.startsWith('plain') ? '-' : row.cached).padEnd(3)}   CPU ${cpu === null ? '    -' : pad(cpu.toFixed(2), 5)} ms/request   ${pad(Math.round(result.throughput.total / Math.max(1, result.requests.total)), 7)} B ${row.encoding}`;
  console.log(
    `\nSSR throughput of the home page (${bytes.length} bytes of HTML, ${duration} s a row)`,
  );
  console.log(
    `React renderToString of the same markup (${Buffer.byteLength(markup)} bytes, comments left out): ${react.rate.toFixed(0)} renders/s, CPU ${react.cpuPerRender.toFixed(2)} ms/render`,
  );
  for (const connections of [50, 10]) {
    console.log(`\n${connections} connections\n`);
    const results = [];
    for (const row of rows) {
      const pid = stack.sitePids.get(new URL(row.url).origin);
      const cpuBefore = pid === undefined ? null : cpuTimeOf(pid);
      const result = await autocannon({
        url: row.url,
        connections,
        duration,
        headers: row.headers,
      });
      const cpuAfter = pid === undefined ? null : cpuTimeOf(pid);
      const cpu =
        cpuBefore === null || cpuAfter === null || result.requests.total === 0
          ? null
          : (cpuAfter - cpuBefore) / result.requests.total;
      results.push({ ...result, cpu });
      console.log(line(row, result, cpu));
    }
    const resultOf = (name) => results[rows.findIndex((row) => row.name === name)];
    const rate = (name) => resultOf(name).requests.average;
    const uncached = resultOf('home, HTML cache off');
    console.log(
      `\nuncached render / React renderToString: ${((uncached.requests.average / react.rate) * 100).toFixed(1)} % of the rate (React alone is ${(react.rate / uncached.requests.average).toFixed(1)}× faster)`,
    );
    if (uncached.cpu !== null) {
      console.log(
        `CPU a request: uncached render ${uncached.cpu.toFixed(2)} ms, React renderToString ${react.cpuPerRender.toFixed(2)} ms: ${(uncached.cpu / react.cpuPerRender).toFixed(1)}×`,
      );
    }
    console.log(
      `cached home / static server: ${((rate('home, first visit') / rate('plain Node static server')) * 100).toFixed(1)} %`,
    );
  }
  staticServer.close();
} finally {
  stack.stop();
}
