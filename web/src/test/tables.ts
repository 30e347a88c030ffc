import { screen, within } from '@testing-library/react';

/** The column headers of the page's table, in order. */
export const columnHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
