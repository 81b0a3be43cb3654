// Replay a recorded game step by step (public view, or your own seat's view with your link).
"use strict";
(function () {
  const h = R.h;

  R.replay = function (app, id) {
    const tokens = R.tokensFromHash();
    let step = 0;
    let total = 0;
    let seat = null;
    let busy = false;
    let first = true;
    let logAt = null;  // {step, seat, pos}: the log on the page, to fetch only the lines after it
    const boardEl = h("div.board");
    const logEl = h("ol.log");
    const info = h("div.replay-info");
    const counter = h("span.counter");
    const slider = h("input", {type: "range", min: 0, max: 0, value: 0, oninput: (e) => go(Number(e.target.value))});
    const seatSel = h("select", {onchange: (e) => { seat = e.target.value === "" ? null : Number(e.target.value); go(step); }},
      h("option", {value: ""}, "public view"));
    const btn = (label, title, f) => h("button.small", {type: "button", title, onclick: f}, label);
    R.fill(app, h("div.table-page",
      h("div.tbar.replay-bar", h("span.tsum", `Replay of game ${id}`),
        btn("|◀", "start", () => go(0)), btn("◀", "previous step (←)", () => go(step - 1)), counter,
        btn("▶", "next step (→)", () => go(step + 1)), btn("▶|", "end", () => go(total)), slider,
        tokens.length ? h("label", "as ", seatSel) : null,
        tokens.length ? h("button.small.continue", {type: "button", title: "a new game from this step, for practice",
          onclick: (e) => continueHere(e.currentTarget)}, "Continue from this step") : null,
        h("a", {href: `/table/${id}${location.hash}`}, "to the table")),
      h("div.tmain", h("div.board-wrap", boardEl),
        h("aside.panel", info, h("div.log-wrap", h("div.zlabel", "Log"), logEl)))));
    R.where(`Replay of game ${id}`);
    document.addEventListener("keydown", (e) => {
      if (e.target.tagName === "INPUT" && e.target.type !== "range") return;
      if (e.key === "ArrowRight") go(step + 1);
      if (e.key === "ArrowLeft") go(step - 1);
    });

    async function continueHere(btn) {
      btn.disabled = true;
      try {
        const r = await R.api(`/api/tables/${id}/continue`, {step}, {"X-Rokugan-Tokens": tokens.join(",")});
        location.href = r.table_url;
      } catch (e) {
        R.toast(e.message);
        btn.disabled = false;
      }
    }

    async function go(k) {
      if (busy) return;
      busy = true;
      try {
        let q = seat === null ? "" : `&seat=${seat}`;
        if (logAt && logAt.seat === seat && k > logAt.step) q += `&since=${logAt.step}&log_from=${logAt.pos}`;
        const r = await R.api(`/api/tables/${id}/replay?step=${Math.max(0, k)}${q}`, undefined,
          tokens.length ? {"X-Rokugan-Tokens": tokens.join(",")} : {});
        step = r.step;
        total = r.total;
        if (first) {
          first = false;
          if (r.finished) { /* start at the beginning of a finished game */ }
          for (const s of r.seats) if (tokens.length) seatSel.append(h("option", {value: s.seat}, s.name));
        }
        slider.max = total;
        slider.value = step;
        counter.textContent = `step ${step} / ${total}`;
        const state = {game: r.game, view: r.view, viewer: r.viewer, seats: r.seats, decision: r.decision, you: []};
        R.renderBoard(boardEl, state, {replay: true});
        const who = (p) => (r.seats[p] ? r.seats[p].name : `Seat ${p + 1}`);
        R.fill(info,
          r.result ? h("div.result", R.resultText(r.result, r.seats)) : null,
          r.chosen ? h("div.chosen", h("b", who(r.chosen.seat)), r.chosen.label ? ` chose: ${r.chosen.label}` :
            ` made a choice (${r.chosen.kind})`) : (r.result ? null : h("p.muted", "End of the record.")),
          r.decision && r.decision.prompt ? h("p.muted.small", r.decision.prompt) : null,
          !r.finished ? h("p.muted.small", "This game is still being played; the replay shows the moves so far.") : null);
        const items = r.log.map((line) => h("li", line));
        if (r.log_reset) R.fill(logEl, items);
        else logEl.append(...items);
        while (logEl.childElementCount > 200) logEl.firstElementChild.remove();
        logAt = {step: r.step, seat: r.viewer, pos: r.log_pos};
        logEl.parentElement.scrollTop = logEl.parentElement.scrollHeight;
        R.status("");
      } catch (e) {
        R.toast(e.message);
      } finally {
        busy = false;
      }
    }
    go(0);
  };
})();
