import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/** The tags of Telegram's HTML parse mode (Bot API, "Formatting options"). */
const TAGS = ['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'a', 'code', 'pre', 'blockquote', 'tg-spoiler', 'span', 'tg-emoji'];

/**
 * Telegram refuses a message whose HTML it cannot parse (400 "can't parse entities"): an
 * unknown tag, or one left open. The fake refuses the same, so a bot's broken HTML (a split
 * in the middle of a tag, an unescaped `<`) fails in tests as it would in production.
 */
export function htmlProblem(html: string): string | null {
  // An object, not a `let`: the callbacks set it, which TypeScript's narrowing cannot see.
  const found: { problem: string | null } = { problem: null };
  const parser = new Parser(
    {
      onopentagname(name) {
        if (!found.problem && !TAGS.includes(name)) found.problem = `Unsupported start tag "${name}"`;
      },
      onclosetag(name, isImplied) {
        if (!found.problem && isImplied) found.problem = `Can't find end tag corresponding to start tag "${name}"`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  return found.problem ? `Bad Request: can't parse entities: ${found.problem}` : null;
}

/** What the chat page may render: Telegram's subset, links only to http(s) and tg:. */
export const sanitizeTelegramHtml = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: TAGS.filter((t) => t !== 'tg-emoji'),
    allowedAttributes: { a: ['href'], span: ['class'], code: ['class'], pre: ['class'] },
    allowedClasses: { span: ['tg-spoiler'], code: ['language-*'] },
    allowedSchemes: ['http', 'https', 'tg'],
  });
