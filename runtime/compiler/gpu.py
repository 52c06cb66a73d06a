"""The GPU side of the compiler (cupy): fused elementwise kernels and CUDA-graph replay.

The plan, lowering and memory planning are the CPU's; the generated code is
the same with ``xp = cupy`` (ufuncs are bound by name from cupy; matrix
products from :mod:`.cublas`, which capture can record).  Two things differ:

* a fused elementwise group becomes one ``cupy.ElementwiseKernel`` whose body
  is the C expressions of :func:`.elementwise.cuda_form` (one launch and one
  pass over memory instead of one ufunc launch per op);
* with ``static_alloc`` and ``static_shape`` the whole forward is captured
  once as a CUDA graph and replayed: data inputs (``data``, ``data0``...) are
  copied into static buffers captured by the graph, parameters are captured
  by address (a parameter array replaced by a new one -- ``set_data`` -- makes
  the next call re-capture), and the outputs are buffers no one else holds
  (a ring of graph-filled output sets, see :class:`_Recording`).

cupy is imported lazily: nothing here runs, or is imported, without a GPU
context.  When capture fails (an op whose kernel synchronises, one that draws
random numbers) the plain generated function is used, with a warning.
"""
from __future__ import annotations

import re
import sys
import warnings

import numpy as np

from .ir import InputMismatch
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


class _WatchedContext:
    """The kernel context seen while recording: notes whether a kernel drew random
    numbers, since a replayed graph would repeat them."""

    def __init__(self, kctx):
        self.xp, self.is_train, self._kctx, self.used_rng = kctx.xp, kctx.is_train, kctx, False

    @property
    def rng(self):
        self.used_rng = True
        return self._kctx.rng


def _refs(arrays):
    """Reference counts of ``arrays`` as seen from here (a fixed offset above the
    references held elsewhere, whoever calls)."""
    return [sys.getrefcount(a) for a in arrays]


class _Recording:
    """The captured graphs of one forward, its static data buffers, and the memory
    pool that owns every array made while capturing (kept for the graphs' life).

    ``plain`` replays the forward alone; its outputs must be copied out.  Each
    entry of ``ring`` replays the forward *and* copies the outputs into arrays
    of its own, which the call hands out as they are: an entry is reused only
    once nothing outside holds its arrays any more (reference counts back to
    what they were when it was made), so a result the caller still holds is
    never overwritten -- and the common ``y = net(x)`` loop needs no copy or
    allocation per call."""

    RING = 3

    def __init__(self, cp, forward, feed, data, expect, kctx):
        self.cp = cp
        self.forward = forward
        self.static = {n: cp.empty(expect[n][0], dtype=expect[n][1]) for n in data}
        for n in data:
            cp.copyto(self.static[n], feed[n])
        self.cap_feed = {n: self.static.get(n, a) for n, a in feed.items()}
        self.kctx = None if kctx is None else _WatchedContext(kctx)
        self.stream = cp.cuda.Stream(non_blocking=True)
        # arrays made while capturing live at addresses the graph replays: they come
        # from a pool of this recording's own, so nothing else is ever given that memory
        self.pool = cp.cuda.MemoryPool()
        with self.stream:
            # compiles every kernel and binds cuBLAS to this stream before capturing
            forward(self.cap_feed, self.kctx)
            self.stream.synchronize()
        if self.kctx is not None and self.kctx.used_rng:
            raise CaptureRefused("a kernel draws random numbers, which a replay would repeat")
        self.plain, self.outs = self._capture(None)
        self.ring: list = []            # (graph, arrays, their reference counts)
        self.static_ptr = {n: a.data.ptr for n, a in self.static.items()}

    def _capture(self, targets):
        cp, stream = self.cp, self.stream
        with stream, cp.cuda.using_allocator(self.pool.malloc):
            stream.begin_capture()
            try:
                outs = self.forward(self.cap_feed, self.kctx)
                for o, t in zip(outs, targets or ()):
                    cp.cuda.runtime.memcpyAsync(t.data.ptr, o.data.ptr, o.nbytes,
                                                cp.cuda.runtime.memcpyDeviceToDevice,
                                                stream.ptr)
            except BaseException:
                try:
                    stream.end_capture()
                except Exception:    # noqa: BLE001,S110 -- the capture is void anyway
                    pass
                raise
            graph = stream.end_capture()
        stream.synchronize()
        return graph, outs

    def fresh_outputs(self):
        """New arrays shaped like the graph's outputs."""
        return [self.cp.empty(o.shape, dtype=o.dtype) for o in self.outs]

    def free_slot(self):
        """A ring entry whose arrays nobody else holds (made if the ring has room), or None."""
        for entry in self.ring:
            if _refs(entry[1]) == entry[2]:
                return entry
        if len(self.ring) >= self.RING:
            return None
        arrays = self.fresh_outputs()
        try:
            graph, _ = self._capture(arrays)
        except Exception:       # noqa: BLE001 -- the plain graph still runs: copy out
            self.RING = len(self.ring)
            return None
        entry = (graph, arrays, _refs(arrays))
        self.ring.append(entry)
        return entry


class CaptureRefused(Exception):
    """The forward may not be replayed as a graph (the reason is the message)."""


def capture(forward, input_names, signature, ctx, data_names=None):
    """Wrap ``forward`` (generated with static buffers and static outputs) so that it
    runs as a replayed CUDA graph.

    Per call, beyond the replay itself: each data input is copied into the
    graph's buffer (one ``cudaMemcpyAsync``; none when the caller passes that
    buffer), and parameters are compared by identity with the last call's (their
    addresses are captured: a new array at a new address re-captures).  Outputs
    are arrays no one else holds (see :class:`_Recording`).  Training mode and
    inference mode get a graph each; a forward that draws random numbers, or
    whose kernels cannot be captured (host synchronisation), runs uncaptured
    with a warning."""
    cp = ctx.xp
    runtime = cp.cuda.runtime
    d2d = runtime.memcpyDeviceToDevice
    data = [n for n in input_names if (DATA_NAME.match(n) if data_names is None
                                       else n in data_names)]
    params = [n for n in input_names if n not in data]
    expect = {n: (tuple(s), np.dtype(d)) for n, (s, d) in zip(input_names, signature)}
    data_expect = [(n, expect[n][0], expect[n][1]) for n in data]
    state: dict = {"ids": None, "objs": None, "key": None, "failed": set(), "graphs": {}}

    def check_params(objs):
        for n, a in zip(params, objs):
            if (tuple(a.shape), np.dtype(a.dtype)) != expect[n]:
                raise InputMismatch(n)

    def refuse(e, train):
        state["failed"].add(train)
        warnings.warn(f"CUDA graph capture failed ({e}); running the compiled graph without "
                      "it", RuntimeWarning, stacklevel=4)

    def run(feed, kctx):
        train = bool(kctx is not None and kctx.is_train)
        if train in state["failed"]:
            return forward(feed, kctx)
        for n, shape, dtype in data_expect:
            a = feed[n]
            if a.shape != shape or a.dtype != dtype:
                raise InputMismatch(n)
        objs = [feed[n] for n in params]
        ids = tuple(map(id, objs))
        if ids != state["ids"]:
            check_params(objs)
            key = tuple(a.data.ptr for a in objs)
            if key != state["key"]:
                state["graphs"].clear()
                state["key"] = key
            state["ids"], state["objs"] = ids, objs     # held: ids stay unique
        rec = state["graphs"].get(train)
        if rec is None:
            try:
                rec = state["graphs"][train] = _Recording(cp, forward, feed, data, expect, kctx)
            except Exception as e:   # noqa: BLE001 -- any capture failure: run uncaptured
                refuse(e, train)
                return forward(feed, kctx)
        stream = cp.cuda.get_current_stream()
        sptr = stream.ptr
        for n in data:
            a = feed[n]
            dst = rec.static[n]
            if a.data.ptr == rec.static_ptr[n]:
                continue
            if a.flags.c_contiguous:
                runtime.memcpyAsync(rec.static_ptr[n], a.data.ptr, dst.nbytes, d2d, sptr)
            else:
                cp.copyto(dst, a)
        slot = rec.free_slot()
        if slot is not None:
            slot[0].launch(stream)
            return list(slot[1])
        rec.plain.launch(stream)         # every ring entry is still held: copy out
        outs = rec.fresh_outputs()
        for o, r in zip(rec.outs, outs):
            runtime.memcpyAsync(r.data.ptr, o.data.ptr, o.nbytes, d2d, sptr)
        return outs

    run.state = state        # inspection: tests and benches read which graphs were recorded
    return run
