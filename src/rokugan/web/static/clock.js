// Table clocks (issue 14). The server is authoritative: each state carries every seat's time left at the start of
// its decision, the running seat and how long it has been thinking (`clock`, or null at a table without one). This
// file counts the running clock down from the moment that state arrived, with the arithmetic of web/clocks.py.
"use strict";
(function () {
  const h = R.h;
  const LOW = 10;  // seconds: a clock with less than this before its seat loses on time is shown as low

  // What a seat has left after `elapsed` seconds of its decision: {main, periods, period} (period: seconds left of
  // the current byoyomi period, when the main time is spent), or null when the time ran out.
  R.clockLeft = function (rule, st, elapsed) {
    if (elapsed < st.main) return {main: st.main - elapsed, periods: st.periods, period: null};
    if (rule.kind !== "byoyomi") return null;
    const over = elapsed - st.main;
    const lost = Math.floor(over / rule.period);
    if (lost >= st.periods) return null;
    return {main: 0, periods: st.periods - lost, period: rule.period - (over - lost * rule.period)};
  };

  // 1:05:09, 4:32, or 9.4 under ten seconds
  R.clockText = function (s) {
    s = Math.max(0, s);
    if (s < LOW) return s.toFixed(1);
    const t = Math.floor(s);
    const hh = Math.floor(t / 3600), mm = Math.floor((t % 3600) / 60), ss = String(t % 60).padStart(2, "0");
    return hh ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
  };

  // One clock per seat; el.update(state) after every state. Hidden at a table without a clock.
  R.clockPanel = function () {
    const el = h("div.clocks", {hidden: true});
    let state = null;
    let at = 0;
    let ticker = null;

    function seatText(rule, st, elapsed) {
      const left = R.clockLeft(rule, st, elapsed);
      if (!left) return {text: "0.0", low: true, out: true};
      if (rule.kind === "byoyomi") {
        if (left.period === null) {
          const rest = left.periods ? ` + ${left.periods} × ${rule.period}s` : "";
          return {text: R.clockText(left.main) + rest, low: left.main + left.periods * rule.period < LOW};
        }
        const which = left.periods === 1 ? "last period" : `${left.periods} periods`;
        return {text: `${R.clockText(left.period)} (${which})`, low: left.periods === 1 && left.period < LOW};
      }
      return {text: R.clockText(left.main), low: left.main < LOW};
    }

    function draw() {
      const c = state && state.clock;
      if (!c) { el.hidden = true; return; }
      el.hidden = false;
      const extra = c.running === null ? 0 : (performance.now() - at) / 1000;
      el.replaceChildren(h("div.clock-rule.muted.small", `Clock: ${c.text}`), ...c.seats.map((st, i) => {
        const seat = state.seats[i] || {name: `Seat ${i + 1}`};
        const run = c.running === i;
        const shown = seatText(c.rule, st, run ? c.elapsed + extra : 0);
        const flagged = c.timeout === i;
        const cls = "div.clock" + (run ? ".running" : "") + (run && shown.low ? ".low" : "") + (flagged ? ".flagged" : "");
        if (seat.party === "computer") {  // a computer's clock never runs
          return h("div.clock.computer", {dataset: {seat: i}, title: "A computer player's clock does not run"},
            h("span.clock-name", seat.name), h("span.clock-time.muted", "no clock"));
        }
        return h(cls, {dataset: {seat: i}}, h("span.clock-name", seat.name),
          h("span.clock-time", flagged ? "lost on time" : shown.text));
      }));
    }

    el.update = function (s) {
      state = s;
      at = performance.now();
      clearInterval(ticker);
      ticker = null;
      if (s.clock && s.clock.running !== null) ticker = setInterval(draw, 100);
      draw();
    };
    return el;
  };
})();
