// The director's remote in a cash game: the waiting list, a name put on it
// or taken off, the first waiting seated at an open table with a buy-in, and the
// open tables with their seats and chips, each seat's Top-up and Leave. Every action
// goes through the cash pages' own services (``wait``, ``unwait``, ``seat``,
// ``top_up``, ``leave``), stored and undoable at the laptop.
// ``remote.js`` makes it once (``window.remoteCash(room, hooks)``) and calls its
// ``frame`` once a sign-in and its ``render`` at each redraw.
"use strict";
window.remoteCash = function (R, hooks) {
  const act = hooks.act;
  const message = hooks.message;
  const redraw = hooks.redraw;
  // the Seat sheet: the name seated, the table chosen, the buy-in as typed
  let seating = null;  // { waiting, table, buyIn }
  // the Top-up or Leave sheet of a seat: who was seen there, the chips as typed
  let paying = null;  // { action: "top_up" | "leave", table, seat, player, name, amount }

  function chipsTyped(text) {
    // chips as typed: "2000", or grouped "2,000", "2 000", "2.000"; never "2.5" (null)
    const typed = text.trim();
    if (!/^(\d{1,12}|\d{1,3}([,.' \u00a0\u202f]\d{3}){1,3})$/.test(typed)) return null;
    return Number(typed.replace(/\D/g, ""));
  }

  function chipsField(id, words, value, typed) {
    // a sheet's amount of chips under its words: what is typed goes to ``typed``, the
    // sheet's own record of it, which the next redraw shows again (``room.js`` patch)
    const field = R.el("input", { id: id, class: "find", type: "text", inputmode: "numeric",
                                  autocomplete: "off", maxlength: "16", value: value, "aria-label": words });
    field.oninput = () => typed(field.value);
    return R.el("label", { class: "rank" }, [R.el("span", { class: "name", text: words }), field]);
  }
  function stakesOf(row) {
    return row.stakes_words[R.lang] || row.stakes_words.en;
  }
  function hasRoom(table) {
    return table.seats.length < table.max_seats;
  }
  function frame() {
    // the name and its stakes, made once as the registration's: a redraw keeps what
    // is typed; a known player's name is that player, in any case
    const name = R.el("input", { id: "wait-name", class: "find", type: "text", autocomplete: "off",
                                 maxlength: "80", placeholder: R.say("player_name"),
                                 "aria-label": R.say("player_name") });
    const stakes = R.el("select", { id: "wait-stakes", "aria-label": R.say("stakes") });
    const add = R.el("button", { id: "wait-add", type: "submit", text: R.say("add_to_list") });
    const form = R.el("form", { id: "wait-form", class: "wait" }, [name, stakes, add]);
    form.onsubmit = (event) => {
      event.preventDefault();
      const typed = name.value.trim();
      if (!typed) { message(R.say("type_name"), true); name.focus(); return; }
      act({ action: "wait", name: typed, stakes: stakes.value }, null, () => { name.value = ""; });
    };
    return R.el("div", { id: "cash-part", hidden: "" }, [
      R.el("div", { id: "seat-part" }),
      R.el("h2", { text: R.say("title_waiting") }),
      R.el("div", { id: "waiting-names", class: "players" }), form,
      R.el("h2", { text: R.say("tables") }),
      R.el("div", { id: "cash-tables", class: "cash-tables" })]);
  }
  function render(view) {
    const cash = !!(view.event && view.event.kind === "cash");
    document.getElementById("cash-part").hidden = !cash;
    if (!cash) { seating = null; paying = null; return; }
    const tables = view.cash_tables || [];
    const names = view.waiting_names || [];
    const seated = seating && names.find((w) => w.waiting === seating.waiting && w.plays_at === null);
    if (!seated) seating = null;  // seated, taken off or sat down elsewhere meanwhile
    const paid = paying && tables.some((t) => t.table_id === paying.table && t.seats.some(
      (s) => s.seat === paying.seat && s.player_id === paying.player));
    if (!paid) paying = null;  // gone from that seat meanwhile: nothing to ask
    R.patch(document.getElementById("seat-part"),
            seated ? seatSheet(seated, tables) : paying ? paySheet(tables) : []);
    const rows = names.map((w) => {
      // a free seat at these stakes, for a name not playing another game meanwhile (who
      // leaves that seat first: the laptop's seat change), else nothing to offer
      const open = w.plays_at === null ? tables.filter((t) => t.stakes_key === w.stakes_key && hasRoom(t)) : [];
      const seat = R.el("button", { "data-seat": String(w.waiting), text: R.say("seat_player") });
      seat.disabled = !open.length;
      seat.onclick = () => {
        paying = null;
        seating = { waiting: w.waiting, table: open.length === 1 ? open[0].table_id : null,
                    buyIn: open.length === 1 ? String(open[0].min_buy_in) : "" };
        message(""); redraw(); window.scrollTo(0, 0);
      };
      const off = R.el("button", { class: "secondary", "data-unwait": String(w.waiting), text: R.say("take_off") });
      off.onclick = () => act({ action: "unwait", waiting: w.waiting },
                              R.say("confirm_take_off", { name: w.player }));
      const why = w.plays_at !== null
        ? R.say("plays_at", { table: R.tableName({ table: w.plays_at, table_number: w.plays_number }), seat: w.plays_seat })
        : open.length ? "" : R.say("no_free_seat");
      const where = [stakesOf(w), why].filter(Boolean).join(" · ");
      return R.el("div", { class: "player", "data-key": "waiting-" + w.waiting }, [
        R.el("div", { class: "who" }, [R.el("div", { class: "name", text: w.player }),
                                       R.el("div", { class: "where", text: where })]),
        R.el("div", { class: "acts" }, [seat, off])]);
    });
    if (!rows.length) rows.push(R.el("p", { class: "notice", text: R.say("no_waiting") }));
    R.patch(document.getElementById("waiting-names"), rows);
    // a name waits for the stakes of an open table: each once, in the order opened
    const choices = tables.filter((t, i) => tables.findIndex((o) => o.stakes_key === t.stakes_key) === i);
    R.patch(document.getElementById("wait-stakes"), choices.map((t) =>
      R.el("option", { value: t.stakes_key, text: stakesOf(t) })));
    document.getElementById("wait-form").hidden = !choices.length;
    const shown = tables.map((t) =>
      R.el("div", { class: "cash-table", "data-key": "table-" + t.table_id }, [
        R.el("h3", { text: R.tableName(t) + " · " + stakesOf(t) }),
        R.el("p", { class: "where", text: R.say("seats_taken", { n: t.seats.length, max: t.max_seats }) }),
        R.el("div", { class: "players" }, t.seats.map((s) =>
          R.el("div", { class: "player", "data-key": "seat-" + s.seat }, [
            R.el("div", { class: "who" }, [
              R.el("div", { class: "name", text: s.player }),
              R.el("div", { class: "where", text: R.say("seat") + " " + s.seat + " · " + R.number.format(s.chips) })]),
            R.el("div", { class: "acts" }, [payButton("top_up", t, s), payButton("leave", t, s)])])))]));
    R.patch(document.getElementById("cash-tables"),
            shown.length ? shown : [R.el("p", { class: "notice", text: R.say("no_seats") })]);
  }
  function payButton(action, table, s) {
    // a seat's Top-up or Leave: the sheet that asks the chips, at the top of the page
    const button = R.el("button", { class: action === "leave" ? "secondary" : "",
                                    ["data-" + action.replace("_", "-")]: table.table_id + "-" + s.seat,
                                    text: R.say(action) });
    button.onclick = () => {
      seating = null;
      paying = { action: action, table: table.table_id, seat: s.seat, player: s.player_id,
                 name: s.player, amount: action === "leave" ? String(s.chips) : "" };
      message(""); redraw(); window.scrollTo(0, 0);
    };
    return button;
  }
  function paySheet(tables) {
    // Top-up (R-8.6: on the stack between hands, behind it during one) or Leave (the
    // chips counted cashed out, their whole stack filled in), for the player seen there
    const p = paying;
    const table = tables.find((t) => t.table_id === p.table);
    const seat = table.seats.find((s) => s.seat === p.seat);
    const leaving = p.action === "leave";
    const parts = [R.el("h2", { id: "pay-title", text: R.say(leaving ? "leave_title" : "top_up_title", { name: p.name }) }),
                   R.el("p", { class: "hint", text: R.tableName(table) + " · " + R.say("seat") + " " + p.seat
                     + " · " + R.say("chips_now", { chips: R.number.format(seat.chips) }) })];
    parts.push(chipsField("pay-amount", R.say(leaving ? "cash_out" : "top_up"), p.amount,
                          (typed) => { p.amount = typed; }));
    const send = R.el("button", { id: "do-pay", text: R.say(leaving ? "cash_out" : "top_up") });
    send.onclick = () => {
      const chips = chipsTyped(p.amount);
      if (chips === null) { message(R.say("type_amount"), true); return; }
      act({ action: p.action, table: p.table, seat: p.seat, player: p.player, amount: chips }, null,
          () => { if (paying === p) { paying = null; redraw(); } });
    };
    const cancel = R.el("button", { id: "cancel-pay", class: "secondary", text: R.say("cancel") });
    cancel.onclick = () => { paying = null; message(""); redraw(); };
    parts.push(R.el("div", { class: "controls sheet-end" }, [send, cancel]));
    return [R.el("div", { id: "pay-sheet", class: "sheet" }, parts)];
  }
  function seatSheet(w, tables) {
    // Seat a name waiting: the table (one of its stakes with a free seat; the
    // only one chosen already), the buy-in (the table's smallest, as typed), Seat
    const s = seating;
    const open = tables.filter((t) => t.stakes_key === w.stakes_key && hasRoom(t));
    if (!open.some((t) => t.table_id === s.table)) s.table = null;
    const parts = [R.el("h2", { id: "seat-title", text: R.say("seat_title", { name: w.player }) }),
                   R.el("p", { class: "ask", text: R.say("at_which_table") })];
    parts.push(R.el("div", { id: "seat-tables", class: "won-by" }, open.map((t) => {
      const on = s.table === t.table_id;
      const button = R.el("button", { class: on ? "" : "secondary", "aria-pressed": String(on),
                                      "data-table": String(t.table_id) }, [
        R.el("div", { class: "name", text: R.tableName(t) }),
        R.el("div", { class: "where", text: R.say("seats_taken", { n: t.seats.length, max: t.max_seats }) })]);
      button.onclick = () => {
        if (s.table !== t.table_id && (!s.buyIn || open.some((o) => String(o.min_buy_in) === s.buyIn))) {
          s.buyIn = String(t.min_buy_in);  // the table's smallest, unless one was typed
        }
        s.table = t.table_id;
        message(""); redraw();
      };
      return button;
    })));
    const chosen = open.find((t) => t.table_id === s.table);
    parts.push(chipsField("buy-in", R.say("buy_in"), s.buyIn, (typed) => { s.buyIn = typed; }));
    if (chosen) {
      const low = R.number.format(chosen.min_buy_in);
      parts.push(R.el("p", { class: "hint", text: chosen.max_buy_in === null ? R.say("buy_in_from", { min: low })
        : R.say("buy_in_bounds", { min: low, max: R.number.format(chosen.max_buy_in) }) }));
    }
    const send = R.el("button", { id: "do-seat", text: R.say("seat_player") });
    send.onclick = () => {
      if (s.table === null) { message(R.say("choose_table"), true); return; }
      const chips = chipsTyped(s.buyIn);
      if (chips === null) { message(R.say("type_buy_in"), true); return; }
      act({ action: "seat", waiting: w.waiting, table: s.table, buy_in: chips }, null,
          () => { if (seating === s) { seating = null; redraw(); } });
    };
    const cancel = R.el("button", { id: "cancel-seat", class: "secondary", text: R.say("cancel") });
    cancel.onclick = () => { seating = null; message(""); redraw(); };
    parts.push(R.el("div", { class: "controls sheet-end" }, [send, cancel]));
    return [R.el("div", { id: "seat-sheet", class: "sheet" }, parts)];
  }
  return { frame: frame, render: render };
};
