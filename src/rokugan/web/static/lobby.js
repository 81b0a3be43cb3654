// The lobby: pick a game, a deck per seat, who plays each seat; recent games to watch or replay.
"use strict";
(function () {
  const h = R.h;

  // A form field; wrapper.getValue() gives the value with its JSON type (choice ids may be numbers or booleans).
  // An option's one-line explanation (its "help" in the game's setup_form) is shown under it.
  function field(f, value, onchange) {
    const wrap = bareField(f, value, onchange);
    if (f.help) {
      wrap.append(h("small.help", f.help));
      wrap.title = f.help;
    }
    return wrap;
  }

  function bareField(f, value, onchange) {
    let wrap;
    if (f.kind === "choice") {
      const sel = h("select", {name: f.key, onchange},
        f.choices.map((c, i) => h("option", {value: String(i), selected: c.id === value}, c.label)));
      wrap = h("label.field", h("span", f.label), sel);
      wrap.getValue = () => f.choices[Number(sel.value)].id;
    } else if (f.kind === "int") {
      const input = h("input", {type: "number", name: f.key, value: value, min: f.min, max: f.max, step: 1, onchange});
      wrap = h("label.field", h("span", f.label), input);
      wrap.getValue = () => Number(input.value);
    } else {
      const input = h("input", {type: "text", name: f.key, value: value || "", onchange});
      wrap = h("label.field", h("span", f.label), input);
      wrap.getValue = () => input.value;
    }
    return wrap;
  }

  // A "deck" field: a built-in deck, or a deck list pasted or read from a file.
  function deckField(f, seatIndex, onchange) {
    const PASTE = "__paste__";
    const area = h("textarea.decktext", {name: `deck-text-${seatIndex}`, rows: 8, spellcheck: "false",
      placeholder: "Paste a deck list: Egg of P'an Ku .l5d, or plain lines like\n1 The Impregnable Fortress of the Crab\n3 Iron Mine\n…",
      oninput: onchange});
    const file = h("input", {type: "file", accept: ".l5d,.txt,text/plain", onchange: async (e) => {
      const fl = e.target.files[0];
      if (!fl) return;
      if (fl.size > 64000) { R.toast("That file is too large for a deck list"); return; }
      area.value = await fl.text();
      onchange();
    }});
    const custom = h("div.custom-deck", {hidden: true}, area, h("label.file", "or read a file: ", file));
    const select = h("select", {name: `deck-${seatIndex}`, onchange: () => {
      custom.hidden = select.value !== PASTE;
      onchange();
    }}, f.choices.map((c, k) => h("option", {value: c.id, selected: k === seatIndex % f.choices.length}, c.label)),
    h("option", {value: PASTE}, "Paste or upload a deck list…"));
    const wrap = h("div.field.deck", h("span", f.label), select, custom);
    wrap.getValue = () => (select.value === PASTE ? area.value : select.value);
    return wrap;
  }

  // The table's clock (web/clocks.py): none, a chess clock (Fischer) or byoyomi. Times in minutes and seconds here,
  // in seconds on the wire. box.getValue() gives the request's "clock".
  const CLOCKS = [
    ["none", "No clock", "No time limit: take as long as you like."],
    ["fischer", "Chess clock", "Each player has a main time, and every choice of theirs adds the increment " +
      "(Fischer). A player whose time runs out loses."],
    ["byoyomi", "Byoyomi", "After the main time, each choice must be made within one period; a period used up " +
      "completely is lost, and a player who uses up the last one loses."],
  ];
  function clockBox(onchange) {
    const help = h("p.clock-help.muted.small");
    const num = (name, label, value, min, max, step) => {
      const input = h("input", {type: "number", name, value, min, max, step, onchange});
      const wrap = h("label.field", h("span", label), input);
      wrap.num = () => (input.value.trim() === "" ? null : Number(input.value));
      return wrap;
    };
    const main = num("clock_main", "Main time per player (minutes)", 10, 0, 300, "any");
    const inc = num("clock_increment", "Added after each choice (seconds)", 5, 0, 600, 1);
    const periods = num("clock_periods", "Byoyomi periods", 5, 1, 30, 1);
    const period = num("clock_period", "Seconds per period", 30, 1, 3600, 1);
    const kind = h("select", {name: "clock_kind", onchange: () => { show(); onchange(); }},
      CLOCKS.map(([k, label]) => h("option", {value: k}, label)));
    function show() {
      help.textContent = CLOCKS.find((c) => c[0] === kind.value)[2] +
        (kind.value === "none" ? "" : " Computer players' clocks do not run.");
      main.hidden = kind.value === "none";
      inc.hidden = kind.value !== "fischer";
      periods.hidden = period.hidden = kind.value !== "byoyomi";
    }
    show();
    const box = h("div.clock-box", h("label.field", h("span", "Clock"), kind), help,
      h("div.clock-fields", main, inc, periods, period));
    box.getValue = () => {
      const m = main.num();
      if (kind.value === "fischer") return {kind: "fischer", main: m === null ? null : m * 60, increment: inc.num()};
      if (kind.value === "byoyomi") {
        return {kind: "byoyomi", main: m === null ? null : m * 60, periods: periods.num(), period: period.num()};
      }
      return {kind: "none"};
    };
    return box;
  }

  function render(app, data) {
    const games = data.games;
    const last = R.store.get("game", null);
    // the game picked last in this browser, else the classic CCG (issue 14: the lobby opens on it), else the first
    const pick = (name) => games.find((g) => g.available && g.name === name);
    let game = pick(last) || pick("ccg") || games.find((g) => g.available) || games[0];
    const root = h("div.lobby");
    const formBox = h("section.newgame");
    const problems = h("div.problems");
    let checkTimer = null;

    function build() {
      const seatsN = Number(formBox.querySelector("[name=players]")?.value || game.min_players);
      const seatRows = [...formBox.querySelectorAll(".seat")].slice(0, seatsN);
      const seats = seatRows.map((row, i) => {
        const party = row.querySelector("[name=party]").value;
        const s = {name: row.querySelector("[name=name]").value};
        if (party.startsWith("computer:")) { s.party = "computer"; s.agent = party.slice(9); }
        else s.party = party;
        for (const fEl of row.querySelectorAll(".seat-field")) s[fEl.dataset.key] = fEl.getValue();
        return s;
      });
      const options = {};
      for (const fEl of formBox.querySelectorAll(".opt-field")) options[fEl.dataset.key] = fEl.getValue();
      const body = {game: game.name, seats, options, auto_forced: formBox.querySelector("[name=auto_forced]").checked};
      // a clock only where a person plays (a table of computers has no clock to run)
      const clock = formBox.querySelector(".clock-box");
      if (clock) clock.hidden = !seats.some((s) => s.party !== "computer");
      if (clock && !clock.hidden) body.clock = clock.getValue();
      // the searching computer's thinking time, only where a seat is one (an ismcts computer player)
      const think = formBox.querySelector(".think-box");
      if (think) {
        think.hidden = !seats.some((s) => s.party === "computer" && s.agent === "ismcts");
        if (!think.hidden) body.think = Number(think.querySelector("[name=think]").value);
      }
      return body;
    }

    async function check() {
      try {
        const r = await R.api("/api/setup/check", build());
        showProblems(r.problems, null);
      } catch (e) {
        showProblems([], e.message);
      }
    }
    function scheduleCheck() { clearTimeout(checkTimer); checkTimer = setTimeout(check, 400); }

    function showProblems(list, error) {
      R.fill(problems,
        error ? h("p.error", error) : null,
        list.length ? h("div.warn", h("p", "Deck legality (you can still play):"),
          h("ul", list.map((p) => h("li", p)))) : null);
    }

    function seatRow(i) {
      const dflt = i === 0 ? "host" : `computer:${game.default_agent}`;
      const party = h("select", {name: "party", onchange: scheduleCheck},
        h("option", {value: "host", selected: dflt === "host"}, i === 0 ? "You" : "You (hot seat, same screen)"),
        game.agents.map((a) => h("option", {value: `computer:${a}`, selected: dflt === `computer:${a}`}, `Computer (${a})`)),
        h("option", {value: "guest"}, "Someone with a link you share"));
      const fields = (game.form.seat_fields || []).map((f) => {
        const el = f.kind === "deck" ? deckField(f, i, scheduleCheck) : field(f, f.default, scheduleCheck);
        el.classList.add("seat-field");
        el.dataset.key = f.key;
        return el;
      });
      return h("div.seat", h("div.seat-n", `Seat ${i + 1}`),
        h("label.field", h("span", "Name"), h("input", {name: "name", type: "text", maxlength: 40,
          value: i === 0 ? R.store.get("name", "") : "", placeholder: i === 0 ? "Your name" : `Player ${i + 1}`,
          onchange: (e) => { if (i === 0) R.store.set("name", e.target.value); }})),
        h("label.field", h("span", "Played by"), party), fields);
    }

    function drawForm() {
      const gameSel = h("select", {name: "game", onchange: (e) => {
        game = games.find((g) => g.name === e.target.value);
        R.store.set("game", game.name);
        drawForm();
      }},
        games.map((g) => h("option", {value: g.name, selected: g === game, disabled: !g.available},
          g.title + (g.available ? "" : " (not available)"))));
      const unavailable = games.filter((g) => !g.available).map((g) => h("p.muted.small", g.unavailable_reason));
      if (!game.available) {
        R.fill(formBox, h("h2", "New game"), h("label.field", h("span", "Game"), gameSel), unavailable);
        return;
      }
      const playersSel = game.min_players === game.max_players ? h("input", {type: "hidden", name: "players", value: game.min_players}) :
        h("label.field", h("span", "Players"), h("select", {name: "players", onchange: () => drawSeats()},
          Array.from({length: game.max_players - game.min_players + 1}, (_, k) => game.min_players + k)
            .map((n) => h("option", {value: n}, n))));
      const seatsBox = h("div.seats");
      function drawSeats() {
        const n = Number(formBox.querySelector("[name=players]").value);
        R.fill(seatsBox, Array.from({length: n}, (_, i) => seatRow(i)));
        scheduleCheck();
      }
      const opts = (game.form.options || []).map((f) => {
        const el = field(f, f.default, scheduleCheck);
        el.classList.add("opt-field");
        el.dataset.key = f.key;
        return el;
      });
      const start = h("button.primary", {type: "submit"}, "Start the game");
      R.fill(formBox,
        h("h2", "New game"),
        h("form", {onsubmit: async (e) => {
          e.preventDefault();
          start.disabled = true;
          try {
            const r = await R.api("/api/tables", build());
            if (r.invites.length) R.store.set(`invites.${r.id}`, r.invites);
            if (r.problems.length) R.store.set(`problems.${r.id}`, r.problems);
            const mine = R.store.get("mine", []);
            mine.unshift({id: r.id, url: r.table_url, game: game.title, when: Date.now()});
            R.store.set("mine", mine.slice(0, 30));
            location.assign(r.table_url);
          } catch (err) {
            showProblems([], err.message);
            start.disabled = false;
          }
        }},
        h("label.field", h("span", "Game"), gameSel), unavailable, playersSel, seatsBox,
        // a game with many rules options (Battle for Rokugan has 24) shows them folded: the defaults are the rulebook's
        h("div.options", opts.length > 6 ? h("details.more-options", h("summary", `Rules options (${opts.length}; ` +
          "the defaults follow the rulebook)"), h("div.opts-grid", opts)) : opts,
          h("label.check", h("input", {type: "checkbox", name: "auto_forced", checked: true}),
            " Take choices with only one option automatically"), clockBox(scheduleCheck),
          h("label.field.think-box", {hidden: true}, h("span", "Searching computer's thinking time"),
            h("select", {name: "think"}, [["0.5", "half a second"], ["1", "1 second"], ["2", "2 seconds"],
              ["5", "5 seconds"], ["10", "10 seconds"]].map(([v, l]) =>
              h("option", {value: v, selected: v === "1"}, `${l} per decision`))))),
        problems, start));
      drawSeats();
    }
    drawForm();

    const recent = h("section.recent", h("h2", "Games on this server"), h("p.muted", "Loading…"));
    const mine = R.store.get("mine", []);
    const mineBox = mine.length ? h("section.mine", h("h2", "Your games in this browser"),
      h("ul", mine.map((m) => h("li", h("a", {href: m.url}, `Game ${m.id}`), ` · ${m.game}`)))) : null;
    root.append(formBox, h("div.lists", mineBox, recent));
    R.fill(app, root);

    R.api("/api/tables").then((r) => {
      R.fill(recent, h("h2", "Games on this server"), r.tables.length ? h("table.games",
        h("tr", h("th", "#"), h("th", "Game"), h("th", "Players"), h("th", "Choices"), h("th", "State"), h("th", "")),
        r.tables.map((t) => h("tr",
          h("td", t.id), h("td", (games.find((g) => g.name === t.game) || {title: t.game}).title),
          h("td", t.names.map((n, i) => `${n}${t.agents[i] && t.agents[i] !== "human" ? " (computer)" : ""}`).join(" vs ")),
          h("td", t.choices),
          h("td", t.result && t.result.timeout !== undefined ? `${t.names[t.result.timeout] || "seat " + (t.result.timeout + 1)} lost on time` :
            t.result ? (t.result.winners.length ? `won by ${t.names[t.result.winners[0]] || "seat " + (t.result.winners[0] + 1)} (${t.result.reason})` : `draw (${t.result.reason})`) : "in progress"),
          h("td", h("a", {href: `/table/${t.id}`}, "watch"), " · ", h("a", {href: `/replay/${t.id}`}, "replay"))))) :
        h("p.muted", "No games yet."));
    }).catch((e) => R.fill(recent, h("p.error", e.message)));
  }

  R.lobby = async function (app) {
    R.where("");
    R.status("");
    try {
      render(app, await R.api("/api/games"));
    } catch (e) {
      R.fill(app, h("p.error", "Cannot reach the server: " + e.message));
    }
  };
})();
