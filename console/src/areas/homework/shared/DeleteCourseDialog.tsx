import type { RefObject } from 'react';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { homeworkApi, type CourseSummary } from './homework-api';
import type { ItemDialog } from './use-item-dialog';

type Course = Pick<CourseSummary, 'id' | 'name'>;

interface Props<T extends Course> {
  dialog: ItemDialog<T>;
  onDeleted: (course: T) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Spec 2's 'Delete Course' confirmation: the same words and call from the courses list and the edit page. */
export function DeleteCourseDialog<T extends Course>({ dialog, onDeleted, returnFocusTo }: Props<T>) {
  return (
    <ConfirmActionDialog
      dialog={dialog}
      texts="homework.courses.deleteDialog"
      done="homework.courses.deleted"
      failed="homework.courses.deleteFailed"
      nameOf={(course) => course.name}
      action={(api, course) => homeworkApi.deleteCourse(api, course.id)}
      onDone={onDeleted}
      returnFocusTo={returnFocusTo}
    />
  );
}
