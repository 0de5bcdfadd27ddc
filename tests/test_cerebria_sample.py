# The committed Cerebria sample is exactly what its generator writes (sealed,
# NFC text), so the two cannot drift apart.
import os
import unicodedata

from host import cerebria_sample
from tests.conftest import ROOT


def test_sample_file_is_the_generators_output():
    with open(os.path.join(ROOT, "data", "cerebria", "sample.json"), encoding="utf-8") as f:
        committed = f.read()
    assert committed == cerebria_sample.text(cerebria_sample.document()), \
        "run: python -m host.cerebria_sample"


def test_sample_text_is_nfc():
    with open(os.path.join(ROOT, "data", "cerebria", "sample.json"), encoding="utf-8") as f:
        text = f.read()
    assert unicodedata.normalize("NFC", text) == text
