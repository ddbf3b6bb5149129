// The app's code for a page whose first screen the server drew (docs/ARCHITECTURE.md#first-card),
// fetched and started once that screen has painted: the page's styles and pictures come first on
// a slow link, and code already in the browser's cache cannot run before the first paint and hold
// the drawn screen back. The page's modules wait in a template until then, and are all asked for
// at once beside the entry. A hidden tab paints nothing; it starts at once.
const code = document.getElementById('app-code');
const start = () => {
  document.head.append(code.content);
  import(code.dataset.src);
};
if (code && document.visibilityState === 'hidden') start();
else if (code) requestAnimationFrame(() => setTimeout(start));
