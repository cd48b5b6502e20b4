import { useEffect, useState } from 'react';

/** How long a Copy button shows that it copied (the YouTube guide's spec 2: 2 seconds). */
export const COPIED_FEEDBACK_MS = 2_000;

/**
 * A Copy button's state: `copy` writes the text to the clipboard and `copied` is then true for
 * COPIED_FEEDBACK_MS; a copy the browser refuses leaves it false.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return { copied, copy };
}
