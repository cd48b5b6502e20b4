import { describe, expect, it } from 'vitest';
import { extractEvents } from './extraction.ts';

/** The fake model's reading rules on their own: what each phrasing gives. */
const rows: Array<[string, { title: string; when: string; end?: string | null; allDay?: boolean; location?: string | null }]> = [
  ['Team sync tomorrow at 10am for 30 minutes', { title: 'Team sync', when: 'tomorrow at 10am', end: 'for 30 minutes', allDay: false }],
  ['Lunch with Anna on Friday at 1pm', { title: 'Lunch with Anna', when: 'on Friday at 1pm', end: null }],
  ['remind me to call mom at 5pm', { title: 'Call mom', when: 'at 5pm' }],
  ['Please add dentist next Tuesday 14:00-15:00 to my calendar', { title: 'Dentist', when: 'next Tuesday 14:00-15:00' }],
  ['Mom birthday March 3', { title: 'Mom birthday', when: 'March 3', allDay: true }],
  ['Sat 14 March, 19:00 Concert', { title: 'Concert', when: 'Sat 14 March, 19:00' }],
  ['Meeting in Room 5 on Monday at 11am until 12:30pm', { title: 'Meeting', when: 'on Monday at 11am until 12:30pm', location: 'Room 5' }],
  ['Dinner tonight at Noma', { title: 'Dinner', when: 'tonight', allDay: false, location: 'Noma' }],
  ['Add a meeting with the team next week', { title: 'Meeting with the team', when: 'next week', allDay: true }],
  ['Стоматолог завтра в 17:00', { title: 'Стоматолог', when: 'завтра в 17:00', end: null }],
  ['Встреча в пятницу в 18:30 на 2 часа', { title: 'Встреча', when: 'в пятницу в 18:30', end: 'на 2 часа' }],
  ['Встреча с Олегом в понедельник в 15:00', { title: 'Встреча с Олегом', when: 'в понедельник в 15:00' }],
  ['напомни купить хлеб послезавтра в 5 вечера', { title: 'Купить хлеб', when: 'послезавтра в 5 вечера' }],
  ['Звонок завтра в 10 утра на 30 минут', { title: 'Звонок', when: 'завтра в 10 утра', end: 'на 30 минут' }],
  ['День рождения мамы 3 марта', { title: 'День рождения мамы', when: '3 марта', allDay: true }],
  ['Встреча в Кафе Пушкин завтра в 12:00', { title: 'Встреча', when: 'завтра в 12:00', location: 'Кафе Пушкин' }],
];

describe('the sandbox extraction rules', () => {
  it.each(rows)('%s', (text, expected) => {
    const { events } = extractEvents(text);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ...expected, confidence: 0.9, description: null });
  });

  it('splits on lines and semicolons, leaving out undated pieces such as a heading', () => {
    const { events, language } = extractEvents('Расписание:\nПонедельник 9:00 Математика\nВторник 10:30 Физика; Среда 12:00 Химия');
    expect(language).toBe('ru');
    expect(events.map((e) => e.title)).toEqual(['Математика', 'Физика', 'Химия']);
  });

  it('answers one undated event for a message without a date, none for an empty one or an unreadable picture', () => {
    expect(extractEvents('Купить молоко')).toEqual({ events: [{ title: 'Купить молоко', when: '', end: null, allDay: false, location: null, description: null, confidence: 0.3 }], language: 'ru' });
    expect(extractEvents('')).toEqual({ events: [], language: 'en' });
    expect(extractEvents('Add this', { fromPicture: true })).toEqual({ events: [], language: 'en' });
  });

  it('keeps titles to 80 characters', () => {
    const title = extractEvents(`${'Very long planning session name '.repeat(5)}tomorrow at 9am`).events[0]!.title;
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.startsWith('Very long planning')).toBe(true);
  });
});
