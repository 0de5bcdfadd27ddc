# Fugitive: entering what happened at the table, and the Marshal's detail
# screens. Imported through firmware.app.call_in when a picker opens and
# dropped again: the screens it made keep the code they use.
#
# Every entry leads to a legal move of shared.fugitive.choices() (entries
# that cannot be chosen are dimmed, as a card of his hand out of reach);
# one press plays a move whenever the rest of it is forced:
#   Fugitive's turn   marshal mode: one list of the complete facts ("hideout,
#                     1 sprint", "pass", "42, 2 sprints"); his own device:
#                     his hand, each card marked with the cheapest sprint it
#                     needs, then the sprint cards (the cheapest set in one
#                     press, or card by card)
#   draws             the deck (with the cards left), then the card if the
#                     owner saw it
#   calls             the suggested call with its chance first, then every
#                     number she may call with the chance that it is a
#                     face-down hideout; with one number chosen, "✓ call" with
#                     the joint chance of all of them, or more numbers (past
#                     the face-down hideouts too: the note says such a call
#                     can only miss, its chance is 0%, and it asks first)
#   his answer        miss, or hit with the hideout it lies under (and the
#                     chance of each position)
#   sprint cards      the cards turned over with a hideout, with their values
# Scenes: Picker (a builder step, key ["move", prefix] so that a power cut
# brings it back), Chances (the possible numbers of every face-down
# hideout), Manhunt (the best call order and its chance), the hands.
from firmware import play
from firmware.ui import Menu, Message
from firmware.games import fugitive as words
from shared.rules import DONE


class Picker(Menu):
    """One step of a move: entries [(label, before, item)], item None for an
    entry that cannot be chosen; OK gives (before, item) to play.pick.
    refill: made while the Marshal's deduction is still counting, the
    picker that shows its chances, made again once it ends (the count goes
    on in this picker's loops, a press answered between two steps)."""
    joint = False

    def __init__(self, session, prefix, title, entries, note=None, selected=0, refill=None):
        self.session = session
        self.key = ["move", prefix]
        self.builder = True
        self.refill = refill
        items = []
        for label, before, item in entries:
            items.append((label, None if before is None else _action(session, before, item)))
        super().__init__(title, items, None, selected, note)

    def tick(self, now):
        if self.refill is None:
            return
        if _waiting(self.session, words.pressed_since(self.app)):
            return      # a press: answered first, the count goes on next loop
        fresh = self.refill()
        self.refill = None
        # the same entry stays under the cursor (a suggestion may come first)
        shift = len(fresh.items) - len(self.items)
        self.title = fresh.title
        self.note = fresh.note
        self.joint = fresh.joint
        self.set_items(fresh.items, max(0, self.cursor + shift))


def _counting(session, make):
    """make, to be made again when the counts under way end (see Picker),
    or None if they are made (or this is not her notebook)."""
    s = session.state
    if s["mode"] != "marshal" or (words.known(session) is not None and (
            s["phase"] != "hunt" or words.planned(session) is not None)):
        return None
    return make


def _waiting(session, stop):
    """Steps the counts a picker waits for (the deduction; in the Manhunt,
    its plan too): True while they are under way."""
    if words.deduction(session, stop) is None:
        return True
    return session.state["phase"] == "hunt" and words.manhunt(session, stop) is None


def _action(session, before, item):
    # play.pick looked up when chosen (the scenario compiler follows it)
    return lambda: play.pick(session, before, item)


def step(session, prefix, items):
    """The picker for one step of the move builder, or None (generic)."""
    s = session.state
    game = session.game
    if not prefix:
        if s["phase"] in ("first", "second", "fplay"):
            return fugitive_turn(session, items)
        if s["phase"] == "answer":
            return answer(session, items)
        if len(items) == 1:
            # one verb (draw, call, sprint, deal): straight to its choices
            return step(session, [items[0]], game.choices(s, [items[0]]))
        return None
    verb = prefix[0]
    if verb == "call":
        return calls(session, prefix, items)
    if verb == "draw":
        return draws(session, prefix, items)
    if verb == "place" and s["mode"] != "marshal":
        if len(prefix) == 1:
            return fugitive_turn(session, game.choices(s, []))
        return sprints(session, prefix, items)
    if verb == "hit":
        return positions(session, prefix, items)
    if verb == "sprint" or verb == "deal":
        return cards(session, prefix, items)
    return None


def verb_label(session, verb):
    # labels have their own capitalised keys: MicroPython's str.upper()
    # leaves letters beyond ASCII as they are ("úkryt")
    return session.app.tr("End of turn" if verb == "end" else "Pass")


def _tr(session):
    return session.app.tr


# -- the Fugitive's turn --

def fugitive_turn(session, items):
    s = session.state
    tr = _tr(session)
    game = session.game
    entries = []
    if s["mode"] == "marshal":
        # the facts she sees: a hideout and how many sprint cards lie with it
        for verb in ("place", "end", "pass", "escape"):
            if verb not in items:
                continue
            if verb == "end" or verb == "pass":
                entries.append((verb_label(session, verb), [], verb))
                continue
            for k in game.choices(s, [verb]):
                if verb == "escape":
                    label = words.move_text(session, [verb, k])
                elif k:
                    label = tr("Hideout, {0}", words.sprint_count(tr, k))
                else:
                    label = tr("Hideout")
                entries.append((label, [verb], k))
        title = tr("Fugitive plays")
        return Picker(session, [], title, entries)
    # his own device: the hand, each card with the sprint it needs
    legal = game.choices(s, ["place"]) if "place" in items else []
    for card in s["fhand"]:
        if card in legal:
            sprint = game.cheapest_sprint(s, card)
            need = tr("sprint {0}", words.numbers_text(sprint)) if sprint else tr("no sprint")
            entries.append(("%d · %s" % (card, need), ["place"], card))
        else:
            entries.append(("✗ %d" % card, None, None))
    for verb in ("end", "pass"):
        if verb in items:
            entries.append((verb_label(session, verb), [], verb))
    first = 0
    for i in range(len(entries)):
        if entries[i][1] is not None:
            first = i
            break
    return Picker(session, [], tr("Place a hideout"), entries, selected=first)


def sprints(session, prefix, items):
    """His sprint cards for the card chosen, lowest first."""
    s = session.state
    tr = _tr(session)
    game = session.game
    card = prefix[1]
    chosen = prefix[2:]
    need = card - s["row"][-1]["card"] - s["layout"]["step"] - game.sprint_total(s, chosen)
    entries = []
    if DONE in items:
        if chosen:
            label = tr("Place {0}, sprint {1}", card, words.numbers_text(chosen))
        else:
            label = tr("Place {0}", card)
        entries.append(("✓ " + label, prefix, DONE))
    if not chosen and need > 0:
        cheapest = game.cheapest_sprint(s, card)
        if cheapest:
            entries.append((tr("◆ Cheapest: {0}", words.numbers_text(cheapest)),
                            prefix + cheapest, DONE))
    for c in items:
        if c is not DONE:
            entries.append(("+ %d (+%d)" % (c, s["sprint"][c]), prefix, c))
    note = tr("Sprint needed: {0}", need) if need > 0 else tr("No sprint needed")
    return Picker(session, prefix, tr("Place {0}", card), entries, note)


# -- draws --

def draws(session, prefix, items):
    s = session.state
    tr = _tr(session)
    entries = []
    if len(prefix) == 1:
        for d in items:
            entries.append((tr("{0} · {1} left", words.deck_name(s, d), s["decks"][d]),
                            prefix, d))
        title = tr("Fugitive draws") if s["phase"] == "fdraw" else tr("Marshal draws")
        return Picker(session, prefix, title, entries)
    for c in items:
        if c is not DONE:
            entries.append((str(c), prefix, c))
    return Picker(session, prefix, tr("Card drawn from {0}", words.deck_name(s, prefix[1])),
                  entries)


# -- calls --

def calls(session, prefix, items):
    s = session.state
    tr = _tr(session)
    game = session.game
    marshal = s["mode"] == "marshal"
    # her chances if the count is made (or quick); else "Thinking…" and
    # the chances once it ends (Picker.tick)
    found = words.first_try(session) if marshal else None
    # each number's chance where it is known exactly (see number_chances)
    whole, hits = words.number_chances(session, found) if marshal else (0, {})
    if found is not None and not found["worlds"]:
        found = None          # nothing fits, or too many: no suggestion, no joint chance
    entries = []
    joint = False
    note = None
    numbers = prefix[1:]
    if not numbers:
        title = tr("Manhunt: call") if s["phase"] == "hunt" else tr("Call")
        best = None
        if found is not None and s["phase"] == "hunt":
            # the Manhunt: the plan's first (surest) call, once it is made
            plan = words.planned(session) or words.NO_PLAN
            if plan["calls"]:
                best = plan["calls"][:1]
                worlds = found["hits"].get(best[0], 0)
        elif found is not None and found["suggest"]:
            best, worlds = found["suggest"]
        if best is not None:
            if DONE in game.choices(s, ["call"] + best):
                entries.append((tr("◆ {0} · {1}", words.numbers_text(best),
                                   words.percent(worlds, found["worlds"])), ["call"] + best, DONE))
    else:
        title = tr("Call {0}", words.numbers_text(numbers))
        hidden = len(game.face_down(s))
        certain_miss = game.certain_miss(s, numbers)
        if DONE in items:
            label = "✓ " + tr("Call {0}", words.numbers_text(numbers))
            if certain_miss:
                if marshal:
                    label += " · " + words.percent(0, 1)
            elif len(numbers) == 1 and numbers[0] in hits:
                label += " · " + words.percent(hits[numbers[0]], whole)
            elif found is not None and len(numbers) > 1:
                joint = True        # counted on the next loop (CallPicker.tick)
                label += " · …"
            entries.append((label, prefix, DONE))
        if len(numbers) >= hidden and s["phase"] != "hunt":
            # the seed sets no limit, but such a call can only miss (it asks first)
            note = tr.n("{0} face down: more numbers can only miss",
                        "{0} face down: more numbers can only miss", hidden, hidden)
    for n in items:
        if n is DONE:
            continue
        label = ("+ %d" if numbers else "%d") % n
        if n in hits:
            label += " · " + words.percent(hits[n], whole)
        entries.append((label, prefix, n))
    refill = _counting(session, lambda: calls(session, prefix, items))
    if note is None and refill:
        note = tr("Thinking…")
    picker = CallPicker(session, prefix, title, entries, note, refill=refill)
    picker.joint = joint
    return picker


class CallPicker(Picker):
    """The numbers of a call. With two or more numbers chosen, the chance
    that all of them are face-down hideouts is a count of its own (the
    joint chance, not a product): the list is shown first, with "…", and
    the figure filled in once counted (in steps, as the deduction)."""
    joint = False

    def tick(self, now):
        super().tick(now)       # the single chances first, if still counting
        if not self.joint:
            return
        counted = words.joint(self.session, self.key[1][1:], words.pressed_since(self.app))
        if counted is None:
            return      # a press: answered first, the count goes on next loop
        self.joint = False
        part, whole = counted
        label, action = self.items[0]
        self.items[0] = (label[:-1] + (words.percent(part, whole) if whole else "?"), action)
        self.redraw()


# -- his answer (marshal mode) --

def answer(session, items):
    s = session.state
    tr = _tr(session)
    game = session.game
    numbers = s["pending"]
    entries = []
    if "miss" in items:
        entries.append(("✗ " + tr("Miss"), [], "miss"))
    if "hit" in items:
        if len(numbers) == 1:
            entries.extend(_position_entries(session, [], game.choices(s, ["hit"])))
        else:
            entries.append(("✓ " + tr("Hit"), [], "hit"))
    refill = _counting(session, lambda: answer(session, items))
    return Picker(session, [], tr("Answer to {0}?", words.numbers_text(numbers)), entries,
                  tr("Thinking…") if refill else None, refill=refill)


def positions(session, prefix, items):
    s = session.state
    tr = _tr(session)
    n = s["pending"][len(prefix) - 1]
    entries = _position_entries(session, prefix[1:], items)
    refill = _counting(session, lambda: positions(session, prefix, items))
    return Picker(session, prefix, tr("Where is {0}?", n), entries,
                  tr("Thinking…") if refill else None, refill=refill)


def _position_entries(session, chosen, items):
    """Entries "✓ Hideout 3 · 62%" for the positions of the next
    called number."""
    s = session.state
    tr = _tr(session)
    n = s["pending"][len(chosen)]
    # the chances counted exactly (all, or the last hideouts' if the count
    # gave up late; none while it counts)
    total, exact = words.counted(words.first_try(session))
    entries = []
    for p in items:
        if p is DONE:
            continue
        label = "✓ " + tr("Hideout {0}", p)
        if p in exact:
            worlds = 0
            for y, k in exact[p]:
                if y == n:
                    worlds = k
            label += " · " + words.percent(worlds, total)
        entries.append((label, ["hit"] + chosen, p))
    return entries


# -- sprint cards turned over, cards dealt --

def cards(session, prefix, items):
    s = session.state
    tr = _tr(session)
    entries = []
    for c in items:
        if c is not DONE:
            entries.append(("%d (+%d)" % (c, s["sprint"][c]), prefix, c))
    if prefix[0] == "deal":
        dealt = len(s["fhand"]) - len(s["layout"]["start"]) - 1
        title = tr("Card dealt {0} of {1}", dealt + 1, sum(s["layout"]["setup"]))
    else:
        row = s["row"]
        p = 0
        for i in range(len(row)):
            pos = row[i]
            if pos["shown"] is not None and pos["shown"] >= 0 and len(pos["under"]) < pos["sprints"]:
                p = i
                break
        title = tr("Sprint card of {0} ({1} of {2})", p, len(row[p]["under"]) + 1,
                   row[p]["sprints"])
    return Picker(session, prefix, title, entries)


# -- the Marshal's detail screens --

class Chances(Menu):
    """Every face-down hideout with its possible numbers; OK shows each
    number's chance."""
    key = "chances"

    def __init__(self, session):
        self.session = session
        super().__init__(session.app.tr("Possible numbers"), [], self._open)
        self.counting = False
        self.fill(words.first_try(session))

    def fill(self, found):
        """The list from the deduction; None: still counting (the bounds
        meanwhile, and the figures once it ends: tick)."""
        tr = self.session.app.tr
        items = []
        note = None
        self.counting = found is None
        if found is not None and found["worlds"]:
            from firmware.games.fugitive_view import position_text
            for p, values in found["positions"]:
                items.append((position_text(p, values, found["worlds"]), p))
        else:
            note = tr("Thinking…") if found is None else words.problem_text(tr, found)
            if found is None or found["worlds"] is None:
                # too long to count, or counting: as on the main screen
                from firmware.games.fugitive_view import bound_lines
                for p, text in bound_lines(self.session, found):
                    items.append((text, p))
        self.note = note
        self.set_items(items, self.cursor)

    def tick(self, now):
        if self.counting:
            found = words.deduction(self.session, words.pressed_since(self.app))
            if found is not None:
                self.fill(found)

    def _open(self, p, index):
        total, exact = words.counted(words.known(self.session))
        tr = self.app.tr
        if p not in exact:
            # bounds only (still counting, or too many): no chances to show
            self.app.push(Message(tr("Hideout {0}", p), "%s. %s" % (self.items[index][0],
                                                                    self.note)))
            return
        parts = ["%d: %s" % (y, words.percent(n, total)) for y, n in exact[p]]
        self.app.push(Message(tr("Hideout {0}", p), "  ".join(parts)))


class Manhunt(Message):
    """The Manhunt: the calls most likely to find every face-down hideout,
    surest first, and the chance that all of them hit. The search takes a
    while: "Thinking…" first, the plan on the next loop."""
    key = "manhunt"

    def __init__(self, session):
        self.session = session
        tr = session.app.tr
        super().__init__(tr("Manhunt plan"), tr("Thinking…"))
        self.thinking = True

    def tick(self, now):
        if not self.thinking:
            return
        plan = words.manhunt(self.session, words.pressed_since(self.app))
        if plan is None:
            return      # a press: answered first, the count goes on next loop
        self.thinking = False
        tr = self.app.tr
        if not plan["total"]:
            found = words.known(self.session)
            if found["worlds"]:
                found = {"worlds": None, "problem": ["Too many possibilities to count"]}
            self.text = words.problem_text(tr, found)
        else:
            self.text = tr("Call in this order: {0}. All hit: {1}",
                           " → ".join(str(n) for n in plan["calls"]),
                           words.percent(plan["worlds"], plan["total"]))
        self.lines = None
        self.redraw()


def hand_screen(session, which):
    """A player's cards (on the referee's device, for that player's eyes)."""
    s = session.state
    tr = session.app.tr
    game = session.game
    cards = s[which] or []
    text = " ".join(str(n) for n in cards) or tr("No cards")
    if which == "fhand" and s["phase"] in ("first", "second", "fplay"):
        ok = [str(card) for card, sprint in game.playable(s)]
        text += ". " + tr("Can place: {0}", ", ".join(ok) if ok else "—")
    title = tr("Fugitive's hand") if which == "fhand" else tr("Marshal's cards")
    screen = Message(title, text)
    screen.key = ["hand", which]
    return screen


def restore(session, key):
    s = session.state
    if key == "chances" and s["mode"] == "marshal" and session.game.face_down(s):
        return Chances(session)
    if key == "manhunt" and s["mode"] == "marshal" and session.game.face_down(s):
        return Manhunt(session)
    if isinstance(key, list) and len(key) == 2 and key[0] == "hand" and \
            key[1] in ("fhand", "mhand") and s["mode"] != "marshal":
        return hand_screen(session, key[1])
    return None
