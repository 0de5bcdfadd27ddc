# The bitmap fonts are exactly what host/fonttool.py makes from the vendored
# Terminus source, and they can draw every character of the interface; every
# interface text has an Italian and a Czech translation with the same
# placeholders, and counted texts have their languages' plural forms.
import ast
import glob
import os
import re

import pytest

from host import fonttool
from tests.conftest import ROOT

LANGS = ("it", "cs")
PLURALS = {"it": 2, "cs": 3, "en": 2}
REQUIRED = "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽàèéìòùÀÈÉÌÒÙ"
TEXT_FONTS = ("ter12", "ter16")         # the fonts that draw interface text


def table(name):
    module = __import__("firmware.lang." + name, None, None, ("TEXT",))
    return module.TEXT


def font_codes(module):
    data = __import__("firmware.fonts." + module, None, None, ("CODES",))
    c = data.CODES
    return set((c[i] << 8) | c[i + 1] for i in range(0, len(c), 2))


def test_committed_fonts_equal_a_fresh_generation_from_the_source():
    assert fonttool.differences() == []


def test_the_vendored_font_comes_with_its_licence():
    here = os.path.join(ROOT, "host", "fonts", "terminus")
    with open(os.path.join(here, "OFL.TXT")) as f:
        assert "SIL OPEN FONT LICENSE Version 1.1" in f.read()
    for source, chars in fonttool.FONTS.values():
        assert os.path.exists(os.path.join(here, source))


def test_a_changed_module_is_detected(tmp_path):
    fonttool.generate(str(tmp_path))
    path = tmp_path / "ter16.py"
    path.write_text(path.read_text().replace("HEIGHT = 16", "HEIGHT = 15"))
    assert fonttool.differences(str(tmp_path)) == ["ter16"]


@pytest.mark.parametrize("font", TEXT_FONTS)
def test_text_fonts_have_every_required_diacritic(font):
    codes = font_codes(font)
    assert [ch for ch in REQUIRED if ord(ch) not in codes] == []


@pytest.mark.parametrize("font", TEXT_FONTS)
def test_text_fonts_draw_every_character_of_every_language_table(font):
    codes = font_codes(font)
    missing = set()
    for path in glob.glob(os.path.join(ROOT, "firmware", "lang", "*.py")):
        name = os.path.basename(path)[:-3]
        if name == "__init__":
            continue
        for key, value in table(name).items():
            for text in (key,) + (value if isinstance(value, tuple) else (value,)):
                missing.update(ch for ch in text if ord(ch) not in codes)
    assert missing == set()


def literal_texts(path):
    """The English texts a firmware module passes to tr(), tr.n() and hint_text()."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            args = []
            if name == "tr":
                args = node.args[:1]
            elif name == "n" and isinstance(f, ast.Attribute):
                args = node.args[:1]
            elif name == "hint_text":
                args = node.args[2::2]
            for a in args:
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    found.add(a.value)
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = getattr(node.targets[0], "id", None)
            if target == "TITLE" and isinstance(node.value, ast.Constant):
                found.add(node.value.value)
            if target == "OPTION_NAMES" and isinstance(node.value, ast.Dict):
                found.update(v.value for v in node.value.values)
    return found


def shared_reasons(path):
    """The English templates of IllegalMove, CannotUndo and require() in shared/."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None)
            if name in ("IllegalMove", "CannotUndo") and node.args:
                a = node.args[0]
            elif name == "require" and len(node.args) > 1:
                a = node.args[1]
            else:
                continue
            if isinstance(a, ast.Constant) and isinstance(a.value, str):
                found.add(a.value)
    return found


APP_MODULES = [p for p in glob.glob(os.path.join(ROOT, "firmware", "**", "*.py"), recursive=True)
               if os.sep + "games" + os.sep not in p or p.endswith("generic.py")]
BUTTON_WORDS = {"up", "down", "choose", "back", "menu", "undo"}   # screens.button_help


def test_every_app_text_is_translated_with_the_same_placeholders():
    texts = set(BUTTON_WORDS)
    for path in APP_MODULES:
        texts |= literal_texts(path)
    for name in ("rules.py", "match.py"):
        texts |= shared_reasons(os.path.join(ROOT, "shared", name))
    texts.discard("{0} moves")          # the plural of "{0} move", in its tuple
    assert len(texts) > 60
    for lang in LANGS:
        t = table(lang)
        assert sorted(texts - set(t)) == [], lang
        for key in texts:
            check_entry(lang, key, t[key])


def check_entry(lang, key, value):
    forms = value if isinstance(value, tuple) else (value,)
    if isinstance(value, tuple):
        assert len(value) == PLURALS[lang], (lang, key)
    for form in forms:
        assert set(re.findall(r"\{\d\}", form)) == set(re.findall(r"\{\d\}", key)), (lang, key)


def game_plugins():
    """Games with screens: firmware/games/<game>.py (its helper modules are
    named <game>_<part>.py and belong to it), or a package firmware/games/<game>/."""
    names = []
    for path in glob.glob(os.path.join(ROOT, "firmware", "games", "*")):
        name = os.path.basename(path)
        if name.endswith(".py") and name[:-3] not in ("__init__", "generic"):
            names.append(name[:-3])
        elif os.path.exists(os.path.join(path, "__init__.py")):
            names.append(name)
    return sorted(n for n in names if not [m for m in names if n.startswith(m + "_")])


def game_files(folder, game):
    """<folder>/<game>.py and its helper modules <folder>/<game>_*.py."""
    paths = glob.glob(os.path.join(ROOT, folder, game + "_*.py"))
    main = os.path.join(ROOT, folder, game + ".py")
    return ([main] if os.path.exists(main) else []) + sorted(paths)


def game_texts(game):
    """The texts of a game's plug-in (module, helper modules or package), and
    the reasons of its rule modules (shared/<game>.py and shared/<game>_*.py)."""
    modules = game_files("firmware/games", game) + \
        glob.glob(os.path.join(ROOT, "firmware", "games", game, "*.py"))
    texts = set()
    for path in modules:
        texts |= literal_texts(path)
    for path in game_files("shared", game):
        texts |= shared_reasons(path)
    return texts


@pytest.mark.parametrize("game", game_plugins())
def test_every_game_text_is_translated(game):
    texts = game_texts(game)
    assert texts
    for lang in LANGS:
        t = dict(table(lang))
        t.update(table("%s_%s" % (game, lang)))
        assert sorted(texts - set(t)) == [], (game, lang)
        for key in texts:
            check_entry(lang, key, t[key])


@pytest.mark.parametrize("game", game_plugins())
def test_a_game_english_table_keeps_the_placeholders(game):
    path = os.path.join(ROOT, "firmware", "lang", game + "_en.py")
    if not os.path.exists(path):
        pytest.skip("no English table")
    texts = game_texts(game)
    for key, value in table(game + "_en").items():
        assert key in texts, key
        check_entry("en", key, value)


def test_plural_forms_follow_each_language():
    from firmware.i18n import Text
    cs = Text("cs")
    assert [cs.n("{0} move", "{0} moves", n, n) for n in (1, 3, 5)] == ["1 tah", "3 tahy", "5 tahů"]
    it = Text("it")
    assert [it.n("{0} move", "{0} moves", n, n) for n in (1, 2)] == ["1 mossa", "2 mosse"]
    en = Text("en")
    assert [en.n("{0} move", "{0} moves", n, n) for n in (1, 2)] == ["1 move", "2 moves"]


def test_reasons_from_the_rules_are_translated_with_their_parameters():
    from firmware.i18n import Text
    from shared.match import CannotUndo
    cs = Text("cs")
    cs.load_game("scorecounter")
    assert cs.reason(CannotUndo("Cannot undo: {0}", "the die was rolled")) == \
        "Nelze vrátit: kostka už byla hozena"
    assert cs("Unknown text stays English") == "Unknown text stays English"
