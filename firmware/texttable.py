# A translation table kept as one text with an index (firmware/i18n.py
# loads it for a table module that has an INDEX; host/langtable.py writes
# the index and says why: a dict of the same texts costs a heap object for
# every string, the text stays in flash). Imported only when such a table
# is loaded.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x


def bucket(english, buckets):
    """Which bucket of a TextTable's index holds a text: from its length and
    its first and last characters (cheap on the device: no loop in Python;
    host/langtable.py computes the same for the index it writes)."""
    return (len(english) + 31 * ord(english[0]) + 7 * ord(english[-1])) % buckets


SEEN = const(48)     # texts a TextTable remembers (about 2 KB on the Pico)


class TextTable:
    """A translation table kept as one text, used in place from flash: one
    entry a line, "english | translation" (a counted text: its plural forms,
    each after " | "), with an index of byte offsets (INDEX, written by
    host/langtable.py): a dict of the same texts would take a heap object
    for every string. get() works like a dict's. Finding a line costs about
    half a millisecond on the Pico, so the last texts asked for (and those
    not in the table) are remembered: a screen asks for the same few on
    every press."""

    def __init__(self, text, index):
        self.text = text                    # kept: the view below reads its bytes
        try:
            self.data = memoryview(text)    # MicroPython: the text's bytes, in place
        except TypeError:
            self.data = text.encode()       # CPython (emulator, tests)
        self.index = index
        self.seen = {}                      # english -> translation, "" if absent

    def get(self, english, default=None):
        found = self.seen.get(english)
        if found is None:
            found = self._find(english)
            if len(self.seen) >= SEEN:
                self.seen = {}
            self.seen[english] = found
        return found if found else default

    def _find(self, english):
        if not english:
            return ""
        ix = self.index
        buckets = ix[0] | (ix[1] << 8)
        # its bucket (bucket() written out: this runs for every new text)
        b = 2 + 2 * ((len(english) + 31 * ord(english[0]) + 7 * ord(english[-1])) % buckets)
        entries = 4 + 2 * buckets           # where the entries start
        at = entries + 6 * (ix[b] | (ix[b + 1] << 8))
        end = entries + 6 * (ix[b + 2] | (ix[b + 3] << 8))
        data = self.data
        while at < end:
            start = ix[at] | (ix[at + 1] << 8)
            sep = ix[at + 2] | (ix[at + 3] << 8)
            if str(data[start:sep], "utf-8") == english:
                value = str(data[sep + 3:ix[at + 4] | (ix[at + 5] << 8)], "utf-8")
                return tuple(value.split(" | ")) if " | " in value else value
            at += 6
        return ""
