// The Card Game (LCG) table, drawn from the per-seat view only: rings, the Imperial Favor, each side's stronghold,
// provinces (facedown ones stay hidden), characters with fate, status and attachments, the hand, and the conflict.
"use strict";
(function () {
  const h = R.h;
  const PHASES = {setup: "Setup", dynasty: "Dynasty phase", draw: "Draw phase", conflict: "Conflict phase",
                  fate: "Fate phase", regroup: "Regroup phase"};

  function skill(v) { return v === null || v === undefined ? "–" : String(v); }

  function stats(c) {
    const bits = [];
    if (c.type === "character") {
      bits.push(`${skill(c.military)} mil · ${skill(c.political)} pol · glory ${c.glory}`);
      if (c.fate !== undefined) bits.push(`${c.fate} fate`);
    } else if (c.type === "attachment") {
      bits.push(`${c.military_bonus >= 0 ? "+" : ""}${c.military_bonus} mil · ${c.political_bonus >= 0 ? "+" : ""}${c.political_bonus} pol`);
    } else if (c.type === "holding") {
      bits.push(`province strength +${c.strength_bonus}`);
    }
    return bits.join(" · ");
  }

  function card(c, extra) {
    if (!c || c.hidden) return h("div.card.hidden", {title: "facedown"}, h("span.back"));
    const cls = ["card", `type-${c.type}`];
    if (c.bowed) cls.push("bowed");
    if (c.status === "dishonored") cls.push("dishonored");
    const tip = [c.title, c.type, ...(c.traits || []), ...(c.keywords || [])].join(" · ") +
      (c.text ? "\n" + c.text : "") +
      (c.text_runs === false ? "\n(its printed abilities do not run yet)" :
        c.text_runs === "partial" ? "\n(its abilities run in part)" : "");
    const badges = [];
    if (c.bowed) badges.push(h("span.badge.bowed-b", "bowed"));
    if (c.status === "honored") badges.push(h("span.badge", "honored"));
    if (c.status === "dishonored") badges.push(h("span.badge.dis", "dishonored"));
    return h("div." + cls.join("."), {dataset: {ref: `card:${c.id}`, tip}},
      h("div.ctype", c.type), h("div.ctitle", c.title), h("div.cstats", stats(c)), badges, extra || null);
  }

  function unit(c) {
    const atts = (c.attachments || []).map((a) => h("div.att", {dataset: {ref: `card:${a.id}`,
      tip: a.title + (a.text ? "\n" + a.text : "")}},
      h("span.att-t", a.title), h("span.att-s", stats(a))));
    return h("div.unit", card(c), atts.length ? h("div.atts", atts) : null);
  }

  function provinces(v, p) {
    const cf = v.conflict;
    return h("div.row.provinces", p.provinces.map((pr) => {
      const cls = ["province"];
      if (cf && cf.defender === p.seat && cf.province === pr.index) cls.push("fighting");
      if (pr.broken) cls.push("destroyed");
      const info = pr.province.hidden ? "facedown province" :
        `${pr.province.title} (${(pr.province.elements || []).join("/")}) · strength ${pr.province.strength}`;
      return h("div." + cls.join("."),
        h("div.phead", `Province ${pr.index + 1}${pr.stronghold ? " · stronghold" : ""}`,
          h("span.pstr", pr.broken ? "broken" : info)),
        h("div.pcards", pr.cards.length ? pr.cards.map((c) => card(c)) : h("span.muted", pr.stronghold ? "" : "empty")));
    }));
  }

  function side(v, p, me) {
    const hand = Array.isArray(p.hand) ? p.hand : null;
    const head = h("div.side-head",
      h("span.pname", p.name), me ? h("span.you", "you") : null, h("span.clan", p.clan),
      h("span.stat", {title: "Honor"}, "Honor ", h("b", p.honor)),
      h("span.stat", {title: "Fate pool"}, "Fate ", h("b", p.fate)),
      p.bid !== null && p.bid !== 0 ? h("span.stat", {title: "Honor dial"}, "Bid ", h("b", String(p.bid))) : null,
      v.imperial_favor.holder === p.seat ? h("span.favor", `★ Imperial Favor (${v.imperial_favor.side})`) : null,
      p.first_player ? h("span.active", "first player") : null,
      h("span.stat", `Hand ${hand ? hand.length : p.hand}`),
      h("span.stat.muted", `Dynasty deck ${p.dynasty_deck} · Conflict deck ${p.conflict_deck}`),
      p.claimed_rings.length ? h("span.stat", `Rings: ${p.claimed_rings.join(", ")}`) : null);
    const sh = p.stronghold;
    const strong = h("div.row.strong", h("div.zone", h("div.zlabel", "Stronghold"),
      h("div.cards", h("div.card.type-stronghold", h("div.ctype", "stronghold"), h("div.ctitle", sh.title),
        h("div.cstats", `${sh.fate} fate a round · province +${sh.strength_bonus}`)))),
    h("div.zone.piles", h("div.zlabel", "Discards"),
      h("span.pile.muted", `Dynasty: ${p.dynasty_discard.length}`),
      h("span.pile.muted", `Conflict: ${p.conflict_discard.length}`)));
    const home = h("div.zone.homezone", h("div.zlabel", "Characters"),
      h("div.cards", p.characters.length ? p.characters.map(unit) : h("span.muted", "none")));
    const parts = me ? [head, home, provinces(v, p), strong] : [head, strong, provinces(v, p), home];
    if (hand) parts.push(h("div.zone.hand", h("div.zlabel", `Hand (${hand.length})`),
      h("div.cards", hand.length ? hand.map((c) => card(c)) : h("span.muted", "empty"))));
    return h("section.side" + (me ? ".me" : ".opp"), {dataset: {seat: p.seat}}, parts);
  }

  function rings(v) {
    return h("section.rings", h("div.zlabel", "Rings"), h("div.cards", Object.entries(v.rings).map(([e, r]) =>
      h("span.stat", `${e}${r.fate ? ` (${r.fate} fate)` : ""}${r.claimed_by >= 0 ? ` · ${v.players[r.claimed_by].name}` : ""}`))));
  }

  function conflict(v) {
    const c = v.conflict;
    if (!c) return null;
    const where = c.province >= 0 ? `at ${v.players[c.defender].name}'s province ${c.province + 1}` : "(declaring)";
    return h("section.battle", h("div.zlabel", `${v.players[c.attacker].name}: ${c.type} ${c.ring} conflict ${where}`),
      h("div.fields", h("div.field.fighting",
        h("div.fside", h("span.flabel", `attacking (${c.attacking_skill})`), h("span", c.attackers.join(", ") || "—")),
        h("div.fside", h("span.flabel", `defending (${c.defending_skill})`), h("span", c.defenders.join(", ") || "no one")))));
  }

  R.boards.lcg = {
    summary(state) {
      const v = state.view;
      return `Round ${v.round} · ${PHASES[v.phase] || v.phase}`;
    },
    render(container, state) {
      const v = state.view;
      const me = state.viewer;
      const bottom = me !== null && me !== undefined ? me : 0;
      const tops = v.players.map((p) => p.seat).filter((s) => s !== bottom);
      R.fill(container, h("div.ccg", tops.map((s) => side(v, v.players[s], false)), rings(v), conflict(v),
        side(v, v.players[bottom], me === bottom)));
    },
  };
})();
