// The table: one WebSocket to the server; the board, the pending decision as clickable options, the log.
"use strict";
(function () {
  const h = R.h;

  R.table = function (app, id) {
    const tokens = R.tokensFromHash();
    let state = null;
    let ws = null;
    let retry = 0;
    let sending = false;
    let fatal = null;
    let lastViewer = null;
    let curtain = false;
    let offer = null;  // a rematch offered at this table: {table, by, url (only when it invites one of my seats)}
    let chat = [];

    const boardEl = h("div.board");
    const decisionEl = h("div.decision");
    const clockEl = R.clockPanel();  // the table's clocks (clock.js), hidden without one
    const logEl = h("ol.log");
    const seatsEl = h("div.seats-bar");
    const linksEl = h("div.links");
    const menu = h("div.menu", {hidden: true});
    const curtainEl = h("div.curtain", {hidden: true});
    const chatLog = h("ol.chat-log");
    const chatInput = h("input.chat-input", {type: "text", maxlength: 300, placeholder: "Say something…",
      "aria-label": "Chat message"});
    const chatEl = h("div.chat", h("div.zlabel", "Chat"), h("div.chat-wrap", chatLog),
      tokens.length ? h("form.chat-form", {onsubmit: (e) => {
        e.preventDefault();
        const text = chatInput.value.trim();
        if (!text) return;
        if (!ws || ws.readyState !== WebSocket.OPEN) { R.toast("Not connected; retrying…"); return; }
        ws.send(JSON.stringify({type: "chat", text}));
        chatInput.value = "";
      }}, chatInput, h("button.small", {type: "submit"}, "Send"))
        : h("p.muted.small", "Spectators can read the chat but not write in it."));
    const problems = R.store.get(`problems.${id}`, []);
    const problemsEl = problems.length && tokens.length ? h("div.warn.dismiss",
      h("button.small", {type: "button", onclick: () => { problemsEl.remove(); R.store.set(`problems.${id}`, []); }}, "×"),
      h("p", "Deck legality (the game is played anyway):"), h("ul", problems.map((p) => h("li", p)))) : null;

    R.fill(app, h("div.table-page",
      h("div.tbar", seatsEl, linksEl), problemsEl,
      h("div.tmain", h("div.board-wrap", boardEl),
        h("aside.panel", clockEl, decisionEl, h("div.log-wrap", h("div.zlabel", "Log"), logEl), chatEl))),
    menu, curtainEl);
    R.where(`Game ${id}`);

    document.addEventListener("keydown", (e) => { if (e.key === "Escape") menu.hidden = true; });
    document.addEventListener("click", (e) => { if (!menu.contains(e.target)) menu.hidden = true; }, true);

    function connect() {
      const proto = location.protocol === "https:" ? "wss:" : "ws:";
      ws = new WebSocket(`${proto}//${location.host}/ws/${id}`);
      R.status("connecting…", "busy");
      ws.onopen = () => {
        retry = 0;
        ws.send(JSON.stringify({type: "hello", tokens}));
      };
      ws.onmessage = (ev) => {
        let msg;
        try { msg = JSON.parse(ev.data); } catch (e) { return; }
        if (msg.type === "claimed") {
          // the invitation claimed this seat: from now on only this new token opens it (keep it in the address)
          const i = tokens.indexOf(msg.invite);
          if (i >= 0) tokens[i] = msg.token; else tokens.push(msg.token);
          history.replaceState(null, "", `${location.pathname}#t=${tokens.join(",")}`);
          return;
        }
        if (msg.type === "chat") {
          chat = msg.history ? msg.messages : chat.concat(msg.messages).slice(-50);
          drawChat();
          return;
        }
        if (msg.type === "rematch") {
          offer = msg;
          if (state) drawDecision();
          return;
        }
        if (msg.type === "state") {
          if (msg.patch) {
            // only what changed since the last state of this connection (its first state is always whole)
            if (!state) { send({type: "refresh"}); return; }
            applyPatch(state, msg.patch);
            state.log = msg.log;
            state.log_reset = msg.log_reset;
            state.clock = msg.clock;  // sent whole with every state (its times move on)
            msg = state;
          }
          drawLog(msg);
          state = msg;
          sending = false;
          R.status(tokens.length ? "connected" : "watching (public view)", "ok");
          draw();
        } else if (msg.type === "error") {
          sending = false;
          if (msg.fatal) {
            fatal = msg.message;
            R.fill(app, h("div.fatal", h("h2", "Cannot open this table"), h("p", msg.message),
              h("p", h("a", {href: "/"}, "Back to the lobby"))));
            R.status("", "");
          } else {
            R.toast(msg.message);
            if (state) draw();
          }
        }
      };
      ws.onclose = () => {
        if (fatal) return;
        R.status("connection lost: reconnecting…", "busy");
        retry = Math.min(retry + 1, 6);
        setTimeout(connect, 500 * retry);
      };
    }

    // A patch (rokugan/web/delta.py): [path, value] sets the value at path (dict keys and list indices from the
    // root), [path] deletes a key. Values come fresh from JSON.parse, so they are used as they are.
    function applyPatch(target, ops) {
      for (const op of ops) {
        const path = op[0];
        let node = target;
        for (let i = 0; i < path.length - 1; i++) node = node[path[i]];
        const last = path[path.length - 1];
        if (op.length === 1) delete node[last]; else node[last] = op[1];
      }
    }

    function send(msg) {
      if (!ws || ws.readyState !== WebSocket.OPEN) { R.toast("Not connected; retrying…"); return; }
      ws.send(JSON.stringify(msg));
    }

    function choose(option) {
      if (sending || !state) return;
      sending = true;
      menu.hidden = true;
      send({type: "choose", option: option.id, n: state.n, epoch: state.epoch});
      draw();
    }

    // The log: a state carries only the lines not sent before (appended here), or the whole tail again
    // (log_reset: the first state, after an undo, or when the hot seat passes to another seat).
    function drawLog(msg) {
      const items = msg.log.map((line) => h("li", line));
      if (msg.log_reset) R.fill(logEl, items);
      else if (items.length) logEl.append(...items);
      else return;
      while (logEl.childElementCount > 200) logEl.firstElementChild.remove();
      logEl.parentElement.scrollTop = logEl.parentElement.scrollHeight;
    }

    function drawChat() {
      const time = (iso) => {
        const d = new Date(iso);
        return isNaN(d) ? "" : d.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"});
      };
      // text nodes only: a message is never parsed as HTML
      R.fill(chatLog, chat.map((m) => h("li", h("span.chat-time", time(m.time)), " ", h("b.chat-name", m.name), ": ",
        h("span.chat-text", m.text))));
      chatLog.parentElement.scrollTop = chatLog.parentElement.scrollHeight;
    }

    async function rematch(btn) {
      btn.disabled = true;
      try {
        const r = await R.api(`/api/tables/${id}/rematch`, {}, {"X-Rokugan-Tokens": tokens.join(",")});
        location.href = r.table_url;
      } catch (e) {
        R.toast(e.message);
        btn.disabled = false;
      }
    }

    function drawRematch() {
      if (offer && offer.url) {
        return h("p.rematch-offer", `Rematch offered by ${offer.by}: `, h("a.button.primary", {href: offer.url}, "join"));
      }
      const parts = [];
      if (tokens.length && state.live && state.you.length) {
        parts.push(h("button.primary.rematch", {type: "button", onclick: (e) => rematch(e.currentTarget)}, "Rematch"));
      }
      if (offer) parts.push(h("p.muted.small", "A rematch was started: ", h("a", {href: `/table/${offer.table}`}, `game ${offer.table}`)));
      return parts;
    }

    function myDecision() {
      const d = state && state.decision;
      return d && d.options && state.viewer === d.player && !state.result ? d : null;
    }

    function openMenu(el, options) {
      R.fill(menu, h("div.menu-title", "Choose:"), options.map((o) =>
        h("button.opt", {type: "button", dataset: {option: o.id}, onclick: () => choose(o)}, o.label)));
      const r = el.getBoundingClientRect();
      menu.style.left = `${Math.max(4, Math.min(window.scrollX + r.left, window.scrollX + window.innerWidth - 320))}px`;
      menu.style.top = `${window.scrollY + r.bottom + 4}px`;
      menu.hidden = false;
    }

    function wireBoard(d) {
      if (!d || sending) return;
      const byRef = new Map();
      for (const o of d.options) {
        const ref = R.optionRefs(o).find((r) => boardEl.querySelector(`[data-ref="${CSS.escape(r)}"]`));
        if (!ref) continue;
        if (!byRef.has(ref)) byRef.set(ref, []);
        byRef.get(ref).push(o);
      }
      for (const [ref, opts] of byRef) {
        for (const el of boardEl.querySelectorAll(`[data-ref="${CSS.escape(ref)}"]`)) {
          el.classList.add("actionable");
          el.title = opts.map((o) => o.label).join("\n");
          el.addEventListener("click", (e) => {
            e.stopPropagation();
            if (opts.length === 1) choose(opts[0]);
            else openMenu(el, opts);
          });
        }
      }
    }

    function hint(option, on) {
      for (const r of R.optionRefs(option)) {
        const els = boardEl.querySelectorAll(`[data-ref="${CSS.escape(r)}"]`);
        if (els.length) { els.forEach((el) => el.classList.toggle("hint", on)); return; }
      }
    }

    function drawDecision() {
      const d = state.decision;
      const seats = state.seats;
      const parts = [];
      if (state.result) {
        parts.push(h("div.result", R.resultText(state.result, seats)), drawRematch(),
          h("p", h("a.button", {href: `/replay/${id}${location.hash}`}, "Replay this game step by step")));
      } else if (myDecision()) {
        const many = d.options.length > 14;
        parts.push(h("div.prompt", d.prompt),
          h("div.opts" + (many ? ".many" : ""), d.options.map((o, i) => h("button.opt", {
            type: "button", disabled: sending, dataset: {option: o.id}, title: o.id,
            onclick: () => choose(o), onmouseenter: () => hint(o, true), onmouseleave: () => hint(o, false),
          }, o.label))),
          h("p.muted.small", sending ? "Sending…" : "Click an option, or a highlighted card on the table."));
      } else if (d) {
        const who = seats[d.player] ? seats[d.player].name : `Seat ${d.player + 1}`;
        const comp = seats[d.player] && seats[d.player].party === "computer";
        const mine = state.you.includes(d.player);
        parts.push(h("div.waiting", mine ? "Taking the only possible choice…" :
          `Waiting for ${who}${comp ? " (computer)" : ""}: ${d.kind}…`));
        if (!state.live) parts.push(h("p.muted.small", "This game is not played on this server; it is shown as recorded."));
      }
      if (state.can_undo) {
        parts.push(h("button.undo", {type: "button", disabled: sending, onclick: () => {
          if (sending) return;
          sending = true;
          send({type: "undo", n: state.n, epoch: state.epoch});
        }}, "↶ Undo my last choice"));
      }
      // Against a person: a take-back needs the other player's consent.
      const tb = state.takeback;
      if (tb && tb.mine) {
        parts.push(h("p.takeback.muted", "Take-back asked: waiting for the other player to accept or refuse."));
      } else if (tb && tb.can_answer) {
        parts.push(h("div.takeback", h("p", `${tb.name} asks to take back their last choice.`),
          h("button.takeback-accept", {type: "button", onclick: () => send({type: "takeback_answer", accept: true})},
            "Accept"), " ",
          h("button.takeback-refuse", {type: "button", onclick: () => send({type: "takeback_answer", accept: false})},
            "Refuse")));
      } else if (state.can_ask_takeback) {
        parts.push(h("button.takeback-ask", {type: "button", disabled: sending, onclick: () => {
          send({type: "takeback", n: state.n, epoch: state.epoch});
        }}, "↶ Ask to take back my last choice"));
      }
      R.fill(decisionEl, parts);
    }

    function drawSeats() {
      const d = state.decision;
      R.where(`Game ${id} · ${state.title}`);  // the game's name in the top bar: the table's own bar stays one line
      R.fill(seatsEl, h("span.tsum", (R.boards[state.game] || R.boards.generic).summary(state) || state.title),
      ...state.seats.map((s) => h("span.seat-chip" + (d && d.player === s.seat && !state.result ? ".to-move" : ""),
        h("span.dot" + (s.party === "computer" || s.connected ? ".on" : "")), s.name,
        state.you.includes(s.seat) ? h("span.you", "you") : null,
        s.party === "computer" ? h("span.muted", ` (computer: ${s.agent})`) : null)));
      const invites = tokens.length ? R.store.get(`invites.${id}`, []) : [];
      const base = location.origin;
      R.fill(linksEl,
        ...invites.filter((inv) => !(state.seats[inv.seat] && state.seats[inv.seat].connected))
          .map((inv) => R.copyBox(`Invite ${inv.name}:`, base + inv.url)),
        R.copyBox("Spectators:", `${base}/table/${id}`));
    }

    function draw() {
      if (!state) return;
      // hot seat: when the screen passes to another of this browser's seats, hide the table first
      if (tokens.length > 1 && state.viewer !== lastViewer && lastViewer !== null && state.you.length > 1 && !state.result) {
        curtain = true;
      }
      lastViewer = state.viewer;
      document.body.dataset.n = state.n;  // for tests and bookmarklets: which state is on screen
      document.body.dataset.epoch = state.epoch;
      drawSeats();
      clockEl.update(state);
      R.renderBoard(boardEl, state, {});
      drawDecision();
      wireBoard(myDecision());
      const name = state.seats[state.viewer] ? state.seats[state.viewer].name : "";
      R.fill(curtainEl, h("div.curtain-box", h("p", `Pass the screen to ${name}.`),
        h("button.primary", {type: "button", onclick: () => { curtain = false; curtainEl.hidden = true; }}, `Show ${name}'s table`)));
      curtainEl.hidden = !curtain;
    }

    connect();
  };
})();
