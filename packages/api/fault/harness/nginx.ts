import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * Debian's nginx (`apt-get install nginx`, as .ci/run does) in front of the API instances, with the shipped
 * deploy/nginx.conf itself: deploy/render-nginx-conf.sh puts in the upstream addresses and the listen address, as it
 * does for compose.yaml, and nothing else changes. The process runs in the foreground with its prefix, pid file,
 * logs and temporary files in a directory of its own, so it needs no root and touches nothing of the machine's.
 * Used by the fault suite and by the two-instance realtime benchmark (no vitest here for that reason).
 */
export interface Nginx {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** One line per answer, in the order nginx finished them. */
  accessLog(): Promise<AccessLine[]>;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

export interface AccessLine {
  /** When nginx finished the answer (ms since the epoch). */
  at: number;
  status: number;
  /** Each upstream nginx tried for the request, in order ("127.0.0.1:4001"), and what each answered. */
  upstreams: string[];
  upstreamStatuses: string[];
  method: string;
  uri: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** As server.ts's: that file reads the suite's vitest context, which the benchmark does not have. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/** The nginx binary, or an error saying how to get it. */
export async function nginxBinary(): Promise<string> {
  for (const candidate of NGINX_PATHS) {
    try {
      await promisify(execFile)(candidate, ['-v']);
      return candidate;
    } catch {
      // Not there; try the next.
    }
  }
  throw new Error(`nginx not found (${NGINX_PATHS.join(', ')}): apt-get install -y nginx`);
}

/** deploy/nginx.conf for these addresses, as compose.yaml's proxy renders it. */
export async function renderSiteConf(listen: string, upstreams: string[]): Promise<string> {
  const script = path.join(repoRoot, 'deploy/render-nginx-conf.sh');
  const { stdout } = await promisify(execFile)('sh', [script, listen, ...upstreams]);
  return stdout;
}

/** Where deploy/nginx-main.conf reads the site files; the run puts its own site file there instead. */
const SITE_INCLUDE = 'include /etc/nginx/conf.d/*.conf;';

/**
 * deploy/nginx-main.conf, the main context compose.yaml's proxy runs, with this run's own paths instead of /var and
 * /run, an access log that names the upstreams tried, and the run's site file in place of conf.d. One more change is
 * the load generator's, not the app's: nginx closes a client's connection after `keepalive_requests` answers (1,000),
 * and autocannon, unlike a browser, sends its next request down it although that last answer said
 * "Connection: close" — a read ECONNRESET now and then, counted as an error of the run.
 */
async function mainConf(dir: string): Promise<string> {
  const at = (name: string) => path.join(dir, name);
  const shipped = await readFile(path.join(repoRoot, 'deploy/nginx-main.conf'), 'utf8');
  if (!shipped.includes(SITE_INCLUDE)) throw new Error(`deploy/nginx-main.conf no longer has "${SITE_INCLUDE}"`);
  const runOwn = `log_format upstreams '$msec $status "$upstream_addr" "$upstream_status" $request_method $request_uri';
    access_log ${at('access.log')} upstreams;
    keepalive_requests 1000000;
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    include ${at('site.conf')};`;
  return `pid ${at('nginx.pid')};\nerror_log ${at('error.log')} warn;\n${shipped.replace(SITE_INCLUDE, runOwn)}`;
}

function parseAccessLine(line: string): AccessLine | undefined {
  const match = /^([\d.]+) (\d+) "([^"]*)" "([^"]*)" (\S+) (\S+)$/.exec(line);
  if (!match) return undefined;
  // "a, b" for a request passed on, "a : b" after an internal redirect.
  const list = (value: string) => (value === '-' ? [] : value.split(/\s*[,:]\s+/));
  return {
    at: Math.round(Number(match[1]) * 1000),
    status: Number(match[2]),
    upstreams: list(match[3]!),
    upstreamStatuses: list(match[4]!),
    method: match[5]!,
    uri: match[6]!,
  };
}

/** Starts nginx in front of the API instances listening on `upstreamPorts` (127.0.0.1); resolves once it accepts. */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const binary = await nginxBinary();
  const dir = await mkdtemp(path.join(tmpdir(), 'wayfare-nginx-'));
  // Run as root (CI), nginx's workers switch to `nobody`: they must be able to reach their temporary directories.
  await chmod(dir, 0o755);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, temp), { mode: 0o777 });
    await chmod(path.join(dir, temp), 0o777);
  }
  const port = await freePort();
  await writeFile(
    path.join(dir, 'site.conf'),
    await renderSiteConf(
      `127.0.0.1:${port}`,
      upstreamPorts.map((upstream) => `127.0.0.1:${upstream}`),
    ),
  );
  await writeFile(path.join(dir, 'nginx.conf'), await mainConf(dir));

  const errorLog = () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  // -e: the error log before the configuration is read, else nginx first opens /var/log/nginx/error.log.
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited at start: ${stderr}\n${await errorLog()}`);
    }
    // A TCP connection, not a request: a request would be passed to an upstream and counted in the access log.
    if (await accepts(port)) break;
    if (Date.now() > deadline) throw new Error(`nginx not listening within 10 s: ${stderr}\n${await errorLog()}`);
    await sleep(50);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async accessLog() {
      const text = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .map(parseAccessLine)
        .filter((line): line is AccessLine => line !== undefined);
    },
    errorLog,
    async stop() {
      // SIGQUIT: graceful (open requests finish); the tests end their clients first, so it is immediate.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
