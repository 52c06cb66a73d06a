"""The eager ``NDArray``: an xp (numpy/cupy) buffer with MXNet 1.x semantics.

Every computation goes through :func:`invoke`, which runs one op of the
registry table: shape inference first (MXNet checks shapes eagerly too, so
``elemwise_add`` of different shapes fails as it does in MXNet), then the
kernel.  Python operators follow MXNet: ``+`` between arrays is
``broadcast_add``, with a scalar ``_plus_scalar``, ``1 - x`` is
``_rminus_scalar``; comparisons return 0/1 in the input dtype.
"""
from __future__ import annotations

import re
from numbers import Number

import numpy as np

from . import ops, registry, tape  # noqa: F401  (ops fills the op table)
from .context import Context, current_context
from .errors import NamespaceMixError
from .fluent import FLUENT_METHODS, fluent_method
from .invocation import bind
from .namespace import Delegate
from .ops.grad_util import scatter_add, unbroadcast
from .registry import KernelContext, OpError
from .rng import generator
from .symbol_node import SymbolBase

__all__ = ["NDArray", "invoke", "invoke_op", "array", "empty", "mx_real_t"]

mx_real_t = np.float32

# MXNet's type ids (used by -symbol.json __dtype__ and the .params format)
DTYPE_NP_TO_MX = {np.dtype(np.float32): 0, np.dtype(np.float64): 1, np.dtype(np.float16): 2,
                  np.dtype(np.uint8): 3, np.dtype(np.int32): 4, np.dtype(np.int8): 5,
                  np.dtype(np.int64): 6, np.dtype(np.bool_): 7}
DTYPE_MX_TO_NP = {v: k for k, v in DTYPE_NP_TO_MX.items()}


def _is_symbol(x) -> bool:
    return isinstance(x, SymbolBase)


# How many times code moved existing NDArrays onto other buffers (the optimizer's flat
# update rebinding parameters, gradients and momenta to views of one array): holders of
# raw buffers -- a hybridized block's fast call -- gather them again when it moves.
BUFFERS_REBOUND = [0]


class NDArray:
    """An n-dimensional array on a device; see the module docstring."""

    # _ag: the autograd history (None, a variable, or a recorded node's output),
    # see tape's module docstring; _fresh_grad: backward wrote .grad since the
    # last Trainer step (MXNet's flag of the same name)
    __slots__ = ("_data", "_ctx", "_grad", "_grad_req", "_ag", "_fresh_grad", "__weakref__")
    # numpy must not treat NDArray as a sequence (np.ones(3) + x -> our __radd__)
    __array_ufunc__ = None

    def __init__(self, data, ctx: Context | None = None):
        self._data = data
        self._ctx = ctx if ctx is not None else current_context()
        self._grad = None
        self._grad_req = "null"
        self._ag = None
        self._fresh_grad = False

    # ----------------------------------------------------------- attributes
    @property
    def shape(self) -> tuple:
        return tuple(int(s) for s in self._data.shape)

    @property
    def dtype(self):
        return np.dtype(self._data.dtype).type

    @property
    def size(self) -> int:
        return int(self._data.size)

    @property
    def ndim(self) -> int:
        return int(self._data.ndim)

    @property
    def context(self) -> Context:
        return self._ctx

    ctx = context

    @property
    def stype(self) -> str:
        return "default"

    @property
    def T(self) -> NDArray:
        if self.ndim > 2:
            raise ValueError("Only 2D matrix is allowed to be transposed")
        return invoke_op("transpose", self)

    @property
    def grad(self):
        return self._grad

    # ------------------------------------------------------------- data out
    def asnumpy(self) -> np.ndarray:
        d = self._data
        if isinstance(d, np.ndarray):
            return d.copy()
        return d.get()

    def __array__(self, dtype=None, copy=None):
        out = self.asnumpy()
        return out if dtype is None else out.astype(dtype, copy=False)

    def asscalar(self):
        if self.size != 1:
            raise ValueError("The current array is not a scalar")
        return self.asnumpy().reshape(-1)[0]

    def item(self):
        return self.asscalar()

    def tolist(self):
        return self.asnumpy().tolist()

    def wait_to_read(self) -> None:
        return None

    def wait_to_write(self) -> None:
        return None

    def as_in_context(self, context: Context) -> NDArray:
        if context == self._ctx:
            return self
        return self.copyto(context)

    as_in_ctx = as_in_context

    def copyto(self, other):
        if isinstance(other, NDArray):
            if other is self:
                return self
            if other.shape != self.shape:
                raise ValueError(f"copyto: shape mismatch {self.shape} vs {other.shape}")
            _check_not_recorded(other, "copyto(out)")
            other._data[...] = _to_xp(self._data, other._ctx).astype(other._data.dtype, copy=False)
            _record_copy(self, other)
            return other
        if isinstance(other, Context):
            return _record_copy(self, NDArray(_to_xp(self._data, other).copy(), other))
        raise TypeError(f"copyto does not support type {type(other).__name__}")

    def copy(self) -> NDArray:
        return _record_copy(self, NDArray(self._data.copy(), self._ctx))

    def astype(self, dtype, copy: bool = True) -> NDArray:
        dt = np.dtype(dtype)
        if not copy and dt == self._data.dtype:
            return self
        return _record_copy(self, NDArray(self._data.astype(dt), self._ctx))

    def detach(self) -> NDArray:
        return NDArray(self._data, self._ctx)

    def attach_grad(self, grad_req: str = "write", stype=None) -> None:
        """Make this array an autograd variable with a zeroed gradient buffer
        (``.grad``), filled by ``backward`` per ``grad_req`` (write/add/null)."""
        if grad_req not in ("write", "add", "null"):
            raise ValueError(f"grad_req must be one of 'write', 'add', or 'null', but got "
                             f"{grad_req!r}")
        if stype not in (None, "default"):
            raise ValueError("only dense ('default') gradient storage is supported")
        tape.mark_variable(self, NDArray(self._ctx.xp.zeros_like(self._data), self._ctx), grad_req)

    def backward(self, out_grad=None, retain_graph=False, train_mode=True):
        """Gradients of this array w.r.t. the variables it was computed from,
        into their ``.grad`` (``out_grad``: the head gradient, ones by default)."""
        if out_grad is not None and not isinstance(out_grad, NDArray):
            raise TypeError(f"head_grads must be NDArrays, got {type(out_grad).__name__}")
        tape.backward([self], None if out_grad is None else [out_grad], retain_graph)

    def tostype(self, stype):
        if stype != "default":
            raise ValueError("only dense ('default') storage is supported")
        return self

    # ------------------------------------------------------------ printing
    def __repr__(self) -> str:
        shape_info = "x".join(str(s) for s in self.shape)
        return f"\n{self.asnumpy()}\n<{type(self).__name__} {shape_info} @{self._ctx}>"

    __str__ = __repr__

    # ------------------------------------------------------------ protocols
    def __len__(self) -> int:
        if self.ndim == 0:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __iter__(self):
        for i in range(self.shape[0] if self.ndim else 0):
            yield self[i]

    def __bool__(self) -> bool:
        if self.size == 0:
            return False
        if self.size > 1:
            raise ValueError("The truth value of an NDArray with multiple elements is "
                             "ambiguous.")
        return bool(self.asnumpy().reshape(-1)[0])

    __nonzero__ = __bool__
    # MXNet 1.x NDArray defines neither __float__ nor __int__: float(x) is a TypeError,
    # as the CONSTRUCTS table records; use x.asscalar().
    __hash__ = object.__hash__

    def __getstate__(self):
        return {"data": self.asnumpy(), "ctx": str(self._ctx)}

    def __setstate__(self, state):
        self._data = state["data"]
        self._ctx = Context("cpu", 0)  # unpickled arrays live on the CPU, as in MXNet
        self._grad = None
        self._grad_req = "null"
        self._ag = None
        self._fresh_grad = False

    # ------------------------------------------------------------- indexing
    def __getitem__(self, key):
        key = _index_key(key, self._ctx)
        if _is_basic(key) and _basic_is_view(self._data.shape, key):
            view = self._data[key]
            if view.ndim == 0:
                # MXNet 1.x has no 0-d arrays: a fully integer-indexed element is shape (1,)
                view = view.reshape((1,))
            return _record_index(self, key, True, NDArray(view, self._ctx))
        out = self._data[key].copy()
        if out.ndim == 0:
            out = out.reshape((1,))
        return _record_index(self, key, _is_basic(key), NDArray(out, self._ctx))

    def __setitem__(self, key, value):
        key = _index_key(key, self._ctx)
        if isinstance(value, NDArray):
            v = _to_xp(value._data, self._ctx)
        elif isinstance(value, (Number, np.generic)):
            v = value
        elif isinstance(value, (np.ndarray, list, tuple)):
            v = self._ctx.xp.asarray(np.asarray(value))
        elif _is_symbol(value):
            raise NamespaceMixError(f"ndarray[...] = {value!r}", "compute the value with the "
                                    "same namespace F as the array", "assigns a Symbol into an NDArray")
        else:
            raise TypeError(f"NDArray does not support assignment with {type(value).__name__}")
        _check_not_recorded(self, "item assignment x[...] = v")
        target = self._data[key]
        if getattr(target, "ndim", 0) == 0 and not isinstance(v, Number):
            v = v.reshape(()) if getattr(v, "size", 1) == 1 else v
        self._data[key] = v
        if isinstance(value, NDArray):
            _record_assign(self, key, value)

    # ---------------------------------------------------------- operators
    def __add__(self, other):
        return _binary(self, other, "broadcast_add", "_plus_scalar")

    __radd__ = __add__

    def __sub__(self, other):
        return _binary(self, other, "broadcast_sub", "_minus_scalar")

    def __rsub__(self, other):
        if isinstance(other, NDArray):   # x.__rsub__(y) is y - x, as in MXNet
            return other.__sub__(self)
        return _binary(self, other, None, "_rminus_scalar")

    def __mul__(self, other):
        return _binary(self, other, "broadcast_mul", "_mul_scalar")

    __rmul__ = __mul__

    def __truediv__(self, other):
        return _binary(self, other, "broadcast_div", "_div_scalar")

    def __rtruediv__(self, other):
        if isinstance(other, NDArray):   # y / x, as in MXNet
            return other.__truediv__(self)
        return _binary(self, other, None, "_rdiv_scalar")

    __div__ = __truediv__
    __rdiv__ = __rtruediv__

    def __mod__(self, other):
        return _binary(self, other, "broadcast_mod", "_mod_scalar")

    def __rmod__(self, other):
        if isinstance(other, NDArray):   # y % x, as in MXNet
            return other.__mod__(self)
        return _binary(self, other, None, "_rmod_scalar")

    def __pow__(self, other):
        return _binary(self, other, "broadcast_power", "_power_scalar")

    def __rpow__(self, other):
        if isinstance(other, NDArray):   # y ** x, as in MXNet
            return other.__pow__(self)
        return _binary(self, other, None, "_rpower_scalar")

    def __neg__(self):
        return invoke_op("_mul_scalar", self, scalar=-1.0)

    def __pos__(self):
        return self

    def __abs__(self):
        return invoke_op("abs", self)

    def __eq__(self, other):
        return _binary(self, other, "broadcast_equal", "_equal_scalar")

    def __ne__(self, other):
        return _binary(self, other, "broadcast_not_equal", "_not_equal_scalar")

    def __gt__(self, other):
        return _binary(self, other, "broadcast_greater", "_greater_scalar")

    def __ge__(self, other):
        return _binary(self, other, "broadcast_greater_equal", "_greater_equal_scalar")

    def __lt__(self, other):
        return _binary(self, other, "broadcast_lesser", "_lesser_scalar")

    def __le__(self, other):
        return _binary(self, other, "broadcast_lesser_equal", "_lesser_equal_scalar")

    def _inplace(self, result: NDArray) -> NDArray:
        if result.shape != self.shape:
            raise ValueError(f"in-place operation would change the shape {self.shape} to "
                             f"{result.shape}")
        _check_not_recorded(self, "in-place update (x += y, out=x)")
        self._data[...] = result._data.astype(self._data.dtype, copy=False)
        if result._ag is not None:
            self._ag = result._ag  # as MXNet's out=: this array is now the op's output
        return self

    def __iadd__(self, other):
        return self._inplace(self.__add__(other))

    def __isub__(self, other):
        return self._inplace(self.__sub__(other))

    def __imul__(self, other):
        return self._inplace(self.__mul__(other))

    def __itruediv__(self, other):
        return self._inplace(self.__truediv__(other))

    __idiv__ = __itruediv__

    def __imod__(self, other):
        return self._inplace(self.__mod__(other))

    # ------------------------------------------------------ python methods
    def reshape(self, *shape, **kwargs) -> NDArray:
        """``x.reshape(2, 3)``, ``x.reshape((2, 3))`` or ``x.reshape(shape=(2, 3))``;
        MXNet's special values 0, -1, -2, -3, -4 and ``reverse`` are honoured.
        Returns a view sharing memory, as MXNet does."""
        if len(shape) == 1 and isinstance(shape[0], (list, tuple)):
            shape = tuple(shape[0])
        elif not shape:
            shape = kwargs.pop("shape", None)
            if shape is None:
                raise TypeError("reshape() needs a shape")
        reverse = kwargs.pop("reverse", False)
        if kwargs:
            raise TypeError(f"reshape() got unexpected keyword arguments {sorted(kwargs)}")
        op = registry.find("Reshape")
        if op is not None:
            a = op.parse_attrs({"shape": tuple(shape), "reverse": reverse} if reverse
                               else {"shape": tuple(shape)})
            target = op.out_shapes(a, self.shape)[0]
        else:
            target = tuple(shape)
        try:
            out = NDArray(self._data.reshape(target), self._ctx)
        except ValueError as e:
            raise OpError(f"cannot reshape array of shape {self.shape} into {tuple(shape)}: {e}") from None
        if op is not None and self._ag is not None and tape.is_recording():
            tape.record_op(op, a, [self], [out])  # a view, recorded as MXNet's Reshape
        return out

    def flatten(self, inplace=False):
        return invoke_op("Flatten", self)

    def expand_dims(self, axis, inplace=False):
        return invoke_op("expand_dims", self, axis=axis)

    def squeeze(self, axis=None, inplace=False):
        return invoke_op("squeeze", self, axis=axis)

    def broadcast_to(self, shape):
        # MXNet's NDArray method (unlike the operator) first prepends unit axes, and checks the
        # broadcast itself with this message
        shape = tuple(shape)
        cur = tuple(self.shape)
        message = ("operands could not be broadcast together with remapped shapes"
                   f"[original->remapped]: {cur} and requested shape {shape}")
        if len(shape) < len(cur):
            raise ValueError(message)
        padded = (1,) * (len(shape) - len(cur)) + cur
        if any(c != s and c != 1 for c, s in zip(padded, shape)):
            raise ValueError(message)
        source = self.reshape(padded) if padded != cur else self
        return invoke_op("broadcast_to", source, shape=shape)

    def broadcast_like(self, other):
        return invoke_op("broadcast_like", self, other)

    def diag(self, k=0, **kwargs):
        return invoke_op("diag", self, k=k, **kwargs)

    def slice_assign_scalar(self, value, begin, end, step):
        self[_slices(begin, end, step)] = value
        return self

    def slice_assign(self, rhs, begin, end, step):
        self[_slices(begin, end, step)] = rhs
        return self


# ---------------------------------------------------------- autograd hooks
# Views, copies and item assignment bypass ``run_op``; while recording they
# are recorded here so that gradients flow through them (MXNet records them
# too: ReshapeWithRecord, SliceWithRecord, _copyto, _slice_assign).

def _check_not_recorded(arr: NDArray, what: str) -> None:
    if arr._ag is not None and tape.is_recording():
        raise tape.AutogradError(
            f"{what}: assigning to NDArrays that are already in a computational graph will "
            "cause undefined behavior when evaluating gradients. Please call backward first "
            "to clear the graph or do this out of a record section (or compute a new array "
            "instead of updating this one).")


def _record_copy(src: NDArray, out: NDArray) -> NDArray:
    """``out`` is a copy of ``src`` (maybe another dtype or device)."""
    if src._ag is not None and tape.is_recording():
        dtype, ctx = src._data.dtype, src._ctx

        def backward(out_grads):
            return [_to_xp(out_grads[0], ctx).astype(dtype, copy=False)]
        tape.attach([out], "_copyto", [src], backward)
    return out


def _record_index(src: NDArray, key, basic: bool, out: NDArray) -> NDArray:
    """``out = src[key]``: the gradient is scattered back into ``src``'s shape."""
    if src._ag is not None and tape.is_recording():
        xp, shape, dtype = src._ctx.xp, src._data.shape, src._data.dtype

        def backward(out_grads):
            gx = xp.zeros(shape, dtype=dtype)
            if basic:
                region = gx[key]
                gx[key] = region + out_grads[0].reshape(region.shape)
            else:
                scatter_add(xp, gx, key, out_grads[0])
            return [gx]
        tape.attach([out], "__getitem__", [src], backward)
    return out


def _record_assign(dst: NDArray, key, value: NDArray) -> None:
    """``dst[key] = value`` where ``value`` is in a graph: ``dst`` (a constant,
    see ``_check_not_recorded``) becomes an output of ``value``."""
    if value._ag is None or not tape.is_recording():
        return
    xp, vshape, vdtype, src_ctx = dst._ctx.xp, tuple(value._data.shape), value._data.dtype, \
        value._ctx

    def backward(out_grads):
        gv = out_grads[0][key]
        if tuple(gv.shape) != vshape:
            gv = unbroadcast(xp, gv, vshape) if gv.ndim >= len(vshape) else gv.reshape(vshape)
        return [_to_xp(gv, src_ctx).astype(vdtype, copy=True)]
    tape.attach([dst], "_slice_assign", [value], backward)


def _slices(begin, end, step):
    step = step or [None] * len(begin)
    return tuple(slice(b, e, s) for b, e, s in zip(begin, end, step))


def _to_xp(data, ctx: Context):
    """``data`` as an array of ``ctx``'s array module (copies across devices)."""
    xp = ctx.xp
    if xp is np:
        return data if isinstance(data, np.ndarray) else data.get()
    with ctx.device_scope():
        return xp.asarray(data)


def _index_key(key, ctx):
    """Turn NDArray/list index parts into xp integer arrays (MXNet truncates floats)."""
    def conv(k):
        if getattr(k, "dtype", None) is not None and np.dtype(k.dtype) == np.bool_:
            raise IndexError("NDArray does not support boolean array indexing (as in MXNet 1.x); "
                             "use nd.contrib.boolean_mask or nd.where")
        if isinstance(k, NDArray):
            return k._data.astype(np.int64)
        if isinstance(k, np.ndarray):
            return ctx.xp.asarray(k.astype(np.int64) if k.dtype.kind == "f" else k)
        if isinstance(k, list):
            return ctx.xp.asarray(np.asarray(k, dtype=np.int64))
        if _is_symbol(k):
            raise NamespaceMixError("ndarray[symbol]", "index with an NDArray", "indexes an "
                                    "NDArray with a Symbol")
        return k
    if isinstance(key, tuple):
        return tuple(conv(k) for k in key)
    return conv(key)


def _basic_is_view(shape, key) -> bool:
    """MXNet 1.9.1 shares memory for a basic index only when the region is one
    contiguous run of the flat array (``_basic_indexing_slice_is_contiguous``);
    otherwise it runs the ``slice`` op, so writing into ``x[:, 0:1]`` leaves
    ``x`` unchanged while writing into ``x[0:2]`` or ``x[1]`` changes it."""
    parts = [k for k in (key if isinstance(key, tuple) else (key,)) if k is not None]
    if Ellipsis in parts:
        at = parts.index(Ellipsis)
        parts[at:at + 1] = [slice(None)] * (len(shape) - len(parts) + 1)
    parts += [slice(None)] * (len(shape) - len(parts))
    lengths, steps = [], []
    for k, n in zip(parts, shape):
        if isinstance(k, slice):
            start, stop, step = k.indices(n)
            lengths.append(len(range(start, stop, step)))
            steps.append(step)
        else:
            lengths.append(1)
            steps.append(1)
    if int(np.prod(lengths)) in (0, 1):
        return True
    is_subset = False
    for length, step, n in zip(reversed(lengths), reversed(steps), reversed(shape)):
        if length == 0:
            return True
        if length > 1 and step != 1:
            return False
        if is_subset:
            if length > 1:
                return False
        elif length < n:
            is_subset = True
    return True


def _is_basic(key) -> bool:
    parts = key if isinstance(key, tuple) else (key,)
    return all(isinstance(k, (int, np.integer, slice)) or k is None or k is Ellipsis
               for k in parts)


def _binary(lhs: NDArray, rhs, array_op, scalar_op):
    if isinstance(rhs, NDArray):
        if array_op is None:  # reflected ops only reach here with a non-NDArray lhs
            raise TypeError(f"type {type(rhs)} not supported")
        return invoke_op(array_op, lhs, rhs)
    if isinstance(rhs, (Number, np.generic)) and not isinstance(rhs, (complex, np.complexfloating)):
        return invoke_op(scalar_op, lhs, scalar=float(rhs))
    if _is_symbol(rhs):
        raise NamespaceMixError("NDArray <op> Symbol", "use F.* consistently: inside "
                                "hybrid_forward every tensor must come from F or the inputs",
                                "combines an NDArray with a Symbol")
    raise TypeError(f"type {type(rhs)} not supported")


# ---------------------------------------------------------------- invocation
def _check_input(fname, name, v):
    if isinstance(v, NDArray):
        return v
    if _is_symbol(v):
        raise NamespaceMixError(
            f"nd.{fname}(<Symbol {v.name}>)",
            f"call F.{fname}(...) with the F passed to hybrid_forward instead of nd.{fname}",
            "calls an eager-only nd function on a Symbol (MXNet: 'Argument "
            f"{name} must have NDArray type')")
    raise OpError(f"nd.{fname}: argument {name} must have NDArray type, but got "
                  f"{type(v).__name__} (wrap it with nd.array(...))")


def invoke(op: registry.Op, args: tuple, kwargs: dict, fname: str | None = None):
    """Run ``op`` eagerly on NDArrays; returns an NDArray or a list of them."""
    fname = fname or op.name
    out = kwargs.pop("out", None)
    kwargs.pop("name", None)
    kwargs.pop("attr", None)
    ctx = kwargs.pop("ctx", None)
    if isinstance(ctx, str):
        ctx = _parse_ctx(ctx)
    inputs, raw = bind(op, fname, args, kwargs,
                       lambda v: isinstance(v, NDArray) or _is_symbol(v))
    arrays = [(n, _check_input(fname, n, v)) for n, v in inputs if v is not None]
    if "ctx" in op._attr_index and ctx is not None:
        raw["ctx"] = str(ctx)
    a = op.parse_attrs(raw)
    names = op.input_names(a, len(arrays) if op.variadic else None)
    if len(arrays) == len(names) and not op.variadic:
        # MXNet hands the given arrays to the op in signature order whatever slot they were
        # passed in: nd.RNN(x, p, h0, lengths, use_sequence_length=True) fills state_cell's
        # position with the lengths, and the rnn_tanh op reads them as sequence_length
        arrays = list(zip(names, (v for _, v in arrays)))
    by_name = dict(arrays)
    missing = [n for n in names if n not in by_name]
    if missing:
        raise OpError(f"nd.{fname}: missing input(s) {', '.join(missing)}")
    unused = [n for n in by_name if n not in names]
    if unused:
        raise OpError(f"nd.{fname}: input(s) {', '.join(unused)} given but not used with these "
                      f"attributes (the op takes {', '.join(names)})")
    ins = [by_name[n] for n in names]
    if ctx is None:
        ctx = ins[0]._ctx if ins else current_context()
    return run_op(op, a, ins, ctx, out=out)


def run_op(op, a, ins: list, ctx: Context, out=None):
    """Shape-check and run a parsed op call; wrap the result(s) as NDArrays."""
    op.out_shapes(a, *[x.shape for x in ins])
    kctx = KernelContext(xp=ctx.xp, is_train=tape.is_training(), rng=_rng(ctx),
                         recording=tape.is_recording())
    if ctx.device_type == "gpu":
        with ctx.device_scope():
            res = op.kernel(kctx, a, *[x._data for x in ins])
    else:
        res = op.kernel(kctx, a, *[x._data for x in ins])
    multi = isinstance(res, (tuple, list))
    outs = [NDArray(_as_array(r, ctx), ctx) for r in (res if multi else (res,))]
    if tape.is_recording():
        tape.record_op(op, a, ins, outs, kctx.saved)
    if out is not None:
        targets = out if isinstance(out, (list, tuple)) else [out]
        for t, o in zip(targets, outs):
            t._inplace(o)
        return out
    return outs if multi else outs[0]


def _as_array(r, ctx):
    xp = ctx.xp
    if not hasattr(r, "shape") or not hasattr(r, "dtype") or isinstance(r, np.generic):
        return xp.asarray(r)
    return r


def _rng(ctx):
    return generator(ctx)


def _parse_ctx(text: str) -> Context:
    m = re.fullmatch(r"(cpu|gpu|cpu_pinned)\((\d+)\)", text.strip())
    if not m:
        raise ValueError(f"bad context string {text!r}")
    return Context(m.group(1), int(m.group(2)))


def invoke_op(name: str, *args, **kwargs):
    """Call the op MXNet registers as ``name`` (or exposes under that alias)."""
    op = registry.find(name) or registry.get(name)
    return invoke(op, args, kwargs, name)


# ---------------------------------------------------------- creation helpers
def empty(shape, ctx=None, dtype=mx_real_t) -> NDArray:
    ctx = ctx or current_context()
    if isinstance(shape, int):
        shape = (shape,)
    with ctx.device_scope():
        return NDArray(ctx.xp.empty(tuple(shape), dtype=np.dtype(dtype or mx_real_t)), ctx)


def array(source_array, ctx=None, dtype=None) -> NDArray:
    """Copy ``source_array`` to a new NDArray; float32 unless it is an NDArray or
    ``dtype`` says otherwise (MXNet converts numpy float64 input to float32 too)."""
    ctx = ctx or current_context()
    if isinstance(source_array, NDArray):
        dtype = source_array.dtype if dtype is None else dtype
        src = source_array.asnumpy()
    elif _is_symbol(source_array):
        raise NamespaceMixError("nd.array(<Symbol>)", "the value already is a tensor; use it "
                                "directly", "wraps a Symbol into an eager array")
    else:
        dtype = mx_real_t if dtype is None else dtype
        if hasattr(source_array, "__cuda_array_interface__"):  # a cupy array
            src = source_array if ctx.device_type == "gpu" else source_array.get()
        else:
            try:
                src = np.asarray(source_array, dtype=dtype)
            except (TypeError, ValueError):
                raise TypeError("source_array must be array like object") from None
    with ctx.device_scope():
        data = ctx.xp.asarray(src).astype(np.dtype(dtype), copy=True)
    if data.ndim == 0:  # MXNet 1.x has no 0-d arrays
        data = data.reshape((1,))
    return NDArray(data, ctx)


def _install_fluent():
    """NDArray's fluent methods (``x.sum()``, ``x.relu()``): MXNet's list, from the table."""
    for name in NDARRAY_FLUENT:
        op = registry.find(name)
        if op is None or hasattr(NDArray, name):
            continue
        setattr(NDArray, name, _fluent(name, op))


def _fluent(name, op):
    return fluent_method(name, op, invoke, "NDArray", "nd")


# MXNet 1.9.1's NDArray methods that forward to the op of the same name
NDARRAY_FLUENT = FLUENT_METHODS
# python-level methods (not plain op forwards) every NDArray has
NDARRAY_PY_METHODS = (
    "reshape", "flatten", "expand_dims", "squeeze", "broadcast_to", "broadcast_like", "diag",
    "asnumpy", "asscalar", "item", "tolist", "wait_to_read", "as_in_context", "copyto", "copy",
    "astype", "attach_grad", "detach", "backward", "tostype", "slice_assign",
    "slice_assign_scalar",
)
NDARRAY_ONLY_ATTRIBUTES = ("shape", "dtype", "size", "ndim", "context", "ctx", "T", "grad",
                           "stype")

_install_fluent()


# ``mx.ndarray.<op>`` is the same namespace as ``mx.nd``: nd serves it here once built
# (without putting op names such as ``slice``/``sum`` into this module's globals)
OP_NAMESPACE = Delegate(__name__, "hybridlint.runtime.nd")
__getattr__ = OP_NAMESPACE
