"""Gradients of a hybridized call: a graph run that keeps every value, and
its reverse pass through the op table's gradient rules.

A hybridized block's call under ``autograd.record()`` is ONE tape node
(:func:`record_call`); its backward runs :meth:`GraphGrad.backward`, which
walks the graph's nodes in reverse and calls the same ``Op.grad`` rules (and
backward-time aux updates: BatchNorm's moving statistics) as the eager tape,
via ``tape.op_backward``.  ``_cond`` nodes differentiate the branch that
ran.

Hook for faster executors: ``record_call(..., grad_impl=...)`` accepts any
object with ``forward(feed, kctx, need) -> (outputs, saved)`` (``need``: input
name -> whether it is an autograd variable, so whether its gradient is used) and
``backward(saved, head_grads, kctx) -> {variable name: gradient}`` (xp
arrays, ``None`` for no gradient); :class:`GraphGrad` (per-node values, the
reference) is the default.  An object with ``frees_saved = True`` also takes
``backward(saved, head_grads, kctx, last)``: ``last`` means no later backward
runs on ``saved`` (no ``retain_graph``), so it may drop saved values as it goes.  A compiled executor can keep fewer values as long
as it returns the same gradients (``compiler.grad.CompiledGraphGrad``: generated
forward and backward code, gradients only for the inputs in ``need``).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from . import tape
from .errors import ShapeMismatchError
from .graph import GraphError, node_error
from .ndarray import NDArray
from .ops.control import feed_subgraph, foreach_steps, while_steps
from .ops.grad_util import NON_DIFFERENTIABLE
from .registry import KernelContext, OpError
from .rng import generator

__all__ = ["GraphGrad", "record_call"]


class GraphGrad:
    """Reference forward (keeping values) and reverse pass over a ``Graph``."""

    def __init__(self, graph):
        self.graph = graph

    # ------------------------------------------------------------- forward
    def forward(self, feed: dict, kctx: KernelContext, need=None):
        g = self.graph
        missing = [nm for nm in g.input_names if nm not in feed]
        if missing:
            raise GraphError(f"missing input(s) {missing}; the graph needs {g.input_names}")
        values: dict[tuple[int, int], Any] = {}
        branches: dict[int, tuple] = {}
        kept: dict[int, Any] = {}       # node index -> what its kernel left (Op.keeps_saved)
        for n in g.nodes:
            if n.op is None:
                values[(n.index, 0)] = feed[n.name]
                continue
            args = [values[ref] for ref in n.inputs]
            try:
                if n.op.name == "_cond":
                    outs = self._cond_forward(n, args, kctx, branches)
                elif n.op.name == "_foreach":
                    outs = self._foreach_forward(n, args, kctx, branches)
                elif n.op.name == "_while_loop":
                    outs = self._while_forward(n, args, kctx, branches)
                else:
                    sub_kernel = getattr(n.op, "subgraph_kernel", None)
                    if sub_kernel is not None:
                        res = sub_kernel(kctx, n.attrs, n.subgraphs, *args)
                    else:
                        check = getattr(g, "_check_shapes", None)
                        if check is not None:
                            check(n, args)
                        if n.op.keeps_saved:
                            kctx.saved = None
                        res = n.op.kernel(kctx, n.attrs, *args)
                        if n.op.keeps_saved:
                            kept[n.index], kctx.saved = kctx.saved, None
                    outs = res if isinstance(res, (tuple, list)) else (res,)
            except (ShapeMismatchError, GraphError):
                raise
            except OpError as e:
                raise node_error(n, args, e) from None
            except (ValueError, TypeError, IndexError) as e:
                # a kernel refused its inputs: say which node, as Graph.run does
                raise node_error(n, args, e) from e
            for k, r in enumerate(outs):
                values[(n.index, k)] = r if hasattr(r, "shape") and not isinstance(
                    r, np.generic) else kctx.xp.asarray(r)
        return [values[ref] for ref in g.heads], (values, branches, _carrying(g, need), kept)

    @staticmethod
    def _cond_forward(n, args, kctx, branches):
        cond_g, then_g, else_g = n.subgraphs
        a = n.attrs
        pred = cond_g.run_with(kctx, feed_subgraph(cond_g, a.cond_input_locs, args))[0]
        if int(pred.size) != 1:
            raise OpError(f"_cond: the predicate must have one element, it has shape "
                          f"{tuple(pred.shape)}")
        graph, locs = (then_g, a.then_input_locs) if bool(pred.reshape(-1)[0]) else \
            (else_g, a.else_input_locs)
        sub = GraphGrad(graph)
        outs, saved = sub.forward(feed_subgraph(graph, locs, args), kctx)
        branches[n.index] = (sub, locs, saved)
        return outs

    # ------------------------------------------------------------ backward
    def backward(self, saved, head_grads, kctx: KernelContext) -> dict:
        """``{variable name: gradient or None}`` from the heads' gradients."""
        g = self.graph
        values, branches, carrying, kept = saved
        grads: dict[tuple[int, int], Any] = {}

        def add(ref, gr):
            if gr is None:
                return
            old = grads.get(ref)
            grads[ref] = gr if old is None else old + gr

        for ref, hg in zip(g.heads, head_grads):
            add(ref, hg)
        for n in reversed(g.nodes):
            if n.op is None:
                continue
            n_out = len(n.subgraphs[1].heads) if n.op.name == "_cond" else n.num_outputs()
            out_grads = [grads.pop((n.index, k), None) for k in range(n_out)]
            if all(x is None for x in out_grads):
                continue
            if carrying is not None and not any(carrying[ref] for ref in n.inputs):
                continue    # as in MXNet: no backward, so no aux update (BatchNorm's statistics)
            in_data = [values[ref] for ref in n.inputs]
            if n.op.name == "_cond":
                in_grads = self._cond_backward(n, branches[n.index], out_grads, len(in_data),
                                               kctx)
            elif n.op.name == "_foreach":
                in_grads = self._foreach_backward(n, branches[n.index], out_grads, in_data,
                                                  kctx)
            elif n.op.name == "_while_loop":
                in_grads = self._while_backward(n, branches[n.index], out_grads, in_data, kctx)
            elif getattr(n.op, "subgraph_kernel", None) is not None:
                raise tape.AutogradError(
                    f"operator {n.name} ({n.op.name}): gradients through this control-flow "
                    "op are not supported")
            else:
                out_data = [values[(n.index, k)] for k in range(n_out)]
                try:
                    in_grads = tape.op_backward(n.op, n.attrs, kctx.xp, kctx.is_train,
                                                in_data, out_data, out_grads,
                                                saved=kept.get(n.index))
                except tape.AutogradError as e:
                    raise tape.AutogradError(f"{e} (graph node {n.name}"
                                             + (f", created at {n.loc})" if n.loc else ")"))
            for ref, gr in zip(n.inputs, in_grads):
                add(ref, gr)
        return {g.nodes[i].name: grads.get((i, 0)) for i in g.var_indices}

    @staticmethod
    def _foreach_forward(n, args, kctx, branches):
        """The loop, keeping every step's values for the backward pass."""
        (body,) = n.subgraphs
        sub = GraphGrad(body)
        saved = []

        def step(feed, t):
            outs, kept = sub.forward(feed, kctx)
            saved.append(kept)
            return outs

        outs = foreach_steps(kctx, n.attrs, body, args, step)
        branches[n.index] = (sub, saved)
        return outs

    @staticmethod
    def _foreach_backward(n, loop, out_grads, in_data, kctx):
        """Backpropagation through time: the body's backward per step, last step first; each
        step's state gradients become the previous step's state out-grads."""
        sub, saved = loop
        a = n.attrs
        xp = kctx.xp
        names = sub.graph.input_names
        n_out = a.num_out_data
        stacked = [None if gr is None else gr for gr in out_grads[:n_out]]
        state_grads = list(out_grads[n_out:])
        data_grads = {loc: [] for loc in a.in_data_locs}
        remain_grads = {loc: None for loc in a.remain_locs}
        for t in range(len(saved) - 1, -1, -1):
            values = saved[t][0]
            heads = [values[ref] for ref in sub.graph.heads]
            head_grads = [xp.zeros_like(h) if gr is None else gr[t]
                          for gr, h in zip(stacked, heads[:n_out])]
            head_grads += [xp.zeros_like(h) if gr is None else gr
                           for gr, h in zip(state_grads, heads[n_out:])]
            grads = sub.backward(saved[t], head_grads, kctx)
            for loc in a.in_data_locs:
                gr = grads.get(names[loc])
                data_grads[loc].append(xp.zeros_like(values[(sub.graph.var_indices[loc], 0)])
                                       if gr is None else gr)
            state_grads = [grads.get(names[loc]) for loc in a.in_state_locs]
            for loc in a.remain_locs:
                gr = grads.get(names[loc])
                if gr is not None:
                    old = remain_grads[loc]
                    remain_grads[loc] = gr if old is None else old + gr
        # the node's inputs: data, then states, then the rest (see ops.control._foreach_split);
        # a 1-d array's steps were its (1,) slices, whose gradients join end to end
        data_in = in_data[:len(a.in_data_locs)]
        return ([xp.concatenate(data_grads[loc][::-1]) if d.ndim == 1
                 else xp.stack(data_grads[loc][::-1])
                 for d, loc in zip(data_in, a.in_data_locs)] + state_grads
                + [remain_grads[loc] for loc in a.remain_locs])

    @staticmethod
    def _while_forward(n, args, kctx, branches):
        """The loop, keeping every executed body step's values (the condition has no
        gradient)."""
        sub = GraphGrad(n.subgraphs[1])
        saved = []

        def step(feed, t):
            outs, kept = sub.forward(feed, kctx)
            saved.append(kept)
            return outs

        outs = while_steps(kctx, n.attrs, n.subgraphs, args, step)
        branches[n.index] = (sub, saved)
        return outs

    @staticmethod
    def _while_backward(n, loop, out_grads, in_data, kctx):
        """Backpropagation through the executed steps, last first: a step's gradients of its
        loop-variable inputs are the previous step's loop-variable out-grads; the padded rows
        of the outputs get none."""
        sub, saved = loop
        a = n.attrs
        xp = kctx.xp
        names = sub.graph.input_names
        n_out = a.num_out_data
        var_inputs = set(a.func_var_locs)
        var_grads = list(out_grads[n_out:])
        in_grads: list = [None] * len(in_data)

        def add(pos, gr):
            if gr is not None:
                in_grads[pos] = gr if in_grads[pos] is None else in_grads[pos] + gr

        for t in range(len(saved) - 1, -1, -1):
            values = saved[t][0]
            heads = [values[ref] for ref in sub.graph.heads]
            head_grads = [xp.zeros_like(h) if gr is None else gr[t]
                          for gr, h in zip(out_grads[:n_out], heads[:n_out])]
            head_grads += [xp.zeros_like(h) if gr is None else gr
                           for gr, h in zip(var_grads, heads[n_out:])]
            grads = sub.backward(saved[t], head_grads, kctx)
            var_grads = [grads.get(names[v]) for v in a.func_var_locs]
            for k, pos in enumerate(a.func_input_locs):
                if k not in var_inputs:
                    add(pos, grads.get(names[k]))
        for v, gr in zip(a.func_var_locs, var_grads):
            add(a.func_input_locs[v], gr)
        return in_grads

    @staticmethod
    def _cond_backward(n, branch, out_grads, n_inputs, kctx):
        sub, locs, saved = branch
        outs = [saved[0][ref] for ref in sub.graph.heads]
        out_grads = [kctx.xp.zeros_like(o) if gr is None else gr for gr, o in zip(out_grads, outs)]
        sub_grads = sub.backward(saved, out_grads, kctx)
        in_grads: list = [None] * n_inputs
        for name, loc in zip(sub.graph.input_names, locs):
            gr = sub_grads.get(name)
            if gr is not None:
                in_grads[loc] = gr if in_grads[loc] is None else in_grads[loc] + gr
        return in_grads


def _carrying(g, need):
    """Value ref -> whether it depends on an input whose gradient is used (``need``: input
    name -> bool; None: unknown, every node's backward runs).  A node none of whose inputs
    carries one is left out of the reverse pass, as MXNet leaves it out of its backward graph:
    a BatchNorm behind frozen layers keeps its moving statistics."""
    if need is None:
        return None
    carrying: dict = {}
    for n in g.nodes:
        if n.op is None:
            carrying[(n.index, 0)] = bool(need.get(n.name, False))
            continue
        flows = n.op.name not in NON_DIFFERENTIABLE and any(carrying[r] for r in n.inputs)
        n_out = len(n.subgraphs[1].heads) if n.op.name == "_cond" else n.num_outputs()
        for k in range(n_out):
            carrying[(n.index, k)] = flows
    return carrying


def record_call(graph, names, arrays, ctx, name="CachedOp", grad_impl=None):
    """Run ``graph`` on ``arrays`` (NDArrays bound to the variable ``names``)
    in the current train mode and record the call as one tape node; returns
    the output NDArrays.  Call it only while ``autograd.is_recording()``."""
    impl = grad_impl if grad_impl is not None else GraphGrad(graph)
    is_train = tape.is_training()
    with ctx.device_scope():
        kctx = KernelContext(xp=ctx.xp, is_train=is_train, rng=generator(ctx), recording=True)
        parents = tape.graph_parents(arrays)
        need = {n: p is not None for n, p in zip(names, parents)}
        outs, saved = impl.forward({n: a._data for n, a in zip(names, arrays)}, kctx, need)
    outputs = [NDArray(o, ctx) for o in outs]
    if not tape.in_graph(arrays):
        return outputs
    bkctx = KernelContext(xp=ctx.xp, is_train=is_train)

    def backward(out_grads, last=False):
        by_name = impl.backward(saved, out_grads, bkctx, True) if last else \
            impl.backward(saved, out_grads, bkctx)
        return [by_name.get(n) for n in names]
    # (the tape passes last=True when the graph is freed after this run)
    backward.frees_saved = bool(getattr(impl, "frees_saved", False))
    tape.attach(outputs, name, list(arrays), backward, parents)
    return outputs
