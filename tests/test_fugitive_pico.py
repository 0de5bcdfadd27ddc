# A sample of the Fugitive bench corpus counted on the emulated Pico
# (host/pico/: the real MicroPython v1.28 rp2 firmware, its flash as
# `tablekeeper deploy` leaves it, lib/fugitive_count.mpy built for armv6m),
# as the device counts it: deduce_steps in steps, through the script of
# `bench/fugitive.py --pico`. The native engine must load there and answer
# the Python engine's integers (CPython) on every state of the sample.
import pytest

from bench import fugitive as bench
from shared import fugitive_deduce as deduce
from tests.test_fugitive_native import corpus

pytestmark = pytest.mark.pico

# corpus states from about 40 to 460 ms on the Pico (bench/fugitive.py
# --pico): the largest (123) takes its layers in several 4 KB blocks, added
# as it asks, and walks back through them
SAMPLE = (4, 22, 44, 137, 79, 123)


def test_the_armv6m_engine_counts_a_corpus_sample_to_the_python_engines_integers():
    """Issue 17, exactness on the device: worlds and every face-down
    hideout's weight per value, identical to the Python engine's, counted
    by the native engine (not handed to the Python one) on the chip."""
    states = corpus()
    sample = [states[i] for i in SAMPLE]
    rows = bench.pico_rows(sample, "stock", chunk=len(sample))
    for k, i in enumerate(SAMPLE):
        assert k in rows, "state %d: no answer from the emulated Pico" % i
        _us, _longest, _heap, status, answer = rows[k]
        assert status == "native", "state %d was counted by: %s" % (i, status)
        expected = deduce.deduce(sample[k])
        assert answer == [expected["worlds"], expected["positions"]], "state %d" % i
