import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The id of the heading that names the table. */
  labelledBy: string;
  headers: readonly string[];
  /** One row per item: its key, then a cell per header (the first is the row's header cell). */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** Said instead of an empty table. */
  empty: string;
  /** Every column after the first holds a number: right-aligned. */
  numeric?: boolean;
}

/** A small read-only table with real column and row headers, scrolling sideways on phones. */
export function SimpleTable({ labelledBy, headers, rows, empty, numeric = false }: Props) {
  const align = (index: number) => (numeric && index > 0 ? 'right' : 'left');
  if (rows.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={header} component="th" scope="col" align={align(index)}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align={align(index)}>
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
