"""The op table: the one place where an operator is defined.

Every operator of the runtime is one :class:`Op` entry.  ``nd`` (eager),
``sym`` (tracing), the ``-symbol.json`` reader/writer, the graph executor,
the gradient machinery and the linter's pure-data catalogue
(``catalogue.json``) are all derived from this table, so an op is never
written twice.

An entry holds:

* ``name`` -- the name MXNet 1.9.1 registers and writes into ``-symbol.json``
  (``"FullyConnected"``, ``"broadcast_add"``, ``"_plus_scalar"``);
* ``aliases`` -- further names under which ``nd``/``sym`` expose it
  (``Concat`` is also ``concat``; JSON always gets ``name``);
* ``inputs`` -- input names in MXNet's order (``("data", "weight", "bias")``);
  ``VARIADIC`` for ops that take ``*data`` (``Concat``, ``stack``, ``add_n``);
  ``named_inputs`` names a variadic op's inputs from its attributes and their count
  (MXNet's MKLDNN subgraph ops, whose BatchNorm statistics are aux inputs);
* ``attrs`` -- typed attributes with defaults; values arrive either as python
  values or as MXNet's string forms from JSON (``"(5, 5)"``, ``"False"``);
* ``kernel(ctx, a, *arrays)`` -- the eager computation against ``ctx.xp``
  (numpy or cupy); returns one array or a tuple of ``num_outputs`` arrays;
* ``infer_shape(a, *in_shapes)`` -- output shapes from input shapes;
* ``infer_input_shapes(a, in_shapes)`` -- optional: fills in the shapes of
  parameter inputs (weights) from the data shape, for deferred init;
* ``infer_input_shapes_back(a, in_shapes, out_shapes)`` -- optional: fills in
  unknown input dims from known output shapes, when a later node fixed the
  output (the graph's backward sweep; ``Reshape``, ``_rnn_param_concat``);
* ``infer_type(a, *in_dtypes)`` -- optional; default: every output has the
  first input's dtype;
* ``num_outputs`` -- an int, or a function of the attributes;
* ``grad(ctx, a, inputs, outputs, out_grads)`` -- the slot for the gradient
  rule (filled by the autograd work); returns one gradient per input, ``None``
  for inputs that get none;
* ``aux_update(ctx, a, inputs)`` -- optional: the update of auxiliary states
  that the backward pass applies after the gradient rule (BatchNorm folds the
  batch statistics into its moving ones);
* ``keeps_saved`` -- the kernel leaves ``ctx.saved`` (what its outputs do not show and
  its gradient needs: the fused RNN's dropout masks) and the rule of the same call reads
  it back from its own ``ctx.saved``;
* ``cpu_form`` / ``cuda_form`` -- an elementwise op's forms in generated code,
  registered beside its kernel (``ops/lowering.py`` has the building
  blocks): the compiler fuses and emits any op that has them, and calls
  ``kernel`` for the others;
* ``lowering`` -- what the compiler may generate instead of calling ``kernel``
  for a non-elementwise op (an ``OpLowering``: ``ops/lowering.py``).

The table is filled from above: each module of ``ops/`` registers its entries
when it is imported, and ``hybridlint.runtime.ops`` imports them all.  This
module imports nothing of the runtime, so whoever needs the whole table (the
``nd``/``sym`` namespaces, the JSON reader, the catalogue) imports ``ops``.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

__all__ = [
    "REQUIRED", "VARIADIC", "AttrType", "Int", "Float", "Bool", "Str", "Shape",
    "OptShape", "OptInt", "OptFloat", "OptBool", "Dtype", "Attr", "Attrs",
    "KernelContext", "Op", "register", "get", "find", "all_ops", "OpError",
]


class OpError(ValueError):
    """An operator was called with arguments it cannot accept."""


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()
VARIADIC = ("*data",)


# --------------------------------------------------------------------------
# Attribute types: each parses a python value or MXNet's string form, and
# formats a value back into the string MXNet writes into -symbol.json.
# --------------------------------------------------------------------------

class AttrType:
    name = "any"

    def parse(self, value: Any) -> Any:
        return value

    def format(self, value: Any) -> str:
        return str(value)


def _literal(text: str) -> Any:
    try:
        return ast.literal_eval(text.strip())
    except (ValueError, SyntaxError) as e:
        raise OpError(f"cannot parse attribute value {text!r}") from e


class _Int(AttrType):
    name = "int"

    def parse(self, value):
        if isinstance(value, str):
            value = _literal(value)
        # MXNet 1.9.1 parses the value's text: '6.0' and 'True' are not ints there
        # ("Invalid Parameter format for height expect int but value='6.0'")
        if isinstance(value, bool) or not isinstance(value, (int,)) and not (
                hasattr(value, "__index__")):
            raise OpError(f"expected an int, got {value!r}")
        return int(value)


class _Float(AttrType):
    name = "float"

    def parse(self, value):
        if isinstance(value, str):
            v = value.strip().lower()
            if v in ("inf", "+inf", "-inf", "nan"):
                return float(v)
            value = _literal(value)
        if isinstance(value, bool):
            raise OpError(f"expected a float, got {value!r}")
        try:
            return float(value)
        except (TypeError, ValueError) as e:
            raise OpError(f"expected a float, got {value!r}") from e


class _Bool(AttrType):
    name = "bool"

    def parse(self, value):
        if isinstance(value, str):
            v = value.strip().lower()
            if v in ("true", "1"):
                return True
            if v in ("false", "0"):
                return False
            raise OpError(f"expected a bool, got {value!r}")
        return bool(value)

    def format(self, value):
        return "True" if value else "False"


class Str(AttrType):
    """A string attribute, optionally restricted to ``choices``."""

    name = "str"

    def __init__(self, *choices: str):
        self.choices = choices

    def parse(self, value):
        if not isinstance(value, str):
            raise OpError(f"expected a string, got {value!r}")
        if self.choices and value not in self.choices:
            raise OpError(f"expected one of {self.choices}, got {value!r}")
        return value


class _Shape(AttrType):
    """A tuple of ints; MXNet writes it as ``"(5, 5)"``; an int means ``(n,)``."""

    name = "shape"

    def parse(self, value):
        if isinstance(value, str):
            value = _literal(value)
        if isinstance(value, (int,)) and not isinstance(value, bool):
            return (int(value),)
        if isinstance(value, (list, tuple)):
            out = []
            for v in value:
                if isinstance(v, bool) or not isinstance(v, int) and not hasattr(v, "__index__"):
                    raise OpError(f"expected a tuple of ints, got {value!r}")
                out.append(int(v))
            return tuple(out)
        raise OpError(f"expected a tuple of ints, got {value!r}")

    def format(self, value):
        return str(tuple(value))


class _Optional(AttrType):
    def __init__(self, inner: AttrType):
        self.inner = inner
        self.name = f"optional {inner.name}"

    def parse(self, value):
        if value is None or (isinstance(value, str) and value.strip() == "None"):
            return None
        return self.inner.parse(value)

    def format(self, value):
        return "None" if value is None else self.inner.format(value)


class _Dtype(AttrType):
    """A dtype name as MXNet writes it (``"float32"``); numpy dtypes accepted."""

    name = "dtype"

    def parse(self, value):
        if value is None or value == "None":
            return None
        if isinstance(value, str):
            return value
        import numpy as np  # runtime-only path; the linter never parses attributes

        return np.dtype(value).name

    def format(self, value):
        return str(value)


Int = _Int()
Float = _Float()
Bool = _Bool()
Shape = _Shape()
OptShape = _Optional(Shape)
OptInt = _Optional(Int)
OptFloat = _Optional(Float)
OptBool = _Optional(Bool)
Dtype = _Dtype()


@dataclass(frozen=True)
class Attr:
    name: str
    type: AttrType
    default: Any = REQUIRED
    doc: str = ""


class Attrs:
    """Parsed attribute values of one op call; read as ``a.num_hidden``.

    ``given`` keeps the attributes the caller passed, as MXNet's strings, which
    is what ``-symbol.json`` records (MXNet writes only what was passed).
    """

    __slots__ = ("_values", "given", "__dict__")

    def __init__(self, values: dict[str, Any], given: dict[str, str]):
        object.__setattr__(self, "_values", values)
        object.__setattr__(self, "given", given)
        # the values as plain instance attributes: ``a.eps`` is then one dict lookup,
        # where a miss of the normal lookup followed by __getattr__ cost ~1-3 us (the
        # internal AttributeError); ~300 reads a slim-ResNet training step.  Names the
        # class itself defines (get, items...) keep resolving to the class, as before.
        d = object.__getattribute__(self, "__dict__")
        for k, v in values.items():
            if k not in _ATTRS_CLASS_NAMES:
                d[k] = v

    def __getattr__(self, name: str) -> Any:
        # (only reached for names not set above; copy/pickle probe dunders on an
        # instance whose slots are not set yet end here too)
        if name.startswith("__") or name in Attrs.__slots__:
            raise AttributeError(name)
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(name) from None

    def __reduce__(self):
        return (Attrs, (dict(self._values), dict(self.given)))

    def __setattr__(self, name, value):
        raise AttributeError("Attrs are immutable")

    def __getitem__(self, name: str) -> Any:
        return self._values[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self._values.get(name, default)

    def items(self):
        return self._values.items()

    def __repr__(self) -> str:
        return f"Attrs({self._values!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Attrs) and self._values == other._values

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, repr(v)) for k, v in self._values.items())))


_ATTRS_CLASS_NAMES = frozenset(dir(Attrs))


@dataclass
class KernelContext:
    """What a kernel may use beyond its inputs: the array module, the mode and
    randomness (Dropout, random ops)."""

    xp: Any
    is_train: bool = False
    rng: Any = None  # a numpy/cupy Generator; created lazily by the caller
    # gradient rules only: which inputs' gradients the caller will use (one bool per
    # input; None: all).  A rule may return None for the others and skip their work
    # (the compiled backward asks for no data gradient of a network's first layer).
    need_grad: Any = None
    # gradient rules only: what a rule computed that the op's backward-time aux update
    # (``Op.aux_update``) may reuse -- BatchNorm leaves (data, batch mean, variance)
    aux_hint: Any = None
    # what a kernel of an op with ``Op.keeps_saved`` left for the gradient rule of the same
    # call, which finds it here (MXNet's reserve space: random draws the outputs do not
    # show, such as the fused RNN's dropout masks between layers, cannot be recomputed)
    saved: Any = None
    # kernels: the call is recorded for a backward (MXNet's OpContext::need_grad: under
    # autograd.record() whatever the train mode, or an Executor bound with gradients), so a
    # kernel can refuse what MXNet cannot train (LSTM with projection on the CPU)
    recording: bool = False
    # gradient rules only: where the caller runs a parameter gradient's remaining work
    # elsewhere (the compiled backward's worker thread, compiler/worker.py), a function
    # taking that work as a function of no arguments and returning a placeholder the
    # caller fills before its gradients leave it; None: the rule makes it now
    # (``grad_util.parameter_part``)
    defer: Any = None


def _same_as_first(a, *dtypes):
    return None if not dtypes else dtypes[0]


@dataclass
class Op:
    name: str
    kernel: Callable[..., Any]
    infer_shape: Callable[..., Any]
    inputs: tuple[str, ...] = ("data",)
    attrs: tuple[Attr, ...] = ()
    aliases: tuple[str, ...] = ()
    num_outputs: int | Callable[[Attrs], int] = 1
    # outputs MXNet 1.9.1's registration has, the hidden ones included (workspace, mask, saved
    # mean/var, sort indices); node_row_ptr in an exported -symbol.json counts them. None: the
    # visible count
    mxnet_outputs: int | Callable[[Attrs], int] | None = None
    infer_input_shapes: Callable[..., Any] | None = None
    infer_input_shapes_back: Callable[..., Any] | None = None
    infer_type: Callable[..., Any] | None = None
    # names of the inputs actually present for these attributes (no_bias drops
    # "bias"); None means all of ``inputs``
    active_inputs: Callable[[Attrs], tuple[str, ...]] | None = None
    # inputs that are auxiliary states (BatchNorm's moving_mean/moving_var):
    # exported as "aux:" and never given gradients
    aux_inputs: tuple[str, ...] = ()
    grad: Callable[..., Any] | None = None
    # backward-time update of the aux_inputs, run after ``grad`` on the same KernelContext
    # (MXNet updates BatchNorm's moving statistics in its backward, not its forward)
    aux_update: Callable[..., Any] | None = None
    # the kernel sets ``ctx.saved`` for its gradient rule: every caller that records a call
    # for a backward (the eager tape, the graph's reverse pass, the compiled training step)
    # keeps it with the call and hands it to ``grad`` as ``ctx.saved``
    keeps_saved: bool = False
    # sub-namespace of nd/sym where it lives: "" (top level), "contrib", "random", ...
    namespace: str = ""
    # further exposures elsewhere, as "ns.name" or "name" for the top level
    # (MXNet exposes random.uniform also as top-level random_uniform/uniform)
    also_in: tuple[str, ...] = ()
    # False for ops MXNet exposes only in nd (then sym lacks it)
    in_sym: bool = True
    in_nd: bool = True
    # elementwise ops (same-shape in, same-shape out, no reduction) may be fused
    elementwise: bool = False
    # the output's number of axes as a rule the linter reads from catalogue.json (it imports
    # nothing of the runtime; HYB008 compares two operands' exact ranks): {"inputs": names
    # whose ranks add up ("*data": one part of a variadic op, all of one rank), "add": n},
    # or {"rank": n}; with "attr"/"default"/"then", the rule "then" applies when the literal
    # value of that attribute differs from its default, or, given "when", equals that value
    # (sort flattens for axis=None only).  Never below 1 (legacy arrays have no
    # 0-D shape).  "least": n says the op raises for inputs that would give fewer axes
    # (batch_dot: 3), so its output has n axes or more even where its inputs' ranks are unknown.
    # "same_shape": True says more than the rank: the output has the shape of its
    # one counted input (softmax, Dropout); an elementwise op of one input gets that rule
    # without spelling it.  tests/runtime/test_catalogue.py checks each rule against infer_shape.
    rank: dict | None = None
    # hand-written NDArray and Symbol methods that compute this op under another name
    # (`x.astype(t)` is Cast, `x.copy()` is _copy): the catalogue files the rank rule under them too
    methods: tuple[str, ...] = ()
    # an output length only the data decides (boolean_mask; inferred as 0, "unknown"): a
    # hybridized graph holding one runs node by node, as MXNet's CachedOp turns dynamic
    dynamic_shape: bool = False
    # an elementwise op's forms in generated code, for floating-point dtypes (the
    # compiler asks only for those; integer dtypes keep the kernel's C casting rules):
    # cpu_form(a, dtype) -> emit(ins, out, const) -> [source lines] or None, numpy/cupy
    # ufunc calls writing ``out=`` and reading each element before writing it (``out``
    # may be an input's buffer); ``const(obj)`` binds a ufunc or scalar into the
    # generated code and returns its name.  cuda_form(a, dtype, args) -> a CUDA C
    # expression over the names in ``args`` (``T``: the element type) or None.
    cpu_form: Callable[..., Any] | None = None
    cuda_form: Callable[..., Any] | None = None
    # a non-elementwise op's generated code instead of its kernel: an ops.lowering.OpLowering
    # (the compiler's strategy by name, and the op's function giving its geometry)
    lowering: Any = None
    # attributes beyond ``attrs`` are kept as given (MXNet's Custom hands any keyword to the
    # user's CustomOpProp as a string) instead of being rejected
    open_attrs: bool = False
    # names of the outputs for these attributes (Symbol.list_outputs appends them to the node
    # name); None: MXNet's defaults ("output", "output0"...)
    output_names: Callable[[Attrs], list[str]] | None = None
    # a variadic op's input names when a call gives no inputs (Custom: the prop's
    # list_arguments, so sym.Custom(op_type=...) makes <name>_<argument> variables as MXNet)
    declared_inputs: Callable[[Attrs], tuple[str, ...]] | None = None
    # a variadic op whose inputs have names that its attributes and their count fix (MXNet's
    # MKLDNN subgraph ops: data, weight, [bias], [gamma, beta, mean, var], ...), so that aux
    # inputs can be told: (attrs, count) -> names
    named_inputs: Callable[[Attrs, int], tuple[str, ...]] | None = None
    doc: str = ""
    _attr_index: dict[str, Attr] = field(default_factory=dict, repr=False)

    def __post_init__(self):
        self._attr_index = {a.name: a for a in self.attrs}
        if (self.cpu_form or self.cuda_form) and not self.elementwise:
            raise ValueError(f"op {self.name!r}: generated-code forms are for elementwise ops")
        if self.rank is None and self.elementwise and self.inputs != VARIADIC and len(self.inputs) == 1:
            # (an elementwise op of two inputs may broadcast one: its shape is not one input's)
            self.rank = {"inputs": [self.inputs[0]], "same_shape": True}

    def exposures(self) -> list[tuple[str, str]]:
        """Every (namespace, name) under which nd/sym expose this op."""
        out = [(self.namespace, n) for n in (self.name, *self.aliases)]
        for q in self.also_in:
            ns, _, n = q.rpartition(".")
            out.append((ns, n))
        return out

    def exposed_names(self) -> list[str]:
        """:meth:`exposures` as the names the table is keyed by: "ns.name" in a sub-namespace
        (``linalg.gelqf``), the bare name at the top level (``linalg_gelqf``)."""
        return [f"{ns}.{n}" if ns else n for ns, n in self.exposures()]

    @property
    def variadic(self) -> bool:
        return self.inputs == VARIADIC

    def parse_attrs(self, kwargs: dict[str, Any]) -> Attrs:
        """Parse python or string attribute values; unknown names are an error.

        Names starting with ``__`` (``__shape__``, ``__init__``) and ``name``
        are MXNet bookkeeping and are not operator attributes.
        """
        values: dict[str, Any] = {}
        given: dict[str, str] = {}
        for key, raw in kwargs.items():
            if key.startswith("__") or key == "name":
                continue
            spec = self._attr_index.get(key)
            # MXNet keeps, and ignores, any keyword of an op without a parameter struct
            # (measured: zeros_like(x, dtype='int64') is float32 and writes the dtype)
            if spec is None and (self.open_attrs or not self.attrs):
                values[key] = given[key] = raw if isinstance(raw, str) else str(raw)
                continue
            if spec is None:
                known = ", ".join(sorted(self._attr_index)) or "none"
                raise OpError(f"operator {self.name} has no attribute {key!r} (known: {known})")
            try:
                values[key] = spec.type.parse(raw)
            except OpError as e:
                raise OpError(f"operator {self.name}, attribute {key!r}: {e}") from None
            given[key] = spec.type.format(values[key]) if not isinstance(raw, str) else raw
        for spec in self.attrs:
            if spec.name not in values:
                if spec.default is REQUIRED:
                    raise OpError(f"operator {self.name} needs attribute {spec.name!r}")
                values[spec.name] = spec.default
        return Attrs(values, given)

    def input_names(self, a: Attrs, n_given: int | None = None) -> tuple[str, ...]:
        if self.variadic:
            n = n_given if n_given is not None else a.get("num_args", 0)
            if n == 0 and self.declared_inputs is not None:
                return tuple(self.declared_inputs(a))
            if self.named_inputs is not None:
                return tuple(self.named_inputs(a, n))
            return tuple(f"arg{i}" for i in range(n))
        if self.active_inputs is not None:
            return tuple(self.active_inputs(a))
        return self.inputs

    def n_outputs(self, a: Attrs) -> int:
        return self.num_outputs(a) if callable(self.num_outputs) else self.num_outputs

    def out_types(self, a: Attrs, *in_dtypes):
        fn = self.infer_type
        if fn is None:
            return [_same_as_first(a, *in_dtypes)] * self.n_outputs(a)
        out = fn(a, *in_dtypes)
        return list(out) if isinstance(out, (list, tuple)) else [out]

    def out_shapes(self, a: Attrs, *in_shapes):
        out = self.infer_shape(a, *in_shapes)
        if isinstance(out, list):
            return [tuple(s) for s in out]
        return [tuple(out)]


_REGISTRY: dict[str, Op] = {}
_BY_ALIAS: dict[str, Op] = {}
_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")



def with_subgraphs(op: "Op", *, validate, kernel, infer_shape, infer_type, infer_input_shapes=None) -> "Op":
    """Give an op that runs subgraphs (control flow, MKLDNN fused ops) the hooks the graph
    executors and the JSON reader prefer over its plain entries: ``subgraph_validate``,
    ``subgraph_kernel``, ``subgraph_infer_shape``, ``subgraph_infer_type`` and, for an op whose
    parameter shapes follow from its subgraph, ``subgraph_infer_input_shapes``."""
    op.subgraph_validate = validate
    op.subgraph_kernel = kernel
    op.subgraph_infer_shape = infer_shape
    op.subgraph_infer_type = infer_type
    op.subgraph_infer_input_shapes = infer_input_shapes
    return op

def register(op: Op) -> Op:
    """Add ``op`` to the table; a name or alias may be registered once."""
    keys = []
    for ns, n in op.exposures():
        if not _NAME_RE.match(n):
            raise ValueError(f"bad op name {n!r}")
        key = f"{ns}.{n}" if ns else n
        if key in _BY_ALIAS or key in keys:
            raise ValueError(f"op name {key!r} registered twice")
        keys.append(key)
    if op.name in _REGISTRY:
        raise ValueError(f"op {op.name!r} registered twice")
    _REGISTRY[op.name] = op
    for key in keys:
        _BY_ALIAS[key] = op
    return op


def get(name: str) -> Op:
    """The op MXNet registers as ``name`` (as found in ``-symbol.json``)."""
    try:
        return _REGISTRY[name]
    except KeyError:
        raise OpError(f"unknown operator {name!r}{_empty_table_note()}") from None


def find(name: str, namespace: str = "") -> Op | None:
    """Look up by any exposed name (alias) within a namespace; None when nothing has it."""
    return _BY_ALIAS.get(f"{namespace}.{name}" if namespace else name)


def all_ops() -> Iterator[Op]:
    return iter(list(_REGISTRY.values()))


def _empty_table_note() -> str:
    # the table fills as the op modules are imported: an empty one means the caller looked an op
    # up before importing them, which would otherwise read as a misspelt name
    if _REGISTRY:
        return ""
    return (" (the op table is empty: import hybridlint.runtime.ops, which registers the "
            "operators, before looking one up)")
