import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleTable } from './ConsoleTable.tsx';
import styles from './organiser.module.css';

const head = (
  <>
    <th scope="col">Grade</th>
    <th scope="col">Registered</th>
  </>
);
const rows = (
  <tr>
    <th scope="row">Grade 8</th>
    <td>12</td>
  </tr>
);

describe('a table of the organiser console', () => {
  it('is named by its caption, in a scrolling region of the same name, with its header row', () => {
    render(
      <ConsoleTable caption="Registrations by grade" head={head}>
        {rows}
      </ConsoleTable>,
    );
    const region = screen.getByRole('region', { name: 'Registrations by grade' });
    const table = within(region).getByRole('table', { name: 'Registrations by grade' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Grade', 'Registered']);
    expect(within(table).getByRole('rowheader', { name: 'Grade 8' })).toBeInTheDocument();
    expect(table).not.toHaveClass(styles.stack ?? 'stack');
  });

  it('names its region apart from a caption that changes page by page, and stacks its rows when asked', () => {
    render(
      <ConsoleTable caption="Showing 1–25 of 29" scrollLabel="Registrations" stacked head={head}>
        {rows}
      </ConsoleTable>,
    );
    const region = screen.getByRole('region', { name: 'Registrations' });
    const table = within(region).getByRole('table', { name: 'Showing 1–25 of 29' });
    expect(styles.stack).toBeTruthy();
    expect(table).toHaveClass(styles.stack ?? 'stack');
  });
});
