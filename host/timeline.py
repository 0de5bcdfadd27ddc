"""The timeline plot of `tablekeeper export` (matplotlib): a game's series
over its moves, one small panel per quantity, each side a line of its own.

A game's series(state) gives {name: int}; PANELS says which series share a
panel (the same quantity for each side: Bliss's and Gloom's points) and
LABELS gives every name in English, Italian and Czech, in the games' own
terms (Ohrožení and Milníky, Vůle). A series a game adds later that PANELS
does not know gets a panel of its own, named after it. Every series is a
count, so the ticks are whole numbers. The colours are Okabe and Ito's
(told apart with colour blindness) and each line has its own colour and
marker pair; one side keeps its pair in every panel."""
import os

# (panel label, [(series name, line label)]) per game, in the order shown
PANELS = {
    "scorecounter": [("Score", [("Player 1", "Player 1"), ("Player 2", "Player 2")])],
    "inbetween": [
        ("Energy", [("town_energy", "Town"), ("creature_energy", "Creature")]),
        ("Awareness", [("town_awareness", "Town"), ("creature_awareness", "Creature")]),
        ("Characters", [("in_play", "In the circle"), ("secured", "Secured"),
                        ("devoured", "Devoured")]),
        ("Dimensions", [("town_dimension", "Town"), ("creature_dimension", "Creature")]),
    ],
    "cerebria": [
        ("Willpower", [("bliss_willpower", "Bliss"), ("gloom_willpower", "Gloom")]),
        ("Essence", [("bliss_essence", "Bliss"), ("gloom_essence", "Gloom")]),
        ("Ambition", [("bliss_ambition", "Bliss"), ("gloom_ambition", "Gloom")]),
        ("Points", [("bliss_points", "Bliss"), ("gloom_points", "Gloom")]),
        ("Realms controlled", [("bliss_realms", "Bliss"), ("gloom_realms", "Gloom")]),
        ("Frontiers controlled", [("bliss_frontiers", "Bliss"), ("gloom_frontiers", "Gloom")]),
        ("Revelations", [("revelations", "Revelations")]),
    ],
    "fugitive": [
        ("Hideouts", [("hideouts", "In the row"), ("face_down", "Face down")]),
        ("Highest hideout face up", [("highest_face_up", "Highest face up")]),
        ("Cards in hand", [("fugitive_cards", "the Fugitive"),
                           ("marshal_cards", "the Marshal")]),
        ("Cards in the decks", [("deck_cards", "Decks")]),
        ("Missed calls", [("missed_calls", "Missed calls")]),
    ],
    "omega": [
        ("Test results", [("successes", "Successes"), ("complications", "Complications")]),
        ("Threat and milestones", [("ohrozeni", "Threat"), ("milestones", "Milestones")]),
        ("Reserves", [("agent_reserves", "Agents"),
                      ("coordinator_reserves", "Coordinator")]),
        ("Exhausted aspects", [("exhausted", "Exhausted aspects")]),
    ],
}

# English -> (Italian, Czech); a word missing here stays in English
LABELS = {
    "move": ("mossa", "tah"), "seed": ("seme", "semínko"), "moves": ("mosse", "tahů"),
    "winner": ("vince", "vítěz"), "draw": ("pareggio", "remíza"),
    "Score": ("Punteggio", "Body"), "Player 1": ("Giocatore 1", "Hráč 1"),
    "Player 2": ("Giocatore 2", "Hráč 2"),
    "Energy": ("Energia", "Energie"), "Awareness": ("Consapevolezza", "Vědomí"),
    "Town": ("Città", "Město"), "Creature": ("Creatura", "Stvoření"),
    "Characters": ("Personaggi", "Postavy"), "In the circle": ("Nel cerchio", "V kruhu"),
    "Secured": ("Al Sicuro", "V bezpečí"), "Devoured": ("Divorati", "Pohlcení"),
    "Dimensions": ("Dimensioni", "Dimenze"),
    "Willpower": ("Volontà", "Vůle"), "Essence": ("Essenza", "Esence"),
    "Ambition": ("Ambizione", "Ambice"), "Points": ("Punti", "Body"),
    "Realms controlled": ("Regni controllati", "Ovládané Říše"),
    "Frontiers controlled": ("Frontiere controllate", "Ovládaná Pomezí"),
    "Revelations": ("Rivelazioni", "Zjevení"),
    "Bliss": ("Beatitudine", "Blaženost"), "Gloom": ("Malinconia", "Chmurnost"),
    "Hideouts": ("Nascondigli", "Úkryty"), "In the row": ("Nella fila", "V řadě"),
    "Face down": ("Coperti", "Lícem dolů"),
    "Highest hideout face up": ("Nascondiglio scoperto più alto", "Nejvyšší odkrytý úkryt"),
    "Highest face up": ("Più alto scoperto", "Nejvyšší odkrytý"),
    "Cards in hand": ("Carte in mano", "Karty v ruce"),
    "the Fugitive": ("il Fuggitivo", "Uprchlík"), "the Marshal": ("lo Sceriffo", "Šerif"),
    "Cards in the decks": ("Carte nei mazzi", "Karty v balíčcích"),
    "Decks": ("Mazzi", "Balíčky"), "Missed calls": ("Chiamate mancate", "Chybné tipy"),
    "Test results": ("Risultati delle prove", "Výsledky testů"),
    "Successes": ("Successi", "Úspěchy"), "Complications": ("Complicazioni", "Komplikace"),
    "Threat and milestones": ("Minaccia e Traguardi", "Ohrožení a Milníky"),
    "Threat": ("Minaccia", "Ohrožení"), "Milestones": ("Traguardi", "Milníky"),
    "Reserves": ("Riserve", "Rezervy"), "Agents": ("Agenti", "Agenti"),
    "Coordinator": ("Coordinatore", "Koordinátor"),
    "Exhausted aspects": ("Aspetti esauriti", "Vyčerpané aspekty"),
}
LANGS = ("en", "it", "cs")

# Okabe-Ito; 8 colours and 7 markers give 56 distinct pairs
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00",
           "#000000", "#F0E442")
MARKERS = ("o", "s", "^", "D", "v", "P", "X")


def label(text, lang):
    """A label in `lang` (en, it, cs)."""
    if lang == "en" or text not in LABELS:
        return text
    return LABELS[text][LANGS.index(lang) - 1]


def readable(name):
    """A series name no table knows: "missed_calls" -> "Missed calls"."""
    text = name.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def panels(game, names):
    """[(panel label, [(series, line label)])] covering every series in `names`."""
    out = []
    known = set()
    for title, lines in PANELS.get(game, ()):
        present = [(s, line) for s, line in lines if s in names]
        known.update(s for s, line in lines)
        if present:
            out.append((title, present))
    for name in names:
        if name not in known:
            out.append((readable(name), [(name, readable(name))]))
    return out


def styles(layout):
    """{line label: (colour, marker)}: one pair per distinct line label."""
    pairs = {}
    for title, lines in layout:
        for series, line in lines:
            if line not in pairs:
                i = len(pairs)
                pairs[line] = (COLOURS[i % len(COLOURS)], MARKERS[i % len(MARKERS)])
    return pairs


def plot(t, path, title, lang="en", terms=None):
    """Write the timeline of an export (host/export.rebuild's result) as a PNG.
    terms: the card data's own words for labels ({"Town": "Město"}), if any."""
    os.environ.setdefault("MPLBACKEND", "Agg")
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib import pyplot
    from matplotlib.ticker import MaxNLocator

    def tr(text):
        if terms and text in terms:
            return terms[text]
        return label(text, lang)

    layout = panels(t["game"], t["series_names"])
    pairs = styles(layout)
    columns = 1 if len(layout) <= 2 else 2
    rows = (len(layout) + columns - 1) // columns
    fig, axes = pyplot.subplots(rows, columns, sharex=True, squeeze=False,
                                figsize=(5.2 * columns, 2.3 * rows + 0.9), dpi=100)
    moves = [r["n"] for r in t["rows"]]
    for k, (panel, lines) in enumerate(layout):
        ax = axes[k // columns][k % columns]
        for series, line in lines:
            points = [(r["n"], r["series"][series]) for r in t["rows"]
                      if r["series"].get(series) is not None]
            colour, marker = pairs[line]
            ax.plot([p[0] for p in points], [p[1] for p in points], color=colour,
                    marker=marker, markevery=max(1, len(points) // 20), markersize=5,
                    linewidth=1.8, label=tr(line), drawstyle="steps-post")
        ax.set_title(tr(panel), fontsize=11, loc="left")
        ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins=5))
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.grid(True, color="#dddddd", linewidth=0.6)
        ax.set_xlim(0, max(moves[-1], 1))
        if len(lines) > 1:
            ax.legend(fontsize=8, loc="best", frameon=False)
    for k in range(len(layout), rows * columns):
        axes[k // columns][k % columns].set_visible(False)
    for c in range(columns):
        bottom = rows - 1 if (rows - 1) * columns + c < len(layout) else rows - 2
        axes[bottom][c].set_xlabel(tr("move"))
        axes[bottom][c].xaxis.set_tick_params(labelbottom=True)
    fig.suptitle(title, fontsize=13, x=0.01, ha="left")
    fig.tight_layout()
    fig.savefig(path)
    pyplot.close(fig)
