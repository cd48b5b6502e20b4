import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';

const SAFE_LINK = /^https?:\/\//i;

/**
 * A sent digest, which is Telegram HTML (`<b>` name, `<i>` period, `<a href>` sources; see the
 * server's render-digest.ts). It is parsed, never injected: `<b>`, `<i>` and `<a>` with an
 * http(s) href become elements, every other tag keeps only its text, and no attribute but that
 * href survives, so a script, an image or an event handler in it can do nothing.
 */
export function DigestHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return (
    <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="digest-content">
      {[...body.childNodes].map((node, index) => draw(node, `${index}`))}
    </Box>
  );
}

function draw(node: ChildNode, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = [...node.childNodes].map((child, index) => draw(child, `${key}.${index}`));
  switch (node.tagName.toLowerCase()) {
    case 'b':
      return <strong key={key}>{children}</strong>;
    case 'i':
      return <em key={key}>{children}</em>;
    case 'a': {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href)) return <span key={key}>{children}</span>;
      return (
        <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </Link>
      );
    }
    case 'script':
    case 'style':
      // Their text is code, not words of the digest.
      return null;
    default:
      return <span key={key}>{children}</span>;
  }
}
