import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { accountHistoryState, hasAccountHistoryFlag, noteAccountSaved } from './account-history';

export interface AccountEditLeave {
  /** The question 「入力内容を破棄しますか？」 is open (the back button, or 口座情報へ戻る, with typed input). */
  asking: boolean;
  /** 口座情報へ戻る: asks first when there is typed input. */
  requestLeave: () => void;
  /** キャンセル in the question: stay, with the input (and the back button asking again next time). */
  stay: () => void;
  /** Back to 口座情報 (破棄する in the question, or after a save, `saved` true). */
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

  const pushGuard = useCallback(() => {
    // Copied into the new entry: a back press between the two keeps the scroll position (not the one of the moment
    // the first character was typed).
    if (typeof history !== 'undefined') history.scrollRestoration = 'manual';
    navigate(location.pathname, { state: accountHistoryState('inputGuard') });
  }, [navigate, location.pathname]);

  const leave = useCallback(
    ({ saved = false }: { saved?: boolean } = {}) => {
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
      if (unsaved) setAsking(true);
      else leave();
    },
    // The guard entry comes back by the effect above (from 口座情報へ戻る it is still there).
    stay: () => setAsking(false),
    leave,
  };
}

function restoreScrollRestoration(): void {
  if (typeof history !== 'undefined') history.scrollRestoration = 'auto';
}
