// Runs before the portfolio's first paint so a saved theme never flashes the other one. Without a
// saved choice (or with storage blocked by the browser) the page follows the system preference.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('portfolio-theme');
  } catch (blocked) {
    theme = null;
  }
  if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
})();
