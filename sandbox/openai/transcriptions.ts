import type Router from '@koa/router';
import { z } from 'zod';
import { readMultipart, UploadTooLarge, UPLOAD_LIMIT_BYTES, type Multipart } from '../telegram/multipart.ts';
import { hasKey, openAIError, wait } from './openai-error.ts';
import { transcriptOf } from './transcript.ts';

/** One transcription served (tests and the benchmark count them). */
export interface ServedTranscription {
  model: string;
  language: string | undefined;
  bytes: number;
  text: string;
}

export interface TranscriptionOptions {
  /** Every transcription answers after this long (SANDBOX_TRANSCRIPTION_DELAY_MS; the benchmark's 1 s). */
  transcriptionDelayMs?: number;
  onTranscription?: (served: ServedTranscription) => void;
}

const fields = z
  .object({
    model: z.string().min(1).max(100),
    language: z.string().regex(/^[a-z]{2}$/).optional(),
    prompt: z.string().max(10_000).optional(),
    response_format: z.string().default('json'),
    temperature: z.coerce.number().min(0).max(1).optional(),
  })
  .loose();

/**
 * OpenAI's `POST /audio/transcriptions` (multipart: file, model, language, prompt,
 * response_format json|text) in its own shapes, over the sandbox's speech recognition
 * (transcript.ts): `{ text, usage }` or the bare text, and OpenAI's 400 for a file it cannot decode.
 */
export function registerTranscriptions(router: Router, options: TranscriptionOptions) {
  router.post('/audio/transcriptions', async (ctx) => {
    if (!hasKey(ctx)) return;
    if (!ctx.is('multipart/form-data')) {
      return openAIError(ctx, 400, `Invalid Content-Type header (${ctx.get('content-type') || 'none'}), expected multipart/form-data.`);
    }
    let form: Multipart;
    try {
      form = await readMultipart(ctx);
    } catch (err) {
      if (err instanceof UploadTooLarge) return openAIError(ctx, 413, `Maximum content size limit (${UPLOAD_LIMIT_BYTES}) exceeded.`, { param: 'file' });
      return openAIError(ctx, 400, 'Could not parse multipart form.');
    }
    const file = form.files.find((f) => f.field === 'file');
    const parsed = fields.safeParse(form.fields);
    if (!parsed.success) {
      const param = String(parsed.error.issues[0]?.path[0] ?? 'body');
      return param === 'model' && form.fields.model === undefined
        ? openAIError(ctx, 400, 'you must provide a model parameter')
        : openAIError(ctx, 400, `Invalid value for '${param}'.`, { param, code: 'invalid_value' });
    }
    const f = parsed.data;
    if (!file) return openAIError(ctx, 400, "Missing required parameter: 'file'.", { param: 'file', code: 'missing_required_parameter' });
    if (f.response_format !== 'json' && f.response_format !== 'text') {
      return openAIError(ctx, 400, `response_format '${f.response_format}' is not compatible with model '${f.model}'. Use 'json' or 'text' instead.`, { param: 'response_format', code: 'unsupported_value' });
    }
    await wait(options.transcriptionDelayMs ?? 0);
    const text = transcriptOf(file.bytes, f.language);
    if (text === null) return openAIError(ctx, 400, 'Audio file might be corrupted or unsupported', { param: 'file', code: 'invalid_value' });
    options.onTranscription?.({ model: f.model, language: f.language, bytes: file.bytes.length, text });
    if (f.response_format === 'text') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = text;
      return;
    }
    // About ten audio tokens a kilobyte of compressed speech; only the shape matters to the product.
    const audioTokens = Math.max(1, Math.ceil(file.bytes.length / 100));
    const outputTokens = Math.ceil(text.length / 4);
    ctx.body = {
      text,
      usage: { type: 'tokens', input_tokens: audioTokens, input_token_details: { text_tokens: 0, audio_tokens: audioTokens }, output_tokens: outputTokens, total_tokens: audioTokens + outputTokens },
    };
  });
}
