import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchPicker, type PickItem, type SearchFound } from './search-picker';

const SHINKIN: PickItem[] = Array.from({ length: 20 }, (_, i) => ({ code: String(1001 + i), name: `北海道の信金${i + 1}`, kana: 'シンキン' }));

function renderPicker(search: (q: string) => Promise<SearchFound<PickItem>>) {
  const calls: string[] = [];
  render(
    <SearchPicker
      label="金融機関を検索"
      hint="銀行名で検索できます"
      search={(q) => {
        calls.push(q);
        return search(q);
      }}
      selected={null}
      onSelect={vi.fn()}
      testId="bank-picker"
    />,
  );
  return calls;
}

describe('SearchPicker — what the status line says about the results', () => {
  it('a cut list (more matched than the 20 listed) says so and asks to type on, instead of 「20件見つかりました」', async () => {
    renderPicker((q) => Promise.resolve(q === 'しんきん' ? { items: SHINKIN, truncated: true } : { items: [], truncated: false }));
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'しんきん');
    expect(await screen.findByText('20件まで表示しています。名前を続けて入力して絞り込んでください。')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('button', { name: /北海道の信金/ })).toHaveLength(20);
    expect(screen.queryByText('20件見つかりました')).toBeNull();
  });

  it('a whole list says how many; before anything is typed, a cut list of the first ones says to type a name', async () => {
    renderPicker((q) => Promise.resolve(q === '' ? { items: SHINKIN, truncated: true } : { items: SHINKIN.slice(0, 3), truncated: false }));
    expect(await screen.findByText('20件まで表示しています。名前を入力して絞り込んでください。')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('金融機関を検索'), '北海道');
    expect(await screen.findByText('3件見つかりました')).toBeInTheDocument();
  });

  it('takes no more than 40 characters; a longer query (an IME overflowing the field) is not sent and is said to be too long, not a network failure', async () => {
    const calls = renderPicker(() => Promise.resolve({ items: [], truncated: false }));
    const field = screen.getByLabelText('金融機関を検索');
    expect(field).toHaveAttribute('maxLength', '40');
    fireEvent.change(field, { target: { value: 'あ'.repeat(65) } });
    expect(await screen.findByText('検索語が長すぎます。40文字以内で入力してください。')).toBeInTheDocument();
    expect(screen.queryByText(/検索できませんでした/)).toBeNull();
    // The debounce passes without a request of the long query.
    fireEvent.change(field, { target: { value: 'あ'.repeat(40) } });
    await screen.findByText('見つかりませんでした');
    expect(calls.some((q) => q.length > 40)).toBe(false);
  });

  it('a renamed bank found by its former name says it beside its name now (住信SBI → ドコモＳＭＴＢネット)', async () => {
    renderPicker(() => Promise.resolve({ items: [{ code: '0038', name: 'ドコモＳＭＴＢネット', kana: 'ドコモＳＭＴＢネツト', formerName: '住信SBIネット' }], truncated: false }));
    await userEvent.type(screen.getByLabelText('金融機関を検索'), '住信SBI');
    expect(await screen.findByRole('button', { name: /^ドコモＳＭＴＢネット ?ドコモＳＭＴＢネツト・0038・旧 住信SBIネット$/ })).toBeInTheDocument();
  });
});
