# Interface text in the chosen language, gettext style: the English text is
# the key. English needs no table; Italian and Czech tables live in
# firmware/lang/<code>.py (the app, and the reasons that shared/ gives in
# IllegalMove) and firmware/lang/<game>_<code>.py (one game's words; a game
# may also have an English one, <game>_en.py). Only the chosen language is
# loaded, and a game's table only while that game is open.
#
# A table is a module with TEXT = {english: translation}. A translation of a
# counted text (see Text.n) is a tuple of plural forms.
import sys

LANGUAGES = (("en", "English"), ("it", "Italiano"), ("cs", "Čeština"))


def plural_form(lang, n):
    """Which plural form a count takes: Italian 0 one / 1 other; Czech
    0 one, 1 few (2-4), 2 other; English 0 one / 1 other."""
    n = abs(n)
    if lang == "cs":
        if n == 1:
            return 0
        if 2 <= n <= 4:
            return 1
        return 2
    return 0 if n == 1 else 1


def _load_table(module_name):
    try:
        module = __import__(module_name, None, None, ("TEXT",))
    except ImportError:
        return None
    table = module.TEXT
    # drop the module so that only the dict stays in memory
    del sys.modules[module_name]
    package, _, leaf = module_name.rpartition(".")
    if hasattr(sys.modules.get(package), leaf):
        delattr(sys.modules[package], leaf)
    return table


class Text:
    """Callable: tr("Undo {0}?", name) -> the text in the chosen language."""

    def __init__(self, lang):
        self.lang = lang
        self.table = None if lang == "en" else _load_table("firmware.lang." + lang)
        self.game = None
        self.game_name = None

    def load_game(self, name):
        """Add a game's words (None: drop them). English needs no table, but
        a game may have one (<game>_en.py) for words its rule module writes
        otherwise, e.g. game terms kept in the game's own language."""
        self.game_name = name
        self.game = None
        if name is not None:
            self.game = _load_table("firmware.lang.%s_%s" % (name, self.lang))

    def word(self, english):
        """The translation of one text, or the text itself."""
        if self.game is not None:
            found = self.game.get(english)
            if found is not None:
                return found
        if self.table is not None:
            found = self.table.get(english)
            if found is not None:
                return found
        return english

    def __call__(self, template, *params):
        text = self.word(template)
        if isinstance(text, tuple):
            text = text[-1]
        if not params:
            return text
        return text.format(*[self._param(p) for p in params])

    def _param(self, p):
        # reasons passed as parameters (a barrier's "the die was rolled")
        # are English texts too
        if isinstance(p, str):
            found = self.word(p)
            return found if isinstance(found, str) else p
        return p

    def n(self, one, other, count, *params):
        """A counted text: n("{0} move", "{0} moves", 3, 3). The table holds a
        tuple of the language's plural forms under the English `one`."""
        found = self.word(one)
        if isinstance(found, tuple):
            text = found[min(plural_form(self.lang, count), len(found) - 1)]
        elif count == 1:
            text = found
        else:
            text = self.word(other)
        return text.format(*[self._param(p) for p in params])

    def reason(self, error):
        """An IllegalMove (or anything with template/params) in words."""
        template = getattr(error, "template", None)
        if template is None:
            return str(error)
        return self(template, *error.params)
