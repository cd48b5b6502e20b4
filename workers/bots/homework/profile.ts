import type { BotProfile } from '../shared/texts.ts';

export const homeworkProfile: BotProfile = {
  bot: 'homework',
  name: { en: 'Homework Bot', ru: 'Бот домашних заданий' },
  about: {
    en: 'Students send me their homework and get it graded; teachers get the submissions in the console.',
    ru: 'Студенты присылают мне домашние задания и получают оценки; преподаватели видят работы в консоли.',
  },
  consolePath: '/homework',
  commands: [
    { command: 'assignments', description: { en: 'Open assignments: choose one to answer', ru: 'Открытые задания: выбрать, на какое отвечать' } },
    { command: 'submit', description: { en: 'Submit the answer you are writing', ru: 'Отправить ответ, который вы пишете' } },
    { command: 'cancel', description: { en: 'Discard the answer you are writing', ru: 'Удалить ответ, который вы пишете' } },
  ],
};
