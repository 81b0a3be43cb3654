// Battle for Rokugan: the board drawn as a map (the project's schematic layout from the view: provinces,
// territories, the sea, border slots with each token's arrow, province centres, control and special tokens,
// capitals, flowers, territory card spaces) and the players, drawn only from the per-seat view.
// Placing is direct: pick a token from your hand, then click a slot or a centre on the map; only the places
// offered are drawn, and those where your token would be removed at the reveal are marked (faithful mode).
"use strict";
(function () {
  const h = R.h;
  const COLORS = ["#b03a2e", "#2e6fb0", "#2e8b57", "#a87a12", "#7a3bb0"];
  const TERR = {
    crab: "#6f8fb0", crane: "#9cc3de", dragon: "#7fae6a", lion: "#e0b84a", phoenix: "#e58a4e",
    scorpion: "#c25656", unicorn: "#a07ac2", mainland: "#cdbf91", islands: "#bdd29a",
    shadowlands_north: "#7d6a7d", shadowlands_south: "#7d6a7d",
  };
  const NS = "http://www.w3.org/2000/svg";
  const nice = (id) => String(id).replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  let selected = null;  // the province whose details are shown under the map

  // s("circle", {cx: 1}, child...): an SVG element; text children become text nodes, "title" a tooltip
  function s(tag, attrs, ...children) {
    const el = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      else if (k === "ref") el.setAttribute("data-ref", v);
      else el.setAttribute(k, String(v));
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      el.appendChild(c instanceof Node ? c : document.createTextNode(R.playersText(c)));
    }
    return el;
  }
  const tip = (text) => s("title", {}, text);

  function styleOnce() {
    if (document.getElementById("bfrmap-style")) return;
    const st = document.createElement("style");
    st.id = "bfrmap-style";
    st.textContent = [
      ".bfrmap { width: 100%; max-width: 1100px; height: auto; background: #f4efe4; border: 1px solid #cbbfa9; border-radius: 8px; }",
      ".bfrmap .actionable, .bfrmap .actionable:hover { outline: none; transform: none; }",
      ".bfrmap .actionable > circle.disc, .bfrmap circle.actionable, .bfrmap path.actionable { stroke: #d9480f; stroke-width: 4; }",
      ".bfrmap .spot.actionable { fill: #ffd8a8; }",
      ".bfrmap .spot.illegal.actionable { fill: #e9ecef; stroke: #868e96; stroke-dasharray: 3 2; }",
      ".bfrmap .hint > circle.disc, .bfrmap .spot.hint { stroke: #c92a2a; stroke-width: 6; }",
      ".bfrmap text { font-family: system-ui, sans-serif; pointer-events: none; }",
      ".bfr-info { font-size: 12px; background: #faf6ee; border: 1px solid #d8ccb5; border-radius: 6px; padding: 6px 8px; }",
      ".bfr-legend { font-size: 11px; color: #5a5048; }",
      ".bfr-score { border-collapse: collapse; font-size: 12px; } .bfr-score td, .bfr-score th { padding: 2px 8px; border-bottom: 1px solid #e3d9c6; text-align: right; } .bfr-score td:first-child, .bfr-score th:first-child { text-align: left; }",
    ].join("\n");
    document.head.appendChild(st);
  }

  function tokenLabel(t) {
    if (t.kind === undefined) return "?";
    const short = {army: "A", navy: "N", shinobi: "S", blessing: "B", diplomacy: "D", raid: "R", bluff: "?b"}[t.kind] || t.kind;
    return short + (t.strength !== undefined ? t.strength : "");
  }

  function tokenTitle(t, players) {
    const owner = players[t.owner];
    const what = t.kind === undefined ? "face down" : `${t.kind}${t.strength !== undefined ? " " + t.strength : ""}`;
    const bless = t.blessings && t.blessings.length ? `, blessed +${t.blessings.join("+")}` : "";
    const where = t.at === "border" ? `on the border from ${nice(t.from)}, pointing at ${nice(t.target)}`
      : `in the centre of ${nice(t.province)}`;
    return `#${t.seq} ${owner ? owner.name : "seat " + (t.owner + 1)}: ${what}${bless} (${where})`;
  }

  // a combat token: a disc in its owner's colour (face up: filled), with an arrow when it is on a border
  function tokenChip(t, players, x, y, toward) {
    const c = COLORS[t.owner % COLORS.length];
    const kids = [tip(tokenTitle(t, players))];
    if (toward) {
      const [dx, dy] = toward;
      const len = Math.hypot(dx, dy) || 1;
      const ux = dx / len, uy = dy / len;
      const tipX = x + ux * 22, tipY = y + uy * 22;
      kids.push(s("path", {d: `M${tipX},${tipY} L${x + ux * 11 - uy * 7},${y + uy * 11 + ux * 7} L${x + ux * 11 + uy * 7},${y + uy * 11 - ux * 7} Z`,
        fill: c}));
    }
    kids.push(s("circle", {class: "disc", cx: x, cy: y, r: 11, fill: t.face_up ? c : "#fff", stroke: c, "stroke-width": 2.5,
      "stroke-dasharray": t.kind === undefined ? "3 2" : null}));
    kids.push(s("text", {x, y: y + 3.5, "text-anchor": "middle", "font-size": 9, "font-weight": 700,
      fill: t.face_up ? "#fff" : c}, tokenLabel(t) + (t.blessings && t.blessings.length ? "+" : "")));
    return s("g", {class: "tok", ref: `seq:${t.seq}`}, kids);
  }

  // a place the pending placement offers: a small arrow (border, sea) or ring (centre) to click
  function spot(id, legal, x, y, toward, label) {
    const cls = "spot" + (legal ? "" : " illegal");
    const title = tip(`${label}${legal ? "" : " — illegal for your token: it would be removed at the reveal, like a bluff"}`);
    if (!toward) {  // a centre: the whole disc is the target (border arrows are drawn over it)
      return s("circle", {class: cls, cx: x, cy: y, r: 31, fill: "#ffd8a8", "fill-opacity": 0.35, stroke: "#d9480f",
        ref: `place:${id}`}, title);
    }
    const [dx, dy] = toward;
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len, uy = dy / len;
    return s("path", {class: cls, ref: `place:${id}`, fill: "#ffd8a8", stroke: "#d9480f", "stroke-width": 1.5,
      d: `M${x + ux * 12},${y + uy * 12} L${x - ux * 8 - uy * 9},${y - uy * 8 + ux * 9} L${x - ux * 8 + uy * 9},${y - uy * 8 - ux * 9} Z`}, title);
  }

  function drawMap(v, state) {
    const L = v.layout;
    const P = L.provinces;
    const byId = {};
    for (const p of v.provinces) byId[p.id] = p;
    const players = v.players;
    const d = state.decision;
    const mine = d && d.options && state.viewer === d.player && !state.result;
    const offered = new Map();
    if (mine && d.kind === "place") {
      const legal = new Set(v.legal_places || d.options.map((o) => o.id));
      for (const o of d.options) offered.set(o.id, legal.has(o.id));
    }
    const layers = {terr: [], borders: [], centres: [], spots: [], provs: [], toks: [], labels: []};
    // the sea
    layers.terr.push(s("polygon", {points: L.sea.map((q) => q.join(",")).join(" "), fill: "#cfe3ef", stroke: "#9fbfd4"}));
    // territories: a soft region under their provinces, and their name (and card space) at the top
    for (const t of v.territories) {
      const ps = v.provinces.filter((p) => p.territory === t.id);
      const col = TERR[t.id] || "#bbb";
      const parts = ps.map((p) => s("circle", {cx: P[p.id][0], cy: P[p.id][1], r: 50, fill: col}));
      for (const p of ps) for (const n of p.neighbours) {
        if (byId[n].territory === t.id && p.id < n) {
          parts.push(s("line", {x1: P[p.id][0], y1: P[p.id][1], x2: P[n][0], y2: P[n][1], stroke: col, "stroke-width": 80, "stroke-linecap": "round"}));
        }
      }
      layers.terr.push(s("g", {opacity: 0.45, class: "terr"}, parts, tip(`${nice(t.id)} territory`)));
      const top = ps.reduce((a, p) => (P[p.id][1] < P[a.id][1] ? p : a), ps[0]);
      const x = ps.reduce((a, p) => a + P[p.id][0], 0) / ps.length;
      const y = P[top.id][1] - 40;
      layers.labels.push(s("text", {x, y, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#3d342c",
        "letter-spacing": 1}, nice(t.id).toUpperCase() + (t.card_on_space ? " ▣" : "")));
    }
    // land borders: a line between centres; its slot at the middle holds at most one token
    const onBorder = {};
    for (const t of v.borders) onBorder[`${t.from}|${t.target}`] = t;
    const seen = new Set();
    for (const p of v.provinces) {
      for (const n of p.neighbours) {
        const key = [p.id, n].sort().join("|");
        if (seen.has(key)) continue;
        seen.add(key);
        const [a, b] = key.split("|");
        const [ax, ay] = P[a], [bx, by] = P[b];
        const mx = (ax + bx) / 2, my = (ay + by) / 2;
        layers.borders.push(s("line", {x1: ax, y1: ay, x2: bx, y2: by, stroke: "#7d7264", "stroke-width": 1.5, "stroke-dasharray": "5 4"},
          tip(`border ${nice(a)} – ${nice(b)}`)));
        const tok = onBorder[`${a}|${b}`] || onBorder[`${b}|${a}`];
        if (tok) {
          const [tx, ty] = P[tok.target];
          layers.toks.push(tokenChip(tok, players, mx, my, [tx - mx, ty - my]));
        }
        for (const [src, dst] of [[a, b], [b, a]]) {
          const id = `${src}>${dst}`;
          if (!offered.has(id)) continue;
          const [dx, dy] = P[dst], [sx, sy] = P[src];
          const f = 0.2;
          layers.spots.push(spot(id, offered.get(id), mx + (dx - sx) * f, my + (dy - sy) * f, [dx - sx, dy - sy],
            `border from ${nice(src)} → ${nice(dst)}`));
        }
      }
    }
    // coastal borders: from the sea into the province
    for (const [pid, c] of Object.entries(L.coasts)) {
      const [px, py] = P[pid];
      const [cx, cy] = c;
      layers.borders.push(s("line", {x1: cx, y1: cy, x2: px, y2: py, stroke: "#4a86b0", "stroke-width": 1.5, "stroke-dasharray": "2 4"}));
      const mx = cx + (px - cx) * 0.3, my = cy + (py - cy) * 0.3;
      const tok = onBorder[`sea|${pid}`];
      if (tok) layers.toks.push(tokenChip(tok, players, mx, my, [px - cx, py - cy]));
      const id = `sea>${pid}`;
      if (offered.has(id)) layers.spots.push(spot(id, offered.get(id), cx + (px - cx) * 0.12, cy + (py - cy) * 0.12, [px - cx, py - cy], `from the sea → ${nice(pid)}`));
    }
    for (const t of v.borders) {  // a token on a harbor's virtual coast (a former rules option)
      if (t.from === "harbor") { const [px, py] = P[t.target]; layers.toks.push(tokenChip(t, players, px, py - 48, [0, 1])); }
    }
    for (const p of v.provinces) {
      const hid = `harbor>${p.id}`;
      if (offered.has(hid)) { const [px, py] = P[p.id]; layers.spots.push(spot(hid, offered.get(hid), px, py - 48, [0, 1], `harbor coast → ${nice(p.id)}`)); }
    }
    // provinces: centre, name, flowers, control tokens, special token, tokens in the centre
    for (const p of v.provinces) {
      const [x, y] = P[p.id];
      const ctl = p.controller >= 0 ? COLORS[p.controller % COLORS.length] : "#9a9084";
      const holder = p.controller >= 0 ? players[p.controller].name : "nobody";
      const info = `${p.name || nice(p.id)} (${nice(p.territory)}) · ${p.honor}✿ · held by ${holder}` +
        (p.controller >= 0 ? ` (${p.face_down} face down, ${p.face_up} face up)` : "") +
        (p.capital ? " · capital" : "") + (p.coastal ? " · coastal" : "") +
        (p.printed_defense ? ` · printed defense +${p.printed_defense}` : "") + (p.special ? ` · ${p.special}` : "");
      const kids = [tip(info),
        s("circle", {class: "disc", cx: x, cy: y, r: 28, fill: p.special === "scorched earth" ? "#d8d0c4" : "#fffaf0", stroke: ctl,
          "stroke-width": p.controller >= 0 ? 5 : 1.5}),
        p.capital ? s("circle", {cx: x, cy: y, r: 22, fill: "none", stroke: "#b08d2a", "stroke-width": 1}) : null,
        s("text", {x, y: y - 8, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#2d2620"},
          (p.capital ? "★" : "") + (p.name || nice(p.id))),
        s("text", {x, y: y + 4, "text-anchor": "middle", "font-size": 10, fill: "#6b4f12"},
          `${p.honor}✿` + (p.printed_defense ? ` d+${p.printed_defense}` : "")),
        p.controller >= 0 ? s("text", {x, y: y + 16, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: ctl},
          `▼${p.face_down}▲${p.face_up}`) : null,
        p.special ? s("text", {x, y: y + 42, "text-anchor": "middle", "font-size": 10, "font-style": "italic", fill: "#5c2d91"},
          `[${p.special}]`) : null,
      ];
      layers.provs.push(s("g", {class: "prov" + (p.capital ? " capital" : ""), ref: `province:${p.id}`,
        onclick: () => { selected = p.id; showInfo(v); }}, kids));
      p.centre.forEach((t, i) => {
        const ang = (-60 + i * 38) * Math.PI / 180;
        layers.toks.push(tokenChip(t, players, x + Math.cos(ang) * 40, y + Math.sin(ang) * 40, null));
      });
      const cid = `in:${p.id}`;
      if (offered.has(cid)) layers.centres.push(spot(cid, offered.get(cid), x, y, null, `centre of ${p.name || nice(p.id)}`));
    }
    const [w, hgt] = L.size;
    return s("svg", {class: "bfrmap", viewBox: `0 0 ${w} ${hgt}`, role: "img", "aria-label": "map of Rokugan"},
      layers.terr, layers.borders, layers.labels, layers.provs, layers.toks, layers.centres, layers.spots);
  }

  let infoBox = null;
  function showInfo(v) {
    if (!infoBox) return;
    const p = v.provinces.find((q) => q.id === selected);
    if (!p) { R.fill(infoBox, "Click a province on the map to see everything about it."); return; }
    const players = v.players;
    const toks = v.borders.filter((t) => t.target === p.id || t.from === p.id).concat(p.centre);
    R.fill(infoBox, h("b", `${p.name || nice(p.id)}`), ` — ${nice(p.territory)} territory; ${p.flowers} flower(s) printed, worth ${p.honor} honor at the end`,
      p.capital ? "; capital (printed +2 defense)" : "", p.printed_defense && !p.capital ? `; printed defense +${p.printed_defense}` : "",
      p.coastal ? "; coastal" : "; landlocked", ". ",
      p.controller >= 0 ? `Held by ${players[p.controller].name} with ${p.face_down} face-down and ${p.face_up} face-up control token(s). ` : "Nobody holds it. ",
      p.special ? `Special token: ${p.special}. ` : "",
      `Borders: ${p.neighbours.map(nice).join(", ")}. `,
      toks.length ? `Combat tokens: ${toks.map((t) => tokenTitle(t, players)).join("; ")}.` : "No combat token in or around it.");
  }

  function playerPanel(pl, v, me) {
    const color = COLORS[pl.seat % COLORS.length];
    const fc = pl.honor_forecast || {};
    const forecast = Object.values(fc).reduce((a, b) => a + b, 0);
    const parts = [
      h("div.pl-head", h("span.swatch", {style: `background: ${color}`}), h("b", pl.name),
        h("span.muted", {title: pl.ability || ""}, ` ${nice(pl.clan)}`), me ? h("span.you", "you") : null,
        pl.first_player_card ? h("span.badge.fp", {title: (v.card_texts || {}).first_player_card || ""}, "first player card") : null,
        pl.ronin ? h("span.badge.dis", "ronin") : null,
        v.first_player === pl.seat ? h("span.badge.fp", "first player") : null),
      h("div.pl-stats", `provinces ${pl.provinces} · control tokens left ${pl.control_supply} · hand ${pl.hand_count}` +
        ` · pool ${pl.pool_count} · scouts ${pl.scouts} · shugenja ${pl.shugenja}` +
        (pl.honor !== undefined ? ` · final honor ${pl.honor}` : ` · honor so far ${forecast}`)),
    ];
    if (pl.ability) parts.push(h("div.small.muted", `Clan ability: ${pl.ability}`));
    if (pl.hand) {
      parts.push(h("div.pl-hand", h("span.zlabel", "Your tokens "), pl.hand.map((name) =>
        h("span.tok.up", {dataset: {ref: `token:${name.replace(/ /g, "")}`}, style: `--c: ${color}`}, name))));
    }
    if (pl.objective) {
      parts.push(h("div.small", `Objective: ${pl.objective.name} (${pl.objective.honor} honor, ${pl.objective.met ? "met" : "not met"} now)` +
        (pl.objective.text ? ` — ${pl.objective.text}` : "")));
    } else if (pl.objective_choices) {
      parts.push(h("div.small", "Objectives dealt: ", pl.objective_choices.map((o, i) =>
        h("span.objective", {dataset: {ref: `objective:${i}`}, title: (pl.objective_choices_text || [])[i] || ""}, o))));
    }
    if (pl.territory_cards && pl.territory_cards.length) {
      parts.push(h("div.small", "Territory cards: ", pl.territory_cards.map((c) =>
        h("span.tcard", c.card ? {dataset: {ref: `card:${c.card}`}, title: c.text || ""} : {}, c.card || `${nice(c.territory)} card`))));
    }
    if (pl.discard && pl.discard.length) parts.push(h("div.small.muted", `Discarded: ${pl.discard.join(", ")}`));
    return h("div.pl" + (me ? ".me" : ""), {style: `border-left-color: ${color}`}, parts);
  }

  function scoreTable(v) {
    const rows = v.players.filter((pl) => pl.score);
    if (!rows.length) return null;
    const cols = [["provinces", "provinces"], ["flowers", "flowers"], ["honor_tokens", "of which honor tokens"],
      ["face_up", "face-up tokens"], ["objective", "objective"], ["territories", "territories"], ["total", "total"]];
    return h("table.bfr-score", h("caption", "Final score (BfR §17)"),
      h("tr", h("th", "player"), cols.map(([, label]) => h("th", label))),
      rows.map((pl) => h("tr", h("td", pl.name), cols.map(([k]) => h("td", String(pl.score[k]))))));
  }

  R.boards.bfr = {
    summary(state) {
      const v = state.view;
      const fp = v.players[v.first_player];
      return `Round ${v.round}/5 · ${v.phase}${fp ? " · first player " + fp.name : ""}`;
    },
    render(container, state) {
      styleOnce();
      const v = state.view;
      const me = state.viewer;
      const players = v.players.slice().sort((a, b) => (a.seat === me ? -1 : b.seat === me ? 1 : a.seat - b.seat));
      infoBox = h("div.bfr-info");
      R.fill(container, h("div.bfr",
        h("div.pls", players.map((pl) => playerPanel(pl, v, pl.seat === me))),
        scoreTable(v),
        v.layout ? drawMap(v, state) : h("p", "This server sends no map layout."),
        infoBox,
        h("p.bfr-legend", "★ capital (printed +2 defense) · ✿ honor the province gives its holder at the end · d+N printed defense · ",
          "▼/▲ face-down/face-up control tokens in the holder's colour · a disc is a combat token (filled: face up; ? : one you have not seen; ",
          "A army, N navy, S shinobi, B blessing, D diplomacy, R raid) with an arrow to the province it attacks · ▣ the territory card is on its space · ",
          "orange arrows and rings: where the token you chose may go; grey dashed: illegal for it (removed at the reveal, like a bluff)."),
        v.played_cards && v.played_cards.length ? h("p.small.muted", `Territory cards played: ${v.played_cards.join(", ")}`) : null));
      showInfo(v);
    },
  };
})();
