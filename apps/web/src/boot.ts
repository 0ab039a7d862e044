import './styles.css';
import { recordEarlyClicks } from './lib/early-clicks';

/**
 * The page's script entry (index.html). A server-rendered page is complete without script: the app (React,
 * the router, the page's code: about 110 KB compressed) only makes it interactive. Asked for alongside the
 * HTML, it shares a phone's bandwidth with the stylesheet, and in Lighthouse's simulation of a slow phone
 * it lands on the path to the first paint (issue 14: the home page's largest paint, the hero heading, waited
 * for it). So on such a page it is asked for once the browser has painted the server's markup. A page
 * without server markup (the shell of a private route) needs the app to show anything: it loads at once,
 * as does a page in a background tab (no frames are painted there).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/**
 * The framework (React, the router, the query cache: one chunk) is evaluated in a task of its own, the app's
 * code in the next: one task for both was the longest of a phone's start (issue 33).
 */
const start = () => void import('react-dom/client').then(nextTask).then(() => import('./main'));

if (!document.getElementById('bm-state') || document.visibilityState === 'hidden') start();
else {
  // A button pressed before the app has adopted the page is pressed again once it has.
  recordEarlyClicks();
  // The frame callback runs just before the first paint; the task it queues runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}
