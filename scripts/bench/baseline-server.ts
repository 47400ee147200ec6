// The baseline of the SSR figures: a bare node:http server that answers each page's path with the very
// HTML bytes the storefront rendered for it, held in memory. The storefront's figure divided by this
// one is the cost of rendering, routing and data loading, with the machine's noise mostly divided out.
// Run as its own process (`node baseline-server.ts <pages.json> <port>`) so it does not share an event
// loop with the load generator, just as the storefront does not.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [pagesFile, port] = process.argv.slice(2);
/** path -> HTML, as written by ssr.ts */
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>).map(
    ([path, html]) => [path, Buffer.from(html)],
  ),
);

const server = createServer((request, response) => {
  const body = pages.get(request.url ?? '');
  if (!body) {
    response.writeHead(request.url === '/_ready' ? 204 : 404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(port), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
