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

  it('← → (wrapping around), Home and End move between the tabs and take the focus with them', async () => {
    render(<Harness />);
    screen.getByRole('tab', { selected: true }).focus();
    for (const [key, tab] of [['{ArrowRight}', '過去'], ['{ArrowRight}', '依頼'], ['{ArrowLeft}', '過去'], ['{Home}', '依頼'], ['{End}', '過去']] as const) {
      await userEvent.keyboard(key);
      expect(selected()).toHaveTextContent(tab);
      expect(selected()).toHaveFocus();
    }
  });

  it('says each count in words (2件)', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: /依頼/ })).toContainElement(screen.getByLabelText('2件'));
  });
});
