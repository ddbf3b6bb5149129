// The app's code for a page whose first screen the server drew (docs/ARCHITECTURE.md#first-card),
// started once that screen has painted: code already in the browser's cache would otherwise run
// before the first paint and hold the drawn card back. A hidden tab paints nothing; it starts at once.
const code = document.getElementById('app-code');
const start = () => import(code.href);
if (code && document.visibilityState === 'hidden') start();
else if (code) requestAnimationFrame(() => setTimeout(start));
