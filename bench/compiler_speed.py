"""Per-forward time of the tutorial nets: eager, hybridize(), hybridize(static), numpy floor.

Run:  python bench/compiler_speed.py [--quick] [--markdown] [--mxnet PYTHON] [--no-mxnet]

Measures, in one run, on the CPU:

* ``eager``      -- our runtime, ``net(x)`` before ``hybridize()``;
* ``hybrid``     -- ``net.hybridize()`` then ``net(x)`` (Gluon call path included);
* ``static``     -- ``net.hybridize(static_alloc=True, static_shape=True)``;
* ``compiled``   -- ``CompiledGraph.run`` on the same graph directly (static), i.e.
  ``static`` minus the Gluon call overhead (parameter lookup, NDArray wrapping);
* ``numpy``      -- the same layers written by hand in numpy (the floor): matmul
  + bias + relu for the MLP; im2col + matmul convolutions and strided-max pooling
  for LeNet;
* ``mxnet eager`` / ``mxnet hybrid`` / ``mxnet static`` -- real MXNet 1.9.1 in a
  subprocess, when a venv with it exists (``bench/make_mxnet_venv.sh``; default
  ``/work/mxnet-venv/bin/python`` or ``$MXNET_PYTHON``).

Each figure is the best of several repeats of the mean over a batch of calls
(the machine is shared, so the minimum is the least disturbed).  A second
table gives peak bytes of intermediate buffers during one forward (tracemalloc,
which sees numpy's allocations), eager vs compiled, for a 20-layer MLP and LeNet.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
import tracemalloc
from datetime import datetime, timezone
from pathlib import Path

import numpy as np
from hybridlint.runtime import nd
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.gluon import nn

# the tutorial LeNet the MXNet fixtures were made with: one definition, shared with the tests
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.gluon.nets import LeNet  # noqa: E402

CONFIGS = [("mlp", 1), ("mlp", 64), ("mlp", 1024), ("lenet", 16), ("lenet", 256)]


# ----------------------------------------------------------------------------- nets
def build_mlp(widths=(256, 128, 2)):
    net = nn.HybridSequential()
    with net.name_scope():
        for i, w in enumerate(widths):
            net.add(nn.Dense(w, activation="relu" if i < len(widths) - 1 else None))
    return net


def input_shape(name, batch):
    return (batch, 512) if name == "mlp" else (batch, 1, 28, 28)


def build(name):
    net = build_mlp() if name == "mlp" else LeNet()
    net.initialize()
    return net


# ----------------------------------------------------------------------- numpy floor
def numpy_mlp(ws):
    (w1, b1), (w2, b2), (w3, b3) = ws

    def forward(x):
        h = np.maximum(x @ w1.T + b1, 0)
        h = np.maximum(h @ w2.T + b2, 0)
        return h @ w3.T + b3
    return forward


def _conv(x, w, b):
    n, c, h, wd = x.shape
    f, _, kh, kw = w.shape
    oh, ow = h - kh + 1, wd - kw + 1
    win = np.lib.stride_tricks.sliding_window_view(x, (kh, kw), axis=(2, 3))
    cols = np.ascontiguousarray(win.transpose(0, 1, 4, 5, 2, 3)).reshape(n, c * kh * kw, oh * ow)
    return (w.reshape(f, -1) @ cols).reshape(n, f, oh, ow) + b.reshape(1, f, 1, 1)


def _maxpool2(x):
    return np.maximum(np.maximum(x[:, :, 0::2, 0::2], x[:, :, 0::2, 1::2]),
                      np.maximum(x[:, :, 1::2, 0::2], x[:, :, 1::2, 1::2]))


def numpy_lenet(p):
    def forward(x):
        x = _maxpool2(np.maximum(_conv(x, p["c1w"], p["c1b"]), 0))
        x = _maxpool2(np.maximum(_conv(x, p["c2w"], p["c2b"]), 0))
        x = x.reshape(x.shape[0], -1)
        x = np.maximum(x @ p["f1w"].T + p["f1b"], 0)
        x = np.maximum(x @ p["f2w"].T + p["f2b"], 0)
        return x @ p["f3w"].T
    return forward


def floor_for(name, net):
    arrs = [p.data().asnumpy() for p in net.collect_params().values()]
    if name == "mlp":
        return numpy_mlp([(arrs[i], arrs[i + 1]) for i in range(0, 6, 2)])
    keys = ["c1w", "c1b", "c2w", "c2b", "f1w", "f1b", "f2w", "f2b", "f3w"]
    order = ["conv0_weight", "conv0_bias", "conv1_weight", "conv1_bias", "dense0_weight",
             "dense0_bias", "dense1_weight", "dense1_bias", "fc3_weight"]
    by_suffix = {p.name.split("_", 1)[1]: p.data().asnumpy()
                 for p in net.collect_params().values()}
    return numpy_lenet({k: by_suffix[o] for k, o in zip(keys, order)})


# ---------------------------------------------------------------------------- timing
def per_call(fn, budget=0.15, repeat=5) -> float:
    """Best-of-``repeat`` mean seconds per call, each repeat about ``budget`` seconds."""
    fn()
    t0 = time.perf_counter()
    fn()
    one = max(time.perf_counter() - t0, 1e-7)
    n = max(1, int(budget / one))
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - t0) / n)
    return best


def feed_of(net, x):
    co = net._cached_op
    return {name: (x if is_data else p.data())._data for name, is_data, p in co.bindings}


def interleaved(fns: dict, budget, repeat) -> dict:
    """Best-of-``repeat`` seconds per call of each function, the repeats interleaved so that
    a burst of load on the shared machine hits every variant alike."""
    counts = {}
    for k, fn in fns.items():
        fn()
        t0 = time.perf_counter()
        fn()
        counts[k] = max(1, int(budget / max(time.perf_counter() - t0, 1e-7)))
    best = {k: float("inf") for k in fns}
    for _ in range(repeat):
        for k, fn in fns.items():
            t0 = time.perf_counter()
            for _ in range(counts[k]):
                fn()
            best[k] = min(best[k], (time.perf_counter() - t0) / counts[k])
    return best


def measure(name, batch, budget, repeat):
    x = nd.array(np.random.default_rng(0).standard_normal(input_shape(name, batch))
                 .astype(np.float32))
    nets = {}
    for kind in ("eager", "hybrid", "static"):
        net = nets[kind] = build(name)
        if kind == "hybrid":
            net.hybridize()
        elif kind == "static":
            net.hybridize(static_alloc=True, static_shape=True)
        net(x)                                   # deferred init, trace, plan
    base = nets["eager"]
    params = {p_name.split("_", 1)[1]: p for p_name, p in base.collect_params().items()}
    for kind in ("hybrid", "static"):            # same weights everywhere
        for p_name, p in nets[kind].collect_params().items():
            p.set_data(params[p_name.split("_", 1)[1]].data())
    want = base(x).asnumpy()
    for kind in ("hybrid", "static"):
        got = nets[kind](x).asnumpy()
        assert np.allclose(got, want, rtol=1e-4, atol=1e-5), f"{kind} output differs from eager"
    static = nets["static"]
    compiled = compile_graph(static._cached_op.graph, static_alloc=True, static_shape=True)
    feed = feed_of(static, x)
    assert np.allclose(compiled.run(feed)[0], want, rtol=1e-4, atol=1e-5)
    floor = floor_for(name, base)
    xn = x.asnumpy()
    assert np.allclose(floor(xn), want, rtol=1e-4, atol=1e-5), "numpy floor differs"
    fns = {k: (lambda n=n: n(x).wait_to_read()) for k, n in nets.items()}
    fns["compiled"] = lambda: compiled.run(feed)
    fns["numpy"] = lambda: floor(xn)
    row = {"net": name, "batch": batch}
    row.update(interleaved(fns, budget, repeat))
    return row


# ---------------------------------------------------------------------------- MXNet
_MXNET_SCRIPT = r'''
import json, sys, time
import numpy as np
import mxnet as mx
from mxnet.gluon import nn
budget, repeat = float(sys.argv[1]), int(sys.argv[2])
configs = json.loads(sys.argv[3])

class LeNet(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(6, 5); self.pool1 = nn.MaxPool2D(2)
            self.conv2 = nn.Conv2D(16, 5); self.pool2 = nn.MaxPool2D(2)
            self.fc1 = nn.Dense(120); self.fc2 = nn.Dense(84)
            self.fc3_weight = self.params.get("fc3_weight", shape=(10, 84))
    def hybrid_forward(self, F, x, fc3_weight):
        x = self.pool1(F.relu(self.conv1(x)))
        x = self.pool2(F.relu(self.conv2(x)))
        x = x.reshape((0, -1))
        x = F.relu(self.fc1(x)); x = F.relu(self.fc2(x))
        return F.dot(x, fc3_weight, transpose_b=True)

out = []
for name, batch in configs:
    def make():
        if name == "lenet":
            return LeNet()
        net = nn.HybridSequential()
        with net.name_scope():
            net.add(nn.Dense(256, activation="relu"), nn.Dense(128, activation="relu"), nn.Dense(2))
        return net
    shape = (batch, 512) if name == "mlp" else (batch, 1, 28, 28)
    x = mx.nd.array(np.random.default_rng(0).standard_normal(shape).astype(np.float32))
    nets = {}
    for kind in ("eager", "hybrid", "static"):
        n = nets[kind] = make()
        n.initialize()
        if kind == "hybrid":
            n.hybridize()
        elif kind == "static":
            n.hybridize(static_alloc=True, static_shape=True)
        n(x).wait_to_read()
    counts, best = {}, {}
    for k, n in nets.items():
        t0 = time.perf_counter(); n(x).wait_to_read()
        counts[k] = max(1, int(budget / max(time.perf_counter() - t0, 1e-7)))
        best[k] = float("inf")
    for _ in range(repeat):
        for k, n in nets.items():
            t0 = time.perf_counter()
            for _ in range(counts[k]):
                n(x).wait_to_read()
            best[k] = min(best[k], (time.perf_counter() - t0) / counts[k])
    row = {"net": name, "batch": batch}
    row.update(best)
    out.append(row)
print(json.dumps({"version": mx.__version__, "rows": out}))
'''


def mxnet_rows(python, budget, repeat):
    if not python or not Path(python).exists():
        return None, "no MXNet venv (bench/make_mxnet_venv.sh builds one)"
    try:
        res = subprocess.run([python, "-c", _MXNET_SCRIPT, str(budget), str(repeat),
                              json.dumps(CONFIGS)], capture_output=True, text=True,
                             timeout=900, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, f"MXNet run failed: {e}"
    if res.returncode != 0:
        return None, "MXNet run failed: " + res.stderr.strip().splitlines()[-1:][0] \
            if res.stderr.strip() else "MXNet run failed"
    data = json.loads(res.stdout.strip().splitlines()[-1])
    return {(r["net"], r["batch"]): r for r in data["rows"]}, f"MXNet {data['version']}"


# ---------------------------------------------------------------------------- memory
def _peak_during(fn) -> int:
    fn()                                  # warm: plans, caches, static buffers exist
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        out = fn()
        peak = tracemalloc.get_traced_memory()[1]
        del out
    finally:
        tracemalloc.stop()
    return peak - base


def memory_rows(budget=0.05, repeat=3):
    rows = []
    cases = [("MLP 20 layers x 512, batch 64", build_mlp((512,) * 19 + (2,)), (64, 512)),
             ("LeNet, batch 256", LeNet(), (256, 1, 28, 28))]
    for label, net, shape in cases:
        net.initialize()
        x = nd.array(np.random.default_rng(0).standard_normal(shape).astype(np.float32))
        want = net(x).asnumpy()
        eager = _peak_during(lambda net=net, x=x: net(x))
        net.hybridize(static_alloc=True, static_shape=True)
        net(x)
        feed = feed_of(net, x)
        case_rows, runs = [], {}
        # default (row-blocked FullyConnected where it shrinks the pool), never, 4 blocks
        for low in (None, False, True):
            compiled = compile_graph(net._cached_op.graph, static_alloc=True,
                                     static_shape=True, low_memory=low)
            got = compiled.run(feed)[0]
            assert np.allclose(got, want, rtol=1e-4, atol=1e-5), f"{label} {low}: differs"
            per_call_peak = _peak_during(lambda c=compiled, f=feed: c.run(f))
            plan = compiled.plan()
            pool = plan.memory.planned_bytes
            tag = {None: "", False: ", low_memory=False", True: ", low_memory=True"}[low]
            runs[tag] = lambda c=compiled, f=feed: c.run(f)
            case_rows.append({"case": label + tag, "tag": tag, "eager": eager,
                              "compiled_call": per_call_peak, "pool": pool,
                              "compiled": pool + per_call_peak, "naive": plan.memory.naive_bytes,
                              "buffers": (plan.memory.naive_count, len(plan.memory.slot_bytes))})
        times = interleaved(runs, budget, repeat)       # the three variants alike under load
        for r in case_rows:
            r["time"] = times[r.pop("tag")]
        rows += case_rows
    return rows


# ----------------------------------------------------------------------------- main
def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="shorter measurements")
    ap.add_argument("--markdown", action="store_true", help="print markdown tables")
    ap.add_argument("--mxnet", default=os.environ.get("MXNET_PYTHON",
                                                      "/work/mxnet-venv/bin/python"),
                    help="python of a venv with mxnet 1.9.1")
    ap.add_argument("--no-mxnet", action="store_true")
    ap.add_argument("--json", help="also write the raw numbers here")
    args = ap.parse_args(argv)
    budget, repeat = (0.05, 3) if args.quick else (0.2, 5)
    rows = [measure(name, batch, budget, repeat) for name, batch in CONFIGS]
    mx, mx_note = (None, "skipped (--no-mxnet)") if args.no_mxnet else \
        mxnet_rows(args.mxnet, budget, repeat)
    mem = memory_rows(budget, repeat)
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{when}; {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}, numpy {np.__version__}; load {load:.2f}; "
          f"{mx_note}")
    us = lambda s: f"{s * 1e6:,.0f}" if s >= 1e-4 else f"{s * 1e6:.1f}"
    head = ["net", "batch", "eager", "hybridize()", "static", "compiled (direct)",
            "numpy floor", "static/floor", "eager/static"]
    if mx:
        head[7:7] = ["MXNet eager", "MXNet hybridize()", "MXNet static"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        cells = [r["net"], str(r["batch"]), us(r["eager"]), us(r["hybrid"]), us(r["static"]),
                 us(r["compiled"]), us(r["numpy"])]
        if mx:
            m = mx.get((r["net"], r["batch"]), {})
            cells += [us(m[k]) if k in m else "-" for k in ("eager", "hybrid", "static")]
        cells += [f"{r['static'] / r['numpy']:.2f}", f"{r['eager'] / r['static']:.1f}"]
        print("| " + " | ".join(cells) + " |")
    print("\n(times in microseconds per forward)\n")
    print("| case | eager peak | compiled: per-call peak + static pool = total | "
          "compiled/eager | buffers before -> after planning | compiled time |")
    print("|---|---:|---:|---:|---|---:|")
    for m in mem:
        print(f"| {m['case']} | {m['eager'] / 1024:,.0f} KiB | {m['compiled_call'] / 1024:,.0f}"
              f" + {m['pool'] / 1024:,.0f} = {m['compiled'] / 1024:,.0f} KiB | "
              f"{m['compiled'] / m['eager']:.2f} | {m['buffers'][0]} "
              f"({m['naive'] / 1024:,.0f} KiB) -> {m['buffers'][1]} "
              f"({m['pool'] / 1024:,.0f} KiB) | {us(m['time'])} |")
    if args.json:
        Path(args.json).write_text(json.dumps({"when": when, "rows": rows, "mxnet": mx and {
            f"{k[0]}-{k[1]}": v for k, v in mx.items()}, "memory": mem}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
