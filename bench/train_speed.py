"""Training-step time, eager vs hybridized, on the tutorial MLP and LeNet.

    python bench/train_speed.py [--steps 30] [--repeat 3] [--markdown]

One step is what a training loop does per batch: forward under
``autograd.record()``, ``SoftmaxCrossEntropyLoss``, ``backward()`` and
``Trainer.step`` (SGD with momentum).  Each configuration is warmed up (the
first hybridized call traces and builds the graph), then timed over
``--steps`` steps; the median of ``--repeat`` runs is reported in ms/step.
Both modes start from the same weights and data, and the script checks that
they end with the same parameters, so a fast but wrong mode cannot win.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time

import numpy as np

CONFIGS = [("mlp", (64, 512), 2), ("lenet", (32, 1, 28, 28), 10)]


def _build(name):
    from hybridlint.runtime import name as _name
    from hybridlint.runtime.gluon import HybridBlock, nn

    class LeNet(HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.conv1 = nn.Conv2D(6, 5)
                self.pool1 = nn.MaxPool2D(2)
                self.conv2 = nn.Conv2D(16, 5)
                self.pool2 = nn.MaxPool2D(2)
                self.fc1 = nn.Dense(120)
                self.fc2 = nn.Dense(84)
                self.fc3 = nn.Dense(10)

        def hybrid_forward(self, F, x):
            x = self.pool1(F.relu(self.conv1(x)))
            x = self.pool2(F.relu(self.conv2(x)))
            x = F.relu(self.fc1(x.reshape((0, -1))))
            return self.fc3(F.relu(self.fc2(x)))

    with _name.NameManager():
        if name == "lenet":
            return LeNet()
        net = nn.HybridSequential()
        net.add(nn.Dense(256, activation="relu"), nn.Dense(128, activation="relu"), nn.Dense(2))
        return net


def _setup(name, shape, classes, hybrid, init):
    from hybridlint.runtime import nd
    from hybridlint.runtime.gluon import loss as gloss
    from hybridlint.runtime.gluon.trainer import Trainer

    net = _build(name)
    net.initialize()
    rng = np.random.default_rng(0)
    x = nd.array(rng.normal(size=shape))
    y = nd.array(rng.integers(0, classes, size=shape[0]))
    net(x)
    for p, v in zip(net.collect_params().values(), init):
        p.set_data(v)
    if hybrid:
        net.hybridize()
    trainer = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.01, "momentum": 0.9})
    return net, x, y, gloss.SoftmaxCrossEntropyLoss(), trainer


def _steps(net, x, y, loss_fn, trainer, n):
    from hybridlint.runtime import autograd
    for _ in range(n):
        with autograd.record():
            loss = loss_fn(net(x), y)
        loss.backward()
        trainer.step(x.shape[0])
    loss.asnumpy()


def measure(name, shape, classes, steps, repeat):
    from hybridlint.runtime import random
    random.seed(1)
    probe = _build(name)
    probe.initialize()
    from hybridlint.runtime import nd
    probe(nd.zeros(shape))
    init = [p.data().asnumpy() for p in probe.collect_params().values()]
    out = {}
    finals = {}
    for hybrid in (False, True):
        times = []
        for _ in range(repeat):
            net, x, y, loss_fn, trainer = _setup(name, shape, classes, hybrid, init)
            _steps(net, x, y, loss_fn, trainer, 2)            # warm-up (tracing)
            start = time.perf_counter()
            _steps(net, x, y, loss_fn, trainer, steps)
            times.append((time.perf_counter() - start) / steps * 1e3)
        out[hybrid] = statistics.median(times)
        finals[hybrid] = [p.data().asnumpy() for p in net.collect_params().values()]
    for a, b in zip(finals[False], finals[True]):
        np.testing.assert_allclose(b, a, rtol=1e-3, atol=1e-5,
                                   err_msg=f"{name}: eager and hybridized training diverged")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--markdown", action="store_true", help="print a table for bench/RESULTS.md")
    args = ap.parse_args(argv)
    rows = []
    for name, shape, classes in CONFIGS:
        res = measure(name, shape, classes, args.steps, args.repeat)
        rows.append((name, "x".join(map(str, shape)), res[False], res[True]))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    if args.markdown:
        print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, Python "
              f"{platform.python_version()}, numpy {np.__version__}, {os.cpu_count()} CPUs, "
              f"load average {load:.1f}; median of {args.repeat} x {args.steps} steps\n")
        print("| net | batch | eager ms/step | hybridized ms/step | speed-up |")
        print("|---|---|---:|---:|---:|")
        for name, shape, e, h in rows:
            print(f"| {name} | {shape} | {e:.2f} | {h:.2f} | {e / h:.2f}x |")
    else:
        for name, shape, e, h in rows:
            print(f"{name:6s} {shape:12s} eager {e:8.2f} ms/step   hybridized {h:8.2f} ms/step   "
                  f"speed-up {e / h:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
