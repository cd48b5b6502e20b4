import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode, RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { cardList } from './layout';
import { Section } from './Section';

interface Props {
  title: string;
  testId: string;
  /** The section's Create button: its words and the page it opens. */
  create: { label: string; to: string };
  /** What the section says while it has no cards. */
  empty: string;
  cards: readonly ReactNode[];
  /** The cards' list, named by the title: focus comes back to it when the card that had it is gone. */
  listRef: RefObject<HTMLUListElement | null>;
  /** Its dialogs. */
  children?: ReactNode;
}

/** A section of a page's cards (a course's cohorts, its assignments) under its heading, with Create beside it. */
export function CardListSection({ title, testId, create, empty, cards, listRef, children }: Props) {
  return (
    <Section
      title={title}
      testId={testId}
      action={
        <Button component={RouterLink} to={create.to} variant="outlined" startIcon={<AddIcon />}>
          {create.label}
        </Button>
      }
    >
      {cards.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" ref={listRef} tabIndex={-1} aria-label={title} sx={{ ...cardList, outline: 'none' }}>
          {cards}
        </Box>
      )}
      {children}
    </Section>
  );
}
