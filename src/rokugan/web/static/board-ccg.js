// The classic CCG table, drawn from the per-seat view only (it cannot show what the view does not hold).
"use strict";
(function () {
  const h = R.h;
  const PHASES = {start: "Start of turn", action: "Action Phase", attack: "Attack Phase", dynasty: "Dynasty Phase",
                  end: "End of turn"};

  function stats(c) {
    const bits = [];
    const t = c.type;
    if (t === "personality") {
      if (c.force !== undefined && c.force !== null) bits.push(`${c.force}F`);
      if (c.chi !== undefined && c.chi !== null) bits.push(`${c.chi}C`);
      if (c.personal_honor !== undefined && c.personal_honor !== null) bits.push(`PH ${c.personal_honor}`);
      if (c.location === undefined) {
        if (c.honor_requirement !== undefined && c.honor_requirement !== null) bits.push(`HR ${c.honor_requirement}`);
        if (c.gold_cost !== undefined && c.gold_cost !== null) bits.push(`${c.gold_cost}g`);
      }
    } else if (t === "holding") {
      if (c.gold) bits.push(`+${c.gold}g`);
      else if (c.gold_cost !== undefined && c.gold_cost !== null) bits.push(`${c.gold_cost}g`);
    } else if (t === "follower") {
      if (c.force !== undefined && c.force !== null) bits.push(`${c.force}F`);
      if (c.gold_cost !== undefined && c.gold_cost !== null) bits.push(`${c.gold_cost}g`);
    } else if (t === "item") {
      if (c.force) bits.push(`${c.force > 0 ? "+" : ""}${c.force}F`);
      if (c.chi) bits.push(`${c.chi > 0 ? "+" : ""}${c.chi}C`);
      if (c.gold_cost !== undefined && c.gold_cost !== null) bits.push(`${c.gold_cost}g`);
    } else if (c.gold_cost !== undefined && c.gold_cost !== null) {
      bits.push(`${c.gold_cost}g`);
    }
    return bits.join(" · ");
  }

  // A card's details (its tooltip): title, type and keywords, every stat the view gives, its rendered text.
  function tipText(c) {
    const st = stats(c);
    return [c.title, c.type, ...(c.keywords || [])].join(" · ") + (st ? "\n" + st : "") + (c.text ? "\n" + c.text : "");
  }

  function card(c, extra) {
    if (!c || c.hidden) return h("div.card.hidden", {title: "face down"}, h("span.back"));
    const cls = ["card", `type-${c.type}`];
    if (c.bowed) cls.push("bowed");
    if (c.dishonored) cls.push("dishonored");
    if (c.dead) cls.push("dead");
    const tip = tipText(c);
    const badges = [];
    if (c.bowed) badges.push(h("span.badge.bowed-b", "bowed"));
    if (c.dishonored) badges.push(h("span.badge.dis", "dishonored"));
    if (c.dead) badges.push(h("span.badge.dead-b", "dead"));
    return h("div." + cls.join("."), {dataset: {ref: `card:${c.id}`, tip}},
      h("div.ctype", c.type), h("div.ctitle", c.title), h("div.cstats", stats(c)), badges, extra || null);
  }

  function unit(c) {
    const atts = (c.attachments || []).map((a) => h("div.att", {dataset: {ref: `card:${a.id}`, tip: tipText(a)}},
      h("span.att-t", a.title), h("span.att-s", stats(a)), a.bowed ? h("span.badge.bowed-b", "bowed") : null));
    return h("div.unit", card(c), atts.length ? h("div.atts", atts) : null);
  }

  // A Holding (or another non-Personality card in play) as a short chip: title, what it gives, bowed.
  function chip(c) {
    const cls = ["chip", `type-${c.type}`];
    if (c.bowed) cls.push("bowed");
    return h("div." + cls.join("."), {dataset: {ref: `card:${c.id}`, tip: tipText(c)}},
      h("span.chip-t", c.title), h("span.chip-s", stats(c)), c.bowed ? h("span.badge.bowed-b", "bowed") : null);
  }

  // The discard piles (and removed cards) as one line that opens into the lists.
  function discards(p) {
    const groups = [["Dynasty discard", p.dynasty_discard], ["Fate discard", p.fate_discard], ["Removed from the game", p.removed]]
      .filter(([, cards]) => cards.length);
    const counts = `${p.dynasty_discard.length} · ${p.fate_discard.length}${p.removed.length ? ` · ${p.removed.length} removed` : ""}`;
    const tip = `Dynasty discard ${p.dynasty_discard.length} · Fate discard ${p.fate_discard.length}` +
      (p.removed.length ? ` · removed from the game ${p.removed.length}` : "");
    if (!groups.length) return h("span.pile.muted", {title: tip}, `Discards: ${counts}`);
    return h("details.pile", {title: tip}, h("summary", `Discards: ${counts}`),
      h("div.pile-list", groups.map(([label, cards]) => [h("div.zlabel", `${label} (${cards.length})`),
        cards.map((c) => h("div.pile-item", {dataset: {ref: `card:${c.id}`, tip: tipText(c)}}, c.title,
          c.dead ? h("span.muted", c.dishonored ? " (dishonored)" : " (dead)") : null))])));
  }

  function provinces(v, p) {
    const b = v.battle;
    return h("div.row.provinces", p.provinces.map((pr) => {
      const attrs = {};
      const cls = ["province"];
      if (b && b.defender === p.seat) {
        attrs.dataset = {ref: `battlefield:${pr.index}`};
        if (b.current === pr.index) cls.push("fighting");
      }
      if (!pr.alive) cls.push("destroyed");
      return h("div." + cls.join("."), attrs,
        h("div.phead", `${pr.index + 1}`, pr.alive ? h("span.pstr", {title: "Province strength"}, `str ${pr.strength}`) :
          h("span.pstr", "destroyed")),
        h("div.pcards", pr.cards.length ? pr.cards.map((c) => card(c)) : h("span.muted", pr.alive ? "empty" : "")));
    }));
  }

  function deckLabel(name, hasCards) {
    return hasCards ? `${name} deck` : `${name} deck (empty)`;
  }

  function side(v, p, me, state) {
    const hand = Array.isArray(p.hand) ? p.hand : null;
    const home = p.in_play.filter((c) => c.type === "personality" && c.location === "home");
    const others = p.in_play.filter((c) => c.type !== "personality");
    const isActive = v.active === p.seat;
    const head = h("div.side-head", {dataset: {ref: `defender:${p.seat}`}},
      h("span.pname", p.name), me ? h("span.you", "you") : null,
      h("span.clan", p.clan || "unaligned"),
      h("span.stat", {title: "Family Honor"}, "Honor ", h("b", p.honor)),
      h("span.stat", {title: "Gold pool"}, "Gold ", h("b", p.gold_pool)),
      v.favor === p.seat ? h("span.favor", {title: "controls the Imperial Favor"}, "★ Imperial Favor") : null,
      isActive ? h("span.active", "active player") : null,
      p.lost ? h("span.lost", "lost") : null,
      h("span.stat", `Hand ${hand ? hand.length : p.hand}`),
      // each deck is shown, never counted (CR "Game area knowledge"): the view says only whether it has cards
      h("span.stat.muted", {title: "nobody may know how many cards a deck holds, only whether it is empty"},
        `${deckLabel("Dynasty", p.dynasty_deck)} · ${deckLabel("Fate", p.fate_deck)}`),
    );
    const sh = p.stronghold;
    const shCard = card(sh, h("div.cstats", {title: "gold it produces · the base strength of each Province"},
      `${sh.gold_production}g · provinces ${sh.province_strength}`));
    // one row: the Stronghold, the four Provinces, the Holdings (as chips)
    const estate = h("div.row.estate",
      h("div.zone", h("div.zlabel", "Stronghold"), h("div.cards", shCard, p.sensei ? card(p.sensei) : null),
        h("div.piles", discards(p))),
      h("div.zone.provzone", h("div.zlabel", "Provinces"), provinces(v, p)),
      h("div.zone.grow", h("div.zlabel", {title: "Holdings and other cards in play"}, `In play (${others.length})`),
        h("div.chips", others.length ? others.map(chip) : h("span.muted", "none"))));
    const homeRow = h("div.zone.homezone", h("div.zlabel", "Home"),
      h("div.cards", home.length ? home.map(unit) : h("span.muted", "no Personalities")));
    const parts = me ? [head, homeRow, estate] : [head, estate, homeRow];
    if (hand) parts.push(h("div.zone.hand", h("div.zlabel", `Hand (${hand.length})`),
      h("div.cards", hand.length ? hand.map((c) => card(c)) : h("span.muted", "empty"))));
    return h("section.side" + (me ? ".me" : ".opp") + (isActive ? ".is-active" : ""), {dataset: {seat: p.seat}}, parts);
  }

  // CR "Army Force": unbowed Personalities and their unbowed Followers count (Items are already in their
  // Personality's Force); the same sum the engine makes at resolution (battle.army_force), from the view.
  function armyForce(units) {
    let total = 0;
    for (const c of units) {
      if (!c.bowed) total += c.force || 0;
      for (const a of c.attachments || []) if (a.type === "follower" && !a.bowed) total += a.force || 0;
    }
    return total;
  }

  function battleZone(v) {
    const b = v.battle;
    if (!b) return null;
    const att = v.players[b.attacker], def = v.players[b.defender];
    const at = (p, bf) => p.in_play.filter((c) => c.type === "personality" && c.location === bf);
    const where = (bf) => (b.labels && bf >= 16 ? `At a ${b.labels[bf]}` : `At ${def.name}'s province ${bf + 1}`);
    const fields = [], empty = [];
    for (const bf of b.battlefields) {
      const a = at(att, bf), d = at(def, bf);
      const cls = (b.current === bf ? ".fighting" : "") + (b.fought.includes(bf) ? ".fought" : "");
      const tag = b.current === bf ? h("span.tag", "battle now") : b.fought.includes(bf) ? h("span.tag.muted", "fought") : null;
      if (!a.length && !d.length && b.current !== bf) {  // no army on either side: one short line, not an empty box
        empty.push(h("span.field.empty" + cls, {dataset: {ref: `battlefield:${bf}`}}, where(bf).replace(/^At /, ""), tag));
        continue;
      }
      const pr = bf < 16 && def.provinces[bf] ? def.provinces[bf] : null;
      const side = (label, units) => h("div.fside", h("span.flabel", label,
        h("b.force", {title: "Army Force: unbowed Personalities and Followers"}, `${armyForce(units)}F`)),
        h("div.cards", units.length ? units.map(unit) : h("span.muted", "no army")));
      fields.push(h("div.field" + cls, {dataset: {ref: `battlefield:${bf}`}},
        h("div.fhead", where(bf), pr && pr.alive ? h("span.muted", `strength ${pr.strength}`) : null, tag),
        h("div.fsides", side("attacking", a), side("defending", d))));
    }
    return h("section.battle",
      h("div.battle-head", h("span.zlabel", `Attack: ${att.name} attacks ${def.name}`),
        empty.length ? h("span.empty-fields", h("span.muted", "no armies at: "), empty) : null),
      h("div.fields", fields));
  }

  function duelZone(v) {
    const d = v.duel;
    if (!d) return null;
    return h("section.duel", h("div.zlabel", `Duel (${d.stat})`),
      h("div.cards", card(d.challenger), h("span.vs", "vs"), card(d.challenged)),
      h("div.cards", d.focused.map((f, i) => h("div.focus", h("span.flabel", i ? "challenged focused" : "challenger focused"),
        h("div.cards", f.map((c) => card(c)))))));
  }

  R.boards.ccg = {
    summary(state) {
      const v = state.view;
      const active = v.players[v.active];
      return `Turn ${v.turn} · ${active ? active.name + "'s " : ""}${PHASES[v.phase] || v.phase}`;
    },
    render(container, state) {
      const v = state.view;
      const me = state.viewer;
      const order = v.players.map((p) => p.seat);
      const bottom = me !== null && me !== undefined ? me : 0;
      const tops = order.filter((s) => s !== bottom);
      R.fill(container, h("div.ccg.classic",
        tops.map((s) => side(v, v.players[s], false, state)),
        battleZone(v), duelZone(v),
        side(v, v.players[bottom], me === bottom, state)));
    },
  };
})();
