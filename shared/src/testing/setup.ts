// The unit tests' common setup (every app's vitest setupFiles): jest-dom's matchers, and findBy*/waitFor allowed
// 3 s instead of 1 s. CI runs every package's jsdom tests at once on 2 cores, where a render that follows an awaited
// call can take over a second; what never shows still fails, with its own message before vitest's 5 s test timeout.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 3000 });
