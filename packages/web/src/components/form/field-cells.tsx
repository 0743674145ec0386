import Grid, { type GridProps } from '@mui/material/Grid';
import { Children, type ReactNode } from 'react';

type FieldCellsProps = {
  /** The width of every cell, as a Grid item's `size`. */
  size: GridProps['size'];
  children: ReactNode;
};

/**
 * A run of fields of one width in a form's Grid container: each child in a cell of its own, so a form
 * does not wrap every field in a Grid item. A child left out (`false`, `null`: a field not asked for)
 * takes no cell.
 */
export function FieldCells({ size, children }: FieldCellsProps) {
  return <>{Children.map(children, (child) => (child === null ? null : <Grid size={size}>{child}</Grid>))}</>;
}
