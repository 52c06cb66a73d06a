"""Record real MXNet 1.9.1 on tests/runtime/foreach_scenario.py (a foreach recurrence):
outputs and gradients eager and hybridized, and the block's exported -symbol.json.

    /path/to/mxnet-venv/bin/python bench/mxnet_foreach_fixtures.py tests/fixtures/mxnet/foreach
"""
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load

scenario = load("runtime/foreach_scenario.py")

if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/foreach")
    out.mkdir(parents=True, exist_ok=True)
    arrays = {}
    for mode in ("eager", "hybrid"):
        for k, v in enumerate(scenario.run(mx, mode == "hybrid")):
            arrays[f"{mode}_{k}"] = v
    np.savez_compressed(out / "results.npz", **arrays)
    net = scenario.make(mx)
    net.initialize()
    net.hybridize()
    net(mx.nd.ones((4, 2, 3)), mx.nd.ones((2, 3)))
    net.export(str(out / "loop"))
    print(sorted(arrays), "exported", sorted(p.name for p in out.iterdir()))
