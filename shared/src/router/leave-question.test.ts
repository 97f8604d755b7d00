import { describe, expect, it, vi } from 'vitest';
import { holdLeaveQuestion, leaveOrAsk, leaveQuestionHeld } from './leave-question';

describe('leave question', () => {
  it('leaves at once when no page holds a question', () => {
    const leave = vi.fn();
    expect(leaveQuestionHeld()).toBe(false);
    leaveOrAsk(leave);
    expect(leave).toHaveBeenCalledOnce();
  });

  it('hands the way out to the page that holds a question; released, it leaves at once again', () => {
    const asked: (() => void)[] = [];
    const release = holdLeaveQuestion((leave) => asked.push(leave));
    const leave = vi.fn();
    leaveOrAsk(leave);
    expect(leave).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    asked[0]?.();
    expect(leave).toHaveBeenCalledOnce();
    release();
    leaveOrAsk(leave);
    expect(leave).toHaveBeenCalledTimes(2);
  });

  it("a page's release does not drop the question of the page opened after it", () => {
    const first = holdLeaveQuestion(() => undefined);
    const second = vi.fn();
    const releaseSecond = holdLeaveQuestion(second);
    first();
    expect(leaveQuestionHeld()).toBe(true);
    leaveOrAsk(() => undefined);
    expect(second).toHaveBeenCalledOnce();
    releaseSecond();
    expect(leaveQuestionHeld()).toBe(false);
  });
});
