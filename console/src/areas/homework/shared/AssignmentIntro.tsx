import { Box, Typography } from '@mui/material';
import { AssignmentBadge } from './AssignmentBadge';
import type { Assignment } from './homework-api';

interface Props {
  assignment: Pick<Assignment, 'title' | 'description' | 'gradingEnabled' | 'maxScore'>;
  /** The title is its card's heading: the card is named by this id. */
  titleId: string;
  headingLevel: 'h2' | 'h3';
}

/** The top of an assignment's card: its title with its points (or 'Feedback Only'), then the task. */
export function AssignmentIntro({ assignment, titleId, headingLevel }: Props) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component={headingLevel} id={titleId} sx={{ wordBreak: 'break-word' }}>
          {assignment.title}
        </Typography>
        <AssignmentBadge maxScore={assignment.gradingEnabled ? assignment.maxScore : null} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
        {assignment.description}
      </Typography>
    </>
  );
}
