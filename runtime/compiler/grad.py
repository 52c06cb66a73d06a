"""A ``grad_impl`` for :func:`..graph_grad.record_call` whose forward is generated code.

``record_call`` (the autograd side of a hybridized call) needs a forward that
keeps every node's value and a reverse pass over them.  This one runs the
forward as the compiler's generated code with nothing reused (a ``keep``
plan: node ids are the reference graph's indices) and hands the values to
the reference reverse pass (:class:`..graph_grad.GraphGrad`), so gradients
are those of the op table's rules by construction.  Graphs with ``_cond``
fall back to the reference forward, which records the branch taken.

Use: ``record_call(graph, names, arrays, ctx, grad_impl=CompiledGraphGrad(graph, ctx))``.
"""
from __future__ import annotations

from ..graph_grad import GraphGrad
from .compiled import CompiledGraph

__all__ = ["CompiledGraphGrad"]


class CompiledGraphGrad:
    def __init__(self, graph, ctx=None):
        self.graph = graph
        self._reference = GraphGrad(graph)
        self._compiled = CompiledGraph(graph, ctx=ctx, passes=())
        self._has_cond = any(n.op is not None and n.op.name == "_cond" for n in graph.nodes)

    def forward(self, feed, kctx):
        if self._has_cond:
            return self._reference.forward(feed, kctx)
        outs, values = self._compiled.keep_plan(self._compiled._arrays(feed)).forward(feed, kctx)
        return outs, (values, {})

    def backward(self, saved, head_grads, kctx):
        return self._reference.backward(saved, head_grads, kctx)
