"""``Block``, ``HybridBlock`` and ``SymbolBlock`` with MXNet 1.9.1's naming and hybridization.

Naming: a block's prefix is its class alias (class name lowercased; ``conv``
for convolutions, ``pool`` for pooling, the activation type for
``Activation``) plus a counter.  At top level the counter is the global one
of the symbol name manager (``dense0_``, ``lenet0_``); inside
``with parent.name_scope():`` it is per parent and the parent's prefix is
prepended (``lenet0_conv0_``).  Parameters are named ``prefix + name``.
``save_parameters`` uses structural names instead (``conv1.weight``,
``0.weight``) and ``export`` writes ``arg:``/``aux:`` + the global name.

Hybridization: after ``hybridize()`` the first call traces ``hybrid_forward``
with ``F = sym`` on variables ``data`` (one input) or ``data0, data1...``,
builds a :class:`CachedOp` and runs it; later calls only run it, through a
fast call that skips the argument and parameter bookkeeping while nothing it
relies on has changed (see ``HybridBlock._install_fast_call``).  Before
``hybridize()`` every call runs ``hybrid_forward`` with ``F = nd``.
Parameters declared with unknown (0) dims get their shapes from
``Symbol.infer_shape`` on the first call, then are initialized.
"""
from __future__ import annotations

import re
import threading
import warnings
from collections import OrderedDict

import numpy as np

from .. import autograd, initializer, nd, params_io, sym
from .. import name as _name
from ..errors import HybridError
from ..ndarray import BUFFERS_REBOUND, DTYPE_MX_TO_NP, NDArray
from ..symbol import Node, Symbol, topo_order
from .cached_op import CachedOp
from .model_file import load_model, save_model
from .parameter import (
    DeferredInitializationError,
    Parameter,
    ParameterDict,
    ParameterLoadError,
    _brief,
)

__all__ = ["Block", "HybridBlock", "SymbolBlock"]


def _nd():
    return nd


def _sym():
    return sym


class _BlockScope:
    """``with block.name_scope():`` collects children and prefixes symbol names."""

    _current = threading.local()

    def __init__(self, block):
        self._block = block
        self._counter = {}
        self._old_scope = None
        self._name_scope = None

    @staticmethod
    def create(prefix, params, hint):
        current = getattr(_BlockScope._current, "value", None)
        if current is None:
            if prefix is None:
                prefix = _name.current().get(None, hint) + "_"
            params = ParameterDict(prefix) if params is None else ParameterDict(params.prefix, params)
            return prefix, params
        if prefix is None:
            count = current._counter.get(hint, 0)
            prefix = f"{hint}{count}_"
            current._counter[hint] = count + 1
        if params is None:
            parent = current._block.params
            params = ParameterDict(parent.prefix + prefix, parent._shared)
        else:
            params = ParameterDict(params.prefix, params)
        return current._block.prefix + prefix, params

    def __enter__(self):
        if self._block._empty_prefix:
            return self
        self._old_scope = getattr(_BlockScope._current, "value", None)
        _BlockScope._current.value = self
        self._name_scope = _name.Prefix(self._block.prefix)
        self._name_scope.__enter__()
        return self

    def __exit__(self, ptype, value, trace):
        if self._block._empty_prefix:
            return
        self._name_scope.__exit__(ptype, value, trace)
        self._name_scope = None
        _BlockScope._current.value = self._old_scope


def where(block) -> str:
    """``LeNet.hybrid_forward (net.py:23)``: the user code an error is about."""
    cls = type(block)
    fn = getattr(cls, "hybrid_forward", None) if isinstance(block, HybridBlock) else None
    fn = fn or getattr(cls, "forward", None)
    code = getattr(fn, "__code__", None)
    if code is None:
        return cls.__name__
    return f"{cls.__name__}.{fn.__name__} ({code.co_filename}:{code.co_firstlineno})"


def _indent(text, spaces):
    lines = text.split("\n")
    return "\n".join([lines[0]] + [" " * spaces + ln for ln in lines[1:]])


def _gather_type_ctx_info(args):
    """(has a Symbol, has an NDArray, the NDArrays' contexts, the first NDArray's context) of
    nested arguments.  Python values among them (a size tuple handed to a child block, a scale)
    are passed over, as MXNet 1.9.1 does: only a hybridized call, whose graph takes tensors
    alone, refuses them (``_flatten``)."""
    if isinstance(args, NDArray):
        return False, True, {args.context}, args.context
    if isinstance(args, Symbol):
        return True, False, set(), None
    if not isinstance(args, (list, tuple)):
        return False, False, set(), None
    has_sym = has_nd = False
    ctxs, first = set(), None
    for item in args:
        s, n, c, f = _gather_type_ctx_info(item)
        has_sym, has_nd = has_sym or s, has_nd or n
        ctxs |= c
        if first is None:
            first = f
        if has_sym and has_nd:
            break
    return has_sym, has_nd, ctxs, first


def _flatten(args, inout_str):
    if isinstance(args, NDArray):
        return [args], 0
    if isinstance(args, Symbol):
        n = args._num_outputs()
        return [args], (n if n > 1 else 0)
    if args is None:
        return [None], -1
    if not isinstance(args, (list, tuple)):
        raise ValueError(f"When hybridized, the {inout_str} of HybridBlock must be (nested) "
                         f"list of Symbol or NDArray, but got {args!r} of type {type(args).__name__}")
    flat, fmts = [], []
    for item in args:
        f, fmt = _flatten(item, inout_str)
        flat.extend(f)
        fmts.append(fmt)
    return flat, fmts


def _regroup(args, fmt):
    def merge(args, fmt):
        if isinstance(fmt, int):
            if fmt in (0, -1):
                return args[0], args[1:]
            return args[:fmt], args[fmt:]
        ret = []
        for f in fmt:
            res, args = merge(args, f)
            ret.append(res)
        return ret, args
    return merge(args, fmt)[0]


class Block:
    """Base class of all layers and models; subclasses implement ``forward``."""

    _summary_row = True     # summary() gives this block a row (containers say False)

    def __init__(self, prefix=None, params=None):
        self._empty_prefix = prefix == ""
        self._prefix, self._params = _BlockScope.create(prefix, params, self._alias())
        self._name = self._prefix[:-1] if self._prefix.endswith("_") else self._prefix
        self._scope = _BlockScope(self)
        self._children = OrderedDict()
        self._reg_params = {}
        self._forward_hooks = OrderedDict()
        self._forward_pre_hooks = OrderedDict()

    def __repr__(self):
        modstr = "\n".join(f"  ({key}): {_indent(repr(block), 2)}"
                           for key, block in self.__dict__.items() if isinstance(block, Block))
        return f"{self.__class__.__name__}(\n{modstr}\n)"

    def __setattr__(self, name, value):
        """Registers child blocks and parameters assigned as attributes."""
        if hasattr(self, name):
            existing = getattr(self, name)
            if isinstance(existing, (Parameter, Block)) and not isinstance(value, type(existing)):
                raise TypeError(f"Changing attribute type for {name} from {type(existing)} to "
                                f"{type(value)} is not allowed.")
        if isinstance(value, Block):
            self.register_child(value, name)
        elif isinstance(value, Parameter):
            if name in self._reg_params:
                raise ValueError(f"Overriding Parameter attribute {name} is not allowed. If you "
                                 "want to share parameters between blocks, please set 'params' "
                                 "at Block construction instead.")
            self._reg_params[name] = value
        super().__setattr__(name, value)

    def _check_container_with_block(self):
        children = set(id(c) for c in self._children.values())

        def hidden(data):
            if isinstance(data, (list, tuple)):
                return any(hidden(e) for e in data)
            if isinstance(data, dict):
                return any(hidden(v) for v in data.values())
            return isinstance(data, Block) and id(data) not in children

        for k, v in self.__dict__.items():
            if isinstance(v, (list, tuple, dict)) and not (k.startswith("__") or k == "_children"):
                if hidden(v):
                    warnings.warn(f'"{self.__class__.__name__}.{k}" is an unregistered container '
                                  "with Blocks. Note that Blocks inside the list, tuple or dict "
                                  "will not be registered automatically. Make sure to register "
                                  "them using register_child() or switching to "
                                  "nn.Sequential/nn.HybridSequential instead.", stacklevel=3)

    def _alias(self):
        return self.__class__.__name__.lower()

    @property
    def prefix(self):
        return self._prefix

    @property
    def name(self):
        return self._name

    def name_scope(self):
        """``with self.name_scope():`` children created inside get this block's prefix."""
        return self._scope

    @property
    def params(self):
        """This block's own ParameterDict (children's parameters not included)."""
        return self._params

    def collect_params(self, select=None):
        """All parameters of this block and its children; ``select`` is a regex on names."""
        self._check_container_with_block()
        ret = ParameterDict(self._params.prefix)
        if not select:
            ret.update(self.params)
        else:
            pattern = re.compile(select)
            ret.update({n: p for n, p in self.params.items() if pattern.match(n)})
        for child in self._children.values():
            ret.update(child.collect_params(select=select))
        return ret

    def _collect_params_with_prefix(self, prefix=""):
        if prefix:
            prefix += "."
        ret = {prefix + key: val for key, val in self._reg_params.items()}
        for name, child in self._children.items():
            ret.update(child._collect_params_with_prefix(prefix + name))
        return ret

    def save_parameters(self, filename, deduplicate=False):
        """Write the parameters under structural names (``0.weight``) in MXNet's format."""
        params = self._collect_params_with_prefix()
        if deduplicate:
            reverse = {id(v): k for k, v in params.items()}
            params = {k: v for k, v in params.items() if reverse[id(v)] == k}
        params_io.save(filename, {k: v._reduce_numpy() for k, v in params.items()})

    def save(self, prefix):
        """Write ``<prefix>-model.json`` (the block tree, saved graphs) and
        ``<prefix>-model.params``, as MXNet 1.9.1's ``Block.save`` (see ``model_file``)."""
        save_model(self, prefix)

    def load(self, prefix):
        """Load what ``save(prefix)`` wrote into this block, built by the same code."""
        load_model(self, prefix)

    def save_params(self, filename):
        warnings.warn("save_params is deprecated. Please use save_parameters.",
                      DeprecationWarning, stacklevel=2)
        self.collect_params().save(filename, strip_prefix=self.prefix)

    def load_parameters(self, filename, ctx=None, allow_missing=False, ignore_extra=False,
                        cast_dtype=False, dtype_source="current"):
        """Load what ``save_parameters`` wrote (MXNet binary, or a ``.npz``)."""
        loaded = params_io.load(filename)
        params = self._collect_params_with_prefix()
        # MXNet writes a block without parameters as a file of no arrays and no names, which
        # reads back as an empty list; MXNet loads it into such a block
        if not loaded and not params:
            return
        if not isinstance(loaded, dict):
            raise ParameterLoadError(f"{filename}: holds an unnamed list of arrays, not "
                                     "parameters saved by save_parameters")
        if not any("." in k for k in loaded):
            # Files written by the old save_params: global names minus our prefix.
            self.collect_params().load(filename, ctx, allow_missing, ignore_extra, self.prefix,
                                       cast_dtype=cast_dtype, dtype_source=dtype_source)
            return
        if not allow_missing:
            by_param = {}
            for k, v in params.items():
                by_param.setdefault(id(v), []).append(k)
            for name, param in params.items():
                if not any(alias in loaded for alias in by_param[id(param)]):
                    raise ParameterLoadError(
                        f"Parameter '{name}' is missing in file '{filename}', which contains "
                        f"parameters: {_brief(loaded.keys())}. Set allow_missing=True to "
                        "ignore missing parameters.")
        for name, value in loaded.items():
            if name not in params:
                if not ignore_extra:
                    raise ParameterLoadError(
                        f"Parameter '{name}' loaded from file '{filename}' is not present in "
                        f"this Block, which contains parameters {_brief(params.keys())}. Set "
                        "ignore_extra=True to ignore.")
                continue
            params[name]._load_init(value, ctx, cast_dtype=cast_dtype, dtype_source=dtype_source)

    def load_params(self, filename, ctx=None, allow_missing=False, ignore_extra=False):
        warnings.warn("load_params is deprecated. Please use load_parameters.",
                      DeprecationWarning, stacklevel=2)
        self.load_parameters(filename, ctx, allow_missing, ignore_extra)

    def register_child(self, block, name=None):
        """Register ``block`` as a child (done automatically for attributes)."""
        if name is None:
            name = str(len(self._children))
        self._children[name] = block

    def register_forward_pre_hook(self, hook):
        return _HookHandle(self._forward_pre_hooks, hook)

    def register_forward_hook(self, hook):
        return _HookHandle(self._forward_hooks, hook)

    def apply(self, fn):
        for child in self._children.values():
            child.apply(fn)
        fn(self)
        return self

    def initialize(self, init=None, ctx=None, verbose=False, force_reinit=False):
        """Initialize all parameters (``init`` is the default for those without their own)."""
        self.collect_params().initialize(
            initializer.Uniform() if init is None else init, ctx, verbose, force_reinit)

    def hybridize(self, active=True, **kwargs):
        """Hybridize the HybridBlock children (a plain Block itself stays eager)."""
        for child in self._children.values():
            child.hybridize(active, **kwargs)

    def cast(self, dtype):
        for child in self._children.values():
            child.cast(dtype)
        for _, param in self.params.items():
            param.cast(dtype)

    def __call__(self, *args):
        for hook in list(self._forward_pre_hooks.values()):
            hook(self, args)
        out = self.forward(*args)
        for hook in list(self._forward_hooks.values()):
            hook(self, args, out)
        return out

    def forward(self, *args):
        raise NotImplementedError(f"{type(self).__name__} must implement forward()")

    def summary(self, *inputs):
        """Print each layer's output shape and parameter counts for one forward pass (as MXNet).

        The block must be initialized and not hybridized (hooks do not run inside a graph).
        """
        rows = [("Input", _shape_str(inputs), 0, 0, 0)]
        seen, handles = set(), []

        def hook(block, _, outputs):
            total = trainable = shared = 0
            for p in block.params.values():
                n = int(np.prod(p.data().shape))
                total += n
                trainable += 0 if p.grad_req == "null" else n
                if id(p) in seen:
                    shared += n
                seen.add(id(p))
            rows.append((f"{block.__class__.__name__}-{len(rows)}", _shape_str(outputs),
                         total, trainable, shared))

        def attach(block):
            if isinstance(block, HybridBlock) and block._active:
                raise ValueError(f'"{block.name}" must not be hybridized to print summary.')
            if block._summary_row:
                handles.append(block.register_forward_hook(hook))

        try:
            self.apply(attach)
            self(*inputs)
            fmt = "{:>20}  {:>42} {:>15}"
            print("-" * 80)
            print(fmt.format("Layer (type)", "Output Shape", "Param #"))
            print("=" * 80)
            for name, shape, total, _, _ in rows:
                print(fmt.format(name, shape, total))
            total = sum(r[2] for r in rows)
            trainable = sum(r[3] for r in rows)
            shared = sum(r[4] for r in rows)
            print("=" * 80)
            print("Parameters in forward computation graph, duplicate included")
            print(f"   Total params: {total}")
            print(f"   Trainable params: {trainable}")
            print(f"   Non-trainable params: {total - trainable}")
            print(f"Shared params in forward computation graph: {shared}")
            print(f"Unique parameters in model: {total - shared}")
            print("-" * 80)
        finally:
            for h in handles:
                h.detach()


def _shape_str(args):
    """``(1, 2)`` for one array, ``(1, 2), (3,)`` for several, nested lists kept."""
    def shapes(a):
        if isinstance(a, (list, tuple)):
            return [shapes(x) for x in a]
        return a.shape if isinstance(a, NDArray) else a
    s = shapes(args)
    if isinstance(s, list):
        return str(s)[1:-1] if len(s) != 1 or isinstance(s[0], list) else str(s[0])
    return str(s)


class _HookHandle:
    _next = [0]

    def __init__(self, hooks, hook):
        self._hooks = hooks
        self._id = self._next[0]
        self._next[0] += 1
        hooks[self._id] = hook

    def detach(self):
        self._hooks.pop(self._id, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.detach()


class HybridBlock(Block):
    """A block whose ``hybrid_forward(self, F, x, *args, **params)`` works on NDArrays and Symbols."""

    def __init__(self, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._cached_graph = ()
        self._cached_op = None
        self._in_format = None
        self._out_format = None
        self._active = False
        self._flags = []

    # the installed fast call (see _install_fast_call); None: take the full path
    _fast_call = None

    def __setattr__(self, name, value):
        super().__setattr__(name, value)
        if isinstance(value, HybridBlock):
            self._clear_cached_op()

    def __getstate__(self):
        # a copy (copy.deepcopy(net)) has its own parameters: it must not inherit the
        # fast call, whose closure feeds this block's arrays
        state = self.__dict__.copy()
        state.pop("_fast_call", None)
        return state

    def __call__(self, *args):
        fast = self._fast_call
        if fast is not None and not self._forward_pre_hooks and not self._forward_hooks:
            out = fast(args)
            if out is not None:
                return out
        return super().__call__(*args)

    @property
    def _cached_op_args(self):
        """``(is_data, index or Parameter)`` per graph input, as MXNet keeps them."""
        if self._cached_op is None:
            return []
        return [(is_data, ref) for _, is_data, ref in self._cached_op.bindings]

    def _get_graph(self, *args):
        if not self._cached_graph:
            sym = _sym()
            flat, self._in_format = _flatten(args, "input")
            real = sum(a is not None for a in flat)
            if real == 0:
                raise ValueError(f"All args are None and we do not support such a case. "
                                 f"Received args={args}")
            inputs, symbol_inputs, cnt = [], [], 0
            for a in flat:
                if a is None:
                    inputs.append(None)
                    continue
                v = sym.var(f"data{cnt}" if real > 1 else "data")
                cnt += 1
                inputs.append(v)
                symbol_inputs.append(v)
            grouped = _regroup(inputs, self._in_format)
            if not isinstance(grouped, list):
                grouped = [grouped]
            params = {k: p.var() for k, p in self._reg_params.items()}
            with self.name_scope():
                out = self.hybrid_forward(sym, *grouped, **params)
            try:
                out, self._out_format = _flatten(out, "output")
            except ValueError as e:
                raise ValueError(f"{where(self)} returned something that is not a Symbol: {e}. "
                                 "hybrid_forward must return tensors (or lists of them) "
                                 "computed with F.") from None
            self._cached_graph = symbol_inputs, sym.Group(out) if len(out) > 1 else out[0]
        return self._cached_graph

    def _build_cache(self, *args):
        data, out = self._get_graph(*args)
        flags = dict(self._flags)
        # bound by the parameter dict's keys, as MXNet: after ``load`` they are the names the
        # saved graph uses while each Parameter keeps its own name
        self._cached_op = CachedOp(out, [d.name for d in data],
                                   dict(self.collect_params().items()),
                                   flags, where=where(self))

    def _deferred_infer_shape(self, *args):
        try:
            self.infer_shape(*args)
        except HybridError:
            raise
        except Exception as e:
            raise ValueError(f"Deferred initialization failed because shape cannot be "
                             f"inferred in {where(self)}: {e}") from e

    def _call_cached_op(self, *args, _flat=None):
        if self._cached_op is None:
            self._build_cache(*args)
        if _flat is None:
            flat, fmt = _flatten(args, "input")
        else:
            flat, fmt = _flat
        if fmt != self._in_format:
            raise ValueError("The argument structure of HybridBlock does not match the cached "
                             f"version. Stored format = {self._in_format}, input format = {fmt}")
        data = [a for a in flat if a is not None]
        ctx = data[0].context
        op = self._cached_op
        try:
            arrays = op.gather(data, ctx)
        except DeferredInitializationError:
            self._deferred_infer_shape(*args)
            for _, p in op.param_bindings:
                p._finish_deferred_init()
            arrays = op.gather(data, ctx)
        out = op.run(arrays, ctx)
        if self._fast_call is None:
            self._install_fast_call(op, ctx, len(flat))
        return _regroup(out, self._out_format)

    def _install_fast_call(self, op, ctx, n_args):
        """After a full call succeeded, cache what the next calls need (MXNet's
        CachedOp keeps its input bindings the same way): the compiled graph, each
        parameter's array, where each positional NDArray goes.  The fast call
        handles only plain positional NDArrays on ``ctx``, outside ``record()``
        (under it too for one input and one output: the same ``op.run`` on the
        same NDArrays as the full path, so the same tape node, without the
        argument checks and the parameter lookups, ~12 of a LeNet call's ~27 us
        of Python), while none of its parameters was re-initialized, loaded or
        cast (checked only when ``Parameter._generation`` moved); anything else
        returns ``None`` and takes the full path (structure checks, deferred
        init, hooks), which installs a fresh fast call if it was dropped."""
        if type(self).forward not in (HybridBlock.forward, SymbolBlock.forward):
            return                    # a user forward must run on every call
        if self._in_format != [0] * n_args:
            return
        compiled = op.compiled(ctx)
        if compiled is None:
            return
        generation = [Parameter._generation, BUFFERS_REBOUND[0]]
        params = {name: p.data(ctx)._data for name, p in op.param_bindings}
        lists = [(p, p._data) for _, p in op.param_bindings]
        rebound = BUFFERS_REBOUND
        slots = [(name, ref) for name, is_data, ref in op.bindings if is_data]
        out_format = self._out_format
        single = out_format == 0
        run = compiled.run
        is_recording, is_training = autograd.is_recording, autograd.is_training
        # under record(): the NDArrays op.gather would give, the data's place left open
        # (the call records one tape node through op.run, as the full path does)
        bound = [None if is_data else ref.data(ctx) for _, is_data, ref in op.bindings]

        def stale():
            # some parameter (or some NDArray's buffer: the optimizer's flat update) was
            # rebound somewhere; if not one of ours, carry on
            if any(p._data is not arrays for p, arrays in lists) or any(
                    p.data(ctx)._data is not params[name] for name, p in op.param_bindings) \
                    or any(a is not None and a is not ref.data(ctx)
                           for a, (_, _, ref) in zip(bound, op.bindings)):
                self._fast_call = None                # the next full call re-installs
                return True
            generation[0], generation[1] = Parameter._generation, rebound[0]
            return False

        if n_args == 1 and single and len(slots) == 1 and slots[0][1] == 0:
            data_name = slots[0][0]
            data_at = next(i for i, (_, is_data, _) in enumerate(op.bindings) if is_data)

            def fast(args):             # the common case, one input and one output
                if len(args) != 1:
                    return None
                if (Parameter._generation != generation[0] or rebound[0] != generation[1]) \
                        and stale():
                    return None
                a = args[0]
                if type(a) is not NDArray or (a._ctx is not ctx and a._ctx != ctx):
                    return None
                if is_recording():
                    arrays = bound.copy()
                    arrays[data_at] = a
                    with ctx:
                        return op.run(arrays, ctx)[0]
                feed = params.copy()
                feed[data_name] = a._data
                return NDArray(run(feed, is_training())[0], ctx)
        else:
            def fast(args):
                if len(args) != n_args or is_recording():
                    return None
                if (Parameter._generation != generation[0] or rebound[0] != generation[1]) \
                        and stale():
                    return None
                for a in args:
                    if type(a) is not NDArray or (a._ctx is not ctx and a._ctx != ctx):
                        return None
                feed = params.copy()
                for name, i in slots:
                    feed[name] = args[i]._data
                outs = run(feed, is_training())
                if single:
                    return NDArray(outs[0], ctx)
                return _regroup([NDArray(o, ctx) for o in outs], out_format)
        self._fast_call = fast

    def _clear_cached_op(self):
        self._cached_graph = ()
        self._cached_op = None
        self._fast_call = None

    def register_child(self, block, name=None):
        if not isinstance(block, HybridBlock):
            raise ValueError(
                f"Children of HybridBlock must also be HybridBlock, but {block} has type "
                f"{type(block)}. If you are using Sequential, please try HybridSequential "
                "instead.")
        super().register_child(block, name)
        self._clear_cached_op()

    def hybridize(self, active=True, backend=None, clear=True, static_alloc=False,
                  static_shape=False, inline_limit=2, forward_bulk_size=None,
                  backward_bulk_size=None, **kwargs):
        """Trace ``hybrid_forward`` once at the next call and run the graph from then on."""
        if static_shape and not static_alloc and active:
            raise ValueError(f"{self.name}: hybridize(static_shape=True) requires "
                             "static_alloc=True as well (as in MXNet)")
        if backend is not None:
            raise NotImplementedError(f"hybridize(backend={backend!r}): subgraph backends are "
                                      "not supported by the hybridlint runtime")
        self._active = active
        self._fast_call = None
        self._flags = [("static_alloc", static_alloc), ("static_shape", static_shape),
                       ("inline_limit", inline_limit)]
        if forward_bulk_size is not None:
            self._flags.append(("forward_bulk_size", forward_bulk_size))
        if backward_bulk_size is not None:
            self._flags.append(("backward_bulk_size", backward_bulk_size))
        if clear:
            self._clear_cached_op()
        if active and (self._forward_hooks or self._forward_pre_hooks):
            warnings.warn(f'"{self}" is being hybridized while still having forward hook/'
                          "pre-hook. If it is a child of HybridBlock, the hooks will not take "
                          "effect.", stacklevel=2)
        super().hybridize(active, static_alloc=static_alloc, static_shape=static_shape,
                          inline_limit=inline_limit, forward_bulk_size=forward_bulk_size,
                          backward_bulk_size=backward_bulk_size)

    def optimize_for(self, x, *args, backend=None, clear=False, static_alloc=False,
                     static_shape=False, inline_limit=2, forward_bulk_size=None,
                     backward_bulk_size=None, **kwargs):
        """Hybridize and build the graph for these inputs without running it (MXNet 1.9.1).
        The runtime has no subgraph backends: the graph stays unpartitioned, as MXNet leaves
        it for a backend it does not know (it logs an error and goes on); MXNet's own CPU
        backend (``MKLDNN``) would fuse operators, with float-rounding differences."""
        if kwargs:
            self._backend_opts = kwargs
        if not backend:
            raise ValueError('Must specify "backend" to optimize_for')
        warnings.warn(f"optimize_for(backend={backend!r}): the hybridlint runtime has no "
                      "subgraph backends; the graph runs unpartitioned", stacklevel=2)
        self.hybridize(True, None, clear, static_alloc, static_shape, inline_limit,
                       forward_bulk_size, backward_bulk_size)
        flat, _ = _flatten((x,) + args, "input")
        if not any(isinstance(a, (NDArray, Symbol)) for a in flat):
            raise ValueError("In HybridBlock, there must be one NDArray or one Symbol in the "
                             "input. Please check the type of the args.")
        ctxs = {a.context for a in flat if isinstance(a, NDArray)}
        if len(ctxs) > 1:
            raise ValueError("Found multiple contexts in the input, After hybridized, the "
                             "HybridBlock only supports one input context. Find all contexts "
                             f"= {ctxs}")
        self._build_cache(x, *args)

    def cast(self, dtype):
        self._clear_cached_op()
        super().cast(dtype)

    def _infer_attrs(self, infer_fn, attr, *args):
        inputs, out = self._get_graph(*args)
        flat, _ = _flatten(args, "input")
        data = [a for a in flat if a is not None]
        known = {i.name: getattr(j, attr) for i, j in zip(inputs, data)}
        arg_attrs, _, aux_attrs = getattr(out, infer_fn)(**known)
        if arg_attrs is None:
            partial = out.infer_shape_partial(**known)[0] if infer_fn == "infer_shape" else None
            missing = []
            if partial is not None:
                missing = [f"{n} {s}" for n, s in zip(out.list_arguments(), partial)
                           if not s or 0 in s]
            raise ValueError(f"{where(self)}: cannot infer the {attr} of "
                             f"{', '.join(missing) or 'some parameters'} from inputs {known}. "
                             "Give the layers their input sizes (in_units, in_channels, ...).")
        sdict = dict(zip(out.list_arguments(), arg_attrs))
        sdict.update(zip(out.list_auxiliary_states(), aux_attrs))
        for p in self.collect_params().values():
            if p.name in sdict:
                setattr(p, attr, sdict[p.name])

    def infer_shape(self, *args):
        """Fill in the parameters' unknown dims from the inputs' shapes."""
        self._infer_attrs("infer_shape", "shape", *args)

    def infer_type(self, *args):
        self._infer_attrs("infer_type", "dtype", *args)

    def export(self, path, epoch=0, remove_amp_cast=True):
        """Write ``path-symbol.json`` and ``path-%04d.params`` (``arg:``/``aux:`` names)."""
        if not self._cached_graph or self._cached_op is None:
            raise RuntimeError("Please first call block.hybridize() and then run forward with "
                               "this block at least once before calling export.")
        sym = self._cached_graph[1]
        sym.save(f"{path}-symbol.json", remove_amp_cast=remove_amp_cast)
        arg_names = set(sym.list_arguments())
        aux_names = set(sym.list_auxiliary_states())
        arg_dict = {}
        for _, param in self._cached_op.param_bindings:
            if param.name in arg_names:
                arg_dict[f"arg:{param.name}"] = param._reduce_numpy()
            elif param.name in aux_names:
                arg_dict[f"aux:{param.name}"] = param._reduce_numpy()
        params_io.save(f"{path}-{epoch:04d}.params", arg_dict)

    def forward(self, x, *args):
        has_sym, has_nd, ctxs, ctx = _gather_type_ctx_info((x,) + args)
        if has_sym and has_nd:
            raise ValueError("In HybridBlock, we do not support mixed NDArrays and Symbols types "
                             "for the input. Please check the type of the args.")
        if not has_sym and not has_nd:
            raise ValueError("In HybridBlock, there must be one NDArray or one Symbol in the "
                             "input. Please check the type of the args.")
        if has_nd:
            if self._active:
                if len(ctxs) > 1:
                    raise ValueError("Find multiple contexts in the input, After hybridized, the "
                                     "HybridBlock only supports one input context. Find all "
                                     f"contexts = {ctxs}")
                with ctx:
                    return self._call_cached_op(x, *args, _flat=_flatten((x,) + args, "input"))
            with ctx:
                try:
                    params = {k: v.data(ctx) for k, v in self._reg_params.items()}
                except DeferredInitializationError:
                    self._deferred_infer_shape(x, *args)
                    for _, v in self.params.items():
                        v._finish_deferred_init()
                    params = {k: v.data(ctx) for k, v in self._reg_params.items()}
                return self.hybrid_forward(_nd(), x, *args, **params)
        params = {k: v.var() for k, v in self._reg_params.items()}
        with self.name_scope():
            return self.hybrid_forward(_sym(), x, *args, **params)

    def hybrid_forward(self, F, x, *args, **kwargs):
        raise NotImplementedError(f"{type(self).__name__} must implement hybrid_forward()")


def _common_prefix(names):
    if not names:
        return ""
    prefix = names[0]
    for name in names:
        i = 0
        while i < len(prefix) and i < len(name) and prefix[i] == name[i]:
            i += 1
        prefix = prefix[:i]
    return prefix


def _substitute(symbol, replacements):
    """A copy of ``symbol`` whose variables named in ``replacements`` are those Symbols."""
    new_nodes = {}

    def ref(node, i):
        if node.op is None and node.name in replacements:
            return replacements[node.name]._outputs[0]
        return new_nodes[id(node)], i

    for node in topo_order(symbol._outputs):   # inputs before users
        if node.op is None and node.name in replacements:
            continue
        new = Node(node.op, node.name, node.attrs, [], node.user_attrs, node.subgraphs, node.loc)
        new.inputs = [ref(src, i) for src, i in node.inputs]
        new_nodes[id(node)] = new
    return Symbol([ref(n, i) for n, i in symbol._outputs])


class SymbolBlock(HybridBlock):
    """A HybridBlock running a given Symbol; ``SymbolBlock.imports`` loads an export."""

    @staticmethod
    def imports(symbol_file, input_names, param_file=None, ctx=None, allow_missing=False,
                ignore_extra=False):
        """Load ``path-symbol.json`` (+ ``path-NNNN.params``) written by ``export``."""
        sym = _sym()
        symbol = sym.load(symbol_file)
        if isinstance(input_names, str):
            input_names = [input_names]
        if param_file is None:
            inputs = [sym.var(i, dtype=np.float32) for i in input_names]
        else:
            inputs = [sym.var(i) for i in input_names]
        ret = SymbolBlock(symbol, inputs)
        if param_file is not None:
            ret.collect_params().load(param_file, ctx, allow_missing, ignore_extra,
                                      cast_dtype=True, dtype_source="saved")
        return ret

    def __repr__(self):
        sym = self._cached_graph[1]
        return (f"{self.__class__.__name__}(\n{sym} : {len(self._cached_graph[0])} -> "
                f"{len(sym.list_outputs())}\n)")

    def __init__(self, outputs, inputs, params=None):
        super().__init__(prefix=None, params=None)
        self._prefix = ""
        self._params = ParameterDict("", params)
        if isinstance(inputs, Symbol) and inputs._num_outputs() == 1:
            inputs = [inputs]
        if isinstance(outputs, (list, tuple)) and len(outputs) == 1:
            outputs = outputs[0]
        syms, self._in_format = _flatten(inputs, "input")
        out, self._out_format = _flatten(outputs, "output")
        input_names = set()
        for s in syms:
            if not isinstance(s, Symbol) or len(s.get_internals().list_outputs()) != 1:
                raise ValueError(f"Input symbols must be variables, but {s} is an output of "
                                 "operators")
            input_names.add(s.name)
        out = _sym().Group(out) if len(out) > 1 else out[0]
        arg_params = out.list_arguments()
        aux_params = out.list_auxiliary_states()
        for name in input_names:
            if name not in out.list_inputs():
                raise ValueError(f"input {name!r} is not an input of the symbol, whose inputs are "
                                 f"{_brief(out.list_inputs())}")
        arg_types, aux_types = self._param_types(syms, out, arg_params, aux_params)
        for i, arg in enumerate(arg_params):
            if arg not in input_names:
                self.params.get(arg, allow_deferred_init=True, dtype=arg_types[i])
        for i, aux in enumerate(aux_params):
            if aux not in input_names:
                self.params.get(aux, grad_req="null", allow_deferred_init=True, dtype=aux_types[i])
        self._cached_graph = syms, out
        len_prefix = len(_common_prefix(list(self._params.keys())))
        self._reg_params = {key[len_prefix:]: val for key, val in self._params.items()}

    @staticmethod
    def _param_types(inputs, out, arg_params, aux_params, default=np.float32):
        known = {}
        for s in inputs:
            dt = s.attr("__dtype__")
            if dt is not None:
                known[s.name] = DTYPE_MX_TO_NP.get(int(dt), np.dtype(default)).type
        try:
            arg_types, _, aux_types = out.infer_type(**known)
        except Exception:
            arg_types = aux_types = None
        arg_types = [t if t is not None else default for t in (arg_types or [None] * len(arg_params))]
        aux_types = [t if t is not None else default for t in (aux_types or [None] * len(aux_params))]
        return arg_types, aux_types

    def forward(self, x, *args):
        if isinstance(x, NDArray):
            with x.context:
                return self._call_cached_op(x, *args)
        if not isinstance(x, Symbol):
            raise TypeError("HybridBlock requires the first argument to forward be either "
                            f"Symbol or NDArray, but got {type(x).__name__}")
        flat, fmt = _flatten([x] + list(args), "input")
        if fmt != self._in_format:
            raise ValueError("Invalid input format")
        ret = _substitute(self._cached_graph[1],
                          {k.name: v for k, v in zip(self._cached_graph[0], flat)})
        outs = [Symbol([o]) for o in ret._outputs]
        return _regroup(outs, self._out_format)

    def _build_cache(self, *args):
        data, out = self._cached_graph
        self._cached_op = CachedOp(out, [d.name for d in data],
                                   {p.name: p for p in self.collect_params().values()},
                                   dict(self._flags))

    def _clear_cached_op(self):
        tmp = self._cached_graph
        super()._clear_cached_op()
        self._cached_graph = tmp

    def cast(self, dtype):
        self._clear_cached_op()
        super().cast(dtype)

    def hybrid_forward(self, F, x, *args, **kwargs):
        raise NotImplementedError
