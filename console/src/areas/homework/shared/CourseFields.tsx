import type { ComponentProps } from 'react';
import { NameDescriptionFields, type NameDescriptionTexts } from './NameDescriptionFields';

const COURSE_TEXTS: NameDescriptionTexts = {
  name: 'homework.courseForm.name',
  namePlaceholder: 'homework.courseForm.namePlaceholder',
  nameRequired: 'homework.courseForm.nameRequired',
  description: 'homework.courseForm.description',
  descriptionPlaceholder: 'homework.courseForm.descriptionPlaceholder',
};

/** Spec 5 'Course': the name is required after trimming ('Course name is required.'), the description optional. */
export function CourseFields(props: Omit<ComponentProps<typeof NameDescriptionFields>, 'texts'>) {
  return <NameDescriptionFields texts={COURSE_TEXTS} {...props} />;
}
