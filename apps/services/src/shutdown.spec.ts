/**
 * The services as `npm start` runs them (`src/main.ts`), stopped with SIGTERM while a visitor's event
 * stream is open: the stream ends as a stream ends, and the process exits by itself, having cut nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));
let child: ChildProcess | undefined;
let url: string;

// Starting seeds a database: under the hook's timeout, as the other spec files' starts are.
beforeAll(async () => {
  url = await startMain();
});
afterAll(() => {
  if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts `src/main.ts` on a free port; resolves with its address once it listens. */
function startMain(): Promise<string> {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@paddock/source', 'src/main.ts'],
    {
      cwd: appDir,
      env: { ...process.env, SERVICES_PORT: '0', SERVICES_DATA_DIR: 'memory://', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const started = child;
  return new Promise((resolve, reject) => {
    let output = '';
    started.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const port = /Paddock services on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    started.once('exit', (code) => reject(new Error(`the services exited (${code}): ${output}`)));
  });
}

/** Reads the response to its end: `ended` if it ended as a response does, else the error it met. */
async function readToEnd(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return 'no body';
  try {
    for (;;) if ((await reader.read()).done) return 'ended';
  } catch (error) {
    return `cut: ${String((error as { cause?: unknown }).cause ?? error)}`;
  }
}

describe('stopping the services', () => {
  it('ends the open event streams and exits cleanly, without waiting for its grace to run out', async () => {
    const stopped = child;
    if (!stopped) throw new Error('not started');
    const exited = new Promise<number | null>((resolve) => stopped.once('exit', resolve));

    const stream = await fetch(`${url}/events/auto`);
    expect(stream.status).toBe(200);
    const streamEnd = readToEnd(stream);
    // A keep-alive connection, idle when the stop comes.
    expect((await fetch(`${url}/health`)).status).toBe(200);

    stopped.kill('SIGTERM');
    expect(await streamEnd).toBe('ended');
    // 0: every connection closed by itself; 1 would say some were still open when the grace ran out.
    expect(await exited).toBe(0);
    // Nothing listens any more.
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
