"""A plain-text table for the terminal, built from the per-player view (so it cannot leak)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rokugan.catalog.cards import players_text
from rokugan.core.table import fit

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


def _deck(name: str, has_cards: bool) -> str:
    """A deck as the table shows it: there or empty, never how many cards (CR "Game area knowledge")."""
    return f"{name} deck" if has_cards else f"{name} deck (empty)"


def _unit(c: dict[str, Any]) -> str:
    s = _card(c)
    atts = c.get("attachments") or []
    if atts:
        s += " + " + ", ".join(_card(a) for a in atts)
    return s


def _army(p: dict[str, Any], bf: int) -> int | None:
    """A player's army Force at a battlefield from the view (None when he has no unit there)."""
    units = [c for c in p["in_play"] if c["type"] == "personality" and c.get("location") == bf]
    if not units:
        return None
    total = 0
    for c in units:
        if not c.get("bowed"):
            total += int(c.get("force") or 0)
        for a in c.get("attachments") or []:
            if a["type"] == "follower" and not a.get("bowed"):
                total += int(a.get("force") or 0)
    return total


def _who(v: dict[str, Any], i: int, viewer: int | None, short: bool) -> str:
    """A player's name on the one-line status; shortened to "You" and the clan when the line is long."""
    p = v["players"][i]
    if not short:
        return str(p["name"])
    return "You" if i == viewer else str(p["clan"] or p["name"]).title()


def compact(game: CCGGame, viewer: int | None, width: int = 100) -> str:
    """One line of where the game stands, within `width` columns (the whole board is `b`): names, then words,
    are shortened to fit; numbers never are."""
    v = game.view(viewer)
    variants = []
    for short_names, prov, turn, phase in ((False, " Provinces left", "Turn ", " phase"),
                                           (False, " Prov. left", "Turn ", " phase"),
                                           (True, " Prov. left", "Turn ", " phase"),
                                           (True, " Prov. left", "Turn ", ""), (True, " Prov", "Turn ", ""),
                                           (True, " Prov", "T", "")):
        bits = []
        for i, p in enumerate(v["players"]):
            alive = sum(1 for pr in p["provinces"] if pr["alive"])
            lost = len(p["provinces"]) - alive  # said only once a Province fell
            left = f", {alive}{prov.replace('Provinces', 'Province') if alive == 1 else prov}" if lost else ""
            bits.append(f"{_who(v, i, viewer, short_names)}: Honor {p['honor']}{left}"
                        + (f", {p['gold_pool']} Gold" if p["gold_pool"] else ""))
        active = _who(v, v["active"], viewer, short_names)
        whose = "your" if active == "You" else f"{active}'s"
        variants.append(f"[{turn}{v['turn']} · {whose} {v['phase']}{phase}] " + " · ".join(bits))
    return fit(variants, width)


def header(v: dict[str, Any]) -> str:
    """The line naming the turn and the phase (the terminal prints the board again when it changes)."""
    return f"=== Turn {v['turn']} · {v['players'][v['active']]['name']}'s {v['phase']} phase ==="


def summary(game: CCGGame, viewer: int | None, width: int = 100) -> list[str]:
    """The board in a few lines: the turn and phase, one line per player (you last), the battle if one is on."""
    v = game.view(viewer)
    lines = [header(v)]
    order = list(range(len(v["players"])))
    if viewer is not None:
        order = [i for i in order if i != viewer] + [viewer]
    for i in order:
        p = v["players"][i]
        alive = sum(1 for pr in p["provinces"] if pr["alive"])
        pers = [c for c in p["in_play"] if c["type"] == "personality"]
        away = sum(1 for c in pers if c.get("location") != "home")
        bowed = sum(1 for c in pers if c.get("bowed"))
        holdings = sum(1 for c in p["in_play"] if c["type"] == "holding")
        hand = len(p["hand"]) if isinstance(p["hand"], list) else p["hand"]
        favor = " · Imperial Favor" if v["favor"] == i else ""
        name = f"{p['name']}{' (you)' if viewer == i else ''}"
        variants = []
        for pw, hw, fw in (("Personalities", "Holdings", favor), ("Pers.", "Hold.", favor),
                           ("Pers.", "Hold.", favor.replace("Imperial ", ""))):
            ps = f"{len(pers)} {pw if len(pers) != 1 else pw.replace('ities', 'ity')}"
            hs = f"{holdings} {hw if holdings != 1 else hw.replace('ings', 'ing')}"
            if away or bowed:
                ps += " (" + ", ".join(x for x in (f"{away} away" if away else "", f"{bowed} bowed" if bowed
                                                                              else "") if x) + ")"
            variants.append(f"  {name}: Honor {p['honor']} · Gold {p['gold_pool']} · Provinces {alive} of "
                            f"{len(p['provinces'])} · {ps} · {hs} · Hand {hand}{fw}")
        lines.append(fit(variants, width))
    if "battle" in v:
        b = v["battle"]
        labels = b.get("labels", {})
        cur = b["current"]
        now = f", battle now at {labels.get(str(cur), f'province {cur + 1}')}" if cur >= 0 else ""
        lines.append(f"  Attack: {v['players'][b['attacker']]['name']} → {v['players'][b['defender']]['name']}"
                     f"{now}")
    if "duel" in v:
        d = v["duel"]
        lines.append(f"  Duel: {d['challenger']['title']} vs {d['challenged']['title']} ({d['stat']})")
    if v["result"]:
        lines.append(render(game, viewer).splitlines()[-1])
    return [players_text(line) for line in lines]


def render(game: CCGGame, viewer: int | None) -> str:
    v = game.view(viewer)
    lines: list[str] = []
    lines.append(header(v))
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
        strengths = {pr["strength"] for pr in p["provinces"] if pr["alive"]}
        same = len(strengths) == 1  # the usual case: one strength said once, not on every Province
        for pr in p["provinces"]:
            if not pr["alive"]:
                provs.append(f"P{pr['index'] + 1} destroyed")
            else:
                content = ", ".join(_card(c) for c in pr["cards"]) or "empty"
                strength = "" if same else f" [str {pr['strength']}]"
                provs.append(f"P{pr['index'] + 1}{strength}: {content}")
        said = f" (strength {next(iter(strengths))})" if same else ""
        lines.append(f"  Provinces{said}: " + " | ".join(provs))
        holdings = [c for c in p["in_play"] if c["type"] == "holding"]
        others = [c for c in p["in_play"] if c["type"] not in ("holding", "personality")]  # Rings, Regions, …
        pers = [c for c in p["in_play"] if c["type"] == "personality"]
        if holdings:
            lines.append("  Holdings: " + ", ".join(_card(c) for c in holdings))
        for kind in dict.fromkeys(c["type"] for c in others):  # "Rings: Ring of the Void", "Regions: …"
            lines.append(f"  {kind.title()}s: " + ", ".join(_card(c) for c in others if c["type"] == kind))
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
        lines.append(f"  {_deck('Dynasty', p['dynasty_deck'])}, {_deck('Fate', p['fate_deck'])} · Discards: "
                     f"Dynasty {len(p['dynasty_discard'])}, Fate {len(p['fate_discard'])}")
    if "battle" in v:
        b = v["battle"]
        cur = b["current"]
        labels = b.get("labels", {})

        def where(bf: int) -> str:
            return str(labels.get(str(bf), f"province {bf + 1}"))

        lines.append("")
        fought = ", ".join(where(f) for f in b["fought"]) or "none yet"
        lines.append(f"Attack: {v['players'][b['attacker']]['name']} → {v['players'][b['defender']]['name']}; "
                     f"battles fought: {fought}" + (f"; battle now at {where(cur)}" if cur >= 0 else ""))
        for bf in b["battlefields"]:  # each battlefield's army Force (unbowed Personalities and Followers)
            att = _army(v["players"][b["attacker"]], bf)
            dfd = _army(v["players"][b["defender"]], bf)
            if att is not None or dfd is not None:
                lines.append(f"  {where(bf)}: attacking {att or 0}F, defending {dfd or 0}F"
                             + (" (fought)" if bf in b["fought"] else ""))
    if "duel" in v:
        d = v["duel"]
        lines.append(f"Duel: {d['challenger']['title']} vs {d['challenged']['title']} ({d['stat']})")
    # no log here: the terminal prints each new log line as it happens, and `l` shows the last ones
    if v["result"]:
        r = v["result"]
        lines.append("")
        if r["winners"]:
            lines.append(f"GAME OVER: {', '.join(v['players'][w]['name'] for w in r['winners'])} wins "
                         f"({r['reason']}).")
        else:
            lines.append(f"GAME OVER: draw ({r['reason']}).")
    return players_text("\n".join(lines))
