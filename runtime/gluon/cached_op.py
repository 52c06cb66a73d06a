"""The compiled side of a hybridized block: a traced Symbol run as a graph.

``CachedOp`` is built once per trace from the Symbol ``hybrid_forward``
produced.  Each graph input is bound either to a positional data input
(``data``, ``data0``...) or to a Parameter, in the order of
``Symbol.list_inputs()`` (the order ``export`` writes the weights in).  A call
feeds the current arrays (parameters read at call time, so ``set_data`` and
``load_parameters`` take effect without re-tracing) and returns NDArrays.

The graph IR re-infers shapes when input shapes change; the Python function
is never re-traced (as in MXNet, ``hybrid_forward`` runs once after
``hybridize``).  The forward runs on the compiler's executor
(``hybridlint.runtime.compiler.compile_graph``), which honours
``static_alloc``/``static_shape``; ``HYBRIDLINT_EXECUTOR=reference`` in the
environment selects the reference ``Graph.run`` instead.  Under
``autograd.record()`` the call is one tape node (``graph_grad.record_call``)
whose forward and backward are generated code too (``compiler.grad.CompiledGraphGrad``,
one per context): the backward calls the op table's gradient rules node by node,
only where a variable needs the gradient.

``HybridBlock`` calls :meth:`gather` then :meth:`run` (parameters fetched once
per call) and, after a first successful call, runs the :meth:`compiled` graph
directly from its own fast call path (``block.py``).
"""
from __future__ import annotations

import os
import warnings

from .. import autograd
from ..compiler import compile_graph
from ..compiler.grad import CompiledGraphGrad
from ..graph import Graph
from ..graph_grad import record_call
from ..ndarray import NDArray

__all__ = ["CachedOp", "xp_of"]


def xp_of(array):
    """The device buffer (numpy/cupy array) behind an NDArray."""
    return array._data


class CachedOp:
    def __init__(self, symbol, data_names, params, flags=(), where="HybridBlock"):
        """``data_names``: names of the data variables in positional order;
        ``params``: name -> Parameter for every parameter the block owns."""
        self.symbol = symbol
        self.graph = Graph.from_symbol(symbol)
        # asked on every call (a scan of the graph's nodes): the graph never changes
        self._dynamic = self.graph.dynamic_shape
        self.flags = dict(flags)
        data_index = {n: i for i, n in enumerate(data_names)}
        self.bindings = []            # (graph input name, is_data, index or Parameter)
        unknown = []
        for name in symbol.list_inputs():
            if name in data_index:
                self.bindings.append((name, True, data_index[name]))
            elif name in params:
                self.bindings.append((name, False, params[name]))
            else:
                unknown.append(name)
        self._names = [name for name, _, _ in self.bindings]
        if unknown:
            raise ValueError(
                f"Unknown input to HybridBlock: {', '.join(unknown)} in {where}. Every variable in "
                "hybrid_forward must be an input of the call or a Parameter of the block "
                "(self.params.get(...)); do not create F.var(...) inside hybrid_forward.")
        used = {n for n, is_data, _ in self.bindings if is_data}
        unused = [f"{i}-th" for n, i in data_index.items() if n not in used]
        if unused:
            warnings.warn(f"The {', '.join(unused)} input to HybridBlock is not used by any "
                          "computation. Is this intended?", stacklevel=5)
        bound = {n for n, is_data, _ in self.bindings if not is_data}
        idle = [n for n in params if n not in bound]
        if idle:
            warnings.warn(f"Parameter {', '.join(idle)} is not used by any computation. "
                          "Is this intended?", stacklevel=5)

    @property
    def param_bindings(self):
        return [(name, p) for name, is_data, p in self.bindings if not is_data]

    def gather(self, data, ctx):
        """The NDArray bound to each graph input, in binding order: ``data[i]`` for
        data inputs, each Parameter's array on ``ctx`` (fetched once per call; raises
        ``DeferredInitializationError`` while a parameter still waits for its shape)."""
        return [data[ref] if is_data else ref.data(ctx) for _, is_data, ref in self.bindings]

    def __call__(self, data, ctx):
        return self.run(self.gather(data, ctx), ctx)

    def run(self, arrays, ctx):
        """Outputs (NDArrays) for ``arrays`` as :meth:`gather` returns them."""
        if autograd.is_recording() and autograd.in_graph(arrays):
            # training: the whole call is one tape node whose backward is a reverse
            # pass over this graph (graph_grad); its forward is the compiled one
            return record_call(self.graph, self._names, arrays, ctx,
                               grad_impl=self.grad_impl(ctx))
        feed = {name: xp_of(arr) for (name, _, _), arr in zip(self.bindings, arrays)}
        outs = self._run_graph(feed, ctx)
        return [NDArray(o, ctx) for o in outs]

    def grad_impl(self, ctx):
        """The ``record_call`` forward/backward for ``ctx``: generated forward code
        keeping the values the reverse pass needs (``compiler.grad``), or ``None`` (the
        reference ``GraphGrad``) under ``HYBRIDLINT_EXECUTOR=reference``."""
        if os.environ.get("HYBRIDLINT_EXECUTOR") == "reference" or self._dynamic:
            return None
        by_ctx = self.__dict__.setdefault("_grad_impls", {})
        impl = by_ctx.get(ctx)
        if impl is None:
            impl = by_ctx[ctx] = CompiledGraphGrad(
                self.graph, ctx, static_alloc=bool(self.flags.get("static_alloc")))
        return impl

    def compiled(self, ctx):
        """The :class:`~..compiler.CompiledGraph` running the forward on ``ctx``, or
        ``None`` when ``HYBRIDLINT_EXECUTOR=reference`` selects ``Graph.run`` or the graph
        holds an op whose output length depends on the data (planned buffers need shapes)."""
        if os.environ.get("HYBRIDLINT_EXECUTOR") == "reference" or self._dynamic:
            return None
        last = self.__dict__.get("_compiled_last")
        if last is None or last.ctx is not ctx:
            by_ctx = self.__dict__.setdefault("_compiled", {})
            last = by_ctx.get(ctx)
            if last is None:
                last = by_ctx[ctx] = compile_graph(
                    self.graph, ctx=ctx, static_alloc=bool(self.flags.get("static_alloc")),
                    static_shape=bool(self.flags.get("static_shape")),
                    data_names=[n for n, is_data, _ in self.bindings if is_data])
            self._compiled_last = last
        return last

    def _run_graph(self, feed, ctx, is_train=None):
        """Forward over xp arrays: the compiled executor (``runtime/compiler``: passes,
        planned buffers, generated code; ``static_alloc``/``static_shape`` honoured), or the
        reference ``Graph.run`` when ``HYBRIDLINT_EXECUTOR=reference`` is set."""
        train = autograd.is_training() if is_train is None else is_train
        compiled = self.compiled(ctx)
        if compiled is None:
            return self.graph.run(feed, is_train=train, ctx=ctx)
        return compiled.run(feed, is_train=train)
