"""mx.metric, mx.lr_scheduler, mx.io and mx.gluon.utils under the alias give what real MXNet
1.9.1 gave for the same scenarios (tests/fixtures/mxnet/api_scenarios.json, recorded by
bench/mxnet_api_fixtures.py)."""
import json
import math
from pathlib import Path

import pytest

from . import api_scenarios

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "api_scenarios.json"
RECORDED = json.loads(FIXTURE.read_text())


def _close(got, want, path="", rel=1e-5):
    if isinstance(want, dict):
        assert isinstance(got, dict) and set(got) == set(want), path
        for k in want:
            _close(got[k], want[k], f"{path}.{k}", rel)
    elif isinstance(want, list):
        assert isinstance(got, (list, tuple)) and len(got) == len(want), (path, got, want)
        for i, (g, w) in enumerate(zip(got, want)):
            _close(g, w, f"{path}[{i}]", rel)
    elif want == "nan":
        assert got == "nan", (path, got)
    elif isinstance(want, float):
        assert got == pytest.approx(want, rel=rel, abs=1e-7), (path, got, want)
    else:
        assert got == want, (path, got, want)


@pytest.mark.parametrize("name", sorted(api_scenarios.SCENARIOS))
def test_scenario_matches_mxnet(name, mx):
    got = json.loads(json.dumps(api_scenarios.SCENARIOS[name](mx), default=_plain))
    _close(_nan_to_str(got), RECORDED[name], name)


def _plain(value):
    return value.item() if hasattr(value, "item") else str(value)


def _nan_to_str(value):
    if isinstance(value, list):
        return [_nan_to_str(v) for v in value]
    if isinstance(value, dict):
        return {k: _nan_to_str(v) for k, v in value.items()}
    return "nan" if isinstance(value, float) and math.isnan(value) else value


def test_recorded_by_mxnet_1_9_1():
    assert RECORDED["mxnet"] == "1.9.1"


def test_file_iterators_say_what_to_use(mx):
    with pytest.raises(AttributeError, match="gluon.data.*NDArrayIter"):
        mx.io.LibSVMIter
