"""MXNet's ``Executor`` (``Symbol.bind``/``simple_bind``/``eval``) over the graph IR.

``forward`` runs the reference ``Graph.run``; when gradient arrays are bound
(``args_grad`` with a ``grad_req`` other than ``'null'``) it runs
:class:`.graph_grad.GraphGrad`'s forward instead, which keeps every node's
value, so that ``backward`` can run the reverse pass over the same values and
write ``grad_dict`` as MXNet does: ``'write'`` overwrites (zeros where the
output does not depend on the argument), ``'add'`` accumulates, ``'null'``
leaves the array alone.
"""
from __future__ import annotations

import numpy as np

from .context import Context, current_context
from .graph import Graph, GraphError
from .graph_grad import GraphGrad
from .ndarray import NDArray
from .registry import KernelContext
from .rng import generator

__all__ = ["Executor"]

_GRAD_REQS = ("null", "write", "add")


class Executor:
    def __init__(self, sym, ctx=None, args=None, aux_states=None, args_grad=None,
                 grad_req="null"):
        self._symbol = sym
        self._ctx = ctx if isinstance(ctx, Context) else current_context()
        self._graph = Graph.from_symbol(sym)
        arg_names, aux_names = self._graph.arg_names, self._graph.aux_names
        self.arg_dict = _as_dict(args, arg_names, "args")
        self.aux_dict = _as_dict(aux_states, aux_names, "aux_states")
        grads = _as_dict(args_grad, arg_names, "args_grad") if args_grad is not None else {}
        for name, g in grads.items():
            if g is not None and not isinstance(g, NDArray):
                raise TypeError(f"args_grad[{name!r}] must be an NDArray, got {type(g).__name__}")
        # as MXNet's grad_dict: every argument, None where no gradient array is bound
        self.grad_dict = {n: grads.get(n) for n in arg_names}
        self._grad_req = _grad_reqs(grad_req, arg_names)
        self._saved = None            # the values the last forward kept for backward
        self._grad_impl = None
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
        arg_names = sym.list_arguments()
        args = {n: alloc(s, t) for n, s, t in zip(arg_names, arg_shapes, arg_types)}
        aux = {n: alloc(s, t) for n, s, t in zip(sym.list_auxiliary_states(), aux_shapes, aux_types)}
        # simple_bind allocates a gradient array for every argument whose req is not 'null'
        reqs = _grad_reqs(grad_req, arg_names)
        grads = {n: alloc(s, t) for n, s, t in zip(arg_names, arg_shapes, arg_types)
                 if reqs[n] != "null"}
        return cls(sym, ctx, args, aux, args_grad=grads, grad_req=reqs)

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
        self._saved = None
        if self._wants_grad():
            if self._grad_impl is None:
                self._grad_impl = GraphGrad(self._graph)
            with self._ctx.device_scope():
                kctx = KernelContext(xp=self._ctx.xp, is_train=is_train,
                                     rng=generator(self._ctx), recording=True)
                # what gets a gradient decides which nodes the backward runs (and so which
                # BatchNorms update their moving statistics), as in MXNet's backward graph
                need = {n: g is not None and self._grad_req[n] != "null"
                        for n, g in self.grad_dict.items()}
                outs, saved = self._grad_impl.forward(feed, kctx, need)
            self._saved = saved
        else:
            outs = self._graph.run(feed, is_train=is_train, ctx=self._ctx)
        self.outputs = [NDArray(o, self._ctx) for o in outs]
        return self.outputs

    def _wants_grad(self):
        return any(g is not None and self._grad_req[n] != "null"
                   for n, g in self.grad_dict.items())

    def backward(self, out_grads=None, is_train=True):
        """Gradients of the last forward's outputs, weighted by ``out_grads`` (NDArray,
        list, or dict by output name; default ones), into ``grad_dict`` per grad_req."""
        if not self._wants_grad():
            return                    # nothing bound to receive gradients (as MXNet)
        if self._saved is None:
            raise GraphError("Executor.backward: call forward() first; backward uses the "
                             "values of the last forward pass")
        xp = self._ctx.xp
        heads = self._head_grads(out_grads)
        with self._ctx.device_scope():
            by_name = self._grad_impl.backward(self._saved, heads,
                                               KernelContext(xp=xp, is_train=is_train))
        for name, arr in self.grad_dict.items():
            req = self._grad_req[name]
            if arr is None or req == "null":
                continue
            g = by_name.get(name)
            if g is not None and tuple(g.shape) != tuple(arr.shape):
                g = xp.broadcast_to(g, arr.shape) if g.size == 1 else g
                if tuple(g.shape) != tuple(arr.shape):
                    raise GraphError(f"Executor.backward: the gradient of {name!r} has shape "
                                     f"{tuple(g.shape)}, its array in args_grad {arr.shape}")
            if req == "write":
                arr._data[...] = 0 if g is None else g
            elif g is not None:
                arr._data[...] += g

    def _head_grads(self, out_grads):
        outs = self.outputs
        names = self._symbol.list_outputs()
        if out_grads is None:
            given = [None] * len(outs)
        elif isinstance(out_grads, NDArray):
            given = [out_grads]
        elif isinstance(out_grads, dict):
            unknown = set(out_grads) - set(names)
            if unknown:
                raise GraphError(f"Executor.backward: out_grads names {sorted(unknown)} are not "
                                 f"outputs; the outputs are {names}")
            given = [out_grads.get(n) for n in names]
        elif isinstance(out_grads, (list, tuple)):
            given = list(out_grads)
        else:
            raise TypeError("Executor.backward: out_grads must be an NDArray, a list of them or "
                            f"a dict by output name, got {type(out_grads).__name__}")
        if len(given) != len(outs):
            raise GraphError(f"Executor.backward: {len(given)} out_grads for {len(outs)} "
                             f"outputs {names}")
        xp = self._ctx.xp
        heads = []
        for name, o, g in zip(names, outs, given):
            if g is None:
                heads.append(xp.ones_like(o._data))
                continue
            if not isinstance(g, NDArray):
                raise TypeError(f"Executor.backward: out_grads for {name!r} must be an NDArray, "
                                f"got {type(g).__name__}")
            if tuple(g.shape) != tuple(o.shape):
                raise GraphError(f"Executor.backward: out_grads for {name!r} has shape "
                                 f"{g.shape}, the output has shape {o.shape}")
            heads.append(g._data.astype(o._data.dtype, copy=False))
        return heads

    @property
    def grad_arrays(self):
        return [self.grad_dict[n] for n in self._graph.arg_names]

    @property
    def output_dict(self):
        return dict(zip(self._symbol.list_outputs(), self.outputs))


def _grad_reqs(grad_req, names) -> dict:
    """name -> 'null'/'write'/'add' from a str, a list (argument order) or a dict
    (unnamed arguments: 'null'), as ``Symbol.bind`` accepts them."""
    if isinstance(grad_req, str):
        reqs = {n: grad_req for n in names}
    elif isinstance(grad_req, (list, tuple)):
        if len(grad_req) != len(names):
            raise GraphError(f"grad_req: {len(grad_req)} entries for {len(names)} arguments "
                             f"{names}")
        reqs = dict(zip(names, grad_req))
    elif isinstance(grad_req, dict):
        unknown = set(grad_req) - set(names)
        if unknown:
            raise GraphError(f"grad_req: unknown name(s) {sorted(unknown)}; expected {names}")
        reqs = {n: grad_req.get(n, "null") for n in names}
    else:
        raise TypeError(f"grad_req must be a str, list or dict, got {type(grad_req).__name__}")
    bad = {n: r for n, r in reqs.items() if r not in _GRAD_REQS}
    if bad:
        raise ValueError(f"grad_req must be one of {_GRAD_REQS}, got {bad}")
    return reqs


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
