import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import { OPERATOR_PAGES } from '../contracts/public-config.ts';

/**
 * Runs the Temporal dev server and every Procfile process in one terminal with named,
 * coloured output. Ctrl-C (or SIGTERM) reaches every process, which shuts down gracefully;
 * if one process dies the others are stopped too, so nothing is left running.
 */
const port = Number(process.env.PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
// The UI server listens on loopback only; people reach it through the web process, on the UI's
// own origin (TEMPORAL_UI_PUBLIC_URL), coming from <PUBLIC_URL>/admin/temporal.
const temporalUiPort = new URL(process.env.TEMPORAL_UI_URL ?? 'http://127.0.0.1:8233').port || '8233';
const temporalCli = process.env.TEMPORAL_CLI_PATH ?? 'temporal';

const listening = (p: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port: p, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const procfile = readFileSync(new URL('../Procfile', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => /^([\w-]+):\s*(.+)$/.exec(line.trim()))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([, name, command]) => ({ name: name!, command: `exec ${command!}` }));

const commands: ConcurrentlyCommandInput[] = [];
if (await listening(7233)) {
  console.log(`Temporal is already listening on :7233, using it (its UI must serve under ${OPERATOR_PAGES.temporalUi} for the operator link to work)`);
} else {
  commands.push({
    name: 'temporal',
    command: `mkdir -p .data && exec ${temporalCli} server start-dev --db-filename .data/temporal.db --ip 127.0.0.1 --port 7233 --ui-ip 127.0.0.1 --ui-port ${temporalUiPort} --ui-public-path ${OPERATOR_PAGES.temporalUi} --log-level warn`,
    prefixColor: 'gray',
  });
}
const colours = ['cyan', 'magenta', 'yellow', 'green', 'blue'];
procfile.forEach((p, i) => commands.push({ ...p, prefixColor: colours[i % colours.length] }));

const { result } = concurrently(commands, {
  prefix: 'name',
  padPrefix: true,
  killOthersOn: ['failure', 'success'],
  killSignal: 'SIGTERM',
  killTimeout: 20_000,
});

// Tell the person where everything is once the web process answers.
void (async () => {
  for (let i = 0; i < 240; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      const lines = [
        `Console      ${publicUrl}/`,
        `API health   ${publicUrl}/api/health`,
        `Bull Board   ${publicUrl}${OPERATOR_PAGES.bullBoard}   (operators: sign in as Olga or Ivan)`,
        `Temporal UI  ${publicUrl}${OPERATOR_PAGES.temporalUi}   (operators, read-only; opens on ${process.env.TEMPORAL_UI_PUBLIC_URL || 'its own origin'})`,
        'Ctrl-C stops everything.',
      ];
      const width = Math.max(...lines.map((l) => l.length)) + 2;
      console.log(`\n┌${'─'.repeat(width)}┐\n${lines.map((l) => `│ ${l.padEnd(width - 1)}│`).join('\n')}\n└${'─'.repeat(width)}┘\n`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
})();

try {
  await result;
} catch {
  // A process stopped with a failure or was killed: its own output says why.
}
process.exit(0);
