"""``Symbol``: MXNet 1.x's traced graph handle.

A Symbol is a list of outputs ``(node, index)`` of a DAG of :class:`Node`.
Variables are nodes without an op.  Tracing a ``hybrid_forward`` with
``F = sym`` builds this DAG; :mod:`.graph` turns it into an executable IR and
:mod:`.symbol_json` into MXNet's ``-symbol.json``.

Where MXNet's Symbol raises for NDArray-only code, this one raises the
matching :mod:`.errors` class (rule code, user file:line, fix); where MXNet
silently computes something else (``x[0]`` returns ``x``, ``len(x)`` is 1,
``for row in x`` yields ``x``), this one raises too.
"""
from __future__ import annotations

import copy as _copy
from numbers import Number

import numpy as np

from . import attribute as _attribute
from . import name as _name
from . import ops  # noqa: F401  (fills the op table)
from . import registry
from .errors import (
    MXNetError,
    NamespaceMixError,
    SymbolAsInContextError,
    SymbolAttributeError,
    SymbolAugAssignError,
    SymbolBoolError,
    SymbolIndexError,
    SymbolItemAssignError,
    SymbolMethodError,
    SymbolProtocolError,
    user_location,
)
from .executor import Executor
from .fluent import FLUENT_METHODS, fluent_method
from .graph import Graph
from .invocation import bind
from .namespace import Delegate
from .ndarray import DTYPE_NP_TO_MX, NDArray
from .registry import OpError
from .symbol_json_writer import dumps
from .symbol_node import Node, SymbolBase, hidden_key, topo_order

# load / load_json read -symbol.json (symbol_json, above this module): sym has them, and
# mx.symbol.load reaches them through this module's __getattr__
__all__ = ["Node", "Symbol", "var", "Variable", "Group", "compose", "SYMBOL_FLUENT"]


def _aux_vars(nodes) -> set[int]:
    """ids of variables used as an auxiliary state input of some op."""
    aux = set()
    for n in nodes:
        if n.op is not None and n.op.aux_inputs:
            names = n.op.input_names(n.attrs, len(n.inputs) if n.op.variadic else None)
            for (src, _), iname in zip(n.inputs, names):
                if iname in n.op.aux_inputs and src.op is None:
                    aux.add(id(src))
    return aux


def _sym_fix(attr):
    return {
        "shape": "do not use shapes in hybrid_forward: use shape-free ops (F.reshape with 0/-1, "
                 "F.reshape_like, F.broadcast_like, F.shape_array) or pass the value from "
                 "outside",
        "dtype": "pass the dtype from outside (e.g. a constructor argument) or use F.cast",
        "context": "hybrid code is device-independent: drop the context",
        "ctx": "hybrid code is device-independent: drop the context",
        "size": "use F.size_array(x) or a shape-free formulation",
        "ndim": "pass the rank from outside or use shape-free ops",
        "T": "use F.transpose(x)",
        "grad": "read gradients outside hybrid_forward",
        "stype": "drop the storage type check",
    }.get(attr, "use F.* operators only")


def _method_fix(method):
    return {
        "asnumpy": "keep the computation in F.* ops; convert to numpy outside the block",
        "asscalar": "keep the value as a tensor and use F.* ops (F.where, F.contrib.cond) "
                    "instead of a python scalar",
        "item": "keep the value as a tensor and use F.* ops",
        "tolist": "keep the value as a tensor and use F.* ops",
        "wait_to_read": "remove the call: synchronisation is not needed in hybrid code",
        "as_in_context": "remove the call: hybrid code is device-independent",
        "copyto": "remove the call: hybrid code is device-independent",
        "copy": "use F.identity(x)",
        "backward": "call backward on the block's output outside hybrid_forward",
        "detach": "use F.BlockGrad(x)",
    }.get(method, "use F.* operators only")


class Symbol(SymbolBase):
    """A handle on one or more outputs of a graph; see the module docstring."""

    __slots__ = ("_outputs", "__weakref__")

    def __init__(self, outputs):
        self._outputs = list(outputs)

    # ----------------------------------------------------------- structure
    @property
    def name(self):
        if len(self._outputs) != 1:
            return None
        return self._outputs[0][0].name

    def _is_container(self) -> bool:
        """Whether indexing/len/iteration mean "outputs" here: several outputs, or the
        one output of an op whose output count is an attribute (``split(x, 1)``)."""
        if len(self._outputs) != 1:
            return True
        op = self._outputs[0][0].op
        # only ops whose caller chooses the output count; a BatchNorm output is a tensor
        return op is not None and ("num_outputs" in op._attr_index or op.name == "_split_v2")

    def _num_outputs(self) -> int:
        """Number of outputs (what MXNet's ``len`` returns; ``len`` is guarded here)."""
        return len(self._outputs)

    def _head(self) -> Node:
        if len(self._outputs) != 1:
            raise ValueError("this operation needs a single-output Symbol, not a group")
        return self._outputs[0][0]

    def _nodes(self) -> list[Node]:
        return topo_order(self._outputs)

    def list_outputs(self) -> list[str]:
        return [n.output_names()[i] for n, i in self._outputs]

    def list_arguments(self) -> list[str]:
        nodes = self._nodes()
        aux = _aux_vars(nodes)
        return [n.name for n in nodes if n.op is None and id(n) not in aux]

    def list_auxiliary_states(self) -> list[str]:
        nodes = self._nodes()
        aux = _aux_vars(nodes)
        return [n.name for n in nodes if n.op is None and id(n) in aux]

    def list_inputs(self) -> list[str]:
        return [n.name for n in self._nodes() if n.op is None]

    def get_internals(self) -> Symbol:
        outs = []
        for n in self._nodes():
            outs.extend((n, i) for i in range(n.num_outputs()))
        return Symbol(outs)

    def get_children(self):
        head = self._head()
        if not head.inputs:
            return None
        return Symbol(list(head.inputs))

    # ----------------------------------------------------------- attributes
    def attr(self, key):
        return self._head().all_attrs().get(hidden_key(key))

    def list_attr(self, recursive=False):
        if recursive:
            raise DeprecationWarning("Symbol.list_attr with recursive=True has been deprecated. "
                                     "Please use attr_dict instead.")
        return self._head().all_attrs()

    def attr_dict(self):
        out = {}
        for n in self._nodes():
            a = n.all_attrs()
            if a:
                out[n.name] = a
        return out

    def _set_attr(self, **kwargs):
        head = self._head()
        for k, v in kwargs.items():
            if not isinstance(v, str):
                raise ValueError("Set Attr only accepts string values")
            head.user_attrs[hidden_key(k)] = v

    # ----------------------------------------------------------- inference
    def infer_shape(self, *args, **kwargs):
        """``(arg_shapes, out_shapes, aux_shapes)``; ``(None, None, None)`` when the
        given shapes are not enough (as MXNet does)."""
        res = self._infer_shape_impl(False, *args, **kwargs)
        return res

    def infer_shape_partial(self, *args, **kwargs):
        return self._infer_shape_impl(True, *args, **kwargs)

    def _named_inputs(self, args, kwargs):
        if args and kwargs:
            raise ValueError("Can only specify known argument shapes either by positional "
                             "or kwargs way.")
        if args:
            names = self.list_arguments()
            if len(args) > len(names):
                raise ValueError(f"{len(args)} positional values for {len(names)} arguments")
            return {n: v for n, v in zip(names, args) if v is not None}
        return dict(kwargs)

    def _infer_shape_impl(self, partial, *args, **kwargs):
        known = {}
        for k, v in self._named_inputs(args, kwargs).items():
            try:
                known[k] = tuple(int(d) for d in (v if isinstance(v, (tuple, list)) else (v,)))
            except (TypeError, ValueError):
                raise ValueError(f"infer_shape: the shape of {k} must be a tuple of ints, got "
                                 f"{v!r}") from None
        g = Graph.from_symbol(self)
        shapes = g.infer_shapes(known, partial=True)
        arg_names, aux_names = self.list_arguments(), self.list_auxiliary_states()
        var_shape = {g.nodes[i].name: shapes.get((i, 0)) for i in g.var_indices}
        arg_shapes = [var_shape.get(n) for n in arg_names]
        aux_shapes = [var_shape.get(n) for n in aux_names]
        out_shapes = [shapes.get(ref) for ref in g.heads]
        allv = arg_shapes + aux_shapes + out_shapes
        complete = all(s is not None and 0 not in s for s in allv)
        if not complete and not partial:
            return None, None, None
        fix = (lambda s: () if s is None else tuple(s))
        return [fix(s) for s in arg_shapes], [fix(s) for s in out_shapes], [fix(s) for s in aux_shapes]

    def infer_type(self, *args, **kwargs):
        """``(arg_types, out_types, aux_types)`` as numpy types; ``(None, None, None)``
        when the given types do not determine every one (as MXNet does)."""
        return self._infer_type_impl(False, *args, **kwargs)

    def infer_type_partial(self, *args, **kwargs):
        return self._infer_type_impl(True, *args, **kwargs)

    def _infer_type_impl(self, partial, *args, **kwargs):
        known = {k: np.dtype(v).name for k, v in self._named_inputs(args, kwargs).items()
                 if v is not None}
        g = Graph.from_symbol(self)
        types = g.infer_types(known, default=None)
        var_t = {g.nodes[i].name: types.get((i, 0)) for i in g.var_indices}
        to_np = (lambda t: None if t is None else np.dtype(t).type)
        res = ([to_np(var_t.get(n)) for n in self.list_arguments()],
               [to_np(types.get(r)) for r in g.heads],
               [to_np(var_t.get(n)) for n in self.list_auxiliary_states()])
        if not partial and any(t is None for part in res for t in part):
            return None, None, None
        return res

    # ----------------------------------------------------------- composition
    def __call__(self, *args, **kwargs):
        """A copy with variables replaced: ``net(data=x)`` (by name) or positionally
        in ``list_arguments`` order, as MXNet's ``Symbol.__call__``."""
        kwargs = dict(kwargs)
        kwargs.pop("name", None)
        if args and kwargs:
            raise TypeError("compose only accept input Symbols either as positional or "
                            "keyword arguments, not both")
        if args:
            names = self.list_arguments()
            if len(args) > len(names):
                raise TypeError(f"{len(args)} positional inputs for {len(names)} arguments")
            kwargs = dict(zip(names, args))
        for k, v in kwargs.items():
            if not isinstance(v, Symbol) or len(v._outputs) != 1:
                raise TypeError(f"compose expects single-output Symbols, got {k}={v!r}")
        unknown = set(kwargs) - set(self.list_inputs())
        if unknown:
            raise ValueError(f"cannot compose: no input(s) named {sorted(unknown)}")
        new: dict[int, Node] = {}

        def ref(node, i):
            if node.op is None and node.name in kwargs:
                return kwargs[node.name]._outputs[0]
            return new[id(node)], i
        for node in self._nodes():
            if node.op is None and node.name in kwargs:
                continue
            c = Node(node.op, node.name, node.attrs, [ref(s, i) for s, i in node.inputs],
                     node.user_attrs, node.subgraphs, node.loc)
            c.stored_outputs = node.stored_outputs
            new[id(node)] = c
        return Symbol([ref(n, i) for n, i in self._outputs])

    # ----------------------------------------------------------- execution
    def eval(self, ctx=None, **kwargs):
        ex = Executor(self, ctx, args=kwargs)
        return ex.forward()

    def bind(self, ctx, args, args_grad=None, grad_req="write", aux_states=None,
             group2ctx=None, shared_exec=None):
        return Executor(self, ctx, args=args, aux_states=aux_states, args_grad=args_grad,
                        grad_req=grad_req)

    def simple_bind(self, ctx, grad_req="write", type_dict=None, stype_dict=None,
                    group2ctx=None, shared_arg_names=None, shared_exec=None,
                    shared_buffer=None, **kwargs):
        return Executor.from_shapes(self, ctx, kwargs, type_dict or {}, grad_req)

    # ----------------------------------------------------------- files
    def tojson(self, remove_amp_cast=True) -> str:
        return dumps(self)

    def save(self, fname, remove_amp_cast=True):
        with open(fname, "w", encoding="utf-8") as f:
            f.write(self.tojson())

    def debug_str(self) -> str:
        return str(Graph.from_symbol(self))

    # ----------------------------------------------------------- python protocol
    def __repr__(self):
        name = self.name
        if name is None:
            return f"<Symbol group [{', '.join(n.name for n, _ in self._outputs)}]>"
        return f"<Symbol {name}>"

    def __copy__(self):
        return Symbol(self._outputs)

    def __deepcopy__(self, memo):
        mapping: dict[int, Node] = {}
        for n in self._nodes():
            mapping[id(n)] = Node(n.op, n.name, n.attrs, [(mapping[id(s)], i) for s, i in n.inputs],
                                  n.user_attrs, [_copy.deepcopy(g, memo) for g in n.subgraphs], n.loc)
            mapping[id(n)].stored_outputs = n.stored_outputs
        return Symbol([(mapping[id(n)], i) for n, i in self._outputs])

    __hash__ = object.__hash__

    def __len__(self):
        n = len(self._outputs)
        if not self._is_container():
            raise SymbolProtocolError(
                "len(x)", "use F.shape_array(x) / F.slice_axis, or pass the length from outside",
                "is the length of a single-output Symbol; MXNet silently returns 1 instead of "
                "the size of axis 0")
        return n

    def __iter__(self):
        if not self._is_container():
            raise SymbolProtocolError(
                "for v in x", "use F.split(x, num_outputs=n, axis=0, squeeze_axis=True) and "
                "iterate over its outputs, or vectorise the loop",
                "iterates over a single-output Symbol; MXNet silently yields x itself once")
        return (self[i] for i in range(len(self._outputs)))

    def __getitem__(self, index):
        n = len(self._outputs)
        if isinstance(index, str):
            names = self.list_outputs()
            hits = [i for i, nm in enumerate(names) if nm == index]
            if len(hits) > 1:
                raise ValueError(f'There are multiple outputs with name "{index}"')
            if not hits:
                raise ValueError(f'Cannot find output that matches name "{index}"')
            return Symbol([self._outputs[hits[0]]])
        if not self._is_container():
            raise SymbolIndexError(
                f"x[{_index_text(index)}]", _index_fix(index),
                "indexes a single-output Symbol; MXNet's Symbol indexing picks the i-th "
                "output, so x[0]/x[0:1] silently return x and x[0, 0]/x[:, 0] raise")
        if isinstance(index, slice):
            return Group([Symbol([o]) for o in self._outputs[index]])
        if isinstance(index, (bool, np.bool_)) or not isinstance(index, (int, np.integer)):
            raise SymbolIndexError(f"x[{_index_text(index)}]", "use an integer to pick an "
                                   "output, or F.slice_axis on that output",
                                   "is not an output index (Symbol only supports an integer "
                                   "index to fetch the i-th output)")
        index = int(index)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(f"output index {index} out of range for {n} outputs")
        return Symbol([self._outputs[index]])

    def __setitem__(self, key, value):
        raise SymbolItemAssignError(
            f"x[{_index_text(key)}] = ...", "build the new tensor functionally, e.g. with "
            "F.where(mask, value, x) or F.concat of slices")

    def __bool__(self):
        raise SymbolBoolError(
            "bool(x) / if x ...", "express the choice with tensors: F.where(cond, a, b) or "
            "F.contrib.cond(pred, then_func, else_func)")

    __nonzero__ = __bool__

    def __float__(self):
        raise SymbolProtocolError("float(x)", "keep the value as a tensor and use F.* ops",
                                  "converts a Symbol to a python number (no value while tracing)")

    def __int__(self):
        raise SymbolProtocolError("int(x)", "keep the value as a tensor and use F.* ops",
                                  "converts a Symbol to a python number (no value while tracing)")

    def __index__(self):
        raise SymbolProtocolError("x used as an index", "keep the value as a tensor and use "
                                  "F.take / F.pick", "needs a concrete integer")

    # ----------------------------------------------------------- operators
    def __add__(self, other):
        return _binary(self, other, "elemwise_add", "_plus", "_plus_scalar", "_plusscalar", "+")

    __radd__ = __add__

    def __sub__(self, other):
        return _binary(self, other, "elemwise_sub", "_minus", "_minus_scalar", "_minusscalar", "-")

    def __rsub__(self, other):
        return _binary(self, other, None, None, "_rminus_scalar", "_rminusscalar", "-")

    def __mul__(self, other):
        return _binary(self, other, "elemwise_mul", "_mul", "_mul_scalar", "_mulscalar", "*")

    __rmul__ = __mul__

    def __truediv__(self, other):
        return _binary(self, other, "elemwise_div", "_div", "_div_scalar", "_divscalar", "/")

    def __rtruediv__(self, other):
        return _binary(self, other, None, None, "_rdiv_scalar", "_rdivscalar", "/")

    __div__ = __truediv__
    __rdiv__ = __rtruediv__

    def __mod__(self, other):
        return _binary(self, other, "_mod", "_mod", "_mod_scalar", "_modscalar", "%")

    def __rmod__(self, other):
        return _binary(self, other, None, None, "_rmod_scalar", "_rmodscalar", "%")

    def __pow__(self, other):
        return _binary(self, other, "_power", "_power", "_power_scalar", "_powerscalar", "**")

    def __rpow__(self, other):
        return _binary(self, other, None, None, "_rpower_scalar", "_rpower_scalar", "**")

    def __neg__(self):
        return _op_call("_mul_scalar", "_mulscalar", (self,), {"scalar": -1.0})

    def __abs__(self):
        return _op_call("abs", "abs", (self,), {})

    def __eq__(self, other):
        return _binary(self, other, "_equal", "_equal", "_equal_scalar", "_equal_scalar", "==")

    def __ne__(self, other):
        return _binary(self, other, "_not_equal", "_not_equal", "_not_equal_scalar",
                       "_not_equal_scalar", "!=")

    def __gt__(self, other):
        return _binary(self, other, "_greater", "_greater", "_greater_scalar",
                       "_greater_scalar", ">")

    def __ge__(self, other):
        return _binary(self, other, "_greater_equal", "_greater_equal",
                       "_greater_equal_scalar", "_greater_equal_scalar", ">=")

    def __lt__(self, other):
        return _binary(self, other, "_lesser", "_lesser", "_lesser_scalar", "_lesser_scalar", "<")

    def __le__(self, other):
        return _binary(self, other, "_lesser_equal", "_lesser_equal", "_lesser_equal_scalar",
                       "_lesser_equal_scalar", "<=")

    def _aug(op_text, method):
        def f(self, other):
            raise SymbolAugAssignError(
                f"x {op_text} ...", f"write x = x {op_text[:-1]} ... (a new Symbol) instead of "
                "updating in place")
        f.__name__ = method
        return f

    __iadd__ = _aug("+=", "__iadd__")
    __isub__ = _aug("-=", "__isub__")
    __imul__ = _aug("*=", "__imul__")
    __itruediv__ = _aug("/=", "__itruediv__")
    __idiv__ = __itruediv__
    __imod__ = _aug("%=", "__imod__")
    __ipow__ = _aug("**=", "__ipow__")
    del _aug

    # ----------------------------------------------------------- python methods
    def reshape(self, *args, **kwargs):
        if len(args) > 1 and all(isinstance(a, (int, np.integer)) for a in args):
            dims = ", ".join(map(str, args))
            raise SymbolReshapeError(f"x.reshape({dims})", f"pass one tuple: x.reshape(({dims}))")
        return _op_call("Reshape", "reshape", (self,) + args, kwargs)

    def astype(self, *args, **kwargs):
        return _op_call("Cast", "cast", (self,) + args, kwargs)

    def flatten(self, *args, **kwargs):
        return _op_call("Flatten", "flatten", (self,) + args, kwargs)

    def expand_dims(self, *args, **kwargs):
        return _op_call("expand_dims", "expand_dims", (self,) + args, kwargs)

    def squeeze(self, *args, **kwargs):
        return _op_call("squeeze", "squeeze", (self,) + args, kwargs)

    def broadcast_to(self, *args, **kwargs):
        return _op_call("broadcast_to", "broadcast_to", (self,) + args, kwargs)

    def broadcast_like(self, *args, **kwargs):
        return _op_call("broadcast_like", "broadcast_like", (self,) + args, kwargs)

    def diag(self, *args, **kwargs):
        return _op_call("diag", "diag", (self,) + args, kwargs)


class SymbolReshapeError(SymbolMethodError, TypeError):
    code = "HYB009"
    what = "uses NDArray's reshape(a, b) signature; Symbol.reshape takes one shape tuple"


def _index_text(index) -> str:
    def one(k):
        if isinstance(k, slice):
            return ":".join("" if v is None else str(v) for v in (k.start, k.stop)) + (
                f":{k.step}" if k.step is not None else "")
        return "..." if k is Ellipsis else repr(k)
    if isinstance(index, tuple):
        return ", ".join(one(k) for k in index)
    return one(index)


def _index_fix(index) -> str:
    if isinstance(index, (int, np.integer)) and not isinstance(index, bool):
        i = int(index)
        return (f"use F.slice_axis(x, axis=0, begin={i}, end={i + 1 if i != -1 else 'None'}) "
                "(then F.squeeze(..., axis=0) to drop the axis), or F.take")
    if isinstance(index, slice):
        b = 0 if index.start is None else index.start
        e = "None" if index.stop is None else index.stop
        return f"use F.slice_axis(x, axis=0, begin={b}, end={e})"
    if isinstance(index, tuple) and len(index) == 2 and isinstance(index[0], slice) and \
            index[0] == slice(None) and isinstance(index[1], int):
        i = index[1]
        return (f"use F.slice_axis(x, axis=1, begin={i}, end={i + 1}) then F.squeeze(..., axis=1)"
                ", or F.pick / F.take(x, indices, axis=1)")
    return "use F.slice / F.slice_axis / F.take / F.pick"


# ---------------------------------------------------------------- composition

def _binary(lhs, rhs, sym_op, sym_hint, scalar_op, scalar_hint, text):
    if isinstance(rhs, Symbol):
        if sym_op is None:
            raise TypeError(f"type {type(rhs)} not supported")
        return _op_call(sym_op, sym_hint, (lhs, rhs), {})
    if isinstance(rhs, (Number, np.generic)) and not isinstance(rhs, (complex, np.complexfloating)):
        # MXNet records the scalar as str(value): 2 -> "2", 0.5 -> "0.5"
        scalar = rhs if isinstance(rhs, (int, float)) else float(rhs)
        return _op_call(scalar_op, scalar_hint, (lhs,), {"scalar": scalar})
    if isinstance(rhs, NDArray):
        raise NamespaceMixError(
            f"x {text} <NDArray>", "create constants inside hybrid_forward with F (F.ones, "
            "F.full...), or register them as parameters/constants of the block",
            "combines a Symbol with an eager NDArray (MXNet: 'type NDArray not supported')")
    raise TypeError(f"{user_location()}: `x {text} {type(rhs).__name__}`: type {type(rhs)} not "
                    "supported with a Symbol; use F.* ops, a python number, or a block "
                    "constant/parameter")


def _op_call(opname, hint, args, kwargs):
    op = registry.find(opname) or registry.get(opname)
    return compose(op, args, kwargs, opname, hint=hint)


def _mx_str(spec, v):
    """The string MXNet's python frontend records for an attribute value: ``str(v)``
    (``2`` -> ``"2"``, ``(2, 3)`` -> ``"(2, 3)"``), dtypes by name."""
    if isinstance(v, str) or spec is None:
        return v
    if spec.type is registry.Dtype:
        return "None" if v is None else np.dtype(v).name
    if isinstance(v, np.generic):
        v = v.item()
    elif isinstance(v, (list, tuple)):
        v = type(v)(x.item() if isinstance(x, np.generic) else x for x in v)
    return str(v)


# inputs MXNet's composition initialises itself (FSetInputVarAttrOnCompose)
_AUX_VAR_INIT = {("BatchNorm", "moving_mean"): {"__init__": '["zero", {}]'},
                 ("BatchNorm", "moving_var"): {"__init__": '["one", {}]'}}


def compose(op, args, kwargs, exposed, hint=None):
    """Record one application of ``op`` (the ``sym.<exposed>(...)`` call)."""
    kwargs = dict(kwargs)
    name = kwargs.pop("name", None)
    user = {hidden_key(k): v for k, v in _attribute.current().get(kwargs.pop("attr", None)).items()}
    kwargs.pop("out", None)
    for k in [k for k in kwargs if k.startswith("__") and k.endswith("__")]:
        user[k] = str(kwargs.pop(k))

    def is_tensor(v):
        return isinstance(v, (Symbol, NDArray))
    inputs, raw = bind(op, exposed, args, kwargs, is_tensor)
    for iname, v in inputs:
        if isinstance(v, NDArray):
            raise NamespaceMixError(
                f"sym.{exposed}(<NDArray>)",
                f"use the F passed to hybrid_forward (F.{exposed}) and keep eager arrays out of "
                "hybrid code", f"passes an eager NDArray as input {iname!r} of a symbolic op "
                f"(MXNet: 'Argument {iname} must be Symbol instances')")
        if v is not None and not isinstance(v, Symbol):
            raise OpError(f"sym.{exposed}: argument {iname} must be a Symbol, got "
                          f"{type(v).__name__}")
        if v is not None and len(v._outputs) != 1:
            raise OpError(f"sym.{exposed}: input {iname} is a group of {len(v._outputs)} "
                          "outputs; pick one with [i]")
    if "ctx" in raw and "ctx" not in op._attr_index:
        raw.pop("ctx")
    a = op.parse_attrs({k: _mx_str(op._attr_index.get(k), v) for k, v in raw.items()})
    name = _name.current().get(name, hint or exposed.lower())
    by_name = {n: v for n, v in inputs if v is not None}
    names = op.input_names(a, len(inputs) if op.variadic else None)
    unused = [n for n in by_name if n not in names]
    if unused:
        raise OpError(f"sym.{exposed}: input(s) {', '.join(unused)} given but not used with these "
                      f"attributes (the op takes {', '.join(names)})")
    refs = []
    for iname in names:
        v = by_name.get(iname)
        if v is None:
            # MXNet creates the missing inputs as variables named after the op (fc1_weight),
            # carrying the op's whole attribute dict (measured: fc_weight gets num_hidden and
            # an attr={'__init__': ...}); BatchNorm's moving statistics also get their init
            attrs = {**a.given, **user, **_AUX_VAR_INIT.get((op.name, iname), {})}
            v = Symbol([(Node(None, f"{name}_{iname}", None, (), attrs), 0)])
        refs.append(v._outputs[0])
    for iname, (src, _) in zip(names, refs):
        if iname in op.aux_inputs and src.op is not None:
            # the op updates this input in place, which only a graph input can take
            raise MXNetError(f"sym.{exposed}: input {iname!r} is computed by {src.op.name}; Check "
                             "failed: e.node->is_variable(): Mutation target can only be Variable")
    node = Node(op, name, a, refs, user, loc=user_location())
    node.input_versions = _entry_versions(op, names, refs)
    return Symbol([(node, i) for i in range(node.num_outputs())])


def _entry_versions(op, names, refs) -> list[int]:
    """The version each input entry records; a variable this op mutates (an aux input) gets
    its count bumped first, as MXNet's composition does."""
    versions = []
    for iname, (src, _) in zip(names, refs):
        if src.op is None and iname in op.aux_inputs:
            src.version += 1
        versions.append(src.version if src.op is None else 0)
    return versions


# ---------------------------------------------------------------- variables
def var(name, attr=None, shape=None, lr_mult=None, wd_mult=None, dtype=None, init=None,
        stype=None, **kwargs) -> Symbol:
    """A variable (graph input), recording MXNet's ``__shape__``/``__dtype__``/... attributes."""
    if not isinstance(name, str):
        raise TypeError("Expect a string for variable `name`")
    attrs = {hidden_key(k): v for k, v in _attribute.current().get(attr).items()}
    if shape is not None:
        attrs["__shape__"] = str(shape)  # MXNet records str(shape) as given
    if lr_mult is not None:
        attrs["__lr_mult__"] = str(lr_mult)
    if wd_mult is not None:
        attrs["__wd_mult__"] = str(wd_mult)
    if dtype is not None:
        code = DTYPE_NP_TO_MX.get(np.dtype(dtype))
        if code is None:
            raise ValueError(f"var {name!r}: dtype {np.dtype(dtype).name} is not supported by "
                             f"MXNet (use one of {sorted(d.name for d in DTYPE_NP_TO_MX)})")
        attrs["__dtype__"] = str(code)
    if init is not None:
        if not isinstance(init, str):
            init = init.dumps()
        attrs["__init__"] = init
    if stype is not None:
        ids = {"default": 0, "row_sparse": 1, "csr": 2}
        if stype not in ids:
            raise ValueError(f"unknown storage type {stype!r}")
        attrs["__storage_type__"] = str(ids[stype])
    for k, v in kwargs.items():
        if k.startswith("__") and k.endswith("__"):
            attrs[k] = str(v)
        else:
            raise ValueError(f"Attribute name={k} is not supported. Additional attributes must "
                             "start and end with double underscores, e.g, __yourattr__")
    return Symbol([(Node(None, name, None, (), attrs), 0)])


Variable = var


def Group(symbols) -> Symbol:
    """One Symbol holding the outputs of several."""
    if not symbols or any(not isinstance(s, Symbol) for s in symbols):
        raise TypeError("Expected a list of symbols as input")
    outs = []
    for s in symbols:
        outs.extend(s._outputs)
    return Symbol(outs)


def _install_fluent():
    for name in SYMBOL_FLUENT:
        op = registry.find(name)
        if op is None or name in Symbol.__dict__:
            continue
        setattr(Symbol, name, _fluent(name, op))
    for attr in ("shape", "dtype", "context", "ctx", "size", "ndim", "T", "grad", "stype"):
        setattr(Symbol, attr, _forbidden_attr(attr))
    for method in SYMBOL_FORBIDDEN_METHODS:
        if method == "as_in_context":
            continue
        setattr(Symbol, method, _forbidden_method(method))
    Symbol.as_in_context = _forbidden_method("as_in_context", SymbolAsInContextError)


def _fluent(name, op):
    return fluent_method(name, op, compose, "Symbol", "sym")


def _forbidden_attr(attr):
    def getter(self):
        raise SymbolAttributeError(f"x.{attr}", _sym_fix(attr))
    return property(getter)


def _forbidden_method(method, cls=SymbolMethodError):
    def f(self, *args, **kwargs):
        raise cls(f"x.{method}()", _method_fix(method))
    f.__name__ = method
    return f


# MXNet 1.9.1's Symbol methods that forward to the op of the same name
SYMBOL_FLUENT = FLUENT_METHODS
# NDArray methods a Symbol has only to raise a clear error (HYB002)
SYMBOL_FORBIDDEN_METHODS = ("asnumpy", "asscalar", "item", "tolist", "wait_to_read", "copyto",
                            "copy", "backward", "detach", "attach_grad", "as_in_context")
SYMBOL_PY_METHODS = ("reshape", "astype", "flatten", "expand_dims", "squeeze", "broadcast_to",
                     "broadcast_like", "diag", "attr", "list_attr", "attr_dict", "get_internals",
                     "get_children", "list_arguments", "list_outputs", "list_auxiliary_states",
                     "list_inputs", "infer_shape", "infer_shape_partial", "infer_type",
                     "tojson", "save", "eval", "bind", "simple_bind", "debug_str")

_install_fluent()


# ``mx.symbol.<op>`` is the same namespace as ``mx.sym``: sym serves it here once built
# (without putting op names such as ``slice``/``sum`` into this module's globals)
OP_NAMESPACE = Delegate(__name__, "hybridlint.runtime.sym")
__getattr__ = OP_NAMESPACE
