import { describe, expect, it } from 'vitest';
import { severityOf } from './severity.ts';

describe('severityOf', () => {
  it('grades by the deviation against the bar on the log scale: halving weighs as doubling', () => {
    // At a bar of 15%: LOW just past it, MEDIUM from -19% / +23%, HIGH from -24% / +32%, CRITICAL from -34% / +52%.
    expect(severityOf(-0.16, 0.15)).toBe('LOW');
    expect(severityOf(-0.2, 0.15)).toBe('MEDIUM');
    expect(severityOf(0.25, 0.15)).toBe('MEDIUM');
    expect(severityOf(-0.25, 0.15)).toBe('HIGH');
    expect(severityOf(0.35, 0.15)).toBe('HIGH');
    expect(severityOf(-0.35, 0.15)).toBe('CRITICAL');
    expect(severityOf(0.55, 0.15)).toBe('CRITICAL');
    expect(severityOf(-0.5, 0.15)).toBe(severityOf(1, 0.15));
  });

  it('lets a fall to zero be CRITICAL whatever the threshold', () => {
    expect(severityOf(-1, 0.5)).toBe('CRITICAL');
    expect(severityOf(-0.75, 0.5)).toBe('CRITICAL');
    expect(severityOf(-0.6, 0.5)).toBe('HIGH');
  });
});
