// The director's remote: a PIN gives a session token kept for this tab only; every
// action goes through the program's own services and is answered with what was done.
"use strict";
(function () {
  const R = window.room;
  const main = document.getElementById("main");
  const READ_EVERY_MS = 5000;
  let token = sessionStorage.getItem("remote-token");
  let view = null;
  let shown = "";  // the view drawn, as its JSON
  let said = null;  // the message under the buttons: { text, error }
  // the bust being said: the entry tapped, any others out in the same hand, who
  // had more chips when it began (1 the most; the same rank ties) and who won the pot
  let busting = null;  // { entry, also: [entries], ranks: { entry: rank }, wonBy }
  // A redraw brought by a read waits while a finger is on the screen (HOLD_MS at most):
  // a bust at another table lists its player above the rows, and a row moved under a
  // press would take the tap to another player's button, or lose it. The release lets
  // the tap's click land first (RELEASE_MS), then the page shows what it read.
  const HOLD_MS = 1500;
  const RELEASE_MS = 150;
  let pressedSince = null;
  let redrawTimer = null;

  function message(text, error, untilOnline) {
    // the answer to the last action ("Done: …", "Refused: …"), kept through every redraw
    // until the next action; "Reconnecting…" until the program answers again
    said = text ? { text: text, error: !!error, untilOnline: !!untilOnline } : null;
    showMessage();
  }
  function showMessage() {
    const box = document.getElementById("message");
    if (box) { box.textContent = said ? said.text : ""; box.classList.toggle("error", !!(said && said.error)); }
  }
  function call(path, body) {
    const options = { method: body ? "POST" : "GET", cache: "no-store",
                      headers: { "Content-Type": "application/json" } };
    if (token) options.headers["X-Remote-Token"] = token;
    if (body) options.body = JSON.stringify(body);
    return fetch(path, options).then((r) => r.json().catch(() => ({}))
      .then((d) => ({ status: r.status, data: d })));
  }
  function signIn() {
    view = null;
    shown = "";
    said = null;
    const pin = R.el("input", { id: "pin", inputmode: "numeric", autocomplete: "off", maxlength: "12",
                                "aria-label": R.say("pin") });
    const button = R.el("button", { id: "sign-in", type: "submit", text: R.say("sign_in") });
    const form = R.el("form", { id: "pin-form" }, [pin, button]);
    form.onsubmit = (event) => {
      event.preventDefault();
      call("/api/remote/login", { pin: pin.value }).then(({ status, data }) => {
        if (status === 200) { token = data.token; sessionStorage.setItem("remote-token", token); refresh(); }
        else if (status === 429) message(R.say("wait_pin", { n: Math.ceil(data.retry_after || 1) }), true);
        else message(data.message === "off" ? R.say("remote_off") : R.say("wrong_pin"), true);
      }).catch(() => message(R.say("offline"), true));
    };
    main.replaceChildren(R.el("section", { class: "remote" }, [
      R.el("h1", { text: R.say("title_remote") }), R.el("p", { text: R.say("pin_hint") }), form,
      R.el("div", { id: "message", class: "message", role: "alert" })]));
    pin.focus();
  }
  function act(body, confirmText, onDone) {
    if (confirmText && !window.confirm(confirmText)) return;
    message("");
    // answered in the page's language: what was done, or why not
    call("/api/remote/action?lang=" + R.lang, body).then(({ status, data }) => {
      if (status === 401) { token = null; sessionStorage.removeItem("remote-token"); signIn(); message(R.say("expired"), true); return; }
      if (status === 200) { if (onDone) onDone(); message(R.say("done", { what: data.done })); refresh(); }
      else if (status === 409) message(R.say("refused", { why: data.message }), true);
      else if (status === 503) message(R.say("no_answer"), true);
      else if (status >= 500) message(R.say("failed"), true);
      else message(R.say("refused", { why: data.message || status }), true);
    }).catch(() => message(R.say("offline"), true));
  }
  function frame() {
    // made once a sign-in: a redraw fills its parts, so the player search keeps its text,
    // its focus and the phone's keyboard, and the page its place (as Find my seat does)
    const find = R.el("input", { id: "find-player", class: "find", type: "search", autocomplete: "off",
                                 placeholder: R.say("find_player"), "aria-label": R.say("find_player") });
    find.oninput = render;
    // a new player by name (R-8.6: while late registration is open), made once too so
    // a redraw keeps what is typed; a known player's name is that player, any case
    const name = R.el("input", { id: "new-player", class: "find", type: "text", autocomplete: "off",
                                 maxlength: "80", placeholder: R.say("player_name"),
                                 "aria-label": R.say("player_name") });
    const register = R.el("button", { id: "register", type: "submit", text: R.say("register") });
    const form = R.el("form", { id: "register-form", class: "register" }, [name, register]);
    form.onsubmit = (event) => {
      event.preventDefault();
      const typed = name.value.trim();
      if (!typed) { message(R.say("type_name"), true); name.focus(); return; }
      act({ action: "register", name: typed }, R.say("confirm_register", {
        name: typed, price: R.money(view.entry_price || 0, view.event && view.event.currency) }),
          () => { name.value = ""; });
    };
    main.replaceChildren(R.el("section", { class: "remote" }, [
      R.el("h1", { text: R.say("title_remote") }),
      R.el("div", { id: "remote-time", class: "remote-time" }),
      R.el("div", { id: "remote-hand", class: "remote-hand" }),
      R.el("div", { id: "remote-state", class: "message" }),
      R.el("div", { id: "controls", class: "controls" }),
      R.el("div", { id: "message", class: "message", role: "alert" }),
      R.el("div", { id: "undo-part" }),
      R.el("div", { id: "bust-part" }),
      R.el("div", { id: "out-part" }),
      cash.frame(),
      R.el("div", { id: "register-part", hidden: "" }, [R.el("h2", { text: R.say("new_player") }), form]),
      R.el("h2", { id: "playing-title", text: R.say("playing") }), find,
      R.el("div", { id: "players", class: "players" })]));
  }
  function render() {
    if (!document.getElementById("players")) frame();
    const clock = view.clock;
    const controls = [];
    if (clock) {
      controls.push(R.el("button", { id: clock.running ? "pause" : "start", text: R.say(clock.running ? "pause" : "start") }));
      controls.push(R.el("button", { id: "add-minute", class: "secondary", text: R.say("add_minute") }));
      controls.push(R.el("button", { id: "remove-minute", class: "secondary", text: R.say("remove_minute") }));
      controls[0].onclick = () => act({ action: clock.running ? "pause" : "start" });
      controls[1].onclick = () => act({ action: "add_minute" });
      controls[2].onclick = () => act({ action: "remove_minute" });
    }
    const playing = view.playing || [];
    const out = busting && playing.find((p) => p.entry === busting.entry);
    if (!out) busting = null;  // busted or moved away meanwhile: nothing to say
    const query = R.fold(document.getElementById("find-player").value.trim());
    const rows = playing.filter((p) => R.fold(p.player).includes(query)).map((p) => {
      const bust = R.el("button", { class: "secondary", "data-entry": String(p.entry), text: R.say("bust") });
      bust.onclick = () => { busting = { entry: p.entry, also: [], ranks: {}, wonBy: null };
                             message(""); render(); window.scrollTo(0, 0); };
      bust.disabled = p.in_hand !== null;  // in a running hand: out once it is over
      const acts = [bust];
      if (p.rebuy) acts.push(command("rebuy", p));  // while its window is open to them
      if (p.add_on) acts.push(command("add_on", p));  // at its break, not taken yet
      return R.el("div", { class: "player", "data-key": "playing-" + p.entry }, [
        R.el("div", { class: "who" }, [R.el("div", { class: "name", text: p.player }),
                                       R.el("div", { class: "where", text: whereAt(p) })]),
        R.el("div", { class: "acts" }, acts)]);
    });
    if (playing.length && !rows.length) rows.push(R.el("p", { class: "notice", text: R.say("no_player_match") }));
    const over = (view.winners || []).length > 0;  // the tournament has its winner
    const cashGame = !!(view.event && view.event.kind === "cash");  // its own part
    if (!playing.length && !cashGame) rows.push(R.el("p", { class: "notice",
      text: R.say(over ? "finished" : clock ? "no_player_in" : "remote_nothing") }));
    document.getElementById("playing-title").hidden = cashGame;
    document.getElementById("find-player").hidden = !playing.length;
    document.getElementById("register-part").hidden = !view.register;
    // busted, and may rebuy back in or buy a new entry now: the last out first
    const comeBack = (view.out || []).map((p) => {
      const acts = [];
      if (p.rebuy) acts.push(command("rebuy", p));
      if (p.re_entry) acts.push(command("re_entry", p));
      return R.el("div", { class: "player", "data-key": "out-" + p.entry }, [
        R.el("div", { class: "who" }, [R.el("div", { class: "name", text: p.player })]),
        R.el("div", { class: "acts" }, acts)]);
    });
    document.getElementById("remote-state").textContent = clock ? (clock.running ? "" : R.say("paused")) : "";
    // no level clock (a cash game): no room kept for its state and buttons
    document.getElementById("remote-state").hidden = !clock;
    document.getElementById("controls").hidden = !clock;
    // patched, not replaced: a tap during a redraw still lands on its button
    R.patch(document.getElementById("controls"), controls);
    R.patch(document.getElementById("undo-part"), undoButton(view.last_action));
    R.patch(document.getElementById("bust-part"), busting ? bustSheet(out, playing) : []);
    R.patch(document.getElementById("out-part"), comeBack.length ? [
      R.el("h2", { text: R.say("out_may_come_back") }), R.el("div", { id: "out", class: "players" }, comeBack)] : []);
    R.patch(document.getElementById("players"), rows);
    cash.render(view);
    R.showTime();  // the level's line drawn with the rest, not at the next tick: a line
    showMessage();  // appearing above the rows a moment later moved them under a finger
  }
  function undoButton(last) {
    // Ctrl+Z at the laptop, from the phone: the newest action named ("Undo: Bust:
    // Dávid"), asked first; only that one is taken back (``seen``), so an action taken
    // at the laptop meanwhile is refused by name, not undone unseen
    if (!last) return [];
    const what = last.words[R.lang] || last.words.en;
    const button = R.el("button", { id: "undo", class: "secondary undo", text: R.say("undo", { what: what }) });
    button.onclick = () => act({ action: "undo", seen: last.id }, R.say("confirm_undo", { what: what }));
    return [button];
  }
  function command(action, p) {
    // the player's Rebuy, Add-on or Re-entry: asked first ("Rebuy for Anna?"), then sent
    const button = R.el("button", { class: "secondary", ["data-" + action.replace("_", "-")]: String(p.entry),
                                    text: R.say(action) });
    button.onclick = () => act({ action: action, entry: p.entry }, R.say("confirm_" + action, { name: p.player }));
    return button;
  }
  function whereAt(p) {
    return [p.table ? R.tableName(p) : "", p.seat === null ? "" : R.say("seat") + " " + p.seat,
            R.number.format(p.stack), p.in_hand === null ? "" : R.say("in_hand", { n: p.in_hand })]
      .filter(Boolean).join(" · ");
  }
  function pick(attrs, p, on, onclick) {
    // a player at the table as a button that stays pressed once chosen (aria-pressed
    // says it too): the name, the seat and the stack (all at one table: no table named)
    const where = [p.seat === null ? "" : R.say("seat") + " " + p.seat, R.number.format(p.stack)];
    const button = R.el("button", Object.assign({ class: on ? "" : "secondary", "aria-pressed": String(on) }, attrs), [
      R.el("div", { class: "name", text: p.player }), R.el("div", { class: "where", text: where.filter(Boolean).join(" · ") })]);
    button.onclick = onclick;
    return button;
  }
  function bustSheet(out, playing) {
    // A bust said in one sheet: the others at the table who went out in the
    // same hand, who had more chips when it began (not asked where the dealer panel
    // dealt it: its starting stacks decide), who won the pot where a bounty is on a
    // head; Bust sends it all, Cancel says nothing.
    const b = busting;
    const table = playing.filter((p) => p.entry !== out.entry && (!out.table || p.table === out.table));
    const mayBust = table.filter((p) => p.in_hand === null);  // not while in a running hand
    b.also = b.also.filter((e) => mayBust.some((p) => p.entry === e));
    const busted = [out, ...table.filter((p) => b.also.includes(p.entry))];
    const names = busted.map((p) => p.player).join(", ");
    const parts = [R.el("h2", { id: "bust-title", text: busted.length > 1
      ? R.say("out_same_hand", { names: names }) : R.say("is_out", { name: out.player }) })];
    const bounties = busted.filter((p) => p.bounty);
    if (bounties.length) {
      // a bounty on their head is paid to whoever won the pot: named before Bust
      const winners = table.filter((p) => !b.also.includes(p.entry));
      if (!winners.some((p) => p.entry === b.wonBy)) b.wonBy = null;
      parts.push(R.el("p", { id: "won-by-title", class: "ask", text: R.say("who_won_pot", {
        name: bounties.map((p) => p.player).join(", ") }) }));
      parts.push(R.el("div", { id: "won-by", class: "won-by" }, winners.map((p) =>
        pick({ "data-won-by": String(p.entry) }, p, b.wonBy === p.entry,
             () => { b.wonBy = b.wonBy === p.entry ? null : p.entry; message(""); render(); }))));
    }
    if (mayBust.length) {
      parts.push(R.el("p", { class: "ask", text: R.say("also_out") }));
      parts.push(R.el("div", { id: "also-out", class: "won-by" }, mayBust.map((p) => {
        const on = b.also.includes(p.entry);
        return pick({ "data-also-out": String(p.entry) }, p, on, () => {
          b.also = on ? b.also.filter((e) => e !== p.entry) : [...b.also, p.entry];
          if (b.wonBy === p.entry) b.wonBy = null;
          b.ranks = {};  // asked again for those now out, the bigger stack held first
          render();
        });
      })));
    }
    if (busted.length > 1 && busted.every((p) => p.dealt)) {
      parts.push(R.el("p", { id: "dealt-orders", class: "ask", text: R.say("dealt_orders", { table: R.tableName(out) }) }));
    } else if (busted.length > 1) {
      parts.push(R.el("p", { class: "ask", text: R.say("who_had_more") }));
      const byStack = [...busted].sort((x, y) => y.stack - x.stack);
      const rows = busted.map((p) => {
        if (!b.ranks[p.entry]) b.ranks[p.entry] = byStack.indexOf(p) + 1;
        const select = R.el("select", { "data-rank": String(p.entry), "aria-label": p.player },
          busted.map((_, i) => R.el("option", { value: String(i + 1), text: R.say("most_chips", { n: i + 1 }) })));
        select.value = String(b.ranks[p.entry]);
        select.onchange = () => { b.ranks[p.entry] = Number(select.value); };
        return R.el("label", { class: "rank" }, [R.el("span", { class: "name", text: p.player }), select]);
      });
      parts.push(R.el("div", { id: "ranks", class: "ranks" }, rows));
      parts.push(R.el("p", { class: "hint", text: R.say("same_rank_ties") }));
    }
    const send = R.el("button", { id: "do-bust", text: R.say("bust") });
    send.onclick = () => {
      if (bounties.length && b.wonBy === null) {
        message(R.say("choose_won_by", { name: bounties.map((p) => p.player).join(", ") }), true);
        return;
      }
      const body = { action: "bust", entry: out.entry };
      if (b.also.length) {
        body.also = [...b.also];
        if (!busted.every((p) => p.dealt)) body.ranks = Object.fromEntries(busted.map((p) => [String(p.entry), b.ranks[p.entry]]));
      }
      if (b.wonBy !== null) body.won_by = b.wonBy;
      act(body, null, () => { if (busting === b) { busting = null; render(); } });
    };
    const cancel = R.el("button", { id: "cancel-bust", class: "secondary", text: R.say("cancel") });
    cancel.onclick = () => { busting = null; message(""); render(); };
    parts.push(R.el("div", { class: "controls sheet-end" }, [send, cancel]));
    return [R.el("div", { id: "bust-sheet", class: "sheet" }, parts)];
  }
  function redraw() {
    clearTimeout(redrawTimer);
    redrawTimer = null;
    const held = pressedSince === null ? HOLD_MS : performance.now() - pressedSince;
    if (held < HOLD_MS) redrawTimer = setTimeout(redraw, HOLD_MS - held);
    else render();
  }
  document.addEventListener("pointerdown", () => { pressedSince = performance.now(); }, true);
  for (const end of ["pointerup", "pointercancel"]) {
    document.addEventListener(end, () => {
      const press = pressedSince;
      setTimeout(() => {
        if (pressedSince === press) pressedSince = null;  // not a press begun since
        if (redrawTimer !== null) redraw();
      }, RELEASE_MS);
    }, true);
  }
  // a cash game's part of the page (remote_cash.js, loaded before this file)
  const cash = window.remoteCash(R, { act: act, message: message, redraw: render });
  function refresh() {
    if (!token) { signIn(); return; }
    call("/api/remote/view").then(({ status, data }) => {
      if (status === 200) {
        if (said && said.untilOnline) message("");
        const text = JSON.stringify(data);
        if (!view || text !== shown) { const first = !view; view = data; shown = text; if (first) render(); else redraw(); }
      }
      else { token = null; sessionStorage.removeItem("remote-token"); signIn();
             if (status === 401) message(R.say("expired"), true);
             else if (data.message === "off") message(R.say("remote_off"), true); }
    }).catch(() => message(R.say("offline"), true, true));
  }
  // A change the room sees is pushed (room-update); one only the director's view shows
  // (a stack counted) is not, so the remote reads its view every few seconds too, and
  // redraws only what changed.
  document.addEventListener("room-update", () => { if (token && view) refresh(); });
  setInterval(() => { if (token && view && !document.hidden) refresh(); }, READ_EVERY_MS);
  refresh();
})();
