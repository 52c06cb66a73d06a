"""GPU forward time of the tutorial MLP 512-256-128-2: ours (eager, compiled, CUDA-graph
replay) against a hand-written cupy floor and PyTorch in the same process.

Run:  python bench/gpu_speed.py [--batch 1 64 1024]

Needs cupy and a CUDA device; without them it says so and exits 0 (nothing to
measure).  PyTorch rows appear when torch is importable.  Rows:

* ``eager``            -- our runtime on the GPU context, ``net(x)``;
* ``hybridize()``      -- the compiled graph, buffers allocated per call;
* ``static (Gluon)``   -- ``hybridize(static_alloc=True, static_shape=True)``, ``net(x)``:
  the forward replays as a CUDA graph behind Gluon's call path;
* ``compiled``         -- ``CompiledGraph.run`` with static buffers, no CUDA graph;
* ``compiled + CUDA graph replay`` -- ``CompiledGraph.run`` static alloc + static shape;
* ``cupy floor``       -- the three layers written by hand in cupy (``@`` and ufuncs);
* ``torch eager``      -- the same MLP in PyTorch (float32, TF32 off, as ours);
* ``torch CUDA graph`` -- ``torch.cuda.CUDAGraph.replay()`` of it, static input.

Times are wall-clock per forward with a device synchronisation after each call,
best of 5 repeats of 200 calls.
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np


def per_call(fn, sync, n=200, repeat=5):
    fn()
    sync()
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
            sync()
        best = min(best, (time.perf_counter() - t0) / n)
    return best


def ours(cp, batch):
    from hybridlint.runtime import gpu, nd
    from hybridlint.runtime.compiler import compile_graph
    from hybridlint.runtime.gluon import nn

    sync = cp.cuda.Device().synchronize
    ctx = gpu(0)
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(256, activation="relu"), nn.Dense(128, activation="relu"), nn.Dense(2))
    net.initialize(ctx=ctx)
    x = nd.array(np.random.default_rng(0).standard_normal((batch, 512)).astype(np.float32),
                 ctx=ctx)
    rows = {}
    want = net(x).asnumpy()
    rows["eager"] = per_call(lambda: net(x), sync)
    net.hybridize()
    rows["hybridize()"] = per_call(lambda: net(x), sync)
    net.hybridize(static_alloc=True, static_shape=True)
    np.testing.assert_allclose(net(x).asnumpy(), want, rtol=1e-4, atol=1e-5)
    rows["static (Gluon)"] = per_call(lambda: net(x), sync)
    co = net._cached_op
    feed = {name: (x if is_data else p.data(ctx))._data for name, is_data, p in co.bindings}
    plain = compile_graph(co.graph, ctx=ctx, static_alloc=True, static_shape=False)
    replay = compile_graph(co.graph, ctx=ctx, static_alloc=True, static_shape=True)
    for c in (plain, replay):
        np.testing.assert_allclose(cp.asnumpy(c.run(feed)[0]), want, rtol=1e-4, atol=1e-5)
    rows["compiled (static buffers)"] = per_call(lambda: plain.run(feed), sync)
    rows["compiled + CUDA graph replay"] = per_call(lambda: replay.run(feed), sync)
    w = [p.data(ctx)._data for p in net.collect_params().values()]
    xd = x._data

    def floor():
        h = cp.maximum(xd @ w[0].T + w[1], 0)
        h = cp.maximum(h @ w[2].T + w[3], 0)
        return h @ w[4].T + w[5]
    rows["cupy floor"] = per_call(floor, sync)
    return rows


def torch_rows(batch):
    try:
        import torch
        if not torch.cuda.is_available():
            return {}
    except Exception:              # noqa: BLE001 -- no torch: no comparison rows
        return {}
    torch.backends.cuda.matmul.allow_tf32 = False
    net = torch.nn.Sequential(torch.nn.Linear(512, 256), torch.nn.ReLU(),
                              torch.nn.Linear(256, 128), torch.nn.ReLU(),
                              torch.nn.Linear(128, 2)).cuda().eval()
    return torch_timings(torch, net, torch.randn(batch, 512, device="cuda"))


def torch_timings(torch, net, x, n=200):
    """PyTorch rows for ``net(x)``: eager, and its CUDA graph replayed (static input)."""
    rows = {}
    with torch.no_grad():
        rows["torch eager"] = per_call(lambda: net(x), torch.cuda.synchronize, n=n)
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            for _ in range(3):
                net(x)
        torch.cuda.current_stream().wait_stream(side)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            net(x)
        rows["torch CUDA graph replay"] = per_call(graph.replay, torch.cuda.synchronize, n=n)
    return rows


def usable_gpu(tool):
    """``(cupy, the GPU's name)``, or ``(None, None)`` after saying why nothing is measured."""
    try:
        import cupy as cp
        if cp.cuda.runtime.getDeviceCount() < 1:
            raise RuntimeError("no CUDA device")
    except Exception as e:         # noqa: BLE001 -- any import/driver failure: nothing to run
        print(f"{tool}: no usable GPU ({type(e).__name__}: {e}); nothing measured")
        return None, None
    name = cp.cuda.runtime.getDeviceProperties(0)["name"]
    return cp, name.decode() if isinstance(name, bytes) else name


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, nargs="+", default=[1, 64, 1024])
    args = ap.parse_args(argv)
    cp, name = usable_gpu("gpu_speed")
    if cp is None:
        return 0
    table = {b: {**ours(cp, b), **torch_rows(b)} for b in args.batch}
    print(f"MLP 512-256-128-2, {name}, cupy {cp.__version__}; us per forward, sync after each")
    print("| variant | " + " | ".join(f"batch {b}" for b in args.batch) + " |")
    print("|---|" + "---:|" * len(args.batch))
    for row in table[args.batch[0]]:
        cells = [f"{table[b][row] * 1e6:.1f}" if row in table[b] else "–" for b in args.batch]
        print(f"| {row} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
