"""The compiled training step of a hybridized call: a forward that keeps what the
backward needs, and a generated backward over the op table's gradient rules.

:func:`..graph_grad.record_call` (the autograd side of a hybridized call) takes
a ``grad_impl`` with ``forward(feed, kctx, need) -> (outputs, saved)`` and
``backward(saved, head_grads, kctx) -> {variable name: gradient}``.
:class:`CompiledGraphGrad` builds both per input signature and per *need*
(which graph inputs are autograd variables: a parameter with
``grad_req='null'`` or a data input is not):

* **gradient analysis** (:func:`analyse`) over the compiler IR -- which values
  carry a gradient somebody asked for (``need``: reachable from a needed
  variable through differentiable ops) and which receive one from the heads
  (``reached``); a node's gradient rule runs only when it is reached and one of
  its inputs is needed, and is told which input gradients to compute
  (``KernelContext.need_grad``: no data gradient for a network's first layer);
  a node none of whose inputs is needed does not run at all, not even its
  backward-time aux update: MXNet leaves it out of the backward graph, so a
  BatchNorm behind frozen layers keeps its moving statistics (as the reference);
* **forward**: the compiler's lowering and generated code (after the relu/max-pool
  swap, which leaves every gradient the same); the values the
  backward reads (inputs and outputs of the nodes it runs) are returned fresh
  every call, everything else (im2col columns, padding, values no gradient rule
  reads) lives in the memory plan's reused buffers;
* **backward**: one generated straight-line function that calls
  :func:`..autograd.op_backward` (the op table's ``Op.grad`` plus aux updates,
  exactly what the eager tape and the reference reverse pass call) node by node
  in reverse, accumulating gradients in the same order as the reference
  :class:`..graph_grad.GraphGrad`, so results are bitwise the same -- except the
  weight gradient of a convolution that kept its channels-last columns
  (:func:`_keep_columns`) and, with the ``fast`` extra, that convolution's data gradient
  where the rule would make it with row shifts (:func:`_compiled_data_grad`), which
  equal the rule's to float rounding (where the rule itself takes the compiled col2im,
  eager's bits).  With the ``fast`` extra a ``relu(maxpool)`` pair of a tiling 2x2/2
  pool takes one compiled pass (:func:`_relu_maxpool_backward`: the rules' bits), and a
  max pool of overlapping windows runs its kernel in the forward, which keeps each
  window's first maximum for the rule (:func:`_pools_keeping_argmax`: eager's bits).
  An ``elemwise_add`` whose inputs are made by the op table's ops passes its out-grad to
  both as it is, where its rule would copy it for each (:func:`_shares_out_grad`).

On the CPU, with two cores or more, the larger weight gradients of Convolution and
FullyConnected nodes go to one worker thread (:mod:`.worker`, :func:`_offloaded`): the
rule is handed ``KernelContext.defer`` and gives that work as a function once its data
gradient is made (``grad_util.parameter_part``), the generated backward goes on down the
data-gradient chain, and its return passes through :func:`.worker.join` -- the same bits
as the sequential backward.

Graphs with ``_cond`` (and other subgraph ops) use the reference forward and
reverse pass.  A head whose gradient is ``None`` (an output nobody used) gets
zeros.

Use: ``record_call(graph, names, arrays, ctx, grad_impl=CompiledGraphGrad(graph, ctx))``.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial

import numpy as np

from .. import autograd
from ..context import Context, current_context
from ..graph_grad import GraphGrad
from ..mempool import keep_freed_memory
from ..ops.grad_util import NON_DIFFERENTIABLE, fill_missing
from ..ops.grad_util import fresh as fresh_grad
from ..ops.lowering import lowering_kind
from ..ops import fused
from ..ops.nn_conv import (col2im_data_grad, conv_bias_grad, conv_taps_geometry,
                           data_grad_by_row_shifts, max_pool_keeps_argmax, max_pool_tiles_2d,
                           phase_weight_grad, relu_max_pool_grad_tiled_2x2, row_shift_data_grad,
                           taps_data_grad)
from ..ops.nn_util import product_nt_swapped
from ..registry import KernelContext
from . import codegen, worker
from .compiled import feed_arrays, feed_signature
from .infer import infer_shapes_and_types
from .ir import CGraph
from .memory import Lowering, plan_memory, value_roots
from .passes.reorder import is_relu, swap_relu_maxpool

__all__ = ["CompiledGraphGrad", "GradAnalysis", "analyse"]

_MAX_PLANS = 16


@dataclass
class GradAnalysis:
    need: dict          # value -> carries a gradient a variable needs
    reached: dict       # value -> receives a gradient from the heads
    full: list          # node ids whose gradient rule runs (forward order)
    saved: list         # values the backward reads (forward order)


def analyse(cg: CGraph, need_vars: dict) -> GradAnalysis:
    """Which nodes' gradient rules run for the variables ``need_vars`` (name -> bool)."""
    need: dict = {}
    for n in cg.nodes:
        if n.kind == "var":
            need[(n.id, 0)] = bool(need_vars.get(n.name, False))
        elif n.kind == "const":
            need[(n.id, 0)] = False
        else:
            flows = n.op.name not in NON_DIFFERENTIABLE and any(need[r] for r in n.inputs)
            for k in range(n.n_out):
                need[(n.id, k)] = flows
    reached: dict = dict.fromkeys(cg.heads, True)
    full = []
    for n in reversed(cg.nodes):
        if n.kind != "op" or not any(reached.get((n.id, k)) for k in range(n.n_out)):
            continue
        if n.op.name in NON_DIFFERENTIABLE:
            continue
        for r in n.inputs:
            reached[r] = True
        if any(need[r] for r in n.inputs):
            full.append(n.id)
    full.reverse()
    by_id = cg.by_id()
    saved_set = set()
    for i in full:
        n = by_id[i]
        saved_set.update(n.inputs)
        saved_set.update((i, k) for k in range(n.n_out))
    order = {n.id: t for t, n in enumerate(cg.nodes)}
    saved = sorted(saved_set, key=lambda v: (order[v[0]], v[1]))
    return GradAnalysis(need, reached, full, saved)


@dataclass
class TrainPlan:
    signature: tuple
    need: tuple
    graph: CGraph
    analysis: GradAnalysis
    forward: object             # forward(feed, kctx) -> [heads..., saved not heads...]
    backward: object            # backward(saved, head_grads, is_train) -> (grads per input)
    forward_source: str
    backward_source: str
    n_heads: int
    saved_index: list           # position of each saved value in the forward's result
    buffers: list = field(default_factory=list)


class Saved:
    """What a hybridized call under ``record()`` keeps for its backward."""

    __slots__ = ("plan", "values")

    def __init__(self, plan, values):
        self.plan = plan
        self.values = values


class CompiledGraphGrad:
    def __init__(self, graph, ctx=None, static_alloc=False):
        self.graph = graph
        self.ctx = ctx if isinstance(ctx, Context) else current_context()
        self.static_alloc = bool(static_alloc)
        self.input_names = list(graph.input_names)
        self._reference = GraphGrad(graph)
        self._has_sub = any(n.op is not None and (n.subgraphs or getattr(
            n.op, "subgraph_kernel", None) is not None) for n in graph.nodes)
        self._plans: dict = {}
        self._last: TrainPlan | None = None
        self._need_seen: tuple = (None, ())        # (the last need dict, its flags)
        self.plans_built = 0
        keep_freed_memory()     # hybridized training: reuse each step's arrays (mempool.py)

    # ------------------------------------------------------------------ running
    def forward(self, feed, kctx, need=None):
        """``(outputs, saved)``; ``need`` maps input names to whether they are
        autograd variables (None: all are)."""
        if self._has_sub:
            return self._reference.forward(feed, kctx, need)
        seen, seen_t = self._need_seen
        if need is None:
            need_t = tuple(True for _ in self.input_names)
        elif need == seen:
            # (a training loop asks with the same flags every step: one dict comparison
            # instead of a lookup per input, ~100 for a ResNet)
            need_t = seen_t
        else:
            need_t = tuple(bool(need.get(n, False)) for n in self.input_names)
            self._need_seen = (dict(need), need_t)
        plan = self._last
        if plan is not None and plan.need == need_t:
            try:
                res = plan.forward(feed, kctx)
            except codegen.InputMismatch:
                plan = None
        else:
            plan = None
        if plan is None:
            arrays = feed_arrays(self.input_names, self.ctx.xp, feed)
            plan = self._plan_for(arrays, need_t)
            res = plan.forward(arrays, kctx)
        n = plan.n_heads
        return res[:n], Saved(plan, [res[i] for i in plan.saved_index])

    # the generated backward drops each saved value after its last use when told that
    # no later backward runs on it (autograd's last=True: no retain_graph), so a
    # step's peak memory does not hold every activation to the end
    frees_saved = True

    def backward(self, saved, head_grads, kctx, last=False):
        if not isinstance(saved, Saved):
            return self._reference.backward(saved, head_grads, kctx)
        plan = saved.plan
        values = saved.values
        if values is None:
            raise autograd.AutogradError(
                "the saved values of this hybridized call were already released by a "
                "previous backward; pass retain_graph=True to differentiate twice")
        if last:
            saved.values = None
        hg = list(head_grads)
        if any(g is None for g in hg):
            hg = [self.ctx.xp.zeros(plan.graph.shapes[v], dtype=plan.graph.dtypes[v])
                  if g is None else g for g, v in zip(hg, plan.graph.heads)]
        grads = plan.backward(values, hg, kctx.is_train, last)
        return dict(zip(self.input_names, grads))

    # ----------------------------------------------------------------- planning
    def _plan_for(self, arrays, need_t) -> TrainPlan:
        sig = feed_signature(self.input_names, arrays)
        key = (sig, need_t)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._build(sig, need_t)
            if len(self._plans) >= _MAX_PLANS:
                self._plans.pop(next(iter(self._plans)))
            self._plans[key] = plan
        self._last = plan
        return plan

    def _build(self, sig, need_t) -> TrainPlan:
        shapes = {n: s for n, (s, _) in zip(self.input_names, sig)}
        dtypes = {n: np.dtype(d) for n, (_, d) in zip(self.input_names, sig)}
        cg = CGraph.from_graph(self.graph.resolve_deferred_shapes(shapes))
        infer_shapes_and_types(cg, shapes, dtypes)
        # relu after max pooling touches a quarter of the values, forward and backward; the
        # gradients are the same exactly (the pool's first maximum is the relu's, and where
        # the window's maximum is <= 0 both give 0)
        swap_relu_maxpool(cg)
        an = analyse(cg, dict(zip(self.input_names, need_t)))
        on_gpu = self.ctx.device_type == "gpu"
        columns = codegen.CONV_COLUMN_ELEMENTS_GPU if on_gpu else codegen.CONV_COLUMN_ELEMENTS
        lowering = codegen.lower(cg, column_elements=columns, channels_last=not on_gpu)
        kept = {} if on_gpu else _keep_columns(cg, an, lowering)
        if not on_gpu:
            _pools_keeping_argmax(cg, an, lowering)
        by_id = cg.by_id()
        keeping = [i for i in an.full if by_id[i].op.keeps_saved]
        heads = list(cg.heads)
        n_heads = len(heads)
        extra = [v for v in an.saved if v not in set(heads)]
        # saved values are returned like outputs: fresh arrays, never a reused buffer
        fwd = CGraph(cg.nodes, heads + extra, cg.input_names, cg.shapes, cg.dtypes)
        memory = plan_memory(fwd, lowering)
        _drop_needless_copies(fwd, lowering, memory, set(heads))
        source, forward, buffers = codegen.generate(
            fwd, lowering, memory, xp=self.ctx.xp, static_alloc=self.static_alloc,
            saved_nodes=frozenset(keeping))
        position = {}
        for i, v in enumerate(fwd.heads):
            position.setdefault(v, i)
        # the kept im2col columns come after the heads, then what kernels kept, in node order
        with_cols = sum(1 for k in kept.values() if k is not _conv_backward_recopied)
        saved_index = [position[v] for v in an.saved] + [
            len(fwd.heads) + j for j in range(with_cols + len(keeping))]
        pairs = {} if on_gpu else _relu_pool_pairs(cg, an)
        offload = {} if on_gpu or not worker.available() else _offloaded(
            cg, an, kept, pairs, _saved_in_buffers(fwd, lowering, memory, an))
        bsource, backward = _generate_backward(cg, an, self.input_names, self.ctx.xp, kept,
                                               keeping, pairs, offload)
        self.plans_built += 1
        return TrainPlan(sig, need_t, cg, an, forward, backward, source, bsource, n_heads,
                         saved_index, buffers)


# a convolution keeps its forward's im2col columns for the weight gradient when they
# hold at most this many elements (LeNet's first layer at batch 32: 460,800)
KEEP_COLUMNS_ELEMENTS = 1 << 19
# with the fast extra, a first layer's channels-first columns are not kept but copied again
# in the backward, this many elements (whole images, at least one) at a time into one
# buffer that each chunk's product then reads from cache: the forward writes no fresh
# whole-batch array, and the weight gradient's product no longer reads columns written a
# step's worth of memory earlier (LeNet's first layer in the step, 1 thread: that product
# 653 us in the step against ~454 alone on the same columns; LeNet: 4 images a chunk)
RECOPY_COLUMN_ELEMENTS = 1 << 16
# channels-last columns are kept while everything a graph keeps stays within this many
# elements: they live from the forward to their node's backward beside the saved
# activations, where eager's rule makes its scratch one node at a time.  LeNet's two
# layers at batch 32 (768,000) fit; the slim ResNet-18 keeps its stem's rows, two of its
# four 8x8 layers and five small ones (hybridized peak 5.93 MiB, eager's 6.73; keeping
# every one took it to 8.19)
KEEP_TOTAL_ELEMENTS = 3 << 18
# the weight gradient from kept channels-last columns is a product per image summed over
# the batch when an image has at least this many output positions, else one product over
# all positions with the out-grad turned channels-last: alone, batch 32, 1 thread, min us,
# batched / one: 8x8 outputs 124 / 241 (LeNet's second layer), 4x4 23 / 20, 2x2 37 / 18,
# 1x1 84 / 7 (32 outer products (64, 1) x (1, 32) and their sum against one product)
KEPT_CL_BATCHED_POSITIONS = 16
# channels-last columns are kept for these dtypes only: a float16 forward's columns
# would give a float16 product where the rule accumulates in float32
_KEEP_CL_DTYPES = (np.dtype(np.float32), np.dtype(np.float64))


def _keep_columns(cg, an, lowering) -> dict:
    """{node id: backward} of the channels-first 2-D convolutions whose forward copies
    the whole batch's im2col columns into a fresh array for the backward
    (``form="saved_cols"``), which then gets the weight gradient as one batched product
    over them instead of copying the windows again (or, where the compiled copy applies,
    :func:`_recopies_columns`, keep nothing and copy them again in cache-sized chunks in the
    backward, :func:`_conv_backward_recopied`), and of those on column phases whose
    forward keeps its rows (``form="saved_phase"``, ResNet's stem: 408k values, the
    backward's own copy of them 0.12 ms): convolutions whose weight needs a gradient and
    whose data does not (a first layer; no data-gradient scratch is alive beside them),
    columns or rows up to :data:`KEEP_COLUMNS_ELEMENTS`.

    Then, in forward order while the total kept stays within
    :data:`KEEP_TOTAL_ELEMENTS`, the channels-last convolutions whose weight needs a
    gradient (``form="saved_cl"``: the whole batch's channels-last columns, fresh per
    call; LeNet's second layer, whose rule otherwise gets the weight gradient from
    shifted rows in a product of 1.5x the work, 0.7 -> 0.53 ms alone with the data
    gradient)."""
    by_id = cg.by_id()
    kept = {}
    total = 0
    for i in an.full:
        n = by_id[i]
        low = lowering[i]
        if (lowering_kind(n.op) != "im2col" or low.mode != "out"
                or low.form not in ("", "phase", "taps")
                or not an.need[n.inputs[1]] or an.need[n.inputs[0]] or not low.temps):
            continue
        # the columns (a chunk of images), the phase rows or the split input
        shape, _ = low.temps[-1]
        elements = int(np.prod(shape, dtype=np.int64)) if low.form in ("phase", "taps") else \
            cg.shapes[n.inputs[0]][0] * int(np.prod(shape[1:], dtype=np.int64))
        if elements > KEEP_COLUMNS_ELEMENTS:
            continue
        if low.form == "" and _recopies_columns(cg, n, low):
            # (the lowering stays: the forward's reused chunk buffer, nothing kept)
            kept[i] = _conv_backward_recopied
            continue
        total += elements
        if low.form == "phase":
            lowering[i] = replace(low, temps=low.temps[:-1], form="saved_phase")
            kept[i] = _conv_backward_kept_rows
        elif low.form == "taps":
            lowering[i] = replace(low, temps=low.temps[:-1], form="saved_taps")
            kept[i] = _conv_backward_kept_split
        else:
            lowering[i] = replace(low, temps=low.temps[:-1], form="saved_cols")
            kept[i] = _conv_backward_kept_columns
    for i in an.full:
        n = by_id[i]
        low = lowering[i]
        if (lowering_kind(n.op) == "im2col" and low.mode == "out" and low.form == "taps"
                and an.need[n.inputs[1]] and an.need[n.inputs[0]]):
            # a unit-stride taps convolution inside the net (its data needs a gradient
            # too): its split input, ~1/6 of the channels-last columns it stands for,
            # kept for both gradients (_conv_backward_kept_split); a strided one (the
            # phase choice's) keeps its rule's backward, as before (not measured there)
            geo = n.op.lowering.plan(n.attrs, cg.shapes[n.inputs[0]], cg.shapes[n.inputs[1]],
                                     phases=True)
            elements = int(np.prod(low.temps[-1][0], dtype=np.int64))
            if geo is None or not geo.get("unit_taps") or \
                    total + elements > KEEP_TOTAL_ELEMENTS:
                continue
            total += elements
            lowering[i] = replace(low, temps=low.temps[:-1], form="saved_taps")
            # (the padding decided here, once: the backward's call asks only the dtypes)
            kept[i] = partial(_conv_backward_kept_split, data_pad=geo["pad"])
            continue
        if (lowering_kind(n.op) != "im2col" or low.mode != "out" or low.form != "channels_last"
                or not an.need[n.inputs[1]] or cg.dtypes[(i, 0)] not in _KEEP_CL_DTYPES):
            continue
        nb, _, oh, ow = cg.shapes[(i, 0)]
        elements = nb * oh * ow * int(np.prod(low.temps[2][0][3:], dtype=np.int64))
        if total + elements > KEEP_TOTAL_ELEMENTS:
            continue
        total += elements
        lowering[i] = replace(low, temps=[low.temps[0], low.temps[1], low.temps[3]],
                              form="saved_cl")
        kept[i] = _conv_backward_kept_cl
    # (the forward returns the kept arrays in node order; the backward unpacks them so)
    return {i: kept[i] for i in an.full if i in kept}


def _recopies_columns(cg, n, low) -> bool:
    """Does this channels-first convolution's backward copy its columns again
    (:func:`_conv_backward_recopied`) instead of the forward keeping them?  Where the
    compiled copy (``fused.im2col_unit_stride``) applies: the ``fast`` extra, float32
    numpy arrays, stride 1, no dilation, no padding, groups 1."""
    if not fused.ENABLED:
        return False
    a = n.attrs
    x_shape = cg.shapes[n.inputs[0]]
    return (len(x_shape) == 4 and tuple(a.stride) == (1, 1) and tuple(a.dilate) == (1, 1)
            and not any(a.pad) and a.num_group == 1
            and cg.dtypes[n.inputs[0]] == np.float32 and cg.dtypes[n.inputs[1]] == np.float32
            and cg.dtypes[(n.id, 0)] == np.float32)


def _conv_backward_recopied(op, attrs, xp, is_train, in_data, out_data, out_grads, need,
                            cols=None):
    """:func:`..autograd.op_backward` of a first-layer Convolution (no data gradient)
    whose forward kept no columns: its im2col columns copied again,
    :data:`RECOPY_COLUMN_ELEMENTS` at a time, into one buffer, each chunk's batched
    product (one per image, as :func:`_conv_backward_kept_columns` makes them) written
    into its images' slice, then the same sum over the batch: the same values as kept
    columns give.  The bias gradient as the rule makes it."""
    x, w, g = in_data[0], in_data[1], out_grads[0]
    grads = [None] * len(in_data)
    if len(in_data) > 2 and need[2]:
        grads[2] = conv_bias_grad(xp, x, in_data[2], g)
    if not need[1]:
        return grads
    nb, f = g.shape[:2]
    kh, kw = w.shape[2:]
    oh, ow = g.shape[2:]
    ch = x.shape[1]
    kk, p = ch * kh * kw, oh * ow
    step = max(1, min(nb, RECOPY_COLUMN_ELEMENTS // (kk * p)))
    buf = xp.empty((step, ch, kh, kw, oh, ow), dtype=x.dtype)
    gm = g.reshape(nb, f, p)
    swapped = product_nt_swapped(xp, gm, buf.reshape(step, kk, p))
    prods = xp.empty((nb, kk, f) if swapped else (nb, f, kk), dtype=g.dtype)
    for a in range(0, nb, step):
        b = min(a + step, nb)
        cm = fused.im2col_unit_stride(x[a:b], buf[:b - a]).reshape(b - a, kk, p)
        if swapped:
            xp.matmul(cm, xp.transpose(gm[a:b], (0, 2, 1)), out=prods[a:b])
        else:
            xp.matmul(gm[a:b], xp.transpose(cm, (0, 2, 1)), out=prods[a:b])
    gw = prods.sum(axis=0).T if swapped else prods.sum(axis=0)
    grads[1] = gw.reshape(w.shape).astype(w.dtype, copy=False)
    return grads


def _pools_keeping_argmax(cg, an, lowering):
    """The max pools whose gradient rule runs and whose kernel keeps each window's first
    maximum (``nn_conv.max_pool_keeps_argmax``, float32, the ``fast`` extra) call that
    kernel in the training forward instead of the generated fold: its positions reach the
    rule (``Op.keeps_saved``), whose scatter replaces a compiled scan over every window's
    taps (the slim ResNet's stem pool in the step: ~0.5 ms of backward, MXNet's 85 us)."""
    if not fused.ENABLED:
        return
    by_id = cg.by_id()
    for i in an.full:
        n = by_id[i]
        if (n.op.keeps_saved and lowering_kind(n.op) == "window_reduce"
                and lowering[i].mode == "out" and cg.dtypes[(i, 0)] == np.float32
                and max_pool_keeps_argmax(n.attrs, cg.shapes[n.inputs[0]]) is not None):
            lowering[i] = Lowering("alloc")


def _conv_backward_kept_columns(op, attrs, xp, is_train, in_data, out_data, out_grads, need,
                                cols):
    """:func:`..autograd.op_backward` of a Convolution whose forward kept its im2col
    columns (N, C, kh, kw, OH, OW): the weight gradient is the out-grad (N, F, P)
    times the columns (N, K, P)^T, summed over the batch; the op's rule computes the
    other gradients (the bias's alone here: nn_conv.conv_bias_grad, without the rule's dispatch)."""
    g, w = out_grads[0], in_data[1]
    if need[0]:
        grads = autograd.op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads,
                                     (need[0], False) + tuple(need[2:]))
    else:
        grads = [None] * len(in_data)
        if len(in_data) > 2 and need[2]:
            grads[2] = conv_bias_grad(xp, in_data[0], in_data[2], g)
    nb, f = g.shape[:2]
    gm = g.reshape(nb, f, -1)
    cm = cols.reshape(nb, -1, gm.shape[2])
    if product_nt_swapped(xp, gm, cm):
        # (summed over the batch in the same order, then transposed: the same values)
        gw = xp.matmul(cm, xp.transpose(gm, (0, 2, 1))).sum(axis=0).T
    else:
        gw = xp.matmul(gm, xp.transpose(cm, (0, 2, 1))).sum(axis=0)
    grads[1] = gw.reshape(w.shape).astype(w.dtype, copy=False)
    return grads


def _conv_backward_kept_cl(op, attrs, xp, is_train, in_data, out_data, out_grads, need,
                           box, defer=None):
    """:func:`..autograd.op_backward` of a Convolution whose forward kept its
    channels-last columns (N, OH, OW, kh, kw, C), handed over as the only item of
    ``box``: the weight gradient is the out-grad (N, F, P) times the columns
    (N, P, K), summed over the batch (or, for few positions, one product over all
    N*P), then turned from (F, kh, kw, C) to (F, C, kh, kw); the op's rule then
    computes the other gradients, if any are needed.  The products sum the N*P
    positions in another order than the rule (row shifts, wide rows or its own
    channels-last columns), so this weight gradient equals eager's to float rounding
    (LeNet's second layer: 4.7e-7 of the largest value), not bit for bit.  The data
    gradient: with the ``fast`` extra :func:`_compiled_data_grad`; where the rule would
    make it with the row shifts, their call directly (``nn_conv.row_shift_data_grad``,
    the rule's bits); else the rule.  With ``defer`` (:func:`_offloaded`), the weight
    gradient's product is handed over (``defer`` returns its placeholder) before the data
    gradient is made."""
    cols = box.pop()
    g, w = out_grads[0], in_data[1]
    if defer is None:
        gw = _kept_cl_weight_grad(xp, cols, g, w)
    else:
        # (the columns then live until the worker has read them, beside the data
        # gradient's scratch: LeNet's step peak, still below eager's)
        gw = defer(partial(_kept_cl_weight_grad, xp, cols, g, w))
    # released before the rule's data-gradient scratch exists: in a training step the
    # columns and that scratch side by side would be the step's peak
    del cols
    rest = (need[0], False) + tuple(need[2:])
    gx = _compiled_data_grad(attrs, xp, in_data[0], w, g) if need[0] else None
    if gx is None and need[0]:
        geom = data_grad_by_row_shifts(attrs, in_data[0].shape, g.shape)
        if geom is not None:
            # the rule's own row-shift call and cast (its route for this geometry, the data
            # gradient alone) without its dispatch: the same bits
            gx = row_shift_data_grad(xp, in_data[0], w, g, *geom)
    if gx is not None:
        grads = [gx, None] + [None] * (len(in_data) - 2)
        if len(in_data) > 2 and need[2]:
            grads[2] = conv_bias_grad(xp, in_data[0], in_data[2], g)
    else:
        grads = (autograd.op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads,
                                      rest) if any(rest) else [None] * len(in_data))
    grads[1] = gw
    return grads


def _kept_cl_weight_grad(xp, cols, g, w):
    """The weight gradient of :func:`_conv_backward_kept_cl` from its kept columns."""
    nb, f = g.shape[:2]
    kh, kw, ch = cols.shape[3:]
    gm = g.reshape(nb, f, -1)
    p = gm.shape[2]
    if p >= KEPT_CL_BATCHED_POSITIONS:
        gk = xp.matmul(gm, cols.reshape(nb, p, -1)).sum(axis=0)          # (F, kh*kw*C)
    else:
        gcl = xp.empty((nb, p, f), dtype=gm.dtype)
        gcl[...] = xp.transpose(gm, (0, 2, 1))
        gk = xp.matmul(cols.reshape(nb * p, -1).T, gcl.reshape(nb * p, f)).T
    gw = xp.empty(w.shape, dtype=w.dtype)
    gw[...] = xp.transpose(gk.reshape(f, kh, kw, ch), (0, 3, 1, 2))
    return gw


def _compiled_data_grad(attrs, xp, x, w, g):
    """With the ``fast`` extra, the data gradient of a float32 convolution whose rule would
    make it with the row shifts (:func:`..ops.nn_conv.data_grad_by_row_shifts`): every
    window's share of the out-grad as one batched product, weight (C*kh*kw, F) times
    out-grad (N, F, OH*OW), added onto the input by a compiled col2im
    (:func:`..ops.nn_conv.col2im_data_grad`, which the rule itself takes for some other
    forms).  The row shifts fold the kernel columns into a
    product over a copy of the out-grad shifted kw times across the padded width, 1.5x
    the products for LeNet's second layer; here the products are the forward's count and
    the adds compiled (LeNet's second layer alone, 1 thread: ~430 -> ~170 us).  Sums in
    another order than the rule: eager's values to float32 rounding, as the kept columns'
    weight gradient is.  None where the rule decides."""
    if not fused.takes_float32(xp, x, w, g):
        return None
    geom = data_grad_by_row_shifts(attrs, x.shape, g.shape)
    if geom is None:
        return None
    k, pad = geom
    return col2im_data_grad(xp, x, w, g, k, (1, 1), pad)


def _conv_backward_kept_rows(op, attrs, xp, is_train, in_data, out_data, out_grads, need,
                             rows):
    """:func:`..autograd.op_backward` of a column-strided Convolution whose forward kept
    its column-phase rows (``form="phase"``): the weight gradient from them
    (``nn_conv.phase_weight_grad``, what the op's rule computes after copying the same
    rows); the op's rule computes the other gradients."""
    grads = autograd.op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads,
                                 (need[0], False) + tuple(need[2:]))
    x, w = in_data[0], in_data[1]
    gw = phase_weight_grad(xp, rows, out_grads[0].astype(rows.dtype, copy=False),
                           tuple(w.shape[2:]), tuple(attrs.stride), x.shape[1], rows.dtype)
    grads[1] = gw.astype(w.dtype, copy=False)
    return grads


def _conv_backward_kept_split(op, attrs, xp, is_train, in_data, out_data, out_grads, need,
                              split, data_pad=None):
    """:func:`..autograd.op_backward` of a Convolution whose forward kept its split input
    (``form="taps"``, numba's float32 stem and unit-stride layers of few channels): the
    weight gradient straight from it (``fused.conv_taps_weight_grad``: each tap's dot
    products with the out-grad, no phase rows or shifted out-grad copied); the data
    gradient of a unit-stride one (``data_pad``: its padding, where
    ``nn_conv.unit_stride_taps_choice`` took it) by the same kernels
    (``nn_conv.taps_data_grad``, where the weight and out-grad are float32 as the forward's
    data was), else the op's rule, which also makes a bias's."""
    x, w = in_data[0], in_data[1]
    g = out_grads[0]
    if need[0] and data_pad is not None and fused.takes_float32(xp, w, g):
        grads = [taps_data_grad(xp, x.shape, w, g, data_pad), None] + \
            [None] * (len(in_data) - 2)
        if len(in_data) > 2 and need[2]:
            grads[2] = conv_bias_grad(xp, x, in_data[2], g)
    else:
        grads = autograd.op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads,
                                     (need[0], False) + tuple(need[2:]))
    tg = conv_taps_geometry(attrs, x.shape)
    filters = w.shape[0]
    gw = xp.empty(w.shape, dtype=split.dtype)
    fused.conv_taps_weight_grad(
        split, g.astype(split.dtype, copy=False), tg["offsets"],
        xp.empty((2, tg["run"]), dtype=split.dtype),
        xp.empty((filters, tg["offsets"].size), dtype=split.dtype),
        gw.reshape(filters, tg["taps"]))
    grads[1] = gw.astype(w.dtype, copy=False)
    return grads


def _relu_pool_pairs(cg, an) -> dict:
    """{pool node id: relu node} of the ``relu(maxpool(x))`` pairs (the order
    :func:`.passes.reorder.swap_relu_maxpool` leaves a conv -> relu -> pool) whose
    backward :func:`_relu_maxpool_backward` makes in one call: both rules run, the pool's
    windows tile its input (:func:`..ops.nn_conv.max_pool_tiles_2d`), and the pool's
    output feeds the relu alone (so the relu's rule is the only source of the pool's
    out-grad, and running it at the pool's place in the backward changes no sum)."""
    full = set(an.full)
    by_id = cg.by_id()
    cons = cg.consumers()
    heads = set(cg.heads)
    pairs = {}
    for relu in cg.nodes:
        if relu.id not in full or not is_relu(relu):
            continue
        src = relu.inputs[0]
        pool = by_id[src[0]]
        if (pool.id not in full or pool.kind != "op" or pool.op.name != "Pooling"
                or src in heads or len(cons.get(src, ())) != 1 or pool.n_out != 1):
            continue
        if cg.shapes.get(pool.inputs[0]) is None or max_pool_tiles_2d(
                pool.attrs, cg.shapes[pool.inputs[0]]) is None:
            continue
        pairs[pool.id] = relu
    return pairs


def _relu_maxpool_backward(xp, is_train, pool, relu, two, x, y, box, need):
    """The gradient of ``relu(maxpool(x))`` (``pool``, ``relu``: the graph nodes; ``x``
    the pool's input, ``y`` its output, ``box`` a list of the relu's out-grad and output,
    which the caller holds no more where this is their last use, so they are freed once
    the relu's gradient exists, as the node-by-node backward frees them before the pool's
    rule runs; ``two``: the pool is 2x2/2): one compiled pass with the ``fast`` extra
    (:func:`..ops.fused.relu_max_pool_grad_2x2`, 2x2/2 pools: the rules' bits); without
    it, numpy's calls of both rules in one function
    (:func:`..ops.nn_conv.relu_max_pool_grad_tiled_2x2`, the rules' bits); else -- and
    for what those refuse -- the relu's rule then the pool's, as the backward calls them
    node by node.  Returns the pool's rule's result (the data gradient first)."""
    g, r = box
    box.clear()
    mask = r if relu.op.name == "relu" else y     # what the relu's rule compares with 0
    if two and fused.takes_float32(xp, x, y, mask, g):
        gx = xp.empty(x.shape, dtype=x.dtype)
        if fused.relu_max_pool_grad_2x2(x, y, mask, g, gx):
            return (gx,)
    if two and not fused.ENABLED:
        gx = relu_max_pool_grad_tiled_2x2(xp, x, y, mask, g)
        if gx is not None:
            return (gx,)
    gr = relu.op.grad(KernelContext(xp, is_train, None, (True,), None, None), relu.attrs,
                      (y,), (r,), (g,))[0]
    del g, r, mask
    return pool.op.grad(KernelContext(xp, is_train, None, need, None, None), pool.attrs,
                        (x,), (y,), (gr,))


def _shares_out_grad(by_id, n, need) -> bool:
    """Whether ``elemwise_add``'s inputs can take its out-grad itself rather than a copy
    each (``x + y``'s gradient is the out-grad, twice).  The op table's rules never write
    into their out-grads (``ops.grad_util``) and this backward accumulates out of place
    (:func:`_acc`), so one array read by two rules is safe.  Refused where a needed input
    is a graph input (its gradient leaves the backward: two variables, or a variable and
    the head's gradient, would share one array) or is made by ``Custom``, whose backward
    is user code that may write into what it gets."""
    if n.kind != "op" or n.op.name != "elemwise_add" or n.n_out != 1:
        return False
    for r in n.inputs:
        if not need[r]:
            continue
        src = by_id[r[0]]
        if src.kind != "op" or src.op.name == "Custom":
            return False
    return True


def _drop_needless_copies(cg, lowering, memory, user_heads):
    """A saved value made by a view or a kernel is copied out only when it may
    alias a reused buffer; one aliasing inputs or fresh arrays is kept as is."""
    roots = value_roots(cg, lowering)
    for v in list(memory.copy_heads):
        if v in user_heads:
            continue
        if not any(r in memory.value_slot for r in roots.get(v, ())):
            memory.copy_heads.discard(v)


# a parameter gradient goes to the backward's worker thread (worker.py) when its products
# are at least this many multiply-adds: a handoff costs ~30 us of CPU (SimpleQueue put and
# get, a lock), and the result is read by another core.  One BLAS thread, alone: LeNet's
# second convolution at batch 32, 4.9M (~0.6 ms), goes; FullyConnected weight gradients
# (LeNet's 0.3-1.0M, 27-87 us; the tutorial MLP's 256->128 at batch 64, 2.1M: handed over
# in its step the calling thread's CPU fell 0.04 ms for 0.2 ms on the worker) and the slim
# ResNet's 3x3 convolutions (0.6-1.2M, 0.19-0.34 ms) stay (bench/RESULTS.md, "Issue #13,
# session 43 (H250)")
OFFLOAD_MACS = 1 << 22


def _weight_grad_macs(cg, n) -> int:
    """Multiply-adds of a Convolution's or FullyConnected's weight-gradient product."""
    w, out = cg.shapes.get(n.inputs[1]), cg.shapes.get((n.id, 0))
    if not w or not out:
        return 0
    per = int(np.prod(w, dtype=np.int64))
    if n.op.name == "Convolution":
        return out[0] * int(np.prod(out[2:], dtype=np.int64)) * per
    return int(np.prod(out[:-1], dtype=np.int64)) * per


def _saved_in_buffers(fwd, lowering, memory, an) -> set:
    """The saved values the forward returns as a view of a reused buffer (the memory
    plan's slots, which the next forward writes).  The plan copies every saved value that
    may alias one (``copy_heads``), so this is empty; work handed to the worker thread
    reads saved values up to the backward's join, and :func:`_offloaded` refuses a node
    that reads one of these all the same."""
    roots = value_roots(fwd, lowering)
    return {v for v in an.saved if v not in memory.copy_heads
            and any(r in memory.value_slot for r in roots.get(v, ()))}


def _offloaded(cg, an, kept, pairs, in_buffers) -> dict:
    """{node id: its name for errors} of the Convolution / FullyConnected nodes whose
    weight gradient the generated backward hands to the worker thread: the weight is a
    graph input read by this node alone (so its gradient is this one contribution,
    returned as is, never summed inside the backward), that gradient is wanted, its
    products are at least :data:`OFFLOAD_MACS`, the node's backward is not the last one
    (after it the calling thread has other work), the rule makes it (or the kept
    channels-last columns, :func:`_conv_backward_kept_cl`), and nothing it reads is in a
    reused buffer.

    Handed over, the kept columns live until the worker's product is done, beside the
    data gradient the calling thread makes meanwhile; that scratch is small where the
    data gradient is the compiled col2im (LeNet's step, numba: 2.53 -> 3.5-3.7 MiB, eager's
    4.55) and not where it is numpy's row shifts (4.32 -> 5.48 MiB in one reading of four,
    above eager's), so with those the columns' product stays inline."""
    by_id = cg.by_id()
    cons = cg.consumers()
    heads = set(cg.heads)
    paired = {relu.id for relu in pairs.values()} | set(pairs)
    emitted = [i for i in reversed(an.full) if i not in paired]
    out = {}
    for i in emitted[:-1]:
        n = by_id[i]
        if n.op.name not in ("Convolution", "FullyConnected") or len(n.inputs) < 2:
            continue
        if i in kept and (kept[i] is not _conv_backward_kept_cl or (
                an.need[n.inputs[0]] and not _compiled_data_grad_applies(cg, n))):
            continue
        wv = n.inputs[1]
        if (not an.need[wv] or by_id[wv[0]].kind != "var" or wv in heads
                or len(cons.get(wv, ())) != 1 or n.inputs.count(wv) != 1):
            continue
        if any(v in in_buffers for v in list(n.inputs) + [(i, 0)]):
            continue
        if _weight_grad_macs(cg, n) < OFFLOAD_MACS:
            continue
        out[i] = f"graph node {n.name} ({n.op.name}" + (
            f", created at {n.loc})" if n.loc else ")")
    return out


def _compiled_data_grad_applies(cg, n) -> bool:
    """Whether :func:`_compiled_data_grad` makes this convolution's data gradient (as its
    call asks of the arrays: the ``fast`` extra, float32 data, weight and out-grad)."""
    if not fused.ENABLED or any(cg.dtypes[v] != np.float32 for v in (n.inputs[0], n.inputs[1],
                                                                      (n.id, 0))):
        return False
    return data_grad_by_row_shifts(n.attrs, cg.shapes[n.inputs[0]],
                                   cg.shapes[(n.id, 0)]) is not None


def _generate_backward(cg, an: GradAnalysis, input_names, xp, kept=None, keeping=(),
                       pairs=None, offload=None):
    """Source and ``backward(saved, head_grads, is_train) -> [grad per graph input]``;
    ``saved`` holds ``an.saved`` then the columns (or phase rows) of the ``kept``
    convolutions ({node id: its backward over them}), then what the kernels of the
    ``keeping`` nodes left in ``ctx.saved`` (``Op.keeps_saved``), each in node order.
    ``pairs`` ({pool node id: relu node}, :func:`_relu_pool_pairs`): the relu's backward
    is made at its pool's place, with the pool's, by :func:`_relu_maxpool_backward`.
    ``offload`` ({node id: name}, :func:`_offloaded`): those nodes' weight gradients go to
    the worker thread (``KernelContext.defer``), and the returned list passes through
    :func:`.worker.join`."""
    kept = kept or {}
    offload = offload or {}
    pairs = pairs or {}
    paired = {relu.id: pid for pid, relu in pairs.items()}
    ns = {"_ob": autograd.op_backward, "_acc": _acc, "_xp": xp, "_KC": KernelContext,
          "_fill": fill_missing}
    lines = ["def backward(saved, head_grads, _tr, _last=False):"]
    body = []
    sv = {v: f"v{v[0]}_{v[1]}" for v in an.saved}
    # (a recopied first layer's backward takes no columns from the forward)
    with_cols = [i for i in kept if kept[i] is not _conv_backward_recopied]
    names = [sv[v] for v in an.saved] + [f"cols{i}" for i in with_cols] + [
        f"res{i}" for i in keeping]
    with_cols = set(with_cols)
    if names:
        body.append(", ".join(names) + ("," if len(names) == 1 else "") + " = saved")
        body += ["if _last:", "    saved.clear()      # the locals below are the only holders"]
    full = set(an.full)
    emitted = [n for n in reversed(cg.nodes) if n.id in full]
    # the node (in emission order) after which each saved value is read no more
    last_use: dict = {}
    for n in emitted:
        for r in list(n.inputs) + [(n.id, k) for k in range(n.n_out)]:
            if r in sv:
                last_use[sv[r]] = paired.get(n.id, n.id)
        if n.id in with_cols:
            last_use[f"cols{n.id}"] = n.id
        if n.id in keeping:
            last_use[f"res{n.id}"] = n.id
    done_after: dict = {}
    for name, nid in last_use.items():
        done_after.setdefault(nid, []).append(name)
    have: set = set()          # gradient variables assigned so far
    by_id = cg.by_id()
    shared = {n.id for n in emitted if _shares_out_grad(by_id, n, an.need)}

    def contribute(v, expr):
        gname = f"g{v[0]}_{v[1]}"
        if gname in have:
            body.append(f"{gname} = _acc({gname}, {expr})")
        else:
            body.append(f"{gname} = {expr}")
            have.add(gname)

    def emit_pair(pool, relu):
        """The backward of ``relu(pool(x))`` in one call (the relu's out-grad in, the
        pool's data gradient out)."""
        body.append(f"# nodes {relu.id}, {pool.id}: {relu.op.name}, {pool.op.name}")
        g = f"g{relu.id}_0"
        if g not in have:
            return
        ns["_RP"] = _relu_maxpool_backward
        ns[f"_P{pool.id}"] = pool
        ns[f"_P{relu.id}"] = relu
        two = max_pool_tiles_2d(pool.attrs, cg.shapes[pool.inputs[0]]) == (2, 2)
        ns[f"_need{pool.id}"] = tuple(bool(an.need[v]) for v in pool.inputs)
        r = pool.inputs[0]
        gname = f"g{r[0]}_{r[1]}"
        if gname not in have:
            body.append(f"{gname} = None")
        body.append(f"if {g} is not None:")
        out = sv[(relu.id, 0)]
        body.extend([f"    _box = [{g}, {out}]", f"    {g} = None"])
        if last_use.get(out) == pool.id:
            body.append(f"    {out} = None")
        body.append(f"    _r = _RP(_xp, _tr, _P{pool.id}, _P{relu.id}, {two}, {sv[r]}, "
                    f"{sv[(pool.id, 0)]}, _box, _need{pool.id})")
        body.append(f"    {gname} = _acc({gname}, _r[0])" if gname in have
                    else f"    {gname} = _r[0]")
        have.add(gname)
        body.append(f"{g} = None")

    def emit(n):
        """The backward of one node: its gradient rule's call (and aux update)."""
        if n.id in paired:
            return          # made with its pool's (emit_pair)
        if n.id in pairs:
            emit_pair(n, pairs[n.id])
            return
        o = f"_O{n.id}"
        a = f"_A{n.id}"
        ns[o] = n.op
        ns[a] = n.attrs
        ins = "[" + ", ".join(sv[r] for r in n.inputs) + "]"
        body.append(f"# node {n.id}: {n.op.name}")      # op table names only, never model text
        ogs = [f"g{n.id}_{k}" if f"g{n.id}_{k}" in have else "None" for k in range(n.n_out)]
        live = [g for g in ogs if g != "None"]
        if not live:
            return          # no consumer's rule passes a gradient back to this node
        need = tuple(bool(an.need[r]) for r in n.inputs)
        ns[f"_need{n.id}"] = need
        if n.op.grad is None:
            # the reference pass's error, naming the graph node (model text stays in the
            # namespace, never in the source)
            ns[f"_E{n.id}"] = (
                f"operator {n.op.name} has no gradient rule in the hybridlint runtime, so "
                "gradients cannot flow through it; stop the gradient before it (BlockGrad / "
                "detach()) or compute it outside autograd.record() (graph node "
                f"{n.name}" + (f", created at {n.loc})" if n.loc else ")"))
            ns["_AE"] = autograd.AutogradError
            body.append(f"if {' or '.join(g + ' is not None' for g in live)}:")
            body.append(f"    raise _AE(_E{n.id})")
            return
        outs = "[" + ", ".join(sv[(n.id, k)] for k in range(n.n_out)) + "]"
        fresh = [f"g{r[0]}_{r[1]}" for p, r in enumerate(n.inputs)
                 if need[p] and f"g{r[0]}_{r[1]}" not in have]
        for gname in dict.fromkeys(fresh):      # a first contribution made under the if
            body.append(f"{gname} = None")
        body.append(f"if {' or '.join(g + ' is not None' for g in live)}:")
        if n.id in kept:
            ns[f"_K{n.id}"] = kept[n.id]
            cols = f"cols{n.id}" if n.id in with_cols else "None"
            if kept[n.id] is _conv_backward_kept_cl:
                # handed over in a list and dropped here, so the callee holds the last
                # reference (after the last backward) and can free the columns mid-rule
                body.extend([f"    _box = [{cols}]", f"    {cols} = None"])
                cols = "_box"
            defer = ""
            if n.id in offload:
                ns[f"_D{n.id}"] = partial(worker.submit, label=offload[n.id])
                defer = f", _D{n.id}"
            body.append(f"    _r = _K{n.id}({o}, {a}, _xp, _tr, {ins}, {outs}, [{', '.join(ogs)}], "
                        f"_need{n.id}, {cols}{defer})")
        else:
            # the op's rule (and aux update) called directly: what autograd.op_backward
            # does for a differentiable op, without its ~8 us of dispatch a node
            if n.id in shared:
                # the rule copies the out-grad once per input (grad_util.fresh); both
                # inputs take it as it is (_shares_out_grad) where it has their dtype, else
                # the rule's result (a cast copy each)
                g = live[0]
                ns[f"_DT{n.id}"] = np.dtype(cg.dtypes[n.inputs[0]])
                ns["_fresh"] = fresh_grad
                call = [f"if {g}.dtype == _DT{n.id}:", f"    _r = ({g}, {g})", "else:",
                        f"    _r = (_fresh({g}, _DT{n.id}, {g}), _fresh({g}, _DT{n.id}, {g}))"]
            else:
                ns[f"_G{n.id}"] = n.op.grad
                og = f"({', '.join(ogs)},)"
                if n.n_out > 1:     # (an unused output's out-grad: zeros, as op_backward gives)
                    og = f"_fill(_xp, {og}, {outs})"
                res = f"res{n.id}" if n.id in keeping else "None"
                defer = ""
                if n.id in offload:
                    ns[f"_D{n.id}"] = partial(worker.submit, label=offload[n.id])
                    defer = f", False, _D{n.id}"
                call = [f"_c = _KC(_xp, _tr, None, _need{n.id}, None, {res}{defer})",
                        f"_r = _G{n.id}(_c, {a}, ({', '.join(sv[r] for r in n.inputs)},), "
                        f"({', '.join(sv[(n.id, k)] for k in range(n.n_out))},), {og})"]
            body.extend("    " + line for line in call)
            if n.op.aux_update is not None:
                ns[f"_U{n.id}"] = n.op.aux_update
                body.append(f"    _U{n.id}(_c, {a}, {ins})")
        for p, r in enumerate(n.inputs):
            if need[p]:
                gname = f"g{r[0]}_{r[1]}"
                if gname in have:
                    body.append(f"    {gname} = _acc({gname}, _r[{p}])")
                else:
                    body.append(f"    {gname} = _r[{p}]")
                    have.add(gname)
        body.extend(f"{g} = None" for g in live)       # consumed: free it

    for i, v in enumerate(cg.heads):
        if an.need.get(v):
            contribute(v, f"head_grads[{i}]")
    for n in emitted:
        emit(n)
        body += [f"{v} = None" for v in done_after.get(n.id, ())]     # read no more: free it
    rets = []
    for name in input_names:
        var = next(n for n in cg.nodes if n.kind == "var" and n.name == name)
        gname = f"g{var.id}_0"
        rets.append(gname if gname in have else "None")
    if offload:
        # (the handed-over gradients are in the list as placeholders until the join)
        ns["_join"] = worker.join
        body.append("return _join([" + ", ".join(rets) + "])")
    else:
        body.append("return [" + ", ".join(rets) + "]")
    source = "\n".join(lines + ["    " + s for s in body]) + "\n"
    code = compile(source, "<hybridlint compiled backward>", "exec")
    exec(code, ns)  # noqa: S102 -- our own generated source, built from the op table
    return source, ns["backward"]


def _acc(old, new):
    if new is None:
        return old
    if old is None:
        return new
    return old + new
