// Runs the given npm scripts at once (`node scripts/run-together.mjs lint typecheck`) and fails if
// any fails. Each one's output is printed whole when it ends, so logs do not interleave. Lint is
// one process and typecheck a chain of tsc runs: on two cores, side by side they take about as
// long as the longer one alone.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);

function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(runScript));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
