"""``mxnet.operator``: operators written in python (``CustomOp`` / ``CustomOpProp``).

As in MXNet 1.9.1::

    class Scale(mx.operator.CustomOp):
        def forward(self, is_train, req, in_data, out_data, aux):
            self.assign(out_data[0], req[0], in_data[0] * 2)
        def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
            self.assign(in_grad[0], req[0], out_grad[0] * 2)

    @mx.operator.register("scale")
    class ScaleProp(mx.operator.CustomOpProp):
        def create_operator(self, ctx, shapes, dtypes):
            return Scale()

    y = mx.nd.Custom(x, op_type="scale")          # or mx.sym.Custom / F.Custom when hybridized

The op table's ``Custom`` entry (``ops/custom.py``) calls the implementation that
:func:`register` installs here: the prop is built from the call's keywords, passed as strings
as MXNet does; ``forward``/``backward`` get NDArrays (outputs and input gradients preallocated,
``req`` is ``'write'``) and run with autograd paused, so ``nd`` calls inside them are not
recorded.  One operator object is created per (keywords, input shapes, dtypes) and reused,
like the one operator MXNet binds per graph node, so state kept in ``self`` during ``forward``
is there in ``backward``.

``sym.Custom(op_type=...)`` without inputs creates variables named ``<name>_<argument>`` (the
prop's ``list_arguments``), as MXNet does.

Not provided: auxiliary states (``list_auxiliary_states``) and sparse storage types
(``infer_storage_type`` is never consulted: the runtime has dense storage only), which raise;
the legacy ``PythonOp``/``NumpyOp``/``NDArrayOp`` (deprecated since MXNet 0.x) raise at
construction.
"""
from __future__ import annotations

from collections import namedtuple

import numpy as np

from . import autograd, ops, registry  # noqa: F401  (fills the op table)
from .context import context_of, current_context
from .errors import MXNetError
from .ndarray import NDArray
from .ops import custom as _custom

__all__ = ["CustomOp", "CustomOpProp", "register", "get_all_registered_operators",
           "get_operator_arguments", "OperatorArguments", "PythonOp", "NumpyOp", "NDArrayOp"]


class CustomOp:
    """Base class of a python operator's computation (MXNet's ``mx.operator.CustomOp``)."""

    def __init__(self):
        pass

    def forward(self, is_train, req, in_data, out_data, aux):
        """Write the outputs into ``out_data`` (NDArrays), honouring ``req``."""

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        """Write the input gradients into ``in_grad`` (NDArrays), honouring ``req``."""

    def assign(self, dst, req, src):
        """``dst[:] = src`` for ``'write'``/``'inplace'``, ``dst[:] += src`` for ``'add'``,
        nothing for ``'null'`` (MXNet's helper)."""
        if req == "null":
            return
        if req in ("write", "inplace"):
            dst[:] = src
        elif req == "add":
            dst[:] += src
        else:
            raise ValueError(f"unknown req {req!r} (expected 'null', 'write', 'inplace' or 'add')")


class CustomOpProp:
    """Base class of a python operator's properties (MXNet's ``mx.operator.CustomOpProp``):
    argument/output names, shape and type inference, and the operator factory."""

    def __init__(self, need_top_grad=True):
        self.need_top_grad_ = need_top_grad

    def infer_shape(self, in_shape):
        return in_shape, (in_shape[0],) * len(self.list_outputs()), ()

    def infer_type(self, in_type):
        return (in_type, [in_type[0]] * len(self.list_outputs()),
                [in_type[0]] * len(self.list_auxiliary_states()))

    def infer_storage_type(self, in_stype):
        # dense only: the runtime has no sparse storage
        return (in_stype, ["default"] * len(self.list_outputs()),
                ["default"] * len(self.list_auxiliary_states()))

    def infer_storage_type_backward(self, ograd_stype, in_stype, out_stype, igrad_stype,
                                    aux_stype):
        return (["default"] * len(ograd_stype), ["default"] * len(in_stype),
                ["default"] * len(out_stype), ["default"] * len(igrad_stype),
                ["default"] * len(aux_stype))

    def list_outputs(self):
        return ["output"]

    def list_arguments(self):
        return ["data"]

    def list_auxiliary_states(self):
        return []

    def declare_backward_dependency(self, out_grad, in_data, out_data):
        deps = []
        if self.need_top_grad_:
            deps.extend(out_grad)
        deps.extend(in_data)
        deps.extend(out_data)
        return deps

    def create_operator(self, ctx, in_shapes, in_dtypes):
        return CustomOp()


# operators kept per registered op type (one per keywords/shapes/dtypes signature)
_MAX_OPERATORS = 256


class _PropImpl:
    """The op table's view of one registered ``CustomOpProp`` class (see ops/custom.py)."""

    def __init__(self, name, prop_cls):
        self.name = name
        self.prop_cls = prop_cls
        self._props = {}
        self._operators = {}

    def prop(self, kw):
        key = tuple(sorted(kw.items()))
        p = self._props.get(key)
        if p is None:
            p = self.prop_cls(**kw)
            if p.list_auxiliary_states():
                raise MXNetError(f"Custom op {self.name!r}: auxiliary states "
                                 f"({p.list_auxiliary_states()}) are not supported by the "
                                 "hybridlint runtime")
            self._props[key] = p
        return p

    def arguments(self, kw):
        return list(self.prop(kw).list_arguments())

    def outputs(self, kw):
        return list(self.prop(kw).list_outputs())

    def _check_arity(self, kw, n):
        args = self.arguments(kw)
        if n != len(args):
            raise registry.OpError(f"Custom op {self.name!r} takes {len(args)} input(s) "
                                   f"{args}, got {n}")

    def infer_shape(self, kw, in_shapes):
        self._check_arity(kw, len(in_shapes))
        res = self.prop(kw).infer_shape([list(s) for s in in_shapes])
        outs = res[1]
        if len(outs) != len(self.outputs(kw)):
            raise registry.OpError(f"Custom op {self.name!r}: infer_shape gave {len(outs)} "
                                   f"output shape(s) for outputs {self.outputs(kw)}")
        return [tuple(int(d) for d in s) for s in outs]

    def infer_type(self, kw, in_dtypes):
        types = [np.dtype(d).type for d in in_dtypes]
        res = self.prop(kw).infer_type(types)
        return [np.dtype(t).name for t in res[1]]

    def _operator(self, kw, arrays):
        shapes = tuple(tuple(int(d) for d in x.shape) for x in arrays)
        dtypes = tuple(np.dtype(x.dtype).name for x in arrays)
        key = (tuple(sorted(kw.items())), shapes, dtypes)
        op = self._operators.get(key)
        if op is None:
            if len(self._operators) >= _MAX_OPERATORS:   # many input shapes: start afresh
                self._operators.clear()
            op = self.prop(kw).create_operator(
                current_context(), [list(s) for s in shapes], [np.dtype(d).type for d in dtypes])
            self._operators[key] = op
        return op

    @staticmethod
    def _wrap(data):
        # the array's own device, not the caller's scope: a gpu(0) input outside `with gpu(0):`
        # must not come back as a CPU NDArray holding device memory
        return NDArray(data, context_of(data))

    def forward(self, kctx, kw, arrays):
        xp = kctx.xp
        shapes = self.infer_shape(kw, [x.shape for x in arrays])
        dtypes = self.infer_type(kw, [x.dtype for x in arrays])
        in_data = [self._wrap(x) for x in arrays]
        out_data = [self._wrap(xp.zeros(s, dtype=d)) for s, d in zip(shapes, dtypes)]
        op = self._operator(kw, arrays)
        with autograd.pause(train_mode=kctx.is_train):
            op.forward(kctx.is_train, ["write"] * len(out_data), in_data, out_data, [])
        return [o._data for o in out_data]

    def backward(self, kctx, kw, inputs, outputs, out_grads):
        xp = kctx.xp
        need = kctx.need_grad or [True] * len(inputs)
        in_grad = [self._wrap(xp.zeros(x.shape, dtype=x.dtype)) for x in inputs]
        op = self._operator(kw, inputs)
        with autograd.pause(train_mode=kctx.is_train):
            op.backward(["write" if n else "null" for n in need],
                        [self._wrap(g) for g in out_grads],
                        [self._wrap(x) for x in inputs],
                        [self._wrap(o) for o in outputs], in_grad, [])
        return [g._data if n else None for g, n in zip(in_grad, need)]


def register(reg_name):
    """Class decorator: register a ``CustomOpProp`` subclass as ``op_type=reg_name``."""
    def do_register(prop_cls):
        if not (isinstance(prop_cls, type) and issubclass(prop_cls, CustomOpProp)):
            raise TypeError(f"mx.operator.register({reg_name!r}) decorates a CustomOpProp "
                            f"subclass, got {prop_cls!r}")
        _custom.install_impl(reg_name, _PropImpl(reg_name, prop_cls))
        return prop_cls
    return do_register


def get_all_registered_operators():
    """The names of every operator of the op table (MXNet's registered names)."""
    return sorted(op.name for op in registry.all_ops())


OperatorArguments = namedtuple("OperatorArguments", ["narg", "names", "types"])


def get_operator_arguments(op_name):
    """Attribute count, names and type names of the op registered as ``op_name``."""
    op = registry.get(op_name)
    return OperatorArguments(len(op.attrs), [a.name for a in op.attrs],
                             [a.type.name for a in op.attrs])


class PythonOp:
    """MXNet's pre-1.0 python operator interface, deprecated there in favour of CustomOp;
    not provided."""

    def __init__(self, *args, **kwargs):
        raise MXNetError(f"mx.operator.{type(self).__name__} (deprecated in MXNet) is not "
                         "provided by the hybridlint runtime: write a CustomOp/CustomOpProp "
                         "pair and mx.operator.register it")


class NumpyOp(PythonOp):
    """Deprecated in MXNet; not provided (see :class:`PythonOp`)."""


class NDArrayOp(PythonOp):
    """Deprecated in MXNet; not provided (see :class:`PythonOp`)."""
