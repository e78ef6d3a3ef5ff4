(() => {
  const boot = document.currentScript.dataset.boot;
  const start = () => import(boot);
  const root = document.getElementById('root');
  if (
    location.search !== '' ||
    root?.dataset.prerendered === undefined ||
    typeof PerformanceObserver !== 'function'
  ) {
    start();
    return;
  }
  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    if (waiting === 0) start();
  };
  addEventListener('load', ready, { once: true });
  const fallback = setTimeout(ready, 3000);
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    clearTimeout(fallback);
    ready();
  }).observe({ type: 'paint', buffered: true });
})();
