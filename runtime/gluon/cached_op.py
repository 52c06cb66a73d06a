"""The compiled side of a hybridized block: a traced Symbol run as a graph.

``CachedOp`` is built once per trace from the Symbol ``hybrid_forward``
produced.  Each graph input is bound either to a positional data input
(``data``, ``data0``...) or to a Parameter, in the order of
``Symbol.list_inputs()`` (the order ``export`` writes the weights in).  A call
feeds the current arrays (parameters read at call time, so ``set_data`` and
``load_parameters`` take effect without re-tracing) and returns NDArrays.

The graph IR re-infers shapes when input shapes change; the Python function
is never re-traced (as in MXNet, ``hybrid_forward`` runs once after
``hybridize``).  ``static_alloc``/``static_shape`` are kept as flags for the
planning executor; the reference executor ignores them.
"""
from __future__ import annotations

import warnings

from .. import autograd
from ..graph import Graph

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

    def __call__(self, data, ctx):
        from ..ndarray import NDArray
        feed = {}
        for name, is_data, ref in self.bindings:
            arr = data[ref] if is_data else ref.data(ctx)
            feed[name] = xp_of(arr)
        outs = self.graph.run(feed, is_train=autograd.is_training(), ctx=ctx)
        return [NDArray(o, ctx) for o in outs]
