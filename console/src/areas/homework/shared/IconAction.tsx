import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** Its name, and its tooltip: an icon says nothing by itself. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'error';
}

/** A card's small icon button (Delete, Archive, Remove) named by the same words its tooltip shows. */
export function IconAction({ label, icon, onClick, color }: Props) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" color={color} onClick={onClick} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
