import { describe, expect, it } from 'vitest';
import { FLOORS, TARGETS, judge, type TargetName } from './figures.ts';
import { modeOf } from './mode.ts';
import { ALL_PARTS, GATE, NEEDS, PARTS } from './parts.ts';
import { fullSettings, gateSettings } from './settings.ts';

describe('the parts of the bench', () => {
  it('hold every target in exactly one part', () => {
    const named: TargetName[] = Object.values(PARTS).flat();
    expect([...named].sort()).toEqual((Object.keys(TARGETS) as TargetName[]).sort());
  });

  it('give the gate the figures that guard the hot paths, and what their floors stand on', () => {
    const gated = GATE.flatMap((part) => PARTS[part]);
    expect(gated).toEqual(expect.arrayContaining(['ratio', 'p99Ms', 'webhookP99Ms', 'workflowStartedP99Ms', 'sendRatio', 'send429s', 'gradebookP99Ms', 'gradebookExtraQueries', 'homeworkRegradeRatio', 'homeworkRegradeCpuMs']));
    for (const part of GATE) for (const needed of NEEDS[part] ?? []) expect(GATE).toContain(needed);
  });
});

describe('the flags', () => {
  it('run every part in full and rewrite the README with no flag or --full', () => {
    for (const argv of [[], ['--full']]) {
      const mode = modeOf(argv);
      expect([...mode.parts]).toEqual(ALL_PARTS);
      expect(mode).toMatchObject({ settings: fullSettings, check: false, writeReadme: true, name: 'full' });
    }
  });

  it('run the gate at its sizes with --check, exiting on a floor and leaving the README alone', () => {
    const mode = modeOf(['--check']);
    expect([...mode.parts]).toEqual(ALL_PARTS.filter((p) => GATE.includes(p)));
    expect(mode).toMatchObject({ settings: gateSettings, check: true, writeReadme: false, name: 'gate' });
  });

  it('run in full with --full --check, and never write the README when profiling', () => {
    expect(modeOf(['--full', '--check'])).toMatchObject({ settings: fullSettings, check: true, writeReadme: true });
    expect(modeOf(['--profile'])).toMatchObject({ writeReadme: false, profile: true });
  });

  it('refuse a flag they do not know', () => {
    expect(() => modeOf(['--chek'])).toThrow(/unknown flag --chek/);
  });

  it('--part measures the parts named and the ones they stand on, at full size, the README untouched', () => {
    const mode = modeOf(['--part=calendar-bot']);
    expect([...mode.parts]).toEqual(['calendar-bot']);
    expect(mode).toMatchObject({ settings: fullSettings, check: false, writeReadme: false, name: 'parts' });
    expect([...modeOf(['--part=webhook', '--check']).parts]).toEqual(['at-rate', 'webhook']);
    expect(() => modeOf(['--part=calendar'])).toThrow(/no part named calendar: the parts are signed-in-read/);
    expect(() => modeOf(['--part=webhook', '--full'])).toThrow(/give one/);
  });
});

describe('the gate', () => {
  it('holds its figures to the same floors as a full run', () => {
    // The settings shorten rounds and data; nothing in them moves a floor or a target.
    expect(Object.keys(gateSettings).sort()).toEqual(Object.keys(fullSettings).sort());
    expect(judge({}).floors).toMatchObject({ ...FLOORS, p99Ms: Number.NaN, webhookP99Ms: Number.NaN });
  });

  it('judges only what it measured, and fails a figure whose baseline was not measured', () => {
    const round = (p99Ms: number) => ({ p50Ms: 1, p99Ms, maxMs: p99Ms, achieved: 1000, failures: 0, firstFailure: '', sent: 6000, enqueued: 6000, rate: 1000, seconds: 6 });
    // 40 ms misses the webhook's 20 ms target: a warning over bare Koa's p99, a failure without it.
    const webhookOnly = judge({ webhookRounds: [round(40), round(40), round(40)] });
    expect(webhookOnly.verdicts).toEqual({ webhookP99Ms: 'failed' });
    expect(webhookOnly.passed).toBe(false);
    const withBare = judge({ webhookRounds: [round(30), round(40), round(50)], atRateRounds: { me: [round(3)], bare: [round(2)] } });
    expect(withBare.verdicts).toEqual({ webhookP99Ms: 'missed', p99Ms: 'met' });
    expect(withBare.passed).toBe(true);
  });

  it('keeps what each shortened figure is held to: 5 a chat, the rate, the statements at two sizes', () => {
    const perChat = (s: typeof fullSettings) => s.send.messages / s.send.chats;
    expect(perChat(gateSettings)).toBe(perChat(fullSettings));
    expect(gateSettings.rate).toBe(fullSettings.rate);
    expect(gateSettings.gradebook).toMatchObject({ students: fullSettings.gradebook.students, fewStudents: fullSettings.gradebook.fewStudents, assignments: fullSettings.gradebook.assignments, rate: fullSettings.gradebook.rate });
    expect(gateSettings.homeworkRegrade).toMatchObject({ openaiPerSecond: fullSettings.homeworkRegrade.openaiPerSecond, concurrency: fullSettings.homeworkRegrade.concurrency, modelMs: fullSettings.homeworkRegrade.modelMs });
  });
});
