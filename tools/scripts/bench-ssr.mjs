// Load-tests the built home page (autocannon, at 50 then 10 connections): as an anonymous first
// visitor, as a returning visitor with the consent cookie, as a visitor from a campaign link
// (`?utm_source=x`), and from a second instance of the site with the HTML cache off (HTML_CACHE=off:
// every request rendered); in the same run a plain Node static server answering the same HTML bytes,
// and React's own renderToString of those bytes (as plain elements) in a loop, so the cost of our
// framework and loaders is a ratio. It prints figures; it asserts nothing.
//
// BENCH_SECONDS (10) per row; ports BENCH_SITE_PORT (3410), BENCH_SERVICES_PORT (3411),
// BENCH_STATIC_PORT (3412) and BENCH_UNCACHED_PORT (3413).
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
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
  const staticServer = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': bytes.length,
    });
    response.end(bytes);
  });
  await new Promise((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve));

  const rows = [
    { name: 'home, first visit', url: `${stack.siteUrl}/` },
    { name: 'home, consent cookie', url: `${stack.siteUrl}/`, headers: { cookie: consentCookie } },
    { name: 'home, ?utm_source=x', url: `${stack.siteUrl}/?utm_source=x` },
    { name: 'home, HTML cache off', url: `${uncachedUrl}/` },
    { name: 'plain Node static server', url: `http://127.0.0.1:${staticPort}/` },
  ];
  // Whether a row's answer came from the HTML cache (it says how old it is in `Age`).
  for (const row of rows) {
    const answer = await fetch(row.url, { headers: row.headers });
    row.cached = answer.headers.has('age') ? 'yes' : 'no';
    row.status = answer.status;
  }

  // React alone: the served bytes as plain elements, rendered to a string again and again.
  const tree = htmlToReact(html, createElement);
  const markup = renderToString(tree);
  const renderLoop = (seconds) => {
    let renders = 0;
    const start = performance.now();
    const until = start + seconds * 1000;
    while (performance.now() < until) {
      renderToString(tree);
      renders++;
    }
    return renders / ((performance.now() - start) / 1000);
  };
  renderLoop(2);
  const reactRate = renderLoop(duration);

  // Warm the content caches and the JIT of both sites first.
  for (const url of [`${stack.siteUrl}/`, `${uncachedUrl}/`]) {
    await autocannon({ url, connections: 10, duration: 2 });
  }
  const pad = (value, width) => String(value).padStart(width);
  const line = (name, result, cached) =>
    `${name.padEnd(28)} ${pad(result.requests.average.toFixed(0), 8)} req/s   p99 ${pad(result.latency.p99, 5)} ms   errors ${result.errors + result.non2xx}   from cache ${cached}`;
  console.log(
    `\nSSR throughput of the home page (${bytes.length} bytes of HTML, ${duration} s a row)`,
  );
  console.log(
    `React renderToString of the same markup (${Buffer.byteLength(markup)} bytes, comments left out): ${reactRate.toFixed(0)} renders/s`,
  );
  for (const connections of [50, 10]) {
    console.log(`\n${connections} connections\n`);
    const results = [];
    for (const row of rows) {
      const result = await autocannon({
        url: row.url,
        connections,
        duration,
        headers: row.headers,
      });
      results.push(result);
      console.log(line(row.name, result, row.name.startsWith('plain') ? '-' : row.cached));
    }
    const rate = (name) => results[rows.findIndex((row) => row.name === name)].requests.average;
    const uncached = rate('home, HTML cache off');
    console.log(
      `\nuncached render / React renderToString: ${((uncached / reactRate) * 100).toFixed(1)} % (React alone is ${(reactRate / uncached).toFixed(1)}× faster)`,
    );
    console.log(
      `cached home / static server: ${((rate('home, first visit') / rate('plain Node static server')) * 100).toFixed(1)} %`,
    );
  }
  staticServer.close();
} finally {
  stack.stop();
}
