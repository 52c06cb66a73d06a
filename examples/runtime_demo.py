"""End to end on the bundled runtime: build an MLP, run it eagerly and hybridized,
export it in MXNet's format, import it back, and compare every output.

    python examples/runtime_demo.py

The same code runs on real MXNet 1.x: only the import block differs (with
``python -m hybridlint.runtime`` even that can stay ``import mxnet as mx``).
"""
import os
import tempfile
import time

import numpy as np

from hybridlint.runtime import compat

compat.install()
import mxnet as mx  # noqa: E402  (served by hybridlint.runtime)
from mxnet import gluon, nd  # noqa: E402
from mxnet.gluon import nn  # noqa: E402


def build():
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(256, activation="relu"), nn.Dense(128, activation="relu"), nn.Dense(2))
    net.initialize(mx.init.Xavier())
    return net


def timed(fn, repeat=20):
    fn()
    start = time.perf_counter()
    for _ in range(repeat):
        out = fn()
    return out.asnumpy(), (time.perf_counter() - start) / repeat * 1e3


def main():
    mx.random.seed(0)
    x = nd.random.normal(shape=(32, 512))
    net = build()
    rows = []
    eager, ms = timed(lambda: net(x))
    rows.append(("eager (F=nd)", ms, 0.0))
    net.hybridize()
    hybrid, ms = timed(lambda: net(x))
    rows.append(("hybridized", ms, float(np.abs(hybrid - eager).max())))
    with tempfile.TemporaryDirectory() as tmp:
        prefix = os.path.join(tmp, "mlp")
        net.export(prefix, epoch=0)
        files = sorted(os.listdir(tmp))
        imported = gluon.SymbolBlock.imports(prefix + "-symbol.json", ["data"],
                                             prefix + "-0000.params")
        out, ms = timed(lambda: imported(x))
        rows.append(("SymbolBlock.imports", ms, float(np.abs(out - eager).max())))
        imported.hybridize(static_alloc=True, static_shape=True)
        out, ms = timed(lambda: imported(x))
        rows.append(("imported, static", ms, float(np.abs(out - eager).max())))
    print(f"MLP 512-256-128-2 on a batch of 32; export wrote {', '.join(files)}")
    print(f"{'mode':<22}{'ms/call':>10}{'max |diff| vs eager':>22}")
    for mode, ms, diff in rows:
        print(f"{mode:<22}{ms:>10.3f}{diff:>22.2e}")
    worst = max(d for _, _, d in rows)
    print("all outputs agree" if worst < 1e-5 else f"MISMATCH: {worst}")
    return 0 if worst < 1e-5 else 1


if __name__ == "__main__":
    raise SystemExit(main())
