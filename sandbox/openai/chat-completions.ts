import { createHash, randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import { z } from 'zod';
import { EXTRACTION_FORMAT_NAME, extractionSchema, type Extraction } from '../../core/domain/calendar/extraction-schema.ts';
import { GRADE_FORMAT_NAME, READING_FORMAT_NAME } from '../../core/domain/homework/grading-schema.ts';
import { answerInsightExplanation, INSIGHT_EXPLANATION_FORMAT } from './analytics-insight.ts';
import { ANALYTICS_QUESTION_FORMATS, answerAnalyticsQuestionFormat } from './analytics-question.ts';
import { answerDigestFormat, DIGEST_FORMATS } from './digest.ts';
import { extractEvents } from './extraction.ts';
import { answerGrade, answerReading, type ReadingInput, type ServedGrade, type ServedReading } from './homework.ts';
import { textInImage } from './image-text.ts';
import { hasKey, openAIError, wait } from './openai-error.ts';

/** One reply completion served: the comment it was asked about and the reply it gave. */
export interface ServedCompletion {
  comment: string;
  reply: string;
}

/** One event extraction served: the words read (message text and text in pictures) and the answer. */
export interface ServedExtraction {
  text: string;
  images: number;
  extraction: Extraction;
}

export interface ChatCompletionOptions {
  /** Every completion answers after this long (SANDBOX_OPENAI_DELAY_MS; the benchmark's 500 ms). */
  delayMs: number;
  /** Called once per reply completion served (tests and the benchmark count them). */
  onCompletion?: (served: ServedCompletion) => void;
  /** Called once per calendar extraction served. */
  onExtraction?: (served: ServedExtraction) => void;
  /** Called once per digest request served (summaries or the selection) with the characters it was sent. */
  onDigest?: (served: { format: string; characters: number }) => void;
  /** Called once per homework grade served (homework.ts; relevance 'invalid' for SANDBOX-GRADE-INVALID). */
  onGrade?: (served: ServedGrade) => void;
  /** Called once per reading of a homework file (a picture or a PDF) served. */
  onReading?: (served: ServedReading) => void;
  /** Called once per analytics question's plan or answer served (analytics-question.ts), with its format's name. */
  onAnalyticsQuestion?: (served: { format: string }) => void;
  /** Called once per monitoring insight worded (analytics-insight.ts), with the characters of its facts. */
  onInsightExplanation?: (served: { characters: number }) => void;
}

const textPart = z.object({ type: z.literal('text'), text: z.string() }).loose();
const imagePart = z.object({ type: z.literal('image_url'), image_url: z.object({ url: z.string().min(1), detail: z.enum(['auto', 'low', 'high']).optional() }).loose() }).loose();
const filePart = z.object({ type: z.literal('file'), file: z.object({ file_data: z.string().optional(), file_id: z.string().optional(), filename: z.string().optional() }).loose() }).loose();
// Other parts (input_audio, refusal) are taken and not read.
const otherPart = z.object({ type: z.string().min(1) }).loose();
type Part = z.infer<typeof textPart> | z.infer<typeof imagePart> | z.infer<typeof filePart> | z.infer<typeof otherPart>;

const message = z.object({
  role: z.enum(['system', 'user', 'assistant', 'developer', 'tool']),
  content: z.union([z.string(), z.array(z.union([textPart, imagePart, filePart, otherPart])), z.null()]),
});

const responseFormat = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }),
  z.object({ type: z.literal('json_object') }),
  z.object({
    type: z.literal('json_schema'),
    json_schema: z.object({ name: z.string().min(1).max(64), strict: z.boolean().nullish(), schema: z.record(z.string(), z.unknown()).optional(), description: z.string().optional() }).loose(),
  }),
]);

const completionRequest = z
  .object({
    model: z.string().min(1),
    messages: z.array(message).min(1),
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().positive().optional(),
    max_completion_tokens: z.number().int().positive().optional(),
    response_format: responseFormat.optional(),
  })
  .loose();

type Message = z.infer<typeof message>;

const isText = (p: Part): p is z.infer<typeof textPart> => p.type === 'text' && 'text' in p && typeof p.text === 'string';
const isImage = (p: Part): p is z.infer<typeof imagePart> => p.type === 'image_url' && 'image_url' in p;
const isFile = (p: Part): p is z.infer<typeof filePart> => p.type === 'file' && 'file' in p;
const partsOf = (content: Message['content']): Part[] => (content === null ? [] : typeof content === 'string' ? [{ type: 'text', text: content }] : content);
const textOf = (content: Message['content']) => partsOf(content).filter(isText).map((p) => p.text).join('');

/** The comment the product asked about (core/domain/youtube/reply-prompt.ts puts it last). */
function commentIn(user: string): string {
  const match = /The comment to answer:\n([\s\S]*?)(?:\n\nAnswer with|$)/.exec(user);
  return (match?.[1] ?? user).trim();
}

const OPENINGS = ['Thank you so much for watching', 'Really glad you enjoyed it', 'Thanks for the kind words', 'Great question'];
const CLOSINGS = ['More on this in the next video!', 'Stay tuned for the next one.', 'Let me know what you would like to see next.', 'Appreciate you being here!'];

/**
 * A reply that reads like one and depends only on the comment and the instructions, so the
 * same request gives the same draft and Regenerate (a new request id) is visibly a new draft
 * only when asked to vary.
 */
export function sandboxReply(system: string, user: string, maxChars: number): string {
  const comment = commentIn(user);
  const digest = createHash('sha256').update(`${system}\n${comment}`).digest();
  const pick = <T,>(list: T[], byte: number) => list[digest[byte]! % list.length]!;
  const question = comment.includes('?');
  const topic = comment.replace(/<[^>]*>/g, ' ').split(/\s+/).filter((w) => w.length > 4).slice(0, 3).join(' ');
  const middle = question
    ? `About ${topic || 'that'}: I will put the details in the description soon.`
    : `Your point about ${topic || 'this'} means a lot.`;
  const reply = `${pick(OPENINGS, 0)}! ${middle} ${pick(CLOSINGS, 1)}`;
  return reply.length > maxChars ? reply.slice(0, maxChars) : reply;
}

/** The calendar extraction of the last user message: its text and the text read in its pictures. */
function extractionFor(messages: Message[]): ServedExtraction {
  const parts = partsOf(messages.filter((m) => m.role === 'user').at(-1)?.content ?? null);
  const images = parts.filter(isImage);
  const text = [...parts.filter(isText).map((p) => p.text), ...images.map((p) => textInImage(p.image_url.url))].filter(Boolean).join('\n');
  // Checked against the product's own schema, so the fake can never answer what strict mode would not.
  const extraction = extractionSchema.parse(extractEvents(text, { fromPicture: images.length > 0 }));
  return { text, images: images.length, extraction };
}

const PDF_DATA_URL = /^data:application\/pdf;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * A file part's PDF, as OpenAI takes files in chat completions: inline as a base64 data URL of
 * type application/pdf. Anything else is OpenAI's 400 (the sandbox has no uploaded files for a file_id).
 */
function pdfOf(part: z.infer<typeof filePart>, param: string): { bytes: Buffer } | { error: string; param: string } {
  const data = part.file.file_data;
  if (data === undefined) {
    const why = part.file.file_id ? `no file ${part.file.file_id} was uploaded here` : 'this one has neither file_data nor file_id';
    return { error: `Invalid file: '${param}'. The sandbox reads only files sent inline as file_data (${why}).`, param };
  }
  const base64 = PDF_DATA_URL.exec(data)?.[1];
  if (base64 === undefined) {
    const type = /^data:([^;,]*)/.exec(data)?.[1];
    return { error: `Invalid file data: '${param}.file_data'. Expected a base64-encoded data URL with an application/pdf MIME type (e.g. 'data:application/pdf;base64,SGVsbG8sIFdvcmxkIQ=='), but got ${type ? `unsupported MIME type '${type}'` : 'a value that is not a data URL'}.`, param: `${param}.file_data` };
  }
  return { bytes: Buffer.from(base64, 'base64') };
}

/** Every file part of the request as its PDF, or the first one OpenAI would refuse. */
function filesOf(messages: Message[]): { files: Map<Part, Buffer> } | { error: string; param: string } {
  const files = new Map<Part, Buffer>();
  for (const [m, msg] of messages.entries()) {
    for (const [p, part] of partsOf(msg.content).entries()) {
      if (!isFile(part)) continue;
      const pdf = pdfOf(part, `messages[${m}].content[${p}].file`);
      if ('error' in pdf) return pdf;
      files.set(part, pdf.bytes);
    }
  }
  return { files };
}

/** What a homework reading is asked to read: the last user message's first picture or PDF. */
function readingInput(messages: Message[], files: Map<Part, Buffer>): ReadingInput {
  const part = partsOf(messages.filter((m) => m.role === 'user').at(-1)?.content ?? null).find((p) => isImage(p) || isFile(p));
  if (part && isImage(part)) return { kind: 'image', url: part.image_url.url };
  const bytes = part && files.get(part);
  return bytes ? { kind: 'pdf', bytes } : { kind: 'none' };
}

/**
 * OpenAI's `POST /chat/completions` in its own shapes (the completion object with usage, the
 * error body), so the real `openai` SDK runs unchanged: a structured output named
 * EXTRACTION_FORMAT_NAME answers the events read from the message (extraction.ts), the digest's
 * formats their summaries and selection (digest.ts), the homework's a grade or a file's reading
 * (homework.ts), every other request a reply draft (sandboxReply). PDFs (file parts) are taken
 * only inline, as OpenAI takes them.
 */
export function registerChatCompletions(router: Router, options: ChatCompletionOptions) {
  router.post('/chat/completions', async (ctx) => {
    if (!hasKey(ctx)) return;
    const parsed = completionRequest.safeParse(ctx.request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return openAIError(ctx, 400, `Invalid request: ${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const { model, messages, max_tokens: maxTokens, max_completion_tokens: maxCompletion, response_format: format } = parsed.data;
    const files = filesOf(messages);
    if ('error' in files) return openAIError(ctx, 400, files.error, { param: files.param, code: 'invalid_value' });
    await wait(options.delayMs);
    const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => textOf(m.content)).join('\n');
    const user = messages.filter((m) => m.role === 'user').map((m) => textOf(m.content)).at(-1) ?? '';
    let content: string;
    if (format?.type === 'json_schema' && format.json_schema.name === EXTRACTION_FORMAT_NAME) {
      const served = extractionFor(messages);
      content = JSON.stringify(served.extraction);
      options.onExtraction?.(served);
    } else if (format?.type === 'json_schema' && (DIGEST_FORMATS as readonly string[]).includes(format.json_schema.name)) {
      content = answerDigestFormat(format.json_schema.name, system, user);
      options.onDigest?.({ format: format.json_schema.name, characters: user.length });
    } else if (format?.type === 'json_schema' && (ANALYTICS_QUESTION_FORMATS as readonly string[]).includes(format.json_schema.name)) {
      content = answerAnalyticsQuestionFormat(format.json_schema.name, user, messages.filter((m) => m.role === 'user').map((m) => textOf(m.content)).join('\n\n'));
      options.onAnalyticsQuestion?.({ format: format.json_schema.name });
    } else if (format?.type === 'json_schema' && format.json_schema.name === GRADE_FORMAT_NAME) {
      const graded = answerGrade(system, user);
      content = graded.content;
      options.onGrade?.(graded.served);
    } else if (format?.type === 'json_schema' && format.json_schema.name === READING_FORMAT_NAME) {
      const read = answerReading(readingInput(messages, files.files));
      content = read.content;
      options.onReading?.(read.served);
    } else if (format?.type === 'json_schema' && format.json_schema.name === INSIGHT_EXPLANATION_FORMAT) {
      content = answerInsightExplanation(system, user);
      options.onInsightExplanation?.({ characters: user.length });
    } else {
      // About four characters a token, as the product assumes when it sets max_tokens.
      content = sandboxReply(system, user, 4 * (maxCompletion ?? maxTokens ?? 1000));
      options.onCompletion?.({ comment: commentIn(user), reply: content });
    }
    // A picture (or a PDF, taken as one page) costs OpenAI's base 85 tokens at low detail; text about four characters a token.
    const imageTokens = 85 * messages.reduce((n, m) => n + partsOf(m.content).filter((p) => isImage(p) || isFile(p)).length, 0);
    const promptTokens = Math.ceil(messages.reduce((n, m) => n + textOf(m.content).length, 0) / 4) + imageTokens;
    const completionTokens = Math.ceil(content.length / 4);
    ctx.body = {
      id: `chatcmpl-${randomBytes(12).toString('base64url')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      system_fingerprint: 'fp_sandbox',
    };
  });
}
