"""The GPU side of the compiler (cupy): fused elementwise kernels and CUDA-graph replay.

The plan, lowering and memory planning are the CPU's; the generated code is
the same with ``xp = cupy`` (ufuncs are bound by name from cupy).  Two things
differ:

* a fused elementwise group becomes one ``cupy.ElementwiseKernel`` whose body
  is the C expressions of :func:`.elementwise.cuda_form` (one launch and one
  pass over memory instead of one ufunc launch per op);
* with ``static_alloc`` and ``static_shape`` the whole forward is captured
  once as a CUDA graph and replayed: data inputs (``data``, ``data0``...) are
  copied into static buffers captured by the graph, parameters are captured
  by address (a parameter array replaced by a new one -- ``set_data`` -- makes
  the next call re-capture), and the outputs are copied out of the graph's
  buffers so the caller owns them.

cupy is imported lazily: nothing here runs, or is imported, without a GPU
context.  When capture fails (an op whose kernel synchronises, an old cupy)
the plain generated function is used, with a warning.
"""
from __future__ import annotations

import re
import warnings

import numpy as np

from .codegen import InputMismatch
from .elementwise import cuda_form

__all__ = ["DATA_NAME", "capture", "fused_kernel", "fused_kernel_source"]

DATA_NAME = re.compile(r"^data\d*$")
_KERNELS: dict = {}


def fused_kernel_source(steps, dtype, n_in):
    """``(in_params, out_params, body)`` of an ElementwiseKernel for fused ``steps``,
    or ``None`` when a step has no CUDA form."""
    lines = []
    for j, (op, attrs, _name, args) in enumerate(steps):
        names = [f"in{i}" if kind == "in" else f"s{i}" for kind, i in args]
        expr = cuda_form(op, attrs, dtype, names)
        if expr is None:
            return None
        lines.append(f"T s{j} = {expr};")
    lines.append(f"out = s{len(steps) - 1};")
    in_params = ", ".join(f"T in{i}" for i in range(n_in))
    return in_params, "T out", " ".join(lines)


def fused_kernel(xp, steps, dtype, n_in):
    """A cached ``ElementwiseKernel`` for the steps (cupy only), or ``None``."""
    src = fused_kernel_source(steps, dtype, n_in)
    if src is None or not hasattr(xp, "ElementwiseKernel"):
        return None
    kernel = _KERNELS.get(src)
    if kernel is None:
        kernel = _KERNELS[src] = xp.ElementwiseKernel(src[0], src[1], src[2],
                                                       "hybridlint_fused")
    return kernel


def capture(forward, input_names, signature, ctx, data_names=None):
    """Wrap ``forward`` (generated with static buffers and static outputs) so that it
    runs as a replayed CUDA graph."""
    cp = ctx.xp
    data = [n for n in input_names if (DATA_NAME.match(n) if data_names is None
                                       else n in data_names)]
    params = [n for n in input_names if n not in data]
    expect = {n: (tuple(s), np.dtype(d)) for n, (s, d) in zip(input_names, signature)}
    state: dict = {"key": None, "failed": False}

    def check(feed):
        for n in input_names:
            a = feed[n]
            if (tuple(a.shape), np.dtype(a.dtype)) != expect[n]:
                raise InputMismatch(n)

    def record(feed, kctx):
        static = {n: cp.empty(expect[n][0], dtype=expect[n][1]) for n in data}
        for n in data:
            cp.copyto(static[n], feed[n])
        cap_feed = {n: static[n] if n in static else feed[n] for n in input_names}
        forward(cap_feed, kctx)            # compiles every kernel outside the capture
        stream = cp.cuda.Stream(non_blocking=True)
        with stream:
            stream.begin_capture()
            outs = forward(cap_feed, kctx)
            graph = stream.end_capture()
        stream.synchronize()
        state.update(static=static, outs=outs, graph=graph)

    def run(feed, kctx):
        if state["failed"]:
            return forward(feed, kctx)
        check(feed)
        key = tuple(feed[n].data.ptr for n in params)
        if key != state["key"]:
            try:
                record(feed, kctx)
            except Exception as e:   # noqa: BLE001 -- any capture failure: run uncaptured
                state["failed"] = True
                warnings.warn(f"CUDA graph capture failed ({e}); running the compiled graph "
                              "without it", RuntimeWarning, stacklevel=3)
                return forward(feed, kctx)
            state["key"] = key
        for n in data:
            cp.copyto(state["static"][n], feed[n])
        state["graph"].launch()
        return [o.copy() for o in state["outs"]]

    return run
