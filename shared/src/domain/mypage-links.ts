import { MYPAGE_PATH } from './sign-in-return';

/**
 * My page's messages card (mfe-mypage's dashboard): the header's message badge (the shell) opens my page there, and
 * the card scrolls into view when my page is opened at it. Since shared 0.5.0.
 */
export const MYPAGE_MESSAGES_ANCHOR = 'messages';
export const MYPAGE_MESSAGES_PATH = `${MYPAGE_PATH}#${MYPAGE_MESSAGES_ANCHOR}`;
