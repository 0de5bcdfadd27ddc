# Canonical form of plain data: the same bytes and digest on CPython and MicroPython.
from shared import canon
from tests.support.check import raises

SAMPLE = {"b": [1, -2, None, True, False],
          "a": 'Příliš žluťoučký kůň "q" \\ \n',
          "z": {"y": {}, "x": []}}


def test_keys_are_sorted_and_there_is_no_whitespace():
    assert canon.encode({"b": 1, "a": {"d": 2, "c": 3}}) == b'{"a":{"c":3,"d":2},"b":1}'


def test_text_is_utf8_with_quotes_backslashes_and_controls_escaped():
    assert canon.encode(SAMPLE) == (
        b'{"a":"P\xc5\x99\xc3\xadli\xc5\xa1 \xc5\xbelu\xc5\xa5ou\xc4\x8dk\xc3\xbd '
        b'k\xc5\xaf\xc5\x88 \\"q\\" \\\\ \\u000a","b":[1,-2,null,true,false],'
        b'"z":{"x":[],"y":{}}}')


def test_digest_is_the_same_on_both_runtimes():
    # the constant was computed once on CPython; MicroPython must agree
    assert canon.digest(SAMPLE) == "735ee0074d0ac0e2ea19c0ca49f456b4a07112a324bdf584e3e9ea7c1c37c8f0"


def test_digest_is_the_sha256_of_the_encoding_also_for_long_values():
    # digest() hashes the encoding in pieces; it must equal hashing it whole
    big = {"t": ["x" * 300, SAMPLE] * 40, "n": list(range(500))}
    for value in (SAMPLE, big, [], "", 7):
        assert canon.digest(value) == canon.hexdigest(canon.encode(value))


def test_key_order_does_not_change_the_digest():
    a = {}
    b = {}
    for i in range(50):
        a["k%d" % i] = i
    for i in range(49, -1, -1):
        b["k%d" % i] = i
    assert canon.digest(a) == canon.digest(b)


def test_tuples_encode_like_lists():
    assert canon.encode((1, (2, 3))) == canon.encode([1, [2, 3]])


def test_floats_are_refused():
    # the Pico's single-precision floats would not give the same bytes
    raises(TypeError, canon.encode, {"x": 0.5})


def test_non_string_keys_are_refused():
    # JSON would turn them into strings and the state would change on a round trip
    raises(TypeError, canon.encode, {1: "a"})


def test_other_objects_are_refused():
    raises(TypeError, canon.encode, [object()])


def test_digest_streams_the_same_bytes_as_encode():
    # digest() hashes the encoding in pieces (no one big block on the device)
    value = {"k\"": ["\x1f", "ž" * 300, 5, None, True, "a\\b"], "list": [{"a": "b"}] * 200}
    assert canon.digest(value) == canon.hexdigest(canon.encode(value))
    assert canon.encode(["x\"y\\z\n"]) == b'["x\\"y\\\\z\\u000a"]'


def test_strings_with_and_without_escapes_encode_as_json_would():
    # the fast path (no character to escape) and the slow one agree
    for text, out in (("Ohrožení", '"Ohrožení"'), ("a\x00b", '"a\\u0000b"'),
                      ("\x7f]-[", '"\x7f]-["'), ("\x1f", '"\\u001f"'), ("\\", '"\\\\"')):
        assert canon.encode(text) == out.encode(), text
