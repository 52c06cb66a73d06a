"""Training-step time, eager vs hybridized, ours and MXNet 1.9.1's, on the tutorial
MLP, LeNet and a slim ResNet-18 v1.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 python bench/train_speed.py \
        [--steps 10] [--repeat 9] [--markdown] [--mxnet PYTHON | --no-mxnet] [--only NAME]
        [--parts] [--drift N]

One step is what a training loop does per batch: forward under
``autograd.record()``, ``SoftmaxCrossEntropyLoss``, ``backward()`` and
``Trainer.step`` (SGD with momentum).  Hybridized means
``hybridize(static_alloc=True, static_shape=True)`` on both sides.  Each
configuration is warmed up (the first hybridized call traces and builds the
graph), then its eager and hybridized steps are timed **in turn**: ``--repeat``
rounds of ``--steps`` timed steps per mode, ours alternating step by step,
MXNet's one block of ``--steps`` steps per mode (its engine runs ahead of
Python; a block ends in ``waitall``), the order reversed every other round,
and one untimed step before each timed step or block (on the caches the other
mode left, a step is slower: see :func:`interleaved`).  Reported:
the median over rounds of each mode's mean ms/step, wall clock and CPU time of
the process (``process_time``, all threads: MXNet's engine threads included),
the latter being less sensitive to other jobs on a shared machine, and the
speed-up as the median over rounds of each round's eager-over-hybridized
ratio: steps side by side see about the same machine load, so that ratio is
what one run pins down (timed one mode after the other, as until session 30,
one run's LeNet ratio moved by 1.5-2.1x;
bench/RESULTS.md, "Issue #13, session 30").  Both of our modes start from the same weights and data,
and the script checks that they end with the same parameters, so a fast but
wrong mode cannot win.  ``peak`` is the tracemalloc peak of one step (numpy
buffers are traced) above what was allocated before it.

The MXNet columns come from real MXNet 1.9.1 run in a subprocess
(``--mxnet``: a python with mxnet installed; default ``$MXNET_PYTHON`` or
``/work/mxvenv/bin/python``), which imports this file for the same network
definitions (:func:`define_nets` takes the ``nn`` module and ``HybridBlock``
class of either runtime), one subprocess per net right before our own
measurement of it, so that both see about the same machine load.

``--drift N`` prints, for ours only, per step 1..N the largest difference between eager and
hybridized training (parameters and gradients, each array's max |a - b| over its max |a|), beside
the same figure for two eager runs, one started with a single weight scaled by 1 + 1e-6: how
far rounding alone carries a run (see "What the equality check checks" below).

What the equality check checks: both modes start from the same weights and data and must agree
after **3** steps (rtol 1e-3).  Further, a comparison of two runs stops meaning anything here: a
step's gradient jumps where a ReLU input (or a max pool's top two values) crosses equality, the
slim ResNet has ~190k ReLU inputs a step, and within a few steps one of them lies within float32
rounding (~1e-7 of its array's largest value) of 0, so two runs that differ by rounding take
different sides of it.  At the weights after 3 steps one does (stage 1's first residual ReLU,
1.3e-7): from exactly those weights eager and hybridized gradients differ by 9.9e-2, and eager
lands on hybridized's side (to 8e-6) when its stem weights are scaled by 1 - 4e-7.  Past such a
step the runs train on different trajectories (parameters 1e-2 to 2e-1 apart at steps 5-10),
and so do two eager runs, one with a single weight scaled by 1 + 1e-6: within 10 steps for 6
of 8 random weights in ours, 4 of 8 in MXNet 1.9.1 (whose eager and hybridized steps run the same
kernels, so never part).  The LeNet and the MLP meet no such step in 8.  Measured in
bench/RESULTS.md, "Issue #13, session 29 (H120)".

``--parts`` prints, for ours only, the CPU minima of each part of a step (forward under
``record()``, loss, ``backward()``, ``Trainer.step``) per mode, for per-part comparisons
between two checkouts run alternately.

The slim ResNet-18 v1 is the Gluon model zoo's ``resnet18_v1`` (BasicBlockV1,
2-2-2-2 blocks, 7x7/2 stem and 3x3/2 max pooling) with channels 8-16-32-64
(stem 8) instead of 64-128-256-512, 10 classes, batch 32 of 32x32 images.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import numpy as np

CONFIGS = [("mlp", (64, 512), 2), ("lenet", (32, 1, 28, 28), 10),
           ("resnet", (32, 3, 32, 32), 10)]
LABELS = {"mlp": "tutorial MLP (512-256-128-2)",
          "lenet": "LeNet (conv 6, pool, conv 16, pool, dense 120-84-10)",
          "resnet": "slim ResNet-18 v1 (8-16-32-64)"}
RESNET_CHANNELS = (8, 8, 16, 32, 64)


def define_nets(nn, HybridBlock):
    """``{name: constructor}`` over either runtime's Gluon (same architectures)."""

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

    def conv3x3(channels, stride, in_channels):
        return nn.Conv2D(channels, kernel_size=3, strides=stride, padding=1, use_bias=False,
                         in_channels=in_channels)

    class BasicBlockV1(HybridBlock):
        """The model zoo's BasicBlockV1."""

        def __init__(self, channels, stride, downsample=False, in_channels=0, **kwargs):
            super().__init__(**kwargs)
            self.body = nn.HybridSequential(prefix="")
            self.body.add(conv3x3(channels, stride, in_channels))
            self.body.add(nn.BatchNorm())
            self.body.add(nn.Activation("relu"))
            self.body.add(conv3x3(channels, 1, channels))
            self.body.add(nn.BatchNorm())
            if downsample:
                self.downsample = nn.HybridSequential(prefix="")
                self.downsample.add(nn.Conv2D(channels, kernel_size=1, strides=stride,
                                              use_bias=False, in_channels=in_channels))
                self.downsample.add(nn.BatchNorm())
            else:
                self.downsample = None

        def hybrid_forward(self, F, x):
            residual = x
            x = self.body(x)
            if self.downsample:
                residual = self.downsample(residual)
            return F.Activation(residual + x, act_type="relu")

    class ResNetV1(HybridBlock):
        """The model zoo's ResNetV1 (thumbnail=False) with BasicBlockV1 and 2-2-2-2 layers."""

        def __init__(self, channels=RESNET_CHANNELS, classes=10, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.features = nn.HybridSequential(prefix="")
                self.features.add(nn.Conv2D(channels[0], 7, 2, 3, use_bias=False))
                self.features.add(nn.BatchNorm())
                self.features.add(nn.Activation("relu"))
                self.features.add(nn.MaxPool2D(3, 2, 1))
                for i in range(4):
                    stride = 1 if i == 0 else 2
                    stage = nn.HybridSequential(prefix=f"stage{i + 1}_")
                    with stage.name_scope():
                        stage.add(BasicBlockV1(channels[i + 1], stride,
                                               channels[i + 1] != channels[i],
                                               in_channels=channels[i], prefix=""))
                        stage.add(BasicBlockV1(channels[i + 1], 1, False,
                                               in_channels=channels[i + 1], prefix=""))
                    self.features.add(stage)
                self.features.add(nn.GlobalAvgPool2D())
                self.output = nn.Dense(classes, in_units=channels[-1])

        def hybrid_forward(self, F, x):
            return self.output(self.features(x))

    def mlp():
        net = nn.HybridSequential()
        with net.name_scope():
            net.add(nn.Dense(256, activation="relu"), nn.Dense(128, activation="relu"),
                    nn.Dense(2))
        return net

    return {"mlp": mlp, "lenet": LeNet, "resnet": ResNetV1}


def _data(shape, classes):
    rng = np.random.default_rng(0)
    return (rng.normal(size=shape).astype(np.float32),
            rng.integers(0, classes, size=shape[0]).astype(np.float32))


def _medians(times):
    """(median wall ms, median CPU ms) per step over the repeats."""
    return tuple(statistics.median(t[i] for t in times) for i in range(2))


# ------------------------------------------------------------------------------- ours
def _build(name):
    from hybridlint.runtime import name as _name
    from hybridlint.runtime.gluon import HybridBlock, nn
    with _name.NameManager():
        return define_nets(nn, HybridBlock)[name]()


def initial_params(name, shape):
    """The parameters every run of net ``name`` starts from (seeded, so both modes, every repeat
    and the profilers' runs train the same net)."""
    from hybridlint.runtime import nd, random
    random.seed(1)
    probe = _build(name)
    probe.initialize()
    probe(nd.zeros(shape))
    return [p.data().asnumpy() for p in probe.collect_params().values()]


def _setup(name, shape, classes, hybrid, init):
    from hybridlint.runtime import nd
    from hybridlint.runtime.gluon import loss as gloss
    from hybridlint.runtime.gluon.trainer import Trainer

    net = _build(name)
    net.initialize()
    xs, ys = _data(shape, classes)
    x, y = nd.array(xs), nd.array(ys)
    net(x)
    for p, v in zip(net.collect_params().values(), init):
        p.set_data(v)
    if hybrid:
        net.hybridize(static_alloc=True, static_shape=True)
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


def _peak(net, x, y, loss_fn, trainer) -> int:
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        _steps(net, x, y, loss_fn, trainer, 1)
        return tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()


def _timed_block(net, x, y, loss_fn, trainer, steps):
    """(wall ms, CPU ms) per step over ``steps`` steps."""
    start, cpu = time.perf_counter(), time.process_time()
    _steps(net, x, y, loss_fn, trainer, steps)
    return ((time.perf_counter() - start) / steps * 1e3,
            (time.process_time() - cpu) / steps * 1e3)


def interleaved(runs, steps, repeat, block=1, settle=1):
    """Time ``runs`` ({key: callable timing n steps -> (wall ms, CPU ms) per step}) in turn:
    ``repeat`` rounds, each ``steps`` timed steps of every run taken ``block`` at a time, the
    runs alternating block by block, their order reversed every other round (so neither run
    always follows the other); each block is preceded by ``settle`` untimed steps of its run.
    Returns ({key: (median wall ms, median CPU ms) per step}, {(a, b): (median wall ratio,
    median CPU ratio)}): medians over rounds of each round's mean step, and of each round's
    a-over-b ratio of those means.

    Why in turn: on a shared machine the load moves within tens of milliseconds, and timing
    one mode's steps after the other's (as this harness did until session 30) let each see a
    different load, so one run's hybridized-over-eager ratio moved by 1.5-2.1x on LeNet.  Steps
    next to each other see about the same load, and the median over rounds drops the rounds a
    burst hit.  Why settle: a step right after the other mode's step runs on the caches that
    step left (measured, LeNet, CPU minima: a hybridized step 4% slower after an eager step
    than after a hybridized one, an eager step 1% slower after a hybridized one), which would
    bias the ratio of steps interleaved one by one.  Ours take ``block=1`` (a synchronous step
    costs the same timed alone); MXNet's engine runs ahead of Python, so its runs take whole
    rounds as one block each (``block=steps``), each ending in ``waitall``, as before."""
    keys = list(runs)
    per = {k: [] for k in keys}
    for r in range(repeat):
        total = {k: [0.0, 0.0] for k in keys}
        done = 0
        while done < steps:
            n = min(block, steps - done)
            for k in (keys if r % 2 == 0 else keys[::-1]):
                if settle:
                    runs[k](settle)
                wall, cpu = runs[k](n)
                total[k][0] += wall * n
                total[k][1] += cpu * n
            done += n
        for k in keys:
            per[k].append((total[k][0] / steps, total[k][1] / steps))
    med = {k: _medians(v) for k, v in per.items()}
    ratios = {}
    for a in keys:
        for b in keys:
            if a != b:
                ratios[(a, b)] = tuple(statistics.median(u[i] / v[i] for u, v in
                                                         zip(per[a], per[b])) for i in range(2))
    return med, ratios


def measure(name, shape, classes, steps, repeat):
    """Eager and hybridized steps of net ``name`` timed in alternating blocks (``interleaved``):
    ``({hybrid: (wall, CPU)}, {hybrid: peak bytes}, (wall, CPU) eager over hybridized)``."""
    init = initial_params(name, shape)
    peaks, finals, setups = {}, {}, {}
    for hybrid in (False, True):
        setups[hybrid] = _setup(name, shape, classes, hybrid, init)
        _steps(*setups[hybrid], 2)            # warm-up (tracing)
    out, ratios = interleaved({h: (lambda n, s=s: _timed_block(*s, n))
                               for h, s in setups.items()}, steps, repeat)
    for hybrid in (False, True):
        peaks[hybrid] = _peak(*setups[hybrid])
        # the same number of steps from the same start in both modes
        net, x, y, loss_fn, trainer = _setup(name, shape, classes, hybrid, init)
        _steps(net, x, y, loss_fn, trainer, 3)
        finals[hybrid] = [p.data().asnumpy() for p in net.collect_params().values()]
    # 3 steps, not more: past a step where a ReLU input is within rounding of 0 (the slim ResNet
    # meets one at step 4 or 5) runs that differ by rounding alone part (module docstring)
    for a, b in zip(finals[False], finals[True]):
        np.testing.assert_allclose(b, a, rtol=1e-3, atol=1e-5,
                                   err_msg=f"{name}: eager and hybridized training diverged")
    return out, peaks, ratios[(False, True)]


def measure_parts(name, shape, classes, steps):
    """CPU ms of each part of a step -- forward under ``record()``, loss, ``backward()``,
    ``Trainer.step`` -- the minimum over ``steps`` steps, per mode: ``{hybrid: [4 floats]}``.
    (Where a change lands; a shared machine's load moves the minima least.)"""
    from hybridlint.runtime import autograd
    init = initial_params(name, shape)
    out = {}
    for hybrid in (False, True):
        net, x, y, loss_fn, trainer = _setup(name, shape, classes, hybrid, init)
        _steps(net, x, y, loss_fn, trainer, 3)
        best = [float("inf")] * 4
        for _ in range(steps):
            t0 = time.process_time()
            with autograd.record():
                pred = net(x)
                t1 = time.process_time()
                loss = loss_fn(pred, y)
            t2 = time.process_time()
            loss.backward()
            t3 = time.process_time()
            trainer.step(x.shape[0])
            t4 = time.process_time()
            for i, d in enumerate((t1 - t0, t2 - t1, t3 - t2, t4 - t3)):
                best[i] = min(best[i], d * 1e3)
        out[hybrid] = best
    return out


def drift(name, shape, classes, steps):
    """Per step 1..``steps``: the largest relative difference (max |a - b| / max |a| of each
    parameter and gradient) between eager and hybridized, and between eager and eager started with
    one weight scaled by 1 + 1e-6 -- ``[(hybridized, perturbed), ...]``."""
    from hybridlint.runtime import autograd
    init = initial_params(name, shape)
    nudged = [v.copy() for v in init]
    # the first weight of the first layer: a change of ~8 float32 ulps, like a summation order's
    nudged[0].flat[0] *= np.float32(1 + 1e-6)
    runs = []
    for hybrid, start in ((False, init), (True, init), (False, nudged)):
        net, x, y, loss_fn, trainer = _setup(name, shape, classes, hybrid, start)
        params = [p for p in net.collect_params().values() if p.grad_req != "null"]
        per_step = []
        for _ in range(steps):
            with autograd.record():
                loss = loss_fn(net(x), y)
            loss.backward()
            trainer.step(x.shape[0])
            per_step.append([a.asnumpy().copy() for p in params for a in (p.data(), p.grad())])
        runs.append(per_step)

    def worst(a, b):
        return max(float(np.abs(u.astype(np.float64) - v).max() / max(np.abs(u).max(), 1e-30))
                   for u, v in zip(a, b))
    return [(worst(e, h), worst(e, n)) for e, h, n in zip(*runs)]


# ------------------------------------------------------------------------------ MXNet
def mxnet_measure(configs, steps, repeat):
    """Runs inside the MXNet venv (``python train_speed.py --as-mxnet``)."""
    import mxnet as mx
    from mxnet import autograd, gluon
    from mxnet.gluon import nn
    nets = define_nets(nn, nn.HybridBlock)
    rows = []
    for name, shape, classes in configs:
        mx.random.seed(1)
        xs, ys = _data(tuple(shape), classes)
        x, y = mx.nd.array(xs), mx.nd.array(ys)
        loss_fn = gluon.loss.SoftmaxCrossEntropyLoss()
        runs = {}
        for hybrid in (False, True):
            net = nets[name]()
            net.initialize(mx.init.Xavier())
            if hybrid:
                net.hybridize(static_alloc=True, static_shape=True)
            trainer = gluon.Trainer(net.collect_params(), "sgd",
                                    {"learning_rate": 0.01, "momentum": 0.9})

            def run(n, net=net, trainer=trainer):
                for _ in range(n):
                    with autograd.record():
                        loss = loss_fn(net(x), y)
                    loss.backward()
                    trainer.step(x.shape[0])
                loss.asnumpy()
                mx.nd.waitall()

            def block(n, run=run):
                start, cpu = time.perf_counter(), time.process_time()
                run(n)
                return ((time.perf_counter() - start) / n * 1e3,
                        (time.process_time() - cpu) / n * 1e3)
            run(2)
            runs["hybrid" if hybrid else "eager"] = block
        res, _ = interleaved(runs, steps, repeat, block=steps)
        rows.append({"net": name, **res})
    return {"version": mx.__version__, "rows": rows}


def mxnet_rows(python, configs, steps, repeat):
    if not python or not Path(python).exists():
        return None, f"no MXNet python at {python!r}"
    cmd = [python, str(Path(__file__).resolve()), "--as-mxnet", json.dumps(configs),
           "--steps", str(steps), "--repeat", str(repeat)]
    try:
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, f"MXNet run failed: {e}"
    if res.returncode != 0:
        tail = res.stderr.strip().splitlines()[-1:] or ["(no message)"]
        return None, "MXNet run failed: " + tail[0]
    data = json.loads(res.stdout.strip().splitlines()[-1])
    return {r["net"]: r for r in data["rows"]}, f"MXNet {data['version']}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=10, help="steps per timed block")
    ap.add_argument("--repeat", type=int, default=9,
                    help="rounds: each times one block per mode, the modes in turn")
    ap.add_argument("--markdown", action="store_true", help="print a table for bench/RESULTS.md")
    ap.add_argument("--mxnet", default=os.environ.get("MXNET_PYTHON", "/work/mxvenv/bin/python"),
                    help="python of a venv with mxnet 1.9.1")
    ap.add_argument("--no-mxnet", action="store_true")
    ap.add_argument("--only", action="append", help="run only this net (mlp, lenet, resnet)")
    ap.add_argument("--parts", action="store_true",
                    help="ours only: CPU ms of forward / loss / backward / Trainer.step (minima)")
    ap.add_argument("--drift", type=int, metavar="N",
                    help="ours only: per step 1..N, eager vs hybridized and eager vs eager with "
                         "one weight scaled by 1 + 1e-6 (largest relative difference)")
    ap.add_argument("--as-mxnet", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.drift:
        for name, shape, classes in CONFIGS:
            if args.only and name not in args.only:
                continue
            for k, (hyb, nudged) in enumerate(drift(name, shape, classes, args.drift), 1):
                print(f"{name:6s} step {k:2d}: eager vs hybridized {hyb:.1e}, eager vs eager with "
                      f"one weight x (1 + 1e-6) {nudged:.1e}")
        return 0
    if args.parts:
        for name, shape, classes in CONFIGS:
            if args.only and name not in args.only:
                continue
            for hybrid, best in measure_parts(name, shape, classes, args.steps).items():
                print(f"{name:6s} {'hybridized' if hybrid else 'eager':10s} "
                      + " / ".join(f"{v:.2f}" for v in best) + f" = {sum(best):.2f} ms CPU "
                      "(forward / loss / backward / Trainer.step, minima)")
        return 0
    if args.as_mxnet:
        print(json.dumps(mxnet_measure(json.loads(args.as_mxnet), args.steps, args.repeat)))
        return 0
    configs = [c for c in CONFIGS if not args.only or c[0] in args.only]
    rows = []
    note = "skipped (--no-mxnet)"
    for config in configs:
        name, shape, classes = config
        # MXNet right before ours, net by net: on a shared machine the load drifts
        mx = None
        if not args.no_mxnet:
            mx, note = mxnet_rows(args.mxnet, [config], args.steps, args.repeat)
        res, peaks, ratio = measure(name, shape, classes, args.steps, args.repeat)
        m = (mx or {}).get(name, {})
        nan = (float("nan"), float("nan"))
        rows.append((name, "x".join(map(str, shape)), res[False], res[True],
                     tuple(m.get("eager", nan)), tuple(m.get("hybrid", nan)),
                     peaks[False], peaks[True], ratio))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    threads = os.environ.get("OPENBLAS_NUM_THREADS", "default")
    head = (f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, Python "
            f"{platform.python_version()}, numpy {np.__version__}, {os.cpu_count()} CPUs, "
            f"BLAS threads {threads}, load average {load:.1f}; medians of {args.repeat} "
            f"rounds of {args.steps} steps a mode, the modes in turn; {note}")
    if args.markdown:
        print(head + "\n")
        print("ms per step, wall clock (CPU time of the process in brackets: less sensitive "
              "to other jobs on the machine)\n")
        print("| net | batch | ours eager | ours hybridized | speed-up | MXNet eager | "
              "MXNet hybridized | ours hyb. / MXNet hyb. | peak MiB eager / hybridized |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
        for name, shape, e, h, me, mh, pe, ph, r in rows:
            print(f"| {LABELS[name]} | {shape} | {e[0]:.2f} ({e[1]:.2f}) | {h[0]:.2f} ({h[1]:.2f}) "
                  f"| {r[0]:.2f}x ({r[1]:.2f}x) | {me[0]:.2f} ({me[1]:.2f}) | "
                  f"{mh[0]:.2f} ({mh[1]:.2f}) | {h[0] / mh[0]:.2f} ({h[1] / mh[1]:.2f}) | "
                  f"{pe / 2**20:.2f} / {ph / 2**20:.2f} |")
    else:
        print(head + "; ms/step wall (CPU)")
        for name, shape, e, h, me, mh, pe, ph, r in rows:
            print(f"{name:6s} {shape:12s} eager {e[0]:6.2f} ({e[1]:6.2f})  hybridized "
                  f"{h[0]:6.2f} ({h[1]:6.2f})  speed-up {r[0]:.2f}x ({r[1]:.2f}x) | MXNet eager "
                  f"{me[0]:6.2f} ({me[1]:6.2f})  hybridized {mh[0]:6.2f} ({mh[1]:6.2f})  "
                  f"ours/MXNet {h[0] / mh[0]:.2f} ({h[1] / mh[1]:.2f}) | peak MiB "
                  f"{pe / 2**20:.2f} / {ph / 2**20:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
