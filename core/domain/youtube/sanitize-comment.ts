import sanitizeHtml from 'sanitize-html';

/**
 * YouTube's textDisplay is HTML written by strangers: only line breaks, emphasis and links
 * survive, links open safely in a new tab, and everything else becomes text.
 */
export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['br', 'b', 'strong', 'i', 'em', 'a'],
    // target and rel are the ones set below, never the comment's own.
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'http'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  });
}
