"""A plain-text table for the terminal, built from the per-player view (so it cannot leak)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import CCGGame


def _card(c: dict[str, Any]) -> str:
    if c.get("hidden"):
        return "[face down]"
    t = c["title"]
    bits = []
    if c["type"] == "personality" and "force" in c:
        bits.append(f"{c['force']}F/{c['chi']}C")
        if c.get("personal_honor") is not None:
            bits.append(f"PH{c['personal_honor']}")
        if c.get("gold_cost") is not None:
            bits.append(f"{c['gold_cost']}g")
        if c.get("honor_requirement") is not None and "location" not in c:
            bits.append(f"HR{c['honor_requirement']}")
    elif c["type"] == "holding":
        if c.get("gold"):
            bits.append(f"+{c['gold']}g")
        elif c.get("gold_cost") is not None:
            bits.append(f"{c['gold_cost']}g")
    elif c["type"] in ("item", "follower"):
        if c.get("force") is not None:
            bits.append(f"{c['force']:+d}F" if c["type"] == "item" else f"{c['force']}F")
        if c.get("gold_cost") is not None:
            bits.append(f"{c['gold_cost']}g")
    elif c.get("gold_cost") is not None:
        bits.append(f"{c['gold_cost']}g")
    states = []
    if c.get("bowed"):
        states.append("bowed")
    if c.get("dishonored"):
        states.append("dishonored")
    s = t + (f" ({', '.join(bits)})" if bits else "")
    if states:
        s += " [" + ", ".join(states) + "]"
    return s


def _unit(c: dict[str, Any]) -> str:
    s = _card(c)
    atts = c.get("attachments") or []
    if atts:
        s += " + " + ", ".join(_card(a) for a in atts)
    return s


def render(game: CCGGame, viewer: int | None) -> str:
    v = game.view(viewer)
    lines: list[str] = []
    lines.append(f"=== Turn {v['turn']} · {v['players'][v['active']]['name']}'s {v['phase']} phase ===")
    order = list(range(len(v["players"])))
    if viewer is not None:
        order = [i for i in order if i != viewer] + [viewer]
    for i in order:
        p = v["players"][i]
        favor = " · Imperial Favor" if v["favor"] == i else ""
        lines.append("")
        lines.append(f"{p['name']}{' (you)' if viewer == i else ''} — {p['clan'] or 'unaligned'} · "
                     f"Honor {p['honor']} · Gold pool {p['gold_pool']}{favor}")
        sh = p["stronghold"]
        lines.append(f"  Stronghold: {sh['title']} (produces {sh['gold_production']}g, provinces "
                     f"{sh['province_strength']}){' [bowed]' if sh.get('bowed') else ''}"
                     + (f" · Sensei: {p['sensei']['title']}" if p["sensei"] else ""))
        provs = []
        for pr in p["provinces"]:
            if not pr["alive"]:
                provs.append(f"P{pr['index'] + 1}: destroyed")
            else:
                content = ", ".join(_card(c) for c in pr["cards"]) or "empty"
                provs.append(f"P{pr['index'] + 1} (str {pr['strength']}): {content}")
        lines.append("  Provinces: " + " | ".join(provs))
        holdings = [c for c in p["in_play"] if c["type"] != "personality"]
        pers = [c for c in p["in_play"] if c["type"] == "personality"]
        if holdings:
            lines.append("  Holdings: " + ", ".join(_card(c) for c in holdings))
        home = [c for c in pers if c.get("location") == "home"]
        away = [c for c in pers if c.get("location") != "home"]
        lines.append("  Home: " + ("; ".join(_unit(c) for c in home) or "(no Personalities)"))
        labels = v.get("battle", {}).get("labels", {})
        for c in away:
            where = labels.get(str(c["location"]), f"province {c['location'] + 1}")
            lines.append(f"  At {where}: {_unit(c)}")
        hand = p["hand"]
        if isinstance(hand, list):
            lines.append(f"  Hand ({len(hand)}): " + (", ".join(_card(c) for c in hand) or "empty"))
        else:
            lines.append(f"  Hand: {hand} cards")
        lines.append(f"  Decks: Dynasty {p['dynasty_deck']}, Fate {p['fate_deck']} · Discards: "
                     f"Dynasty {len(p['dynasty_discard'])}, Fate {len(p['fate_discard'])}")
    if "battle" in v:
        b = v["battle"]
        cur = b["current"]
        lines.append("")
        lines.append(f"Attack: {v['players'][b['attacker']]['name']} → {v['players'][b['defender']]['name']}; "
                     f"fought {[f + 1 for f in b['fought']]}"
                     + (f"; battle now at {b.get('labels', {}).get(str(cur), f'province {cur + 1}')}"
                        if cur >= 0 else ""))
    if "duel" in v:
        d = v["duel"]
        lines.append(f"Duel: {d['challenger']['title']} vs {d['challenged']['title']} ({d['stat']})")
    lines.append("")
    lines.append("Log:")
    for line in v["log"][-8:]:
        lines.append("  " + line)
    if v["result"]:
        r = v["result"]
        lines.append("")
        if r["winners"]:
            lines.append(f"GAME OVER: {', '.join(v['players'][w]['name'] for w in r['winners'])} wins "
                         f"({r['reason']}).")
        else:
            lines.append(f"GAME OVER: draw ({r['reason']}).")
    return "\n".join(lines)
