import type { GenerateReplyInput } from '../../../contracts/youtube-replies.ts';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export const DEFAULT_TONE = 'friendly';
export const DEFAULT_MAX_LENGTH = 500;
export const DEFAULT_LANGUAGE = 'the same language as the comment';

/** Fills the template's variables (spec 3); unknown braces are left as written. */
export function fillTemplate(template: string, values: { videoTitle: string; tone: string; maxLength: number; language: string }): string {
  return template
    .replaceAll('{videoTitle}', values.videoTitle)
    .replaceAll('{tone}', values.tone)
    .replaceAll('{maxLength}', String(values.maxLength))
    .replaceAll('{language}', values.language);
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The chat for one reply: the creator's template as the instructions, their latest edited
 * replies as examples of their voice, then the video and the conversation so far.
 */
export function replyMessages(template: string, input: GenerateReplyInput, voiceExamples: string[]): PromptMessage[] {
  const maxLength = input.maxLength ?? DEFAULT_MAX_LENGTH;
  const system = fillTemplate(template, {
    videoTitle: input.videoTitle || 'this video',
    tone: input.tone ?? DEFAULT_TONE,
    maxLength,
    language: input.language ?? DEFAULT_LANGUAGE,
  });
  const voice = voiceExamples.length
    ? `\n\nReplies the creator wrote or corrected themselves; match their voice:\n${voiceExamples.map((e) => `- ${clip(e, 600)}`).join('\n')}`
    : '';
  const context = [
    input.videoDescription ? `Video description:\n${clip(input.videoDescription, 2000)}` : '',
    input.parentComments.length ? `Earlier in the thread:\n${input.parentComments.map((c) => `${c.author}: ${clip(c.text, 1000)}`).join('\n')}` : '',
    `The comment to answer:\n${clip(input.commentText, 4000)}`,
    `Answer with the reply text only, at most ${maxLength} characters.`,
  ].filter(Boolean);
  return [
    { role: 'system', content: `${system}${voice}` },
    { role: 'user', content: context.join('\n\n') },
  ];
}
