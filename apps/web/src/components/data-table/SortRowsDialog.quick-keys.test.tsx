import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SortRowsDialog } from './SortRowsDialog';

const FIELDS = [
  { id: 'title', label: 'Title' },
  { id: 'price', label: 'Price' },
  { id: 'created', label: 'Created' },
];

let rect: MockInstance;
/** Side by side (a dialog from 640 px on) or stacked (a phone), as the dialog's grid lays the two lists out. */
let stacked = false;
beforeEach(() => {
  stacked = false;
  // jsdom lays nothing out: Columns first, Sort Criteria to its right or below it, each field a row where it is now.
  rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const list = this.closest('ol');
    const second = list?.getAttribute('aria-label') === 'Sort Criteria';
    const x = second && !stacked ? 400 : 0;
    const y = second && stacked ? 500 : 0;
    const box = (top: number, height: number) => new DOMRect(x, y + top, 300, height);
    if (this.tagName === 'OL') return box(0, 400);
    const li = this.closest('li');
    if (!li || !list) return new DOMRect(0, 0, 0, 0);
    return box(40 + [...list.children].indexOf(li) * 40, 36);
  });
});
afterEach(() => rect.mockRestore());

const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .queryAllByRole('button', { name: /^Drag/ })
    .map((b) => b.getAttribute('aria-label'));

/** The keys back to back, as a fast typist, a script or assistive technology sends them: no pause after the pickup. */
function press(...codes: string[]) {
  for (const code of codes) fireEvent.keyDown(document.activeElement!, { code });
}
/** jsdom renders slowly: give the held keys time to be handed over one by one. */
const landed = (list: string, expected: string[]) =>
  waitFor(() => expect(names(list)).toEqual(expected), { timeout: 8000 });

describe('Sort Rows keyboard moves pressed without a pause (issue 16)', () => {
  it('Space, ArrowRight, Space at once still carries the field into Sort Criteria', async () => {
    const onSort = vi.fn();
    render(<SortRowsDialog open fields={FIELDS} sort="price" onSort={onSort} onClose={vi.fn()} />);
    screen.getByRole('button', { name: 'Drag Title' }).focus();
    press('Space', 'ArrowRight', 'Space');
    await landed('Sort Criteria', ['Drag Title', 'Drag Price']);
    expect(names('Columns')).toEqual(['Drag Created']);
    // The next drag starts clean: no key of the first one is left over.
    screen.getByRole('button', { name: 'Drag Title' }).focus();
    press('Space', 'ArrowDown', 'Space');
    await landed('Sort Criteria', ['Drag Price', 'Drag Title']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(onSort).toHaveBeenCalledWith('price,title');
  }, 30_000);

  it('Right and Left move a field between the lists when they are stacked too', async () => {
    stacked = true;
    render(<SortRowsDialog open fields={FIELDS} sort="price" onSort={vi.fn()} onClose={vi.fn()} />);
    screen.getByRole('button', { name: 'Drag Created' }).focus();
    press('Space', 'ArrowRight', 'Space');
    await landed('Sort Criteria', ['Drag Created', 'Drag Price']);
    screen.getByRole('button', { name: 'Drag Price' }).focus();
    press('Space', 'ArrowLeft', 'Space');
    await landed('Columns', ['Drag Price', 'Drag Title']);
    expect(names('Sort Criteria')).toEqual(['Drag Created']);
  }, 30_000);

  it('an Escape pressed right after the pickup still cancels the drag', async () => {
    render(<SortRowsDialog open fields={FIELDS} sort="price" onSort={vi.fn()} onClose={vi.fn()} />);
    const grip = screen.getByRole('button', { name: 'Drag Title' });
    grip.focus();
    press('Space');
    expect(grip).toHaveAttribute('aria-pressed', 'true');
    press('Escape');
    await waitFor(() => expect(grip).not.toHaveAttribute('aria-pressed'), { timeout: 8000 });
    expect(names('Columns')).toEqual(['Drag Title', 'Drag Created']);
    expect(names('Sort Criteria')).toEqual(['Drag Price']);
  }, 30_000);
});
