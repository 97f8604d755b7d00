import { useCallback, useEffect, useRef, useState } from 'react';
import { useLeaveQuestion, useLocation, useNavigate } from 'shared/router';
import { accountHistoryState, hasAccountHistoryFlag, noteAccountSaved } from './account-history';

export interface AccountEditLeave {
  /**
   * The question 「入力内容を破棄しますか？」 is open (the back button, 口座情報へ戻る, or one of the shell's ways out —
   * a header link, ログアウト — with typed input).
   */
  asking: boolean;
  /** 口座情報へ戻る: asks first when there is typed input. */
  requestLeave: () => void;
  /** キャンセル in the question: stay, with the input (and the back button asking again next time). */
  stay: () => void;
  /** 破棄する in the question: the way out it was asked for (口座情報, or the shell's); after a save, `saved` true: 口座情報. */
  leave: (options?: { saved?: boolean }) => void;
}

/**
 * How /mypage/account/edit is left. The page opens above /mypage/account's history entry (the flag accountShown), so
 * the back button and 口座情報へ戻る both go back to 口座情報; forward then finds the page refused (spec §6, 403).
 *
 * The back button asks before typed bank details are thrown away — they are never kept on the phone (README), so a
 * draft, as the shift and profile forms keep, is no way out here. The shell's BrowserRouter has no blocker, so the
 * page keeps a second history entry of its own (same URL, flag inputGuard) while it holds typed input: a back press
 * lands on the entry below — the same page, which stays mounted — and the question opens there. キャンセル puts the
 * entry back; 破棄する goes one more step back, to 口座情報. With the input typed back to what was saved, a back press
 * just goes on to 口座情報. A reload or closing the tab asks through the browser's own question (beforeunload).
 *
 * The two entries restore no scroll position (scrollRestoration manual): a back press would otherwise scroll the form
 * to where it was when the first character was typed.
 *
 * The shell's ways out (the header's app name and message badge, ログアウト) ask the same question while there is
 * typed input (shared/router useLeaveQuestion); 破棄する then goes where the worker was going.
 */
export function useAccountEditLeave(unsaved: boolean): AccountEditLeave {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened by /mypage/account, which is the entry below; otherwise (never in the app) leave by replacing this entry.
  const [aboveAccountPage] = useState(() => hasAccountHistoryFlag(location.state, 'accountShown'));
  const onGuard = hasAccountHistoryFlag(location.state, 'inputGuard');
  const [asking, setAsking] = useState(false);
  // The back button from the guard entry (it goes) asks; forward to it again (it comes back) closes the question.
  const [shownOnGuard, setShownOnGuard] = useState(onGuard);
  if (shownOnGuard !== onGuard) {
    setShownOnGuard(onGuard);
    if (aboveAccountPage) setAsking(!onGuard && unsaved);
  }
  const leaving = useRef(false);
  const wasOnGuard = useRef(onGuard);
  // The shell's way out the open question was asked for (null: the page's own, back to 口座情報).
  const shellLeave = useRef<(() => void) | null>(null);
  useLeaveQuestion(unsaved, (leaveApp) => {
    shellLeave.current = leaveApp;
    setAsking(true);
  });

  const pushGuard = useCallback(() => {
    // Copied into the new entry: a back press between the two keeps the scroll position (not the one of the moment
    // the first character was typed).
    if (typeof history !== 'undefined') history.scrollRestoration = 'manual';
    navigate(location.pathname, { state: accountHistoryState('inputGuard') });
  }, [navigate, location.pathname]);

  const leave = useCallback(
    ({ saved = false }: { saved?: boolean } = {}) => {
      const elsewhere = shellLeave.current;
      shellLeave.current = null;
      if (!saved && elsewhere) {
        // The shell navigates (this page goes with it) or signs out; a sign-out it still asks about may keep the page.
        setAsking(false);
        elsewhere();
        return;
      }
      leaving.current = true;
      restoreScrollRestoration();
      if (saved) noteAccountSaved();
      if (aboveAccountPage) navigate(onGuard ? -2 : -1);
      else navigate('/mypage/account', { replace: true, ...(saved ? { state: accountHistoryState('saved') } : {}) });
    },
    [aboveAccountPage, navigate, onGuard],
  );

  // The back button from the guard entry with nothing typed any more (typed back to what was saved): go on back.
  useEffect(() => {
    const was = wasOnGuard.current;
    wasOnGuard.current = onGuard;
    // The back button asks now: 破棄する goes back to 口座情報, not where an earlier question of the shell's went.
    if (was && !onGuard) shellLeave.current = null;
    if (!leaving.current && aboveAccountPage && was && !onGuard && !unsaved) leave();
  }, [onGuard, unsaved, aboveAccountPage, leave]);

  // Typed input and no guard entry (the first character, or キャンセル after the back button took it): one more entry.
  useEffect(() => {
    if (!leaving.current && aboveAccountPage && unsaved && !onGuard && !asking) pushGuard();
  }, [unsaved, onGuard, asking, aboveAccountPage, pushGuard]);

  useEffect(() => restoreScrollRestoration, []);

  // A reload or closing the tab: the browser's own question (a reload of this page is refused anyway, spec §6).
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    asking,
    requestLeave: () => {
      shellLeave.current = null;
      if (unsaved) setAsking(true);
      else leave();
    },
    // The guard entry comes back by the effect above (from 口座情報へ戻る it is still there).
    stay: () => {
      shellLeave.current = null;
      setAsking(false);
    },
    leave,
  };
}

function restoreScrollRestoration(): void {
  if (typeof history !== 'undefined') history.scrollRestoration = 'auto';
}
