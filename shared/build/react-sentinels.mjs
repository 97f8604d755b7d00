// React DOM's five module-level sentinels without a captured stack (docs/decisions.md "React DOM's sentinels
// without a stack").
//
// react-dom-client.production.js creates five `Error` objects when it loads — SuspenseException,
// SuspenseyCommitException, SuspenseActionException, SelectiveHydrationException and HydrationMismatchException —
// that React only throws and compares by identity (`thrownValue === SuspenseException`); their stack is never read.
// A browser nobody inspects records such a stack cheaply. With an inspector attached (Lighthouse, DevTools and
// Playwright all enable `Runtime`), V8 records it with line and column numbers and, because the code was compiled
// without them, re-parses every function on that stack: React DOM's module function and the whole start file's top
// level — 400–550 ms of the start file's task at 4× CPU (docs/performance.md "The start file's long task is mostly
// the measuring inspector's"). Here they are built as objects with Error's prototype and message and no stack, as
// React's first version of SuspenseException was (a plain object).
//
// The transform counts its replacements: a React DOM whose sentinels changed fails the build with a message,
// instead of quietly measuring the old cost again.

/** The sentinels' names in react-dom-client.production.js (React 19). */
export const SENTINELS = [
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
  'HydrationMismatchException',
];

const FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SITE = new RegExp(`\\b(${SENTINELS.join('|')}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`, 'g');
const HELPER = '__reactSentinelWithoutStack';

/** A sentinel: an object with Error's prototype and the message, and no stack. Its source goes into React DOM. */
export function sentinelWithoutStack(message) {
  var sentinel = Object.create(Error.prototype);
  sentinel.message = message;
  return sentinel;
}

/**
 * React DOM's production client with its sentinels built without a stack. Throws when the file does not have
 * exactly one site per sentinel (a React DOM that changed them: review this file).
 */
export function withoutSentinelStacks(code) {
  const seen = [];
  const out = code.replace(SITE, (_, name, number) => {
    seen.push(name);
    return `${name} = ${HELPER}(formatProdErrorMessage(${number}))`;
  });
  const missing = SENTINELS.filter((name) => seen.filter((s) => s === name).length !== 1);
  if (missing.length) {
    throw new Error(`shared/build/react-sentinels: react-dom-client.production.js does not create ${missing.join(', ')} as \`<name> = Error(formatProdErrorMessage(<n>))\` once each — React DOM changed its sentinels; review shared/build/react-sentinels.mjs`);
  }
  // A function declaration at the end (hoisted; the file starts with its "use strict" directive): no line moves.
  const helper = sentinelWithoutStack.toString().replace(/^function \w+/, `function ${HELPER}`).replace(/\s*\n\s*/g, ' ');
  return `${out}\n${helper}\n`;
}

/** The Vite plugin: applies withoutSentinelStacks to React DOM's production client in a build. */
export function reactSentinels() {
  return {
    name: 'react-dom-sentinels-without-stack',
    apply: 'build',
    transform: {
      filter: { id: FILE },
      handler(code, id) {
        if (!FILE.test(id)) return null;
        return { code: withoutSentinelStacks(code), map: null };
      },
    },
  };
}
