import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, ListItem, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** @username, the kind of chat, how many chats a folder holds. */
  secondary: ReactNode;
  actionLabel: string;
  /** The button's full name for screen readers ('Add Tech News'). */
  actionName: string;
  onAction: () => void;
  /** Already picked: said with an icon and a word beside the title. */
  chosenLabel?: string;
  disabled?: boolean;
}

/** One chat, channel or folder in a picker list, with its button. */
export function SourceRow({ title, secondary, actionLabel, actionName, onAction, chosenLabel, disabled = false }: Props) {
  return (
    <ListItem
      divider
      secondaryAction={
        <Button size="small" variant="outlined" onClick={onAction} aria-label={actionName} disabled={disabled}>
          {actionLabel}
        </Button>
      }
      sx={{ pr: 14 }}
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{title}</span>
            {chosenLabel !== undefined && (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'success.main', fontSize: 13 }}>
                <CheckIcon fontSize="inherit" aria-hidden />
                {chosenLabel}
              </Box>
            )}
          </Box>
        }
        secondary={secondary}
      />
    </ListItem>
  );
}
