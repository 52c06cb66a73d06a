"""gluon.rnn under the alias computes what real MXNet 1.9.1 computed for the same scenarios
(tests/fixtures/mxnet/rnn_scenarios.*, recorded by bench/mxnet_rnn_fixtures.py), with the same
parameter names; eager and hybridized agree."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import compat

from . import rnn_scenarios

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "rnn_scenarios"
ARRAYS = np.load(FIX.with_suffix(".npz"))
NAMES = json.loads(FIX.with_suffix(".json").read_text())


@pytest.fixture(scope="module")
def results():
    had = compat.is_installed()
    mx = compat.install()
    try:
        return {name: fn(mx) for name, fn in rnn_scenarios.SCENARIOS.items()}
    finally:
        if not had:
            compat.uninstall()


def _recorded(scenario, key):
    if f"{scenario}/{key}" in NAMES:
        return NAMES[f"{scenario}/{key}"]
    n = sum(1 for k in ARRAYS.files if k.startswith(f"{scenario}/{key}/"))
    return [ARRAYS[f"{scenario}/{key}/{i}"] for i in range(n)]


CASES = sorted({tuple(k.split("/")[:2]) for k in ARRAYS.files}
               | {tuple(k.split("/")) for k in NAMES if k != "mxnet"})


@pytest.mark.parametrize("scenario, key", CASES, ids=["/".join(c) for c in CASES])
def test_matches_mxnet(results, scenario, key):
    got = results[scenario][key]
    want = _recorded(scenario, key)
    assert len(got) == len(want)
    if want and isinstance(want[0], str):
        assert got == want
        return
    for g, w in zip(got, want):
        assert g.shape == w.shape
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-5)


def test_recorded_by_mxnet_1_9_1():
    assert NAMES["mxnet"] == "1.9.1"
    assert len(CASES) > 20
