// The room view's pages: data arrive by WebSocket push (polling when push is not
// available). Time is computed, not copied: a running level comes as the instant it
// ends, each message with the server's time then (now_ms), so the countdown here
// shows the director's second however long ago the last change was sent.
"use strict";
(function () {
  const T = JSON.parse(document.getElementById("texts").textContent);
  const PAGE = document.body.dataset.page;
  const main = document.getElementById("main");
  const status = document.getElementById("status");
  const number = new Intl.NumberFormat(T.lang === "hu" ? "hu-HU" : "en-US");
  let data = null;
  let offset = 0;  // the program's clock less this device's, measured at each message
  let socket = null;
  let pollTimer = null;

  function say(key, values) {
    // each {name} of the words filled in one pass, the value as it is: a name such as
    // "Ca$h $& Kid" is no replacement pattern, nor is a "{last}" in it filled in again
    const given = values || {};
    return (T[key] || key).replace(/\{(\w+)\}/g, (whole, name) =>
      Object.prototype.hasOwnProperty.call(given, name) ? String(given[name]) : whole);
  }
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") node.textContent = v; else node.setAttribute(k, v);
    }
    for (const child of children || []) node.appendChild(child);
    return node;
  }
  function keyOf(node) {
    // what makes an element the same one from one redraw to the next: its id, else its
    // data-* attributes (a player's row, a player's Bust); "" for the rest
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    if (node.id) return "#" + node.id;
    return Object.entries(node.dataset).map(([k, v]) => k + "=" + v).join("&");
  }
  function morph(old, fresh) {
    // ``old`` made to look and act as ``fresh`` when they are the same kind of node
    // (returned, kept in the page); else ``fresh``, to take its place
    if (old.nodeType !== fresh.nodeType || old.nodeName !== fresh.nodeName) return fresh;
    if (old.nodeType === Node.TEXT_NODE) {
      if (old.data !== fresh.data) old.data = fresh.data;
      return old;
    }
    if (old.nodeType !== Node.ELEMENT_NODE) return fresh;
    // a field's text is the person's: changed only where the page changes what it holds
    const given = old.nodeName === "INPUT" && old.getAttribute("value") !== fresh.getAttribute("value");
    for (const a of [...old.attributes]) if (!fresh.hasAttribute(a.name)) old.removeAttribute(a.name);
    for (const a of fresh.attributes) if (old.getAttribute(a.name) !== a.value) old.setAttribute(a.name, a.value);
    for (const handler of ["onclick", "onchange", "oninput", "onsubmit"]) old[handler] = fresh[handler];
    patch(old, [...fresh.childNodes]);
    if (old.nodeName === "SELECT" && old.value !== fresh.value) old.value = fresh.value;
    if (given) old.value = fresh.value;
    return old;
  }
  function patch(parent, children) {
    // A redraw that keeps what stays: ``parent``'s children made into ``children``,
    // each element that was there already (the same id or data-* attributes, else the
    // same tag in the same order) changed in place rather than replaced. A tap whose
    // press and release straddle a redraw (a push from another table, the remote's
    // read every few seconds) lands on the button it began on, not on a detached copy,
    // and focus stays where it was.
    const keyed = new Map();
    const loose = [];
    for (const node of parent.childNodes) {
      const key = keyOf(node);
      if (key) keyed.set(key, node); else loose.push(node);
    }
    const kept = children.map((fresh) => {
      const key = keyOf(fresh);
      let old = null;
      if (key) { old = keyed.get(key) || null; keyed.delete(key); }
      else {
        const at = loose.findIndex((n) => n.nodeName === fresh.nodeName);
        if (at >= 0) old = loose.splice(at, 1)[0];
      }
      return old ? morph(old, fresh) : fresh;
    });
    const keep = new Set(kept);
    for (const node of [...parent.childNodes]) if (!keep.has(node)) node.remove();
    kept.forEach((node, i) => { if (parent.childNodes[i] !== node) parent.insertBefore(node, parent.childNodes[i] || null); });
  }
  function money(value, currencyGiven) {
    // As the program shows money: a sign such as $ or € before the digits, a word such
    // as Ft or EUR after them; the digits grouped the page language's way. The event's
    // currency, or the one given (the remote's view reads its own event).
    const currency = currencyGiven || (data && data.event.currency) || "";
    const digits = number.format(Math.abs(value));
    const sign = value < 0 ? "-" : "";
    if (!currency) return sign + digits;
    return /^\p{L}/u.test(currency) ? sign + digits + "\u00a0" + currency : sign + currency + digits;
  }
  function clockText(ms) {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    const mm = String(m).padStart(h ? 2 : 1, "0"), ss = String(s).padStart(2, "0");
    return h ? h + ":" + mm + ":" + ss : mm + ":" + ss;
  }
  function stakesLines(stakes) {
    if (!stakes) return ["", ""];
    if (stakes.big_blind > 0) {
      const parts = [];  // a fixed-limit level's bets (a mixed rotation's hold'em), the ante
      if (stakes.small_bet) {
        parts.push(say("bets") + " " + number.format(stakes.small_bet) + " / " + number.format(stakes.big_bet));
      }
      if (stakes.ante) {
        parts.push((stakes.big_blind_ante ? say("big_blind_ante") : say("ante")) + " " + number.format(stakes.ante));
      }
      return [number.format(stakes.small_blind) + " / " + number.format(stakes.big_blind), parts.join(" · ")];
    }
    const parts = [];
    if (stakes.ante) parts.push(say("ante") + " " + number.format(stakes.ante));
    if (stakes.bring_in) parts.push(say("bring_in") + " " + number.format(stakes.bring_in));
    return [number.format(stakes.small_bet) + " / " + number.format(stakes.big_bet), parts.join(" · ")];
  }
  function gameName(stakes) {
    // a mixed rotation's level names its game, as the clock display does
    return stakes && stakes.limit ? (T.games[stakes.game] || stakes.game) : "";
  }
  function levelName(stakes) {
    const game = gameName(stakes);
    return say("level", { n: stakes.level }) + (game ? " · " + game : "");
  }
  function serverNow() { return Date.now() + offset; }
  function remainingNow(clock) {
    if (!clock) return 0;
    return clock.running && clock.ends_at_ms !== null ? clock.ends_at_ms - serverNow() : clock.remaining_ms;
  }
  function lastMinute(clock, remaining) {
    // a level's last minute; not the last level run out, which stays at 0:00 while play
    // goes on at its blinds (R-8.2: the end of the structure)
    return clock.running && !clock.is_break && remaining > 0 && remaining <= 60000;
  }
  function toBreakNow(clock) {
    return clock.running && clock.break_at_ms !== null ? clock.break_at_ms - serverNow() : clock.time_to_break_ms;
  }
  function prizeText(row) {
    // a place's prize: as awarded, or what the payout table gives it, marked to be paid
    if (!row.prize) return "";
    if (row.paid !== false) return money(row.prize);
    const cell = el("span", { text: money(row.prize) });
    cell.appendChild(el("small", { class: "due", text: say("to_be_paid") }));
    return cell;
  }
  function tableName(row) {
    // a table the program numbered in the page's language ("1. asztal"), else its name
    return row.table_number !== null && row.table_number !== undefined
      ? say("table_numbered", { n: row.table_number }) : row.table;
  }

  // ------------------------------------------------------------------ pages
  function renderFinished() {
    // the tournament is over: its winner and the results, no clock (issue 28); two
    // or more of a deal with equal stacks share 1st place, named as the
    // console's tie names them: "Anna, Bence and Csilla"
    const w = data.winners;
    const winner = w.length === 1 ? say("winner", { name: w[0] })
      : say("winners_tie", { names: w.slice(0, -1).join(", "), last: w[w.length - 1] });
    const parts = [el("h1", { text: say("finished") }),
      el("div", { class: "found", id: "winner", text: winner })];
    if (data.results.length) {
      parts.push(listTable([say("place"), say("player"), say("prize")],
        data.results.map((r) => [String(r.place), r.player, prizeText(r)]), ["num", "name", "num"]));
    }
    main.replaceChildren(el("section", { class: "finished" }, parts));
  }
  function renderClock() {
    if (data.winners.length) { renderFinished(); return; }
    const clock = data.clock;
    if (!clock) { main.replaceChildren(el("p", { class: "notice", text: say("no_clock") })); return; }
    const [blinds, ante] = stakesLines(clock.stakes);
    let state = "";
    if (clock.state === "paused") state = clock.is_break ? say("break") + " · " + say("paused") : say("paused");
    else if (clock.is_break) state = say("break");
    else if (clock.is_last_level) state = say("last_level");
    if (clock.hand_for_hand !== null) {  // every table plays one hand and waits
      state = say("hand_for_hand", { n: clock.hand_for_hand }) + (state ? " · " + state : "");
    }
    const level = clock.is_break ? say("break") + (clock.stakes ? " · " + say("break_after") + ": "
      + levelName(clock.stakes) : "") : (clock.stakes ? levelName(clock.stakes) : "");
    let next = "";
    if (clock.next_stakes && !clock.is_break) {
      const [nb, na] = stakesLines(clock.next_stakes);
      const other = !clock.stakes || clock.next_stakes.game !== clock.stakes.game
        || clock.next_stakes.limit !== clock.stakes.limit;
      const game = other ? gameName(clock.next_stakes) : "";
      next = say("next_level") + ": " + (game ? game + " · " : "") + nb + (na ? " · " + na : "");
    }
    const stats = [];
    if (clock.players_left !== null) {
      stats.push(stat(say("players"), number.format(clock.players_left) + " " + say("of_entries", { n: number.format(clock.entries) })));
    }
    if (clock.average_stack !== null) {
      let avg = number.format(clock.average_stack);
      if (clock.average_in_big_blinds !== null) avg += " · " + say("big_blinds", { n: number.format(clock.average_in_big_blinds) });
      stats.push(stat(say("average_stack"), avg));
    }
    if (clock.prize_pool !== null) stats.push(stat(say("prize_pool"), money(clock.prize_pool), "prize-pool"));
    if (clock.time_to_break_ms !== null && !clock.is_break) {
      stats.push(stat(say("next_break"), clockText(toBreakNow(clock)), "to-break"));
    }
    if (clock.deal.length) {  // a deal recorded: each player's share
      const list = el("ul", {}, clock.deal.map(([player, amount]) =>
        el("li", { text: player + " · " + money(amount) })));
      stats.push(el("div", { class: "stat" }, [el("div", { class: "label", text: say("deal") }), list]));
    }
    if (clock.payouts.length) {
      const list = el("ol", {}, clock.payouts.slice(0, 10).map(([place, amount]) =>
        el("li", { value: String(place), text: money(amount) })));
      const box = el("div", { class: "stat" }, [el("div", { class: "label", text: say("payouts") }), list]);
      stats.push(box);
    }
    const remaining = remainingNow(clock);
    const timeClass = "time" + (clock.running ? "" : " paused")
      + (lastMinute(clock, remaining) ? " last-minute" : "");
    const children = [
      el("div", { class: "state " + clock.state.replace(" ", "-"), id: "state", text: state }),
      el("div", { class: "level", id: "level", text: level }),
      el("div", { class: timeClass, id: "time", text: clockText(remaining) }),
      el("div", { class: "blinds", id: "blinds", text: blinds }),
      el("div", { class: "ante", id: "ante", text: ante }),
      el("div", { class: "next", id: "next", text: next }),
    ];
    const colorUp = clock.color_up.length ? ["color_up", clock.color_up]
      : clock.colored_up.length ? ["colored_up", clock.colored_up] : null;  // done
    if (clock.is_break && colorUp) {
      children.push(el("div", { class: "next", id: "color-up", text: say(colorUp[0], { chips: colorUp[1].map((c) => number.format(c)).join(", ") }) }));
    }
    children.push(el("div", { class: "stats" }, stats));
    const allIn = allInSection();
    if (allIn) children.push(allIn);
    main.replaceChildren(el("section", { class: "clock" }, children));
  }
  function percent(value, odds) {
    const text = number.format(odds.exact || odds.margin < 1 ? value : Math.round(value)) + "%";
    return odds.exact ? text : "\u2248\u00a0" + text;
  }
  function allInSection() {
    // a face-up all-in's odds (issue 21, R-7.1): the newest table's, updated as pushed
    const odds = (data.all_in || [])[0];
    if (!odds) return null;
    const title = odds.table ? say("all_in_at", { table: tableName(odds) }) : say("all_in");
    const margin = odds.exact ? "" : " \u00b1\u00a0" + number.format(Math.max(odds.margin, 0.1));
    const rows = odds.seats.map((s) => {
      let chance = say(odds.hi_lo ? "scoop" : "win", { p: percent(s.win, odds) }) + margin;
      if (odds.hi_lo || s.tie >= 0.05) chance += " \u00b7 " + say(odds.hi_lo ? "split" : "tie", { p: percent(s.tie, odds) });
      return el("li", {}, [el("span", { class: "label", text: s.player || say("seat") + " " + s.seat }),
        el("span", { class: "value", text: chance })]);
    });
    return el("div", { class: "all-in", id: "all-in" }, [el("h2", { text: title }), el("ul", {}, rows)]);
  }
  function stat(label, value, id) {
    const attrs = { class: "value", text: value };
    if (id) attrs.id = id;
    return el("div", { class: "stat" }, [el("div", { class: "label", text: label }), el("div", attrs)]);
  }
  function fold(text) { return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase(); }
  function renderSeating() {
    // The heading and the search box are made once; a push or a letter typed redraws the
    // list under them, so the page keeps its place and the box its text and focus. The
    // page never focuses the box itself: on a phone that scrolled up to it and opened
    // the keyboard at every push.
    let box = document.getElementById("find");
    let list = document.getElementById("seating-list");
    if (!box || !list) {
      box = el("input", { id: "find", class: "find", type: "search", autocomplete: "off",
                          placeholder: say("find_placeholder"), "aria-label": say("find_seat") });
      box.oninput = renderSeating;
      list = el("div", { id: "seating-list" });
      main.replaceChildren(el("h1", { text: say("find_seat") }), box, list);
    }
    const query = box.value;
    const rows = data.seating.filter((r) => fold(r.player).includes(fold(query.trim())));
    const parts = [];
    if (!data.seating.length) parts.push(el("p", { class: "notice", text: say("no_seats") }));
    else if (!rows.length) parts.push(el("p", { class: "notice", text: say("no_match") }));
    else {
      if (query.trim() && rows.length === 1) {
        parts.push(el("div", { class: "found", id: "found",
          text: rows[0].player + " · " + tableName(rows[0]) + " · " + say("seat") + " " + rows[0].seat }));
      }
      parts.push(listTable([say("player"), say("table"), say("seat")],
        rows.map((r) => [r.player, tableName(r), String(r.seat)]), ["name", "", "num"]));
    }
    list.replaceChildren(...parts);
  }
  function listTable(heads, rows, kinds) {
    // kinds: each column's class, "num" (a number, right-aligned, never wrapped), "name"
    // (a player's name: the column the others leave, wrapped within a word where it must)
    // or "" (words wrapped between them)
    const head = el("tr", {}, heads.map((h, i) => el("th", { class: kinds[i], text: h })));
    const body = rows.map((cells) => el("tr", {}, cells.map((c, i) => typeof c === "string"
      ? el("td", { class: kinds[i], text: c })
      : el("td", { class: kinds[i] }, [c]))));
    return el("table", { class: "list" }, [el("thead", {}, [head]), el("tbody", {}, body)]);
  }
  function renderResults() {
    const parts = [el("h1", { text: say("title_results") })];
    if (!data.results.length) parts.push(el("p", { class: "notice", text: say("no_results") }));
    else {
      // the bounties each won, where the event pays bounties (as the Results paper)
      const bounties = data.results.some((r) => r.bounties !== null && r.bounties !== undefined);
      parts.push(listTable([say("place"), say("player"), say("prize"), ...(bounties ? [say("bounties")] : [])],
        data.results.map((r) => [String(r.place), r.player, prizeText(r),
                                 ...(bounties ? [r.bounties ? money(r.bounties) : ""] : [])]),
        ["num", "name", "num", ...(bounties ? ["num"] : [])]));
    }
    for (const league of data.standings || []) {  // the leagues the event counts in
      parts.push(el("h2", { text: say("title_standings") + ": " + league.league }));
      const points = new Intl.NumberFormat(T.lang === "hu" ? "hu-HU" : "en-US",
        { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      parts.push(listTable([say("place"), say("player"), say("points")],
        league.rows.map((r) => [String(r.place), r.player, points.format(r.points / 100)]), ["num", "name", "num"]));
    }
    main.replaceChildren(...parts);
  }
  function renderWaiting() {
    const parts = [el("h1", { text: say("title_waiting") })];
    if (!data.waiting.length) parts.push(el("p", { class: "notice", text: say("no_waiting") }));
    for (const list of data.waiting) {  // each list's stakes as the program words them
      parts.push(el("h2", { text: list.stakes_words[T.lang] || list.stakes_words.en }));
      parts.push(listTable(["#", say("player")], list.players.map((p, i) => [String(i + 1), p]), ["num", "name"]));
    }
    main.replaceChildren(...parts);
  }
  const RENDER = { clock: renderClock, seating: renderSeating, results: renderResults, waiting: renderWaiting };

  function update(next) {
    data = next;
    if (typeof next.now_ms === "number") offset = next.now_ms - Date.now();
    const name = document.getElementById("event-name");
    if (name) name.textContent = data.event ? data.event.name : say("no_event");
    if (RENDER[PAGE]) {
      if (!data.event) main.replaceChildren(el("p", { class: "notice", text: say("no_event") }));
      else RENDER[PAGE]();
    }
    document.dispatchEvent(new CustomEvent("room-update", { detail: data }));
  }
  function remoteTime() {
    // the director's remote: the level (or break) and its time left, counted as the
    // clock page counts it (the program's instants), so +1 minute shows at once
    const line = document.getElementById("remote-time");
    if (!line) return;
    const clock = data && !data.winners.length ? data.clock : null;
    line.textContent = clock ? (clock.is_break ? say("break") : levelName(clock.stakes))
      + " \u00b7 " + clockText(remainingNow(clock)) : "";
    const hand = document.getElementById("remote-hand");  // hand for hand
    if (hand) hand.textContent = clock && clock.hand_for_hand !== null
      ? say("hand_for_hand", { n: clock.hand_for_hand }) : "";
  }
  function tick() {
    if (PAGE === "remote") { remoteTime(); return; }
    if (!data || !data.clock || data.winners.length || PAGE !== "clock") return;
    const time = document.getElementById("time");
    if (time) {
      const remaining = remainingNow(data.clock);
      time.textContent = clockText(remaining);
      time.classList.toggle("last-minute", lastMinute(data.clock, remaining));
    }
    const toBreak = document.getElementById("to-break");
    if (toBreak && data.clock.time_to_break_ms !== null) toBreak.textContent = clockText(toBreakNow(data.clock));
  }

  // ------------------------------------------------------------------ transport
  function online(yes) {
    status.textContent = yes ? say("live") : say("offline");
    status.classList.toggle("offline", !yes);
  }
  function poll() {
    fetch("/api/room", { cache: "no-store" }).then((r) => r.json()).then((d) => { update(d); })
      .catch(() => online(false));
  }
  function startPolling() { if (!pollTimer) { poll(); pollTimer = setInterval(poll, 1000); } }
  function stopPolling() { if (pollTimer) { clearInterval(pollTimer); pollTimer = null; } }
  function connect() {
    if (!("WebSocket" in window)) { startPolling(); online(true); return; }
    socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    socket.onopen = () => { stopPolling(); online(true); };
    socket.onmessage = (event) => update(JSON.parse(event.data));
    socket.onclose = () => { online(false); startPolling(); setTimeout(connect, 3000); };
  }
  window.room = { say: say, el: el, patch: patch, showTime: remoteTime, money: money,
                  number: number, listTable: listTable, tableName: tableName, fold: fold,
                  lang: T.lang, data: () => data };
  // a phone's menu scrolls sideways: the page's own tab in view ("Versenyigazgatói
  // távirányító" was cut off at the right edge)
  const current = document.querySelector('nav a[aria-current="page"]');
  if (current) current.scrollIntoView({ block: "nearest", inline: "nearest" });
  if (RENDER[PAGE] || PAGE === "remote") { poll(); connect(); setInterval(tick, 200); }
})();
