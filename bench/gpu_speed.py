"""GPU forward time of the tutorial MLP (batch 1): eager vs compiled vs CUDA-graph replay.

Run:  python bench/gpu_speed.py [--batch 1] [--markdown]

Needs cupy and a CUDA device; without them it says so and exits 0 (nothing to
measure).  Rows:

* ``eager``            -- our runtime on the GPU context, ``net(x)``;
* ``hybridize()``      -- the compiled graph, buffers allocated per call;
* ``static``           -- ``hybridize(static_alloc=True, static_shape=True)`` through Gluon;
* ``compiled``         -- ``CompiledGraph.run`` with static buffers, no CUDA graph;
* ``cuda graph``       -- ``CompiledGraph.run`` static alloc + static shape: the forward is
  captured once as a CUDA graph and replayed;
* ``cupy floor``       -- the three layers written by hand in cupy.

Times are wall-clock per forward with a device synchronisation after each call
(``cupy.cuda.Device().synchronize()``), best of 5 repeats.
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np


def _sync(cp):
    cp.cuda.Device().synchronize()


def per_call(fn, cp, n=200, repeat=5):
    fn()
    _sync(cp)
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        _sync(cp)
        best = min(best, (time.perf_counter() - t0) / n)
    return best


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, default=1)
    args = ap.parse_args(argv)
    try:
        import cupy as cp
        if cp.cuda.runtime.getDeviceCount() < 1:
            raise RuntimeError("no CUDA device")
    except Exception as e:         # noqa: BLE001 -- any import/driver failure: nothing to run
        print(f"gpu_speed: no usable GPU ({type(e).__name__}: {e}); nothing measured")
        return 0
    from hybridlint.runtime import gpu, nd
    from hybridlint.runtime.compiler import compile_graph
    from hybridlint.runtime.gluon import nn

    ctx = gpu(0)
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(256, activation="relu"), nn.Dense(128, activation="relu"), nn.Dense(2))
    net.initialize(ctx=ctx)
    x = nd.array(np.random.default_rng(0).standard_normal((args.batch, 512)).astype(np.float32),
                 ctx=ctx)
    rows = {}
    want = net(x).asnumpy()
    rows["eager"] = per_call(lambda: net(x), cp)
    net.hybridize()
    rows["hybridize()"] = per_call(lambda: net(x), cp)
    net.hybridize(static_alloc=True, static_shape=True)
    rows["static (Gluon)"] = per_call(lambda: net(x), cp)
    co = net._cached_op
    feed = {name: (x if is_data else p.data(ctx))._data for name, is_data, p in co.bindings}
    plain = compile_graph(co.graph, ctx=ctx, static_alloc=True, static_shape=False)
    replay = compile_graph(co.graph, ctx=ctx, static_alloc=True, static_shape=True)
    for c in (plain, replay):
        np.testing.assert_allclose(cp.asnumpy(c.run(feed)[0]), want, rtol=1e-4, atol=1e-5)
    rows["compiled (static buffers)"] = per_call(lambda: plain.run(feed), cp)
    rows["compiled + CUDA graph replay"] = per_call(lambda: replay.run(feed), cp)
    w = [p.data(ctx)._data for p in net.collect_params().values()]
    xd = x._data

    def floor():
        h = cp.maximum(xd @ w[0].T + w[1], 0)
        h = cp.maximum(h @ w[2].T + w[3], 0)
        return h @ w[4].T + w[5]
    rows["cupy floor"] = per_call(floor, cp)
    name = cp.cuda.runtime.getDeviceProperties(0)["name"]
    name = name.decode() if isinstance(name, bytes) else name
    print(f"MLP 512-256-128-2, batch {args.batch}, {name}, cupy {cp.__version__}")
    print("| variant | us per forward |")
    print("|---|---:|")
    for k, v in rows.items():
        print(f"| {k} | {v * 1e6:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
