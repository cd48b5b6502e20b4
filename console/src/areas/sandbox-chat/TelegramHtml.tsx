import { Box, Link } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

/** Telegram's HTML subset and what each tag becomes; anything else is shown as its text only. */
const TAGS: Record<string, string> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  u: 'u',
  ins: 'u',
  s: 's',
  strike: 's',
  del: 's',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
};

const SAFE_LINK = /^(https?:|tg:)/i;

interface Props {
  html: string;
  /** A click on a link: return true when the page handled it (a bot deep link). */
  onLink: (href: string) => boolean;
}

/**
 * A bot message in Telegram's HTML, drawn from parsed nodes rather than injected as markup:
 * only the subset's tags become elements, attributes other than a link's http(s)/tg href are
 * dropped, and everything else (a script, an image, an event handler) is at most text.
 */
export function TelegramHtml({ html, onLink }: Props) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return <>{[...body.childNodes].map((node, i) => draw(node, `${i}`, onLink))}</>;
}

function draw(node: ChildNode, key: string, onLink: Props['onLink']): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = [...node.childNodes].map((child, i) => draw(child, `${key}.${i}`, onLink));
  const tag = node.tagName.toLowerCase();
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href)) return <span key={key}>{children}</span>;
    const click = (event: MouseEvent) => {
      if (onLink(href)) event.preventDefault();
    };
    return (
      <Link key={key} href={href} target="_blank" rel="noopener noreferrer" onClick={click}>
        {children}
      </Link>
    );
  }
  if (tag === 'tg-spoiler' || (tag === 'span' && node.classList.contains('tg-spoiler'))) {
    return (
      <Box key={key} component="span" sx={{ bgcolor: 'text.primary', color: 'transparent', borderRadius: 0.5, '&:hover, &:focus': { color: 'inherit', bgcolor: 'transparent' } }} tabIndex={0}>
        {children}
      </Box>
    );
  }
  const element = TAGS[tag];
  if (!element) return <span key={key}>{children}</span>;
  return (
    <Box key={key} component={element as 'strong'} sx={element === 'pre' ? { whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 } : element === 'blockquote' ? { borderLeft: 3, borderColor: 'divider', pl: 1, m: 0 } : undefined}>
      {children}
    </Box>
  );
}
