import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { ConfirmActionDialog, type ConfirmTextsKey } from '../shared/ConfirmActionDialog';
import { CourseDescription } from '../shared/CourseDescription';
import { homeworkApi } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { plainList } from '../shared/layout';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { useItemDialog } from '../shared/use-item-dialog';
import { useLoad } from '../shared/use-load';
import { ArchivedItem } from './ArchivedItem';
import { readArchive } from './read-archive';

type TabName = 'courses' | 'assignments';

interface Archived {
  kind: TabName;
  id: string;
  name: string;
  archivedAt: string | null;
  details: ReactNode;
}

const RESTORE: Record<TabName, { texts: ConfirmTextsKey; done: MessageKey; failed: MessageKey }> = {
  courses: { texts: 'homework.archive.restoreCourseDialog', done: 'homework.archive.courseRestored', failed: 'homework.archive.restoreCourseFailed' },
  assignments: { texts: 'homework.archive.restoreAssignmentDialog', done: 'homework.archive.assignmentRestored', failed: 'homework.archive.restoreAssignmentFailed' },
};

/** Spec 2 '/homework/archive': the archived courses and assignments in two tabs with their counts, each restored after a confirmation. */
export function ArchivePage() {
  const t = useT();
  const id = useId();
  const { load, reload } = useLoad('archive', readArchive);
  const [tab, setTab] = useState<TabName>('courses');
  const restoring = useItemDialog<Archived>();
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;

  return (
    <HomeworkPage title={t('homework.archive.title')} subtitle={t('homework.archive.subtitle')} back={{ to: homeworkScreens.dashboard, label: t('homework.toDashboard') }}>
      <Loaded load={load} reload={reload} failed="homework.archive.loadFailed">
        {({ courses, assignments }) => {
          const tabs: { name: TabName; label: string; empty: string; items: Archived[] }[] = [
            {
              name: 'courses',
              label: t('homework.archive.coursesTab', { count: courses.length }),
              empty: t('homework.archive.noCourses'),
              items: courses.map((course) => ({ kind: 'courses', id: course.id, name: course.name, archivedAt: course.archivedAt, details: <CourseDescription description={course.description} /> })),
            },
            {
              name: 'assignments',
              label: t('homework.archive.assignmentsTab', { count: assignments.length }),
              empty: t('homework.archive.noAssignments'),
              items: assignments.map((assignment) => ({
                kind: 'assignments',
                id: assignment.id,
                name: assignment.title,
                archivedAt: assignment.archivedAt,
                details: (
                  <Typography variant="body2" color="text.secondary">
                    {t('homework.archive.inCourse', { name: assignment.course.name })}
                  </Typography>
                ),
              })),
            },
          ];
          return (
            <Card>
              <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={t('homework.archive.tabs')} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
                {tabs.map(({ name, label }) => (
                  <Tab key={name} value={name} label={label} id={tabId(name)} aria-controls={panelId(name)} />
                ))}
              </Tabs>
              {tabs.map(({ name, empty, items }) => (
                <Box key={name} role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name)} hidden={tab !== name} sx={{ p: 2 }}>
                  {tab === name &&
                    (items.length === 0 ? (
                      <Typography color="text.secondary">{empty}</Typography>
                    ) : (
                      <Box component="ul" sx={plainList}>
                        {items.map((item) => (
                          <ArchivedItem key={item.id} name={item.name} archivedAt={item.archivedAt} details={item.details} onRestore={() => restoring.openFor(item)} />
                        ))}
                      </Box>
                    ))}
                </Box>
              ))}
            </Card>
          );
        }}
      </Loaded>
      <ConfirmActionDialog
        dialog={restoring}
        {...RESTORE[restoring.item?.kind ?? 'courses']}
        nameOf={(item) => item.name}
        action={(api, item) => (item.kind === 'courses' ? homeworkApi.archiveCourse(api, item.id, false) : homeworkApi.archiveAssignment(api, item.id, false))}
        // A restored course brings its archived assignments into the other tab: everything is read again.
        onDone={reload}
      />
    </HomeworkPage>
  );
}
