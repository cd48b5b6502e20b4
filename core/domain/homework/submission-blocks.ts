import { randomBytes } from 'node:crypto';

/**
 * The student's submission as the grading request's user message: each part (the typed text,
 * each file's name, each file's text or reading) in a block fenced by lines that carry a random
 * boundary chosen for this request, which no part contains. A part cannot close its block or
 * open another, whatever it says ("Grading criteria:", a copied fence, a fake system message):
 * only a line with the boundary does, and the boundary is new for every request.
 */

export interface SubmissionBlock {
  /** Ours, never the student's: what the block holds ("answer text", "file 2 name"…). */
  label: string;
  body: string;
}

/** 128 random bits: no submission written before the request can hold it. */
export const randomBoundary = () => `hw-${randomBytes(16).toString('hex')}`;

const open = (boundary: string, label: string) => `<<<BEGIN ${boundary} ${label}>>>`;
const close = (boundary: string, label: string) => `<<<END ${boundary} ${label}>>>`;

/**
 * A boundary none of the bodies (nor the labels) contain: drawn again in the never-seen case that
 * one does, so a part can never hold its own fence.
 */
export function boundaryFor(blocks: readonly SubmissionBlock[], draw: () => string = randomBoundary): string {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const boundary = draw();
    if (boundary.length >= 16 && !blocks.some((b) => b.body.includes(boundary) || b.label.includes(boundary))) return boundary;
  }
  throw new Error('no boundary found that the submission does not contain');
}

/** The blocks fenced by the boundary, one after another. */
export function fenceBlocks(blocks: readonly SubmissionBlock[], boundary: string): string {
  return blocks.map((b) => `${open(boundary, b.label)}\n${b.body}\n${close(boundary, b.label)}`).join('\n');
}

/**
 * The blocks of a user message fenced by `boundary`, read back (the sandbox's fake grader and the
 * tests read the request so); null when the message is not made of such blocks alone.
 */
export function readFencedBlocks(message: string, boundary: string): SubmissionBlock[] | null {
  const blocks: SubmissionBlock[] = [];
  let rest = message;
  const start = `<<<BEGIN ${boundary} `;
  while (rest.length) {
    if (!rest.startsWith(start)) return null;
    const labelEnd = rest.indexOf('>>>\n', start.length);
    if (labelEnd < 0) return null;
    const label = rest.slice(start.length, labelEnd);
    const end = `\n${close(boundary, label)}`;
    const bodyStart = labelEnd + 4;
    const at = rest.indexOf(end, bodyStart);
    if (at < 0) return null;
    blocks.push({ label, body: rest.slice(bodyStart, Math.max(bodyStart, at)) });
    rest = rest.slice(at + end.length);
    if (rest.startsWith('\n')) rest = rest.slice(1);
  }
  return blocks;
}

/** The boundary named in a grading request's system message (grading-prompt.ts states it there). */
export const boundaryIn = (system: string): string | null => /<<<BEGIN (hw-[0-9a-f]{32}) /.exec(system)?.[1] ?? null;
