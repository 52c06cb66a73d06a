"""MXNet's ``Executor`` (``Symbol.bind``/``simple_bind``/``eval``) over the graph IR."""
from __future__ import annotations

import numpy as np

from .context import Context, current_context
from .graph import Graph, GraphError
from .ndarray import NDArray

__all__ = ["Executor"]


class Executor:
    def __init__(self, sym, ctx=None, args=None, aux_states=None, args_grad=None,
                 grad_req="null"):
        self._symbol = sym
        self._ctx = ctx if isinstance(ctx, Context) else current_context()
        self._graph = Graph.from_symbol(sym)
        arg_names, aux_names = self._graph.arg_names, self._graph.aux_names
        self.arg_dict = _as_dict(args, arg_names, "args")
        self.aux_dict = _as_dict(aux_states, aux_names, "aux_states")
        self.grad_dict = _as_dict(args_grad, arg_names, "args_grad") if args_grad else {}
        self.outputs: list[NDArray] = []

    @classmethod
    def from_shapes(cls, sym, ctx, shapes, types, grad_req):
        arg_shapes, _, aux_shapes = sym.infer_shape(**shapes)
        if arg_shapes is None:
            raise GraphError(f"simple_bind: the shapes {shapes} do not determine every input")
        # simple_bind allocates float32 where nothing says otherwise, as MXNet does
        g = Graph.from_symbol(sym)
        tmap = g.infer_types({k: np.dtype(v).name for k, v in types.items()}, default="float32")
        by_name = {g.nodes[i].name: tmap[(i, 0)] for i in g.var_indices}
        arg_types = [by_name[n] for n in sym.list_arguments()]
        aux_types = [by_name[n] for n in sym.list_auxiliary_states()]
        ctx = ctx if isinstance(ctx, Context) else current_context()
        xp = ctx.xp

        def alloc(s, t):
            return NDArray(xp.zeros(s, dtype=np.dtype(t or np.float32)), ctx)
        args = {n: alloc(s, t) for n, s, t in zip(sym.list_arguments(), arg_shapes, arg_types)}
        aux = {n: alloc(s, t) for n, s, t in zip(sym.list_auxiliary_states(), aux_shapes, aux_types)}
        return cls(sym, ctx, args, aux)

    def forward(self, is_train=False, **kwargs):
        for k, v in kwargs.items():
            if k not in self.arg_dict and k not in self._graph.arg_names:
                raise GraphError(f"forward: unknown argument {k!r}")
            if k in self.arg_dict and isinstance(v, NDArray):
                self.arg_dict[k][:] = v
            else:
                self.arg_dict[k] = v if isinstance(v, NDArray) else NDArray(
                    self._ctx.xp.asarray(np.asarray(v, dtype=np.float32)), self._ctx)
        feed = {}
        for name, arr in list(self.arg_dict.items()) + list(self.aux_dict.items()):
            if not isinstance(arr, NDArray):
                raise TypeError(f"input {name} must be an NDArray, got {type(arr).__name__}")
            feed[name] = arr._data
        outs = self._graph.run(feed, is_train=is_train, ctx=self._ctx)
        self.outputs = [NDArray(o, self._ctx) for o in outs]
        return self.outputs

    def backward(self, out_grads=None, is_train=True):
        raise NotImplementedError("gradients are not implemented in this runtime yet")

    @property
    def output_dict(self):
        return dict(zip(self._symbol.list_outputs(), self.outputs))


def _as_dict(values, names, what):
    if values is None:
        return {}
    if isinstance(values, dict):
        unknown = set(values) - set(names)
        if unknown:
            raise GraphError(f"{what}: unknown name(s) {sorted(unknown)}; expected {names}")
        return dict(values)
    values = list(values)
    if len(values) != len(names):
        raise GraphError(f"{what}: {len(values)} arrays for {len(names)} names {names}")
    return dict(zip(names, values))
