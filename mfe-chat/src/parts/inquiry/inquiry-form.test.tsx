import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InquiryForm } from './inquiry-form';

const created = vi.hoisted(() => ({ bodies: [] as unknown[] }));

vi.mock('features/chat', async (original) => ({
  ...(await original<typeof import('features/chat')>()),
  getReservations: () => Promise.resolve({ reservations: [], nextCursor: null, counts: { requests: 0, upcoming: 0, past: 0 } }),
  createInquiry: (body: unknown) => {
    created.bodies.push(body);
    return new Promise(() => undefined);
  },
}));

describe('InquiryForm: the subject and body lengths as they are typed', () => {
  it('counts from 80 characters (subject) and 1600 (body), says it is too long at once, keeps every character and does not send', async () => {
    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    const subject = screen.getByLabelText(/件名/);
    fireEvent.change(subject, { target: { value: 'あ'.repeat(79) } });
    expect(screen.queryByText('79 / 100')).not.toBeInTheDocument();
    fireEvent.change(subject, { target: { value: 'あ'.repeat(80) } });
    expect(screen.getByText('80 / 100')).toBeInTheDocument();
    fireEvent.change(subject, { target: { value: 'あ'.repeat(101) } });
    expect(screen.getByText('101 / 100')).toBeInTheDocument();
    expect(screen.getByText('件名は100文字以内で入力してください')).toBeInTheDocument();
    expect(subject).toHaveValue('あ'.repeat(101));

    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: 'い'.repeat(1599) } });
    expect(screen.queryByText('1599 / 2000')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: 'い'.repeat(2001) } });
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(screen.getByText('内容は2000文字以内で入力してください')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(created.bodies).toEqual([]);
  });
});
