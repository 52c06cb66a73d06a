"""Record what real MXNet 1.9.1 gives for tests/runtime/api_scenarios.py (metrics, learning-rate
schedulers, NDArrayIter, gluon.utils); tests/runtime/test_api_scenarios.py compares the runtime.

    /path/to/mxnet-venv/bin/python bench/mxnet_api_fixtures.py > tests/fixtures/mxnet/api_scenarios.json
"""
import json
import math

import mxnet as mx

from from_tests import load

scenarios = load("runtime/api_scenarios.py")


def plain(value):
    """JSON-able: numpy scalars to python, NaN to the string 'nan'."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if hasattr(value, "item"):
        value = value.item()
    if isinstance(value, float) and math.isnan(value):
        return "nan"
    return value


if __name__ == "__main__":
    out = {"mxnet": mx.__version__}
    out.update({name: plain(fn(mx)) for name, fn in scenarios.SCENARIOS.items()})
    print(json.dumps(out, sort_keys=True))
