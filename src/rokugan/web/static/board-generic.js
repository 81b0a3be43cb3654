// The fallback board: any game is playable with it (the view as readable JSON; options in the side panel).
"use strict";
R.boards.generic = {
  summary(state) {
    const v = state.view || {};
    const bits = [];
    for (const k of ["turn", "round", "phase", "season"]) if (v[k] !== undefined && v[k] !== null) bits.push(`${k} ${v[k]}`);
    return bits.join(" · ");
  },
  render(container, state) {
    const view = Object.assign({}, state.view || {});
    delete view.log;
    delete view.decision;
    R.fill(container,
      R.h("div.generic",
        R.h("p.muted", "No board drawing for this game yet: this is everything your seat may see."),
        R.h("pre.json", JSON.stringify(view, null, 1))));
  },
};
