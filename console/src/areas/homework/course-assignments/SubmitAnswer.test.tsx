import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { toasts } from '../../../toast/toast-store';
import {
  ASSIGNMENT_ID,
  assignment,
  callsTo,
  COURSE_ID,
  feedbackAssignment,
  homeworkServer,
  OLDER_SUBMISSION_ID,
  sentForm,
  studentDashboard,
  submission,
  uuid,
  type HomeworkCall,
  type Server,
} from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/courses/${COURSE_ID}/assignments`;
const SUBMIT_PATH = '/homework/submissions';
const KINDS = 'JPEG, PNG, WebP or GIF pictures, PDF, or plain text (.txt, .md, .csv)';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];

/** A student's list: Loops with two versions of theirs (graded), Reflection with none. */
const studentServer = (fields: Parameters<typeof homeworkServer>[0] = {}, override?: Parameters<typeof homeworkServer>[1]) =>
  homeworkServer(
    {
      assignments: [
        assignment({ submissions: [submission(), submission({ id: OLDER_SUBMISSION_ID, version: 1, finalScore: 5 })] }),
        feedbackAssignment({ submissions: [] }),
      ],
      ...fields,
    },
    override,
  );

const open = async (server: Server = studentServer()) => {
  renderScreen(route, server);
  await screen.findAllByTestId('course-assignment');
  return server;
};
const loops = () => screen.getAllByTestId('course-assignment')[0]!;
const openDialog = (name = 'Loops') => {
  fireEvent.click(screen.getByRole('button', { name: `Submit an answer to ${name}` }));
  return screen.getByRole('dialog', { name: `Submit an answer: ${name}` });
};
const write = (dialog: HTMLElement, text: string) => fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your answer' }), { target: { value: text } });
const attach = (dialog: HTMLElement, ...files: File[]) => fireEvent.change(within(dialog).getByLabelText('Attach files'), { target: { files } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
const chosenNames = (dialog: HTMLElement) => {
  const list = within(dialog).queryByTestId('answer-files');
  return list === null ? [] : within(list).getAllByRole('listitem').map((item) => item.textContent);
};
const posts = (server: Server): HomeworkCall[] => callsTo(server, SUBMIT_PATH, 'POST');
const pngFile = (name = 'photo.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

describe('/homework/courses/{courseId}/assignments: a student submits an answer', () => {
  it('offers a student "Submit an answer" on each assignment', async () => {
    await open();
    expect(screen.getAllByRole('button', { name: /^Submit an answer to / }).map((button) => button.textContent)).toEqual(['Submit an answer', 'Submit an answer']);
    expect(screen.getByText('Not submitted yet. Submit an answer here, or send your work to the homework bot in Telegram.')).toBeTruthy();
  });

  it('is not offered to the teacher', async () => {
    await open(homeworkServer({ assignments: [assignment({ _count: { submissions: 4 } })] }));
    expect(screen.queryByRole('button', { name: /Submit an answer/ })).toBeNull();
  });

  it('sends the text and a file as multipart/form-data with an Idempotency-Key, then shows the new version as Pending', async () => {
    let letThrough: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const server = await open(studentServer({}, (call) => (call.method === 'POST' && call.path === SUBMIT_PATH ? gate.then(() => undefined) : undefined)));
    const reads = callsTo(server, `/homework/assignments/course/${COURSE_ID}`).length;
    const dialog = openDialog();
    expect(within(dialog).getByText('Up to 10 files, 10 MB each: JPEG, PNG, WebP or GIF pictures, PDF, or plain text (.txt, .md, .csv).')).toBeTruthy();
    const input = within(dialog).getByLabelText<HTMLInputElement>('Attach files');
    expect([input.type, input.multiple]).toEqual(['file', true]);

    write(dialog, 'for i in range(1, 11):\n    print(i)');
    attach(dialog, pngFile(), new File(['# Notes\n'], 'notes.md', { type: '' }));
    expect(chosenNames(dialog)).toEqual(['photo.png (0.0 KB)', 'notes.md (0.0 KB)']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove notes.md' }));
    expect(chosenNames(dialog)).toEqual(['photo.png (0.0 KB)']);

    submit(dialog);
    const sending = await within(dialog).findByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(sending.disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    letThrough();

    expect(await screen.findByText('Answer sent: version 3')).toBeTruthy();
    expect(screen.getByText('The AI grades it in a minute; you will see the grade here.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [call] = posts(server);
    const form = sentForm(call!);
    // The browser names the multipart type and its boundary: the client must not say JSON.
    expect(call!.headers['content-type']).toBeUndefined();
    expect(form.fields).toEqual({ assignmentId: ASSIGNMENT_ID, content: 'for i in range(1, 11):\n    print(i)' });
    expect(form.files).toEqual([{ name: 'photo.png', type: 'image/png', size: PNG.length }]);
    expect(call!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(call!.headers.authorization).toBe('Bearer test-token');

    const versions = within(loops()).getAllByTestId('own-version');
    expect(versions.map((version) => within(version).getByTestId('own-version-outcome').textContent)).toEqual(['Pending', '9/10', '5/10']);
    expect(within(versions[0]!).getByText('Version 3')).toBeTruthy();
    // The list is read again.
    await waitFor(() => expect(callsTo(server, `/homework/assignments/course/${COURSE_ID}`).length).toBeGreaterThan(reads));
  });

  it('sends an answer without files as JSON, and says a feedback-only assignment gets feedback', async () => {
    const server = await open();
    const dialog = openDialog('Reflection');
    write(dialog, 'I learned loops.');
    submit(dialog);
    expect(await screen.findByText('Answer sent: version 1')).toBeTruthy();
    expect(screen.getByText('The AI reads it in a minute; you will see its feedback here.')).toBeTruthy();
    const [call] = posts(server);
    expect(call!.body).toEqual({ assignmentId: uuid(22), content: 'I learned loops.' });
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the same Idempotency-Key again when the answer was lost on the way back: one submission', async () => {
    const server = await open(studentServer({ lostAnswers: [`POST ${SUBMIT_PATH}`] }));
    const dialog = openDialog();
    write(dialog, 'My answer');
    attach(dialog, pngFile());
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your answer was not sent: Could not reach the server. Check your connection and try again.');
    // The server has it already; the browser does not know.
    expect(server.state.submissions).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Your answer' })).toHaveProperty('value', 'My answer');

    submit(dialog);
    expect(await screen.findByText('Answer sent: version 3')).toBeTruthy();
    const [first, second] = posts(server);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(server.state.submissions).toHaveLength(1);
    await waitFor(() => expect(within(loops()).getAllByTestId('own-version')).toHaveLength(3));
  });

  it('makes a new attempt, with a new key, once the answer is changed after a failure', async () => {
    const server = await open(studentServer({ lostAnswers: [`POST ${SUBMIT_PATH}`] }));
    const dialog = openDialog();
    write(dialog, 'First try');
    submit(dialog);
    await within(dialog).findByRole('alert');
    write(dialog, 'Second, better try');
    submit(dialog);
    expect(await screen.findByText('Answer sent: version 4')).toBeTruthy();
    const [first, second] = posts(server);
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('shows the server’s refusal of a file the browser let through, and keeps the dialog open', async () => {
    const server = await open();
    const dialog = openDialog();
    // Called a picture, but text inside: only the server, reading the bytes, can tell.
    attach(dialog, new File(['not really a picture'], 'essay.png', { type: 'image/png' }));
    expect(chosenNames(dialog)).toEqual(['essay.png (0.0 KB)']);
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Your answer was not sent: essay.png is not a file we take: send ${KINDS}`);
    expect(server.state.submissions).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Submit an answer: Loops' })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false);
  });

  it('checks the files in the browser first: type, size, empty and how many, leaving those out with the reason', async () => {
    const server = await open();
    const dialog = openDialog();
    const big = new File([new Uint8Array(HOMEWORK_LIMITS.fileMaxBytes + 1)], 'scan.pdf', { type: 'application/pdf' });
    attach(dialog, new File(['PK'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), big, new File([], 'empty.txt', { type: 'text/plain' }), pngFile('page-1.png'));
    const warning = within(dialog).getByRole('alert');
    expect(warning.textContent).toContain('Not added:');
    expect(within(warning).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`notes.docx is not a file we take: send ${KINDS}`, 'scan.pdf is over 10 MB', 'empty.txt is empty']);
    expect(chosenNames(dialog)).toEqual(['page-1.png (0.0 KB)']);

    // A file picked again is still one file, and the reasons of the last pick are gone.
    const first = new File([new Uint8Array(PNG)], 'page-2.png', { type: 'image/png' });
    attach(dialog, first);
    attach(dialog, first);
    expect(chosenNames(dialog)).toEqual(['page-1.png (0.0 KB)', 'page-2.png (0.0 KB)']);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // Ten at most: the eleventh is left out.
    attach(dialog, ...Array.from({ length: 9 }, (_, index) => pngFile(`page-${index + 3}.png`)));
    expect(chosenNames(dialog)).toHaveLength(10);
    expect(within(dialog).getByRole('alert').textContent).toBe('Not added:page-11.png: an answer carries at most 10 files');
    expect(posts(server)).toHaveLength(0);

    // Sizes from a megabyte up read in MB.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove page-9.png' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove page-10.png' }));
    attach(dialog, new File([new Uint8Array(3.5 * 1024 * 1024)], 'book.pdf', { type: 'application/pdf' }));
    expect(chosenNames(dialog).at(-1)).toBe('book.pdf (3.5 MB)');
  });

  it('asks for an answer or a file before sending anything', async () => {
    const server = await open();
    const dialog = openDialog();
    write(dialog, '   ');
    submit(dialog);
    expect(within(dialog).getByText('Write an answer or attach a file')).toBeTruthy();
    expect(posts(server)).toHaveLength(0);
    attach(dialog, pngFile());
    submit(dialog);
    expect(await screen.findByText('Answer sent: version 3')).toBeTruthy();
  });

  it('asks which cohort when the student is in several of the course’s, and sends it', async () => {
    const rows = studentDashboard().cohorts;
    const second = { id: uuid(601), cohort: { ...rows[0]!.cohort, id: uuid(13), name: 'Evening group' } };
    const server = await open(studentServer({ studentDashboard: studentDashboard({ cohorts: [...rows, second] }) }));
    const dialog = openDialog();
    write(dialog, 'My answer');
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your answer was not sent: You are in several cohorts of this course: say which one you answer for');
    const cohorts = await within(dialog).findByRole('radiogroup', { name: 'Cohort' });
    expect(within(cohorts).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Spring 2026', 'Evening group']);
    fireEvent.click(within(cohorts).getByRole('radio', { name: 'Evening group' }));
    submit(dialog);
    expect(await screen.findByText('Answer sent: version 3')).toBeTruthy();
    expect(posts(server).map((call) => call.body)).toEqual([
      { assignmentId: ASSIGNMENT_ID, content: 'My answer' },
      { assignmentId: ASSIGNMENT_ID, content: 'My answer', cohortStudentId: uuid(601) },
    ]);
    expect(server.state.submissions[0]?.cohortStudent.id).toBe(uuid(601));
  });

  it('closes on Cancel without sending', async () => {
    const server = await open();
    const dialog = openDialog();
    write(dialog, 'Never mind');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toHaveLength(0);
  });
});
