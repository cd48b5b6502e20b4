import { startScriptedServer, type ScriptedServer } from './scripted-server.ts';

/**
 * OpenAI's chat completions answered locally after `delayMs`, each reply naming the comment it
 * answers ("Reply to <comment>"), for tests that also talk to Temporal (no nock there).
 * OPENAI_BASE_URL is `${url}/v1`.
 */
export function startFakeOpenAI(delayMs: number): Promise<ScriptedServer> {
  return startScriptedServer(
    (_path, body) => {
      const messages = body.messages as Array<{ content: string }>;
      const comment = /The comment to answer:\n(.*)/.exec(messages[1]!.content)?.[1] ?? '';
      return { id: 'chatcmpl-x', object: 'chat.completion', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, message: { role: 'assistant', content: `Reply to ${comment}` }, finish_reason: 'stop' }] };
    },
    { delayMs },
  );
}
