// Shared helpers for the rokugan browser client. No build step: plain scripts sharing `window.R`.
"use strict";
window.R = window.R || {};
R.boards = R.boards || {};

// The community's experience markers ("Hida Kisada, the Little Bear - exp", "- exp2", "- inexp", "- exp2CW") as
// players write them ("(Experienced)", "(Experienced 2)", "(Inexperienced)", "(Experienced 2 CW)"), in every text the
// page shows; titles stay as the catalog spells them in what is sent and stored (as rokugan.catalog.cards.players_text).
const EXP_MARKER = / - (in)?exp(\d+(?:\.\d+)?)?(CW|CoM|KYD)?\b(?![-'])/g;
R.playersText = function (text) {
  const s = String(text);
  if (!s.includes(" - ")) return s;
  return s.replace(EXP_MARKER, (_, inexp, level, tag) =>
    ` (${inexp ? "Inexperienced" : "Experienced"}${level ? " " + level : ""}${tag ? " " + tag : ""})`);
};

// h("div.card.bowed", {title: "x", onclick: f}, child, "text", [more children])
// Text is always set with text nodes: nothing from the server is parsed as HTML.
R.h = function (spec, attrs, ...children) {
  const [tag, ...classes] = spec.split(".");
  const el = document.createElement(tag || "div");
  if (classes.length) el.className = classes.join(" ");
  if (attrs !== undefined && attrs !== null && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "class") el.className += (el.className ? " " : "") + v;
    else if (k === "value") el.value = v;
    else if (k === "title" || k === "aria-label") el.setAttribute(k, R.playersText(v));
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  const add = (c) => {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) c.forEach(add);
    else el.appendChild(c instanceof Node ? c : document.createTextNode(R.playersText(c)));
  };
  children.forEach(add);
  return el;
};

// Flatten children as h() does (arrays, null/false skipped, text as text nodes).
R.nodes = function (children) {
  const out = [];
  const add = (c) => {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) c.forEach(add);
    else out.push(c instanceof Node ? c : document.createTextNode(R.playersText(c)));
  };
  add(children);
  return out;
};

R.fill = function (el, ...children) {
  el.replaceChildren(...R.nodes(children));
  return el;
};

R.api = async function (path, body, headers) {
  const opts = body === undefined ? {headers: headers || {}} : {
    method: "POST", body: JSON.stringify(body),
    headers: Object.assign({"Content-Type": "application/json"}, headers || {}),
  };
  const res = await fetch(path, opts);
  let data = null;
  try { data = await res.json(); } catch (e) { data = {error: `HTTP ${res.status}`}; }
  if (!res.ok) throw new Error((data && data.error) || `HTTP ${res.status}`);
  return data;
};

R.toast = function (msg, kind) {
  const t = document.getElementById("toast");
  t.textContent = msg;
  t.className = kind || "error";
  t.hidden = false;
  clearTimeout(R._toastTimer);
  R._toastTimer = setTimeout(() => { t.hidden = true; }, 6000);
};

R.status = function (text, kind) {
  const s = document.getElementById("status");
  s.textContent = text || "";
  s.className = "status " + (kind || "");
};

R.where = function (text) {
  document.getElementById("where").textContent = text || "";
  document.title = text ? `${text} · rokugan` : "rokugan";
};

// Seat tokens live in the link's fragment (#t=tok1,tok2): never sent in a request line or a referrer.
R.tokensFromHash = function () {
  const m = /(?:^|[#&])t=([^&]*)/.exec(location.hash);
  return m ? decodeURIComponent(m[1]).split(",").filter(Boolean) : [];
};

R.store = {
  get(key, dflt) {
    try { const v = localStorage.getItem("rokugan." + key); return v === null ? dflt : JSON.parse(v); }
    catch (e) { return dflt; }
  },
  set(key, value) {
    try { localStorage.setItem("rokugan." + key, JSON.stringify(value)); } catch (e) { /* private mode */ }
  },
};

R.copyBox = function (label, url) {
  const input = R.h("input.copy", {readonly: true, value: url, onclick: (e) => e.target.select()});
  const btn = R.h("button.small", {type: "button", onclick: async () => {
    try { await navigator.clipboard.writeText(url); R.toast("Link copied", "ok"); }
    catch (e) { input.select(); }
  }}, "Copy");
  return R.h("div.copybox", R.h("span.label", label), input, btn);
};

R.resultText = function (result, seats) {
  if (!result) return "";
  const name = (i) => (seats && seats[i] ? seats[i].name : `Seat ${i + 1}`);
  if (result.timeout !== undefined) {  // a table's clock ran out (web/clocks.py)
    return `Game over: ${name(result.timeout)} lost on time; ${result.winners.map(name).join(", ")} won`;
  }
  if (!result.winners.length) return `Game over: a draw (${result.reason}${result.detail ? ": " + result.detail : ""})`;
  return `Game over: ${result.winners.map(name).join(", ")} won (${result.reason})`;
};

// The board element an option points at: `data-ref="key:value"` for the first payload entry the board
// shows, trying "card" first. Boards decide which refs they draw; this code knows no game.
R.optionRefs = function (option) {
  const p = option.payload || {};
  const keys = Object.keys(p).filter((k) => typeof p[k] === "number" || typeof p[k] === "string");
  keys.sort((a, b) => (a === "card" ? -1 : b === "card" ? 1 : 0));
  return keys.map((k) => `${k}:${p[k]}`);
};

R.renderBoard = function (container, state, ctx) {
  const board = R.boards[state.game] || R.boards.generic;
  try {
    board.render(container, state, ctx);
  } catch (e) {
    console.error(e);
    container.replaceChildren();
    R.boards.generic.render(container, state, ctx);
  }
};

// Card details on hover (issue 14): an element a board draws with `data-tip` (a card: its title line, then its stats
// and rendered text) shows that text in a box beside it after a short pause. Boards set data-tip rather than a
// native title, which the table uses on clickable cards for the options they stand for.
(function () {
  let box = null;
  let timer = null;
  let current = null;
  function hide() {
    clearTimeout(timer);
    current = null;
    if (box) box.hidden = true;
  }
  function show(el) {
    if (!box) {
      box = R.h("div.cardtip", {role: "tooltip", hidden: true});
      document.body.appendChild(box);
    }
    const [head, ...rest] = el.dataset.tip.split("\n");
    R.fill(box, R.h("div.cardtip-head", head), rest.map((line) => R.h("div", line)));
    box.hidden = false;
    const r = el.getBoundingClientRect();
    const w = box.offsetWidth, hgt = box.offsetHeight;
    let left = r.right + 8;
    if (left + w > window.innerWidth - 4) left = Math.max(4, r.left - w - 8);
    const top = Math.max(4, Math.min(r.top, window.innerHeight - hgt - 4));
    box.style.left = `${left + window.scrollX}px`;
    box.style.top = `${top + window.scrollY}px`;
  }
  document.addEventListener("mouseover", (e) => {
    const el = e.target instanceof Element ? e.target.closest("[data-tip]") : null;
    if (el === current) return;
    hide();
    if (!el || !el.dataset.tip) return;
    current = el;
    timer = setTimeout(() => show(el), 150);
  });
  document.addEventListener("scroll", hide, true);
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
  setInterval(() => { if (current && !current.isConnected) hide(); }, 400);  // the board was drawn again
})();
