// The director's remote in a cash game: the waiting list, a name put on it
// or taken off, the first waiting seated at an open table with a buy-in, and the
// open tables with their seats and chips. Every action goes through the cash pages'
// own services (``wait``, ``unwait``, ``seat``), stored and undoable at the laptop.
// ``remote.js`` makes it once (``window.remoteCash(room, hooks)``) and calls its
// ``frame`` once a sign-in and its ``render`` at each redraw.
"use strict";
window.remoteCash = function (R, hooks) {
  const act = hooks.act;
  const message = hooks.message;
  const redraw = hooks.redraw;
  // the Seat sheet: the name seated, the table chosen, the buy-in as typed
  let seating = null;  // { waiting, table, buyIn }

  function stakesOf(row) {
    return row.stakes_words[R.lang] || row.stakes_words.en;
  }
  function playsNumber(w, tables) {
    // the number of the table a name on the list plays at, as that table's row has it
    const at = tables.find((t) => t.table === w.plays_at);
    return at ? at.table_number : null;
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
    if (!cash) { seating = null; return; }
    const tables = view.cash_tables || [];
    const names = view.waiting_names || [];
    const seated = seating && names.find((w) => w.waiting === seating.waiting && w.plays_at === null);
    if (!seated) seating = null;  // seated, taken off or sat down elsewhere meanwhile
    R.patch(document.getElementById("seat-part"), seated ? seatSheet(seated, tables) : []);
    const rows = names.map((w) => {
      // a free seat at these stakes, for a name not playing another game meanwhile (who
      // leaves that seat first: the laptop's seat change), else nothing to offer
      const open = w.plays_at === null ? tables.filter((t) => t.stakes_key === w.stakes_key && hasRoom(t)) : [];
      const seat = R.el("button", { "data-seat": String(w.waiting), text: R.say("seat_player") });
      seat.disabled = !open.length;
      seat.onclick = () => {
        seating = { waiting: w.waiting, table: open.length === 1 ? open[0].table_id : null,
                    buyIn: open.length === 1 ? String(open[0].min_buy_in) : "" };
        message(""); redraw(); window.scrollTo(0, 0);
      };
      const off = R.el("button", { class: "secondary", "data-unwait": String(w.waiting), text: R.say("take_off") });
      off.onclick = () => act({ action: "unwait", waiting: w.waiting },
                              R.say("confirm_take_off", { name: w.player }));
      const why = w.plays_at !== null
        ? R.say("plays_at", { table: R.tableName({ table: w.plays_at, table_number: playsNumber(w, tables) }), seat: w.plays_seat })
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
    R.patch(document.getElementById("cash-tables"), tables.map((t) =>
      R.el("div", { class: "cash-table", "data-key": "table-" + t.table_id }, [
        R.el("h3", { text: R.tableName(t) + " · " + stakesOf(t) }),
        R.el("p", { class: "where", text: R.say("seats_taken", { n: t.seats.length, max: t.max_seats }) }),
        R.el("div", { class: "players" }, t.seats.map((s) =>
          R.el("div", { class: "player", "data-key": "seat-" + s.seat }, [
            R.el("div", { class: "who" }, [
              R.el("div", { class: "name", text: s.player }),
              R.el("div", { class: "where", text: R.say("seat") + " " + s.seat + " · " + R.number.format(s.chips) })])])))])));
    if (!tables.length) {
      document.getElementById("cash-tables").replaceChildren(
        R.el("p", { class: "notice", text: R.say("no_seats") }));
    }
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
    const amount = R.el("input", { id: "buy-in", class: "find", type: "text", inputmode: "numeric",
                                   autocomplete: "off", maxlength: "12", value: s.buyIn,
                                   "aria-label": R.say("buy_in") });
    amount.oninput = () => { s.buyIn = amount.value; };
    parts.push(R.el("label", { class: "rank" }, [R.el("span", { class: "name", text: R.say("buy_in") }), amount]));
    if (chosen) {
      const low = R.number.format(chosen.min_buy_in);
      parts.push(R.el("p", { class: "hint", text: chosen.max_buy_in === null ? R.say("buy_in_from", { min: low })
        : R.say("buy_in_bounds", { min: low, max: R.number.format(chosen.max_buy_in) }) }));
    }
    const send = R.el("button", { id: "do-seat", text: R.say("seat_player") });
    send.onclick = () => {
      if (s.table === null) { message(R.say("choose_table"), true); return; }
      // chips as typed: "2000", or grouped "2,000", "2 000", "2.000"; never "2.5"
      const typed = s.buyIn.trim();
      if (!/^(\d{1,12}|\d{1,3}([,.' \u00a0\u202f]\d{3}){1,3})$/.test(typed)) {
        message(R.say("type_buy_in"), true);
        return;
      }
      act({ action: "seat", waiting: w.waiting, table: s.table, buy_in: Number(typed.replace(/\D/g, "")) }, null,
          () => { if (seating === s) { seating = null; redraw(); } });
    };
    const cancel = R.el("button", { id: "cancel-seat", class: "secondary", text: R.say("cancel") });
    cancel.onclick = () => { seating = null; message(""); redraw(); };
    parts.push(R.el("div", { class: "controls sheet-end" }, [send, cancel]));
    return [R.el("div", { id: "seat-sheet", class: "sheet" }, parts)];
  }
  return { frame: frame, render: render };
};
