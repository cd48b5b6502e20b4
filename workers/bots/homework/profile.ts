import type { BotProfile } from '../shared/texts.ts';

export const homeworkProfile: BotProfile = {
  bot: 'homework',
  name: { en: 'Homework Bot', ru: 'Бот домашних заданий' },
  about: {
    en: 'Students send me their homework and get it graded; teachers get the submissions in the console.',
    ru: 'Студенты присылают мне домашние задания и получают оценки; преподаватели видят работы в консоли.',
  },
  consolePath: '/homework',
  commands: [],
};
