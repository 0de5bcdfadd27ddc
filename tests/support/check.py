# Assertion helpers that work under pytest (CPython) and under the plain
# MicroPython runner (tests/mprun.py), which has no pytest.


def raises(exc_type, fn, *args):
    """Call fn(*args); it must raise exc_type. Return the exception."""
    try:
        fn(*args)
    except exc_type as e:
        return e
    raise AssertionError("%s was not raised" % exc_type.__name__)


def unchanged_by(state, fn, *args):
    """fn(*args) must raise IllegalMove and leave `state` exactly as it was."""
    from shared import canon
    from shared.rules import IllegalMove
    before = canon.encode(state)
    e = raises(IllegalMove, fn, *args)
    assert canon.encode(state) == before, "a refused move changed the state: %s" % e
    assert str(e), "an illegal move must say why"
    return e
