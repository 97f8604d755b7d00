// Async boundary: shared singletons (React, the shared facades) are negotiated before the app evaluates. The start
// stylesheet (preloaded by index.html, not render-blocking) is applied before the app renders.
import { applyStartStyles } from './boot/start-styles';

void applyStartStyles().then(() => import('./bootstrap'));
