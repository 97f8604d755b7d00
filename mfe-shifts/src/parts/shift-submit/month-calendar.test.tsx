import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IsoDate } from 'features/shifts';
import { MonthCalendar } from './month-calendar';

function Calendar({ onSelect = () => undefined, today = '2025-06-10' }: { onSelect?: (date: IsoDate) => void; today?: IsoDate }) {
  const [selected, setSelected] = useState<IsoDate | null>(null);
  return (
    <>
      <button type="button">前</button>
      <MonthCalendar
        startsOn="2025-06-01"
        endsOn="2025-06-30"
        answers={{}}
        holidays={new Map()}
        today={today}
        selected={selected}
        invalid={new Set()}
        onSelect={(date) => {
          setSelected(date);
          onSelect(date);
        }}
      />
      <button type="button">後</button>
    </>
  );
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
const inTabOrder = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-date]')].filter((b) => b.tabIndex === 0).map((b) => b.dataset.date);

describe('MonthCalendar: the keyboard', () => {
  it('is one stop of the Tab key (today), not thirty', async () => {
    render(<Calendar />);
    expect(inTabOrder()).toEqual(['2025-06-10']);
    screen.getByRole('button', { name: '前' }).focus();
    await userEvent.tab();
    expect(day('2025-06-10')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '後' })).toHaveFocus();
  });

  it('moves with the arrow keys (a day, a week), and Enter opens the day it is on', async () => {
    const onSelect = vi.fn();
    render(<Calendar onSelect={onSelect} />);
    day('2025-06-10')?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('2025-06-11')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('2025-06-18')).toHaveFocus();
    expect(inTabOrder()).toEqual(['2025-06-18']);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2025-06-18');
    expect(day('2025-06-18')).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts at the first day when today is outside the period, and stops at its ends', async () => {
    render(<Calendar today="2025-05-20" />);
    expect(inTabOrder()).toEqual(['2025-06-01']);
    day('2025-06-01')?.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(day('2025-06-01')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day('2025-06-07')).toHaveFocus();
  });
});
