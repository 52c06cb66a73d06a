"""Record what real MXNet 1.9.1 computes for tests/gluon/rnn_scenarios.py (gluon.rnn layers and
cells, a small language model); tests/gluon/test_rnn.py compares the runtime with it.

    /path/to/mxnet-venv/bin/python bench/mxnet_rnn_fixtures.py tests/fixtures/mxnet/rnn_scenarios
writes rnn_scenarios.npz (arrays as SCENARIO/KEY/INDEX) and rnn_scenarios.json (names).
"""
import json
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load

scenarios = load("gluon/rnn_scenarios.py")

if __name__ == "__main__":
    base = Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/rnn_scenarios")
    arrays, names = {}, {"mxnet": mx.__version__}
    for scenario, fn in scenarios.SCENARIOS.items():
        for key, value in fn(mx).items():
            if value and isinstance(value[0], str):
                names[f"{scenario}/{key}"] = value
            else:
                for i, arr in enumerate(value):
                    arrays[f"{scenario}/{key}/{i}"] = arr
    np.savez_compressed(base.with_suffix(".npz"), **arrays)
    base.with_suffix(".json").write_text(json.dumps(names, indent=1, sort_keys=True) + "\n")
    print(f"{len(arrays)} arrays, {len(names) - 1} name lists")
