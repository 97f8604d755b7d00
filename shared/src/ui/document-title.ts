import { useEffect } from 'react';
import { UI } from 'shared/messages';

/**
 * Names the page in the tab, the installed app's window and the browser's history: `page | ワーカー` while the
 * calling component is shown, ワーカー again when it goes (the next page then sets its own). The browser keeps the
 * title in its history beyond the session, so `page` is the page's kind, never a person's name or what someone
 * wrote (a chat with a customer is 「メッセージ」, not the customer's name). No title: nothing changes.
 */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    if (!page) return undefined;
    document.title = UI.documentTitle(page);
    return () => {
      document.title = UI.appName;
    };
  }, [page]);
}
