/**
 * Usage (by package.json's scripts): node scripts/on-node.mjs <shell command> [args…]
 * The first argument is a shell command line (it may hold `&&`); any further ones are its arguments,
 * quoted as given (npm appends those after `--`). Runs the command with the project's Node
 * (scripts/lib/project-node.mjs) first on the PATH, so the command and everything it starts (`node`,
 * `npm`, `npx`, every tool's bin) run on it, whatever Node the host has. On a host that has that Node
 * already, the PATH is left as it is.
 *
 * SIGINT, SIGTERM and SIGHUP are passed on (a terminal's Ctrl-C reaches the command too, so it may hear
 * SIGINT twice: the scripts stop once). Its exit code is this process's.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { delimiter } from 'node:path';
import { SetupError } from './lib/firestore-emulator.mjs';
import { projectNodeDir } from './lib/project-node.mjs';

const [line, ...args] = process.argv.slice(2);
if (!line) {
  console.error('usage: node scripts/on-node.mjs <shell command> [args…]');
  process.exit(2);
}

let nodeDir;
try {
  nodeDir = projectNodeDir();
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const env = nodeDir ? { ...process.env, PATH: [nodeDir, process.env.PATH ?? ''].join(delimiter) } : process.env;
const quoted = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
const child = spawn([line, ...args.map(quoted)].join(' '), { shell: true, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`${line} could not start: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
