// Runs the given command only when the named environment variable is set; says so otherwise.
import { spawnSync } from 'node:child_process';

const [name, ...command] = process.argv.slice(2);
if (!process.env[name]) {
  console.log(`skipped: ${command.join(' ')} (${name} is not set)`);
  process.exit(0);
}
const result = spawnSync('npx', command, { stdio: 'inherit', shell: false });
process.exit(result.status ?? 1);
