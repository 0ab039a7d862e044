import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COLUMNS_LIST, CRITERIA_LIST, dragEnd, dragOver, initialState, toSortKeys } from './sort-rows-state';
import { formatSort, parseSort, toggleSort } from './sort';
import { SortRowsDialog } from './SortRowsDialog';

const FIELDS = [
  { id: 'title', label: 'Title' },
  { id: 'price', label: 'Price' },
  { id: 'created', label: 'Created' },
];

function open(sort: string) {
  const onSort = vi.fn();
  const onClose = vi.fn();
  render(<SortRowsDialog open fields={FIELDS} sort={sort} onSort={onSort} onClose={onClose} />);
  const list = (name: string) => within(screen.getByRole('list', { name }));
  return { onSort, onClose, list, user: userEvent.setup() };
}

describe('Sort Rows dialog (spec §2)', () => {
  it('starts from the current sort: its keys are the criteria, the other fields the columns', () => {
    const { list } = open('-price,nope');
    expect(
      list('Sort Criteria')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Pricedesc']);
    expect(
      list('Columns')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Title', 'Created']);
  });

  it('builds a multi-column sort with the move buttons and applies it with Sort', async () => {
    const { onSort, onClose, list, user } = open('-price');
    await user.click(list('Columns').getByRole('button', { name: 'Add Created to sort criteria' }));
    await user.click(list('Sort Criteria').getByRole('button', { name: 'Move Created up' }));
    await user.click(list('Sort Criteria').getByRole('button', { name: 'Price: descending, switch direction' }));
    await user.click(list('Columns').getByRole('button', { name: 'Add Title to sort criteria' }));
    await user.click(list('Sort Criteria').getByRole('button', { name: 'Title: ascending, switch direction' }));
    await user.click(list('Sort Criteria').getByRole('button', { name: 'Remove Price from sort criteria' }));
    expect(list('Columns').getByText('Price')).toBeInTheDocument();
    expect(list('Sort Criteria').getByRole('button', { name: 'Move Created up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(onSort).toHaveBeenCalledWith('created,-title');
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel changes nothing', async () => {
    const { onSort, onClose, list, user } = open('title');
    await user.click(list('Columns').getByRole('button', { name: 'Add Price to sort criteria' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSort).not.toHaveBeenCalled();
  });

  it('moves fields with the keyboard: Space picks up, arrows move between and within the lists, Space drops', async () => {
    // jsdom lays nothing out: give each list a column and each field a row, read from where it is in the DOM now.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const list = this.closest('ol');
      const x = list?.getAttribute('aria-label') === 'Sort Criteria' ? 400 : 0;
      const box = (top: number, height: number) => new DOMRect(x, top, 300, height);
      if (this.tagName === 'OL') return box(0, 400);
      const li = this.closest('li');
      if (!li || !list) return new DOMRect(0, 0, 0, 0);
      return box(40 + [...list.children].indexOf(li) * 40, 36);
    });
    const { onSort, user } = open('price');
    const key = async (code: string) => {
      fireEvent.keyDown(document.activeElement!, { code });
      await act(() => new Promise((r) => setTimeout(r, 20)));
    };
    screen.getByRole('button', { name: 'Drag Title' }).focus();
    await key('Space');
    await key('ArrowRight');
    await key('Space');
    const order = () =>
      within(screen.getByRole('list', { name: 'Sort Criteria' }))
        .getAllByRole('button', { name: /^Drag/ })
        .map((b) => b.getAttribute('aria-label'));
    // Dropped level with Price, the first criterion: it takes its place.
    expect(order()).toEqual(['Drag Title', 'Drag Price']);
    expect(screen.getByRole('list', { name: 'Columns' })).not.toHaveTextContent('Title');
    // Within Sort Criteria: Title down below Price.
    screen.getByRole('button', { name: 'Drag Title' }).focus();
    await key('Space');
    await key('ArrowDown');
    await key('Space');
    expect(order()).toEqual(['Drag Price', 'Drag Title']);
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(onSort).toHaveBeenCalledWith('price,title');
    rect.mockRestore();
  });
});

describe('Sort Rows drags', () => {
  const start = () => initialState(['title', 'price', 'created'], 'price');

  it('a field dragged over the criteria list or one of its fields lands there, in that place', () => {
    let s = dragOver(start(), 'created', 'price');
    expect(s.criteria).toEqual(['created', 'price']);
    s = dragEnd(s, 'created', 'price');
    expect(s.criteria).toEqual(['price', 'created']);
    s = dragEnd(s, 'title', CRITERIA_LIST);
    expect(s).toMatchObject({ columns: [], criteria: ['price', 'created', 'title'] });
  });

  it('reorders within Sort Criteria on drop and sends a criterion back to Columns', () => {
    let s = dragEnd(initialState(['a', 'b', 'c'], 'a,-b,c'), 'c', 'a');
    expect(formatSort(toSortKeys(s))).toBe('c,a,-b');
    s = dragEnd(s, 'b', COLUMNS_LIST);
    expect(formatSort(toSortKeys(s))).toBe('c,a');
    expect(s.columns).toEqual(['b']);
    expect(dragEnd(s, 'a', null)).toBe(s);
  });

  it('header clicks sort by one column, ascending then descending', () => {
    expect(toggleSort('', 'name')).toBe('name');
    expect(toggleSort('name,-price', 'name')).toBe('-name');
    expect(toggleSort('-name', 'name')).toBe('name');
    expect(toggleSort('price', 'name')).toBe('name');
    expect(parseSort(' a, -b ,')).toEqual([
      { id: 'a', dir: 'asc' },
      { id: 'b', dir: 'desc' },
    ]);
  });
});
