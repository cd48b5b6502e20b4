import { Typography } from '@mui/material';

/** A course's description under its name on a card, when it has one. */
export function CourseDescription({ description }: { description: string | null }) {
  if (description === null) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {description}
    </Typography>
  );
}
