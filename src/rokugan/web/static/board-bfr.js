// Battle for Rokugan: the map (territories, provinces, control, special tokens, the combat tokens this
// seat may see on borders and in centres) and the players, drawn only from the per-seat view.
"use strict";
(function () {
  const h = R.h;
  const COLORS = ["#b03a2e", "#2e6fb0", "#2e8b57", "#a87a12", "#7a3bb0"];
  // Where each territory sits on the screen, roughly as on the board. Unknown territories follow below.
  const AREAS = [
    "phoenix dragon unicorn unicorn",
    "lion lion scorpion shadowlands_north",
    "crane crane crab shadowlands_south",
    "islands mainland mainland .",
  ];
  const nice = (id) => String(id).replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

  function tokenChip(t, players) {
    const owner = players[t.owner];
    const known = t.kind !== undefined;
    const label = known ? `${t.kind}${t.strength !== undefined ? " " + t.strength : ""}` : "?";
    const bless = t.blessings && t.blessings.length ? ` +${t.blessings.join("+")}` : "";
    const where = t.at === "border" ? `from ${nice(t.from)}` : "centre";
    return h("span.tok" + (t.face_up ? ".up" : "") + (known ? "" : ".unknown"), {
      dataset: {ref: `seq:${t.seq}`},
      style: `--c: ${COLORS[t.owner % COLORS.length]}`,
      title: `#${t.seq} ${owner ? owner.name : "seat " + (t.owner + 1)}: ${known ? label : "face down"}${bless} (${where})`,
    }, label + bless, t.at === "border" ? h("span.from", `← ${nice(t.from)}`) : null);
  }

  function province(p, incoming, players) {
    const ctl = p.controller >= 0 ? players[p.controller] : null;
    return h("div.prov" + (p.capital ? ".capital" : ""), {
      dataset: {ref: `province:${p.id}`},
      style: ctl ? `--c: ${COLORS[p.controller % COLORS.length]}` : "",
      title: `${nice(p.id)} · borders ${p.neighbours.map(nice).join(", ")}`,
    },
    h("div.prov-head", h("b", nice(p.id)), p.capital ? h("span.mark", {title: "capital"}, "★") : null,
      p.coastal ? h("span.mark", {title: "coastal"}, "≈") : null,
      h("span.flowers", {title: "honor (flowers)"}, `✿${p.honor}`),
      p.printed_defense ? h("span.def", {title: "printed defense"}, `def ${p.printed_defense}`) : null),
    h("div.ctl" + (ctl ? ".held" : ""), ctl ? `${ctl.name}: ▼${p.face_down} ▲${p.face_up}` : "uncontrolled"),
    p.special ? h("div.special", p.special) : null,
    p.centre.length ? h("div.toks", p.centre.map((t) => tokenChip(t, players))) : null,
    incoming.length ? h("div.toks.incoming", incoming.map((t) => tokenChip(t, players))) : null);
  }

  function playerPanel(pl, v, me) {
    const color = COLORS[pl.seat % COLORS.length];
    const fc = pl.honor_forecast || {};
    const forecast = Object.values(fc).reduce((a, b) => a + b, 0);
    const parts = [
      h("div.pl-head", h("span.swatch", {style: `background: ${color}`}), h("b", pl.name),
        h("span.muted", ` ${nice(pl.clan)}`), me ? h("span.you", "you") : null,
        pl.first_player_card ? h("span.badge.fp", "first player card") : null,
        pl.ronin ? h("span.badge.dis", "ronin") : null,
        v.first_player === pl.seat ? h("span.badge.fp", "first player") : null),
      h("div.pl-stats", `provinces ${pl.provinces} · control tokens left ${pl.control_supply} · hand ${pl.hand_count}` +
        ` · pool ${pl.pool_count} · scouts ${pl.scouts} · shugenja ${pl.shugenja}` +
        (pl.honor !== undefined ? ` · final honor ${pl.honor}` : ` · honor so far ${forecast}`)),
    ];
    if (pl.hand) {
      parts.push(h("div.pl-hand", h("span.zlabel", "Your tokens "), pl.hand.map((name) =>
        h("span.tok.up", {dataset: {ref: `token:${name.replace(/ /g, "")}`}, style: `--c: ${color}`}, name))));
    }
    if (pl.objective) {
      parts.push(h("div.small", `Objective: ${pl.objective.name} (${pl.objective.honor} honor, ${pl.objective.met ? "met" : "not met"} now)`));
    } else if (pl.objective_choices) {
      parts.push(h("div.small", "Objectives dealt: ", pl.objective_choices.map((o, i) =>
        h("span.objective", {dataset: {ref: `objective:${i}`}}, o))));
    }
    if (pl.territory_cards && pl.territory_cards.length) {
      parts.push(h("div.small", "Territory cards: ", pl.territory_cards.map((c) =>
        h("span.tcard", c.card ? {dataset: {ref: `card:${c.card}`}} : {}, c.card || `${nice(c.territory)} card`))));
    }
    if (pl.discard && pl.discard.length) parts.push(h("div.small.muted", `Discarded: ${pl.discard.join(", ")}`));
    return h("div.pl" + (me ? ".me" : ""), {style: `border-left-color: ${color}`}, parts);
  }

  R.boards.bfr = {
    summary(state) {
      const v = state.view;
      const fp = v.players[v.first_player];
      return `Round ${v.round}/5 · ${v.phase}${fp ? " · first player " + fp.name : ""}`;
    },
    render(container, state) {
      const v = state.view;
      const incoming = {};
      for (const t of v.borders) (incoming[t.target] = incoming[t.target] || []).push(t);
      const byTerr = {};
      for (const p of v.provinces) (byTerr[p.territory] = byTerr[p.territory] || []).push(p);
      const placed = new Set(AREAS.join(" ").split(/\s+/));
      const terrPanel = (t) => h("section.terr.kind-" + t.kind, {style: placed.has(t.id) ? `grid-area: ${t.id}` : ""},
        h("div.terr-head", nice(t.id), t.card_on_space ? h("span.badge.fp", {title: "its territory card is still on its space"}, "card") : null),
        h("div.provs", (byTerr[t.id] || []).map((p) => province(p, incoming[p.id] || [], v.players))));
      const mapped = v.territories.filter((t) => placed.has(t.id));
      const rest = v.territories.filter((t) => !placed.has(t.id));
      const me = state.viewer;
      const players = v.players.slice().sort((a, b) => (a.seat === me ? -1 : b.seat === me ? 1 : a.seat - b.seat));
      R.fill(container, h("div.bfr",
        h("div.pls", players.map((pl) => playerPanel(pl, v, pl.seat === me))),
        h("div.map", {style: `grid-template-areas: ${AREAS.map((r) => `"${r}"`).join(" ")}`}, mapped.map(terrPanel)),
        rest.length ? h("div.map-rest", rest.map(terrPanel)) : null,
        v.played_cards && v.played_cards.length ? h("p.small.muted", `Territory cards played: ${v.played_cards.join(", ")}`) : null));
    },
  };
})();
