# A plug-in's own picker (choose()) whose key is ["move", prefix] comes back
# as itself after a power cut, not as the generic move builder.
from firmware import input as keys
from firmware.games import scorecounter
from tests.support.driver import Driver


def test_a_custom_picker_with_a_move_key_is_resumed_as_itself(monkeypatch):
    plain = scorecounter.choose

    def choose(session, prefix, items):
        scene = plain(session, prefix, items)
        if scene is not None:
            scene.key = ["move", prefix]
        return scene
    monkeypatch.setattr(scorecounter, "choose", choose)
    d = Driver("pico_display")
    d.choose("Games")
    d.choose("Score counter")
    d.choose("Start")
    d.do(keys.OK)
    assert d.labels() == ["+1", "+2", "+3", "Roll the die"]
    again = Driver("pico_display", d.flash.copy())      # power cut, power back
    assert again.app._screen_keys() == ["game", ["move", []]]
    assert again.kind() == "Menu" and again.labels() == ["+1", "+2", "+3", "Roll the die"]
    again.choose("+2")
    assert again.app.session.match.moves == [["add", 2]]
