import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReservationTab } from 'features/chat';
import { ReservationTabs } from './reservation-tabs';

function Harness({ initial = 'upcoming' as ReservationTab }) {
  const [tab, setTab] = useState<ReservationTab>(initial);
  return <ReservationTabs tab={tab} counts={{ requests: 2, upcoming: 3, past: 10 }} onChange={setTab} panelId="panel" />;
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('ReservationTabs: the keyboard (WAI-ARIA tabs)', () => {
  it('is one tab stop: only the selected tab is in the Tab order', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(selected()).toHaveTextContent('予定');
  });

  it('← and → move between the tabs, wrapping around, and take the focus with them', async () => {
    render(<Harness />);
    screen.getByRole('tab', { selected: true }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('過去');
    expect(selected()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('依頼');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('過去');
  });

  it('Home and End go to the first and the last tab', async () => {
    render(<Harness />);
    screen.getByRole('tab', { selected: true }).focus();
    await userEvent.keyboard('{End}');
    expect(selected()).toHaveTextContent('過去');
    expect(selected()).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(selected()).toHaveTextContent('依頼');
    expect(selected()).toHaveFocus();
  });

  it('says each count in words (2件)', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: /依頼/ })).toContainElement(screen.getByLabelText('2件'));
  });
});
