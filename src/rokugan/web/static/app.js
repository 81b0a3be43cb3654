// Routing: / (lobby), /table/N (play or watch), /replay/N (step through a recorded game).
"use strict";
(function () {
  const app = document.getElementById("app");
  const path = location.pathname;
  let m;
  if ((m = /^\/table\/(\d+)$/.exec(path))) R.table(app, Number(m[1]));
  else if ((m = /^\/replay\/(\d+)$/.exec(path))) R.replay(app, Number(m[1]));
  else R.lobby(app);
})();
