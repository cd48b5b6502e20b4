import { describe, expect, it } from 'vitest';
import { gradeTexts } from '../../../../core/domain/homework/grade-texts.ts';
import type { Offered } from '../contract.ts';
import { auditGrading, extraNotices, type GradeRow, type StudentChat, type SubmissionRow } from './grading-audit.ts';
import { answerText, parseSubmissionKey, submissionKey } from './submission-conversation.ts';

const CHAT = 100_000_001;
const STUDENT = 'student-1';
const ESSAY = 'assignment-1';
const offer = (token: string, accepted = true): Offered => ({ kind: 'grading', key: submissionKey(CHAT, ESSAY, token), at: 0, accepted, tries: [{ at: 0, status: accepted ? 200 : 503, ms: 1 }] });
const submission = (id: string, ...tokens: string[]): SubmissionRow => ({ id, cohortStudentId: STUDENT, assignmentId: ESSAY, content: tokens.map(answerText).join('\n\n'), told: false });
/** Graded with feedback: the student is told. */
const told = (row: SubmissionRow): SubmissionRow => ({ ...row, told: true });
const grade = (submissionId: string): GradeRow => ({ submissionId });
const notice = (title: string) => gradeTexts.en.graded(title, 8.5, 10, 'Good: chlorophyll. Add: glucose.');
const chat = (...texts: string[]): StudentChat[] => [{ chatId: CHAT, cohortStudentId: STUDENT, texts }];
const assignments = new Map([[ESSAY, 'Essay qrst aa']]);

describe('the grading audit', () => {
  it('reads its key back', () => {
    expect(parseSubmissionKey(submissionKey(CHAT, ESSAY, 'grqrstaaaab'))).toEqual({ chatId: CHAT, assignmentId: ESSAY, token: 'grqrstaaaab' });
    expect(() => parseSubmissionKey('reply/calendar/1/x')).toThrow();
  });

  it('counts one submission with one grade once, and a notice per submission as fine', () => {
    const result = auditGrading('grading', [offer('graaaa')], [told(submission('s1', 'graaaa'))], [grade('s1')], chat(notice('Essay qrst aa')), assignments);
    expect(result).toMatchObject({ accepted: 1, exactlyOnce: 1, lost: 0, doubled: 0, problems: [] });
  });

  it('finds a lost submission, a submission never graded, a doubled submission and a doubled grade', () => {
    const offered = [offer('gra'), offer('grb'), offer('grc'), offer('grd'), offer('gre', false)];
    const rows = [submission('s2', 'grb'), submission('s3', 'grc'), submission('s3b', 'grc'), submission('s4', 'grd'), submission('s5', 'gre')];
    const result = auditGrading('grading', offered, rows, [grade('s3'), grade('s3b'), grade('s4'), grade('s4'), grade('s5')], chat(), assignments);
    expect(result).toMatchObject({ accepted: 4, exactlyOnce: 0, lost: 2, doubled: 2 });
    expect(result.lostKeys.map((k) => parseSubmissionKey(k).token)).toEqual(['gra', 'grb']);
    expect(result.doubledKeys.map((k) => parseSubmissionKey(k).token)).toEqual(['grc', 'grd']);
    expect(result.problems[1]).toBe(`${submissionKey(CHAT, ESSAY, 'grb')}: accepted after 1 try, no grades of submission s2 after the drain`);
    expect(result.problems[2]).toMatch(/2 submissions with the answer \(s3, s3b\)/);
  });

  it('does not take a token for another that begins with it', () => {
    const result = auditGrading('grading', [offer('grab')], [submission('s1', 'grabc')], [grade('s1')], chat(), assignments);
    expect(result).toMatchObject({ lost: 1, doubled: 0 });
  });

  it('counts grade notices over the submissions of the assignment as doubled, placed with its latest offer', () => {
    const twice = chat(notice('Essay qrst aa'), 'I do not know /ltqrst.', notice('Essay qrst aa'), notice('Essay qrst ab'));
    const offered = [offer('gra'), offer('grb')];
    expect(extraNotices(offered, twice, [submission('s1', 'gra'), submission('s2', 'grb')], assignments)).toEqual([]);
    expect(extraNotices(offered, twice, [submission('s1', 'gra')], assignments)).toEqual([{ key: submissionKey(CHAT, ESSAY, 'grb'), problem: `chat ${CHAT}: 2 grade notices of "Essay qrst aa" for 1 submission` }]);
    const result = auditGrading('grading', [offer('gra')], [submission('s1', 'gra')], [grade('s1')], twice, assignments);
    expect(result).toMatchObject({ exactlyOnce: 1, doubled: 1, doubledKeys: [submissionKey(CHAT, ESSAY, 'gra')] });
  });

  it('counts a graded submission whose student was never told as lost', () => {
    const result = auditGrading('grading', [offer('gra'), offer('grb')], [told(submission('s1', 'gra')), told(submission('s2', 'grb'))], [grade('s1'), grade('s2')], chat(notice('Essay qrst aa')), assignments);
    expect(result).toMatchObject({ accepted: 2, lost: 1, lostKeys: [submissionKey(CHAT, ESSAY, 'grb')] });
    expect(result.problems).toContain(`chat ${CHAT}: 1 grade notices of "Essay qrst aa" for 2 graded submissions`);
  });

  it('names a conversation the student gave up on (not lost: its /submit was never sent)', () => {
    const gaveUp: Offered = { ...offer('grf', false), tries: [{ at: 0, status: 200, ms: 1 }, { at: 1, status: 0, ms: 180_000, error: 'no_bot_answer', message: 'the homework bot could not handle the pick and apologised' }] };
    const result = auditGrading('grading', [gaveUp], [], [], chat(), assignments);
    expect(result).toMatchObject({ accepted: 0, lost: 0, doubled: 0, problems: [`${gaveUp.key}: not submitted: the homework bot could not handle the pick and apologised`] });
  });
});
