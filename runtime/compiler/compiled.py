"""``compile_graph`` and :class:`CompiledGraph`: the fast executor behind ``hybridize()``.

Pipeline, per input signature (shapes and dtypes of every graph input)::

    CGraph.from_graph -> infer shapes/dtypes -> passes (compiler/passes/, by default
      all in their declared order: fold constants, drop identities, CSE, DCE,
      relu/maxpool swap, elementwise fusion) -> lower -> plan memory -> generate code

Plans are cached by signature.  Each call runs the newest plan's generated
function directly; the function checks every input's shape and dtype on
entry and refuses (``InputMismatch``) when they differ, and only then is the
cache consulted or a new plan built.  ``static_shape=True`` keeps a single
plan (the shapes are promised not to change; a change still works, by
re-planning); ``static_alloc=True`` allocates the plan's buffers once and
reuses them on every call, without it each call allocates its (planned,
fewer) buffers afresh.

Outputs are always fresh arrays: graph outputs are never planned into the
reusable pool, so an NDArray handed to the user is not overwritten by the
next call.  This is MXNet's behaviour too (checked with MXNet 1.9.1: after
``hybridize(static_alloc=True, static_shape=True)``, ``y1 = net(x1); net(x2)``
leaves ``y1`` unchanged); the last op writes straight into the new output
array, so it costs an allocation, not a copy.

A CompiledGraph is not thread-safe with ``static_alloc`` (two concurrent calls
would share its buffers), as MXNet's static CachedOp is not; use one per thread.

``run(feed, is_train, keep=True)`` is for the backward pass: it runs the
unoptimised graph (node ids = the reference ``Graph``'s node indices) with no
buffer reuse and returns ``(outputs, values)``, ``values`` mapping every
``(node index, output index)`` to its array.
"""
from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass, field

import numpy as np

from ..context import Context, current_context
from ..graph import Graph, GraphError
from ..registry import KernelContext
from ..rng import generator
from . import codegen, passes
from .infer import infer_shapes_and_types
from .ir import CGraph
from .memory import plan_memory

__all__ = ["PASSES", "CompiledGraph", "compile_graph"]

# the default pipeline: every pass of compiler/passes/ in its declared order
PASSES = passes.default_pipeline()
_MAX_PLANS = 16


@dataclass
class Plan:
    signature: tuple
    graph: CGraph
    lowering: dict
    memory: object
    source: str
    forward: object
    needs_kctx: bool
    applied: list = field(default_factory=list)     # (pass, changes, ops after)
    fused: list = field(default_factory=list)
    ops_before: int = 0
    buffers: list = field(default_factory=list)


def compile_graph(graph, *, ctx=None, static_alloc=False, static_shape=False, is_train=False,
                  passes=PASSES, data_names=None, low_memory=None) -> CompiledGraph:
    """Compile a reference :class:`~..graph.Graph` (or a Symbol) for ``ctx``.

    ``passes`` selects optimisations (a subset of :data:`PASSES`; ``()`` runs
    the graph as traced, still as generated code); ``is_train`` is the default
    mode of ``run``; ``data_names`` are the inputs that change every call
    (default: ``data``, ``data0``, ...), which only CUDA-graph replay uses;
    ``low_memory`` trades speed for buffer memory: ``None`` (default) lets big
    FullyConnected layers write over their input in 2 row blocks under
    ``static_alloc`` (MXNet's memory-planned mode) and not otherwise, ``True``
    in 4 blocks always, ``False`` never (see :func:`.codegen.lower`).
    """
    if not isinstance(graph, Graph):
        graph = Graph.from_symbol(graph)
    return CompiledGraph(graph, ctx=ctx, static_alloc=static_alloc, static_shape=static_shape,
                         is_train=is_train, passes=passes, data_names=data_names,
                         low_memory=low_memory)


def check_feed(input_names, feed) -> None:
    missing = [n for n in input_names if n not in feed]
    if missing:
        raise GraphError(f"missing input(s) {missing}; the graph needs {input_names}")


def feed_arrays(input_names, xp, feed) -> dict:
    """``feed`` with every input an array (python scalars and lists made ``xp`` arrays)."""
    check_feed(input_names, feed)
    out = dict(feed)
    for n in input_names:
        if not hasattr(out[n], "shape") or not hasattr(out[n], "dtype"):
            out[n] = xp.asarray(out[n])
    return out


def feed_signature(input_names, arrays) -> tuple:
    """The (shape, dtype) of each input: the key plans are built and cached under."""
    return tuple((tuple(arrays[n].shape), np.dtype(arrays[n].dtype).str) for n in input_names)


class CompiledGraph:
    def __init__(self, graph, *, ctx=None, static_alloc=False, static_shape=False,
                 is_train=False, passes=PASSES, data_names=None, low_memory=None):
        unknown = set(passes) - set(PASSES)
        if unknown:
            raise ValueError(f"unknown compiler pass(es) {sorted(unknown)}; known: {PASSES}")
        self.graph = graph
        self.ctx = ctx if isinstance(ctx, Context) else current_context()
        self.static_alloc = bool(static_alloc)
        self.static_shape = bool(static_shape)
        self.is_train = bool(is_train)
        self.passes = tuple(passes)
        self.low_memory = None if low_memory is None else bool(low_memory)
        # inputs that change every call (the rest are parameters); used by CUDA-graph replay
        self.data_names = None if data_names is None else list(data_names)
        self.input_names = list(graph.input_names)
        self._plans: dict = {}
        self._current: Plan | None = None
        self._keep_plan: Plan | None = None
        self.plans_built = 0

    # ------------------------------------------------------------------ running
    def run(self, feed: dict, is_train: bool | None = None, keep: bool = False):
        """Outputs (fresh xp arrays) for ``feed`` (input name -> xp array)."""
        train = self.is_train if is_train is None else bool(is_train)
        if keep:
            return self._run_keep(feed, train)
        plan = self._current
        kctx = None
        if plan is not None:
            if plan.needs_kctx:
                kctx = self._kctx(train)
            try:
                if self.ctx.device_type == "gpu":
                    with self.ctx.device_scope():
                        return plan.forward(feed, kctx)
                return plan.forward(feed, kctx)
            except codegen.InputMismatch:
                pass
            except KeyError:
                check_feed(self.input_names, feed)
                raise
        plan = self._plan_for(feed)
        if plan.needs_kctx and kctx is None:
            kctx = self._kctx(train)
        if self.ctx.device_type == "gpu":
            with self.ctx.device_scope():
                return plan.forward(self._arrays(feed), kctx)
        return plan.forward(self._arrays(feed), kctx)

    __call__ = run

    def _kctx(self, train):
        return KernelContext(xp=self.ctx.xp, is_train=train, rng=generator(self.ctx))

    def _arrays(self, feed):
        return feed_arrays(self.input_names, self.ctx.xp, feed)

    def signature(self, feed) -> tuple:
        return feed_signature(self.input_names, self._arrays(feed))

    def _plan_for(self, feed) -> Plan:
        sig = self.signature(feed)
        plan = self._plans.get(sig)
        if plan is None:
            plan = self._build(sig)
            if self.static_shape:
                self._plans.clear()
            elif len(self._plans) >= _MAX_PLANS:
                self._plans.pop(next(iter(self._plans)))
            self._plans[sig] = plan
        self._current = plan
        return plan

    def _run_keep(self, feed, train):
        feed = self._arrays(feed)
        plan = self.keep_plan(feed)
        kctx = self._kctx(train)
        if self.ctx.device_type == "gpu":
            with self.ctx.device_scope():
                return plan.forward(feed, kctx)
        return plan.forward(feed, kctx)

    def keep_plan(self, feed) -> Plan:
        """The unoptimised, unplanned plan whose ``forward(feed, kctx)`` returns
        ``(outputs, {(node index, output index): array})`` (for gradients)."""
        sig = feed_signature(self.input_names, feed)
        if self._keep_plan is None or self._keep_plan.signature != sig:
            self._keep_plan = self._build(sig, optimize=False, keep=True)
        return self._keep_plan

    # ----------------------------------------------------------------- planning
    def _build(self, sig, optimize=True, keep=False) -> Plan:
        shapes = {n: s for n, (s, _) in zip(self.input_names, sig)}
        dtypes = {n: np.dtype(d) for n, (_, d) in zip(self.input_names, sig)}
        cg = CGraph.from_graph(self.graph.resolve_deferred_shapes(shapes))
        infer_shapes_and_types(cg, shapes, dtypes)
        ops_before = cg.op_count()
        on_gpu = self.ctx.device_type == "gpu"
        env = passes.PassEnv(xp=self.ctx.xp, on_gpu=on_gpu)
        if optimize:
            table = passes.registered()
            for name in self.passes:
                changed = table[name].run(cg, env)
                env.applied.append((name, changed, cg.op_count()))
        applied, fused = env.applied, env.fused
        if keep or self.low_memory is False:
            blocks = 0
        elif self.low_memory:
            blocks = codegen.FC_ROW_BLOCKS_LOW_MEMORY
        else:
            blocks = codegen.FC_ROW_BLOCKS if self.static_alloc else 0
        columns = codegen.CONV_COLUMN_ELEMENTS_GPU if on_gpu else codegen.CONV_COLUMN_ELEMENTS
        lowering = codegen.lower(cg, fc_row_blocks=blocks, column_elements=columns,
                                 channels_last=not on_gpu)
        memory = plan_memory(cg, lowering, reuse=not keep)
        if blocks and not self.low_memory:
            # blocked matmuls cost time: keep them only where they shrink the pool (against
            # the plain products: a transposed product's temp is bought for speed too)
            plain = codegen.lower(cg, column_elements=columns, channels_last=not on_gpu,
                                  dense_swap=False)
            plain_memory = plan_memory(cg, plain)
            if plain_memory.planned_bytes <= memory.planned_bytes:
                lowering = codegen.lower(cg, column_elements=columns, channels_last=not on_gpu)
                memory = plan_memory(cg, lowering)
        needs = any(low.mode == "alloc" for low in lowering.values())
        graph_replay = on_gpu and self.static_alloc and self.static_shape and not keep
        source, forward, buffers = codegen.generate(
            cg, lowering, memory, xp=self.ctx.xp, static_alloc=self.static_alloc and not keep,
            keep=keep, static_heads=graph_replay, memo_names=self._param_names())
        self.plans_built += 1
        plan = Plan(sig, cg, lowering, memory, source, forward, needs, applied, fused,
                    ops_before, buffers)
        if graph_replay:
            from .gpu import capture
            plan.forward = capture(plan.forward, self.input_names, sig, self.ctx,
                                   self.data_names)
        return plan

    def _param_names(self) -> set:
        """Inputs that are the same arrays call after call (see ``data_names``)."""
        from .gpu import DATA_NAME
        if self.data_names is None:
            return {n for n in self.input_names if not DATA_NAME.match(n)}
        return set(self.input_names) - set(self.data_names)

    def plan(self, feed=None) -> Plan:
        """The plan for ``feed`` (name -> array or shape tuple), or the last one run."""
        if feed is None:
            if self._current is None:
                raise GraphError("nothing compiled yet: run the graph once, or pass a feed "
                                 "(input name -> array or shape) to explain()/to_dot()")
            return self._current
        xp = self.ctx.xp
        arrays = {k: (xp.empty(v, dtype=np.float32) if isinstance(v, tuple) else v)
                  for k, v in feed.items()}
        return self._plan_for(arrays)

    # --------------------------------------------------------------- inspection
    def explain(self, feed=None) -> str:
        from .report import explain
        return explain(self, self.plan(feed))

    def to_dot(self, feed=None) -> str:
        from .report import to_dot
        return to_dot(self.plan(feed))

    def to_svg(self, path, feed=None) -> str | None:
        """Write an SVG of the compiled graph with Graphviz ``dot``; ``None`` (and
        nothing written) when the ``dot`` binary is not installed."""
        exe = shutil.which("dot")
        if exe is None:
            return None
        svg = subprocess.run([exe, "-Tsvg"], input=self.to_dot(feed).encode(),
                             capture_output=True, check=True, timeout=60).stdout
        with open(path, "wb") as f:
            f.write(svg)
        return str(path)
