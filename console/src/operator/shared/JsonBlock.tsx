import { Box } from '@mui/material';

type Props = { labelledBy?: string } & ({ value: unknown; text?: never } | { text: string; value?: never });

/**
 * A value as pretty JSON (or a text as it is: a stack trace), in a scrollable block that takes
 * focus (a scrollable region must be reachable by keyboard) and is named by its heading.
 */
export function JsonBlock({ value, text, labelledBy }: Props) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', color: 'text.primary', borderRadius: 1, overflow: 'auto', maxHeight: 420, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {text ?? JSON.stringify(value, null, 2)}
    </Box>
  );
}
