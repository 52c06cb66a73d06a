"""Which names exist in ``nd`` / ``sym``: read from the runtime's pure-data ``catalogue.json``.

The lint path must not import numpy or the runtime package, so the file is
located with ``find_spec`` (which does not execute ``hybridlint/runtime``'s
``__init__``) and read as JSON.  When the file is missing or malformed the
small built-in lists below keep the linter working.
"""
from __future__ import annotations

import functools
import importlib.util
import json
import pathlib
from dataclasses import dataclass, field

# Attributes an NDArray has and a Symbol lacks (CONSTRUCTS.md: AttributeError after hybridize()).
NDARRAY_ONLY_ATTRIBUTES = frozenset({"shape", "size", "ndim", "dtype", "context", "ctx", "T"})

# Methods an NDArray has that raise (or mean something else) on a Symbol.
# (MXNet 1.9.1's Symbol defines copy/detach/backward/as_in_context/wait_to_read only to raise
# NotImplementedForSymbol.)
NDARRAY_ONLY_METHODS = frozenset({
    "asnumpy", "asscalar", "item", "tolist", "wait_to_read", "wait_to_write", "as_in_context",
    "as_in_ctx", "copyto", "copy", "detach", "attach_grad", "backward", "tostype",
})

# MXNet 1.9.1's creation operators whose mx.nd function takes `ctx` at a position where the mx.sym
# function takes something else (inspect.signature of both, compared): F path -> (index of `ctx`
# among the positional arguments, the mx.nd parameter names from there on that mx.sym also takes
# by keyword; empty where mx.sym takes no `ctx` at all)
CONTEXT_SLOT: dict[tuple[str, ...], tuple[int, tuple[str, ...]]] = {
    ("zeros",): (1, ("ctx", "dtype", "stype")),
    ("ones",): (1, ("ctx", "dtype")),
    ("full",): (2, ("ctx", "dtype")),
    ("eye",): (3, ("ctx", "dtype")),
    # mx.sym.arange / linspace take `name` there, and no `ctx` keyword either (TypeError)
    ("arange",): (5, ()),
    ("linspace",): (4, ()),
    # mx.nd.random.X(..., dtype, ctx, out): mx.sym.random.X stops at dtype
    ("random", "uniform"): (4, ("ctx",)),
    ("random", "normal"): (4, ("ctx",)),
    ("random", "randint"): (4, ("ctx",)),
    ("random", "gamma"): (4, ("ctx",)),
    ("random", "negative_binomial"): (4, ("ctx",)),
    ("random", "generalized_negative_binomial"): (4, ("ctx",)),
    ("random", "exponential"): (3, ("ctx",)),
    ("random", "poisson"): (3, ("ctx",)),
}

# Fluent methods that return one tensor on both NDArray and Symbol.
_FLUENT = """
reshape reshape_like zeros_like ones_like broadcast_axes repeat pad swapaxes
split_v2 slice slice_axis slice_like take one_hot pick sort topk argsort argmax
argmax_channel argmin clip abs sign flatten shape_array size_array expand_dims
tile transpose flip depth_to_space space_to_depth diag sum mean max min nansum
nanprod prod norm round rint fix floor ceil trunc sin cos tan arcsin arccos
arctan degrees radians sinh cosh tanh arcsinh arccosh arctanh exp expm1 log
log10 log2 log1p sqrt rsqrt cbrt rcbrt square reciprocal relu sigmoid softmax
log_softmax softmin squeeze astype broadcast_to broadcast_like as_np_ndarray
as_nd_ndarray
"""
FLUENT_METHODS = frozenset(_FLUENT.split())

# Ops whose result is several outputs (indexing it is legal).
MULTI_OUTPUT_OPS = frozenset({"split", "SliceChannel", "split_v2", "_split_v2", "moments",
                              "amp_multicast"})


@dataclass(frozen=True)
class Catalogue:
    nd: frozenset[str]
    sym: frozenset[str]
    nd_contrib: frozenset[str]
    sym_contrib: frozenset[str]
    nd_random: frozenset[str]
    sym_random: frozenset[str]
    ndarray_methods: frozenset[str]
    symbol_methods: frozenset[str]
    ndarray_only_attributes: frozenset[str]
    multi_output_ops: frozenset[str]
    single_output_namespaced_ops: frozenset[str]
    from_file: bool
    # ops that follow autograd's training mode (Dropout, BatchNorm...), namespaced ones as
    # "contrib.SyncBatchNorm"
    training_mode_ops: frozenset[str] = frozenset()
    # op -> its inputs then attributes, the positional order of MXNet's generated functions
    argument_order: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    # op ("contrib.SyncBatchNorm") -> (its inputs in order, those it updates in place); only from
    # the file (the op table's aux_inputs), so without it nothing is known to be updated
    mutated_inputs: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = field(
        default_factory=dict, compare=False)
    # op -> the rule of its output's number of axes (the op table's Op.rank); only from the file,
    # so without it no rank is read through these ops
    output_rank: dict[str, dict] = field(default_factory=dict, compare=False)
    # op -> (its output count with every attribute at its default, {attribute: the values of it
    # that change that count}): LayerNorm gives three outputs for output_mean_var=True; only from
    # the file, so without it such a call is read as its default count
    attribute_output_counts: dict[str, tuple[int, dict[str, tuple]]] = field(
        default_factory=dict, compare=False)

    def keeps_shape(self, op: str) -> bool:
        """``op`` (an F operator or a fluent method) returns the shape of its one counted input:
        elementwise ops of one input, softmax, Dropout, ``astype`` (the op table's
        ``"same_shape"`` rank rules)."""
        rule = self.output_rank.get(op)
        return rule is not None and rule.get("same_shape") is True

    def keeps_rank(self, op: str) -> bool:
        """``op`` returns as many axes as the data it is given first, whatever its attributes
        (``slice_axis``, ``transpose``, ``flip``): a rank rule of that one input, nothing added."""
        rule = self.output_rank.get(op)
        if rule is None or set(rule) - {"inputs", "same_shape", "least"}:
            return False
        names = rule.get("inputs")
        order = self.argument_order.get(op, ())
        return (isinstance(names, list) and len(names) == 1 and names[0] != "*data"
                and names[0] == (order[0] if order else "data"))

    def namespace(self, name: str) -> frozenset[str]:
        """Names in ``"nd"``, ``"sym"``, ``"nd.contrib"``... (empty when unknown)."""
        return {
            "nd": self.nd, "sym": self.sym, "nd.contrib": self.nd_contrib,
            "sym.contrib": self.sym_contrib, "nd.random": self.nd_random,
            "sym.random": self.sym_random,
        }.get(name, frozenset())


def _runtime_dir() -> pathlib.Path | None:
    try:
        spec = importlib.util.find_spec("hybridlint.runtime")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return pathlib.Path(list(spec.submodule_search_locations)[0])


def _names(data: dict, key: str) -> frozenset[str]:
    value = data.get(key, [])
    if not isinstance(value, list):
        return frozenset()
    return frozenset(v for v in value if isinstance(v, str))


@functools.lru_cache(maxsize=1)
def load_catalogue() -> Catalogue:
    data: dict = {}
    folder = _runtime_dir()
    if folder is not None:
        try:
            raw = json.loads((folder / "catalogue.json").read_text(encoding="utf-8"))
            if isinstance(raw, dict) and raw.get("version") == 1:
                data = raw
        except (OSError, ValueError):
            data = {}
    attrs = _names(data, "ndarray_only_attributes") or NDARRAY_ONLY_ATTRIBUTES
    return Catalogue(
        nd=_names(data, "nd"), sym=_names(data, "sym"),
        nd_contrib=_names(data, "nd.contrib"), sym_contrib=_names(data, "sym.contrib"),
        nd_random=_names(data, "nd.random"), sym_random=_names(data, "sym.random"),
        ndarray_methods=_names(data, "ndarray_methods"),
        symbol_methods=_names(data, "symbol_methods"),
        ndarray_only_attributes=attrs | NDARRAY_ONLY_ATTRIBUTES,
        multi_output_ops=_names(data, "multi_output_ops") | MULTI_OUTPUT_OPS,
        single_output_namespaced_ops=_names(data, "single_output_namespaced_ops"),
        from_file=bool(data),
        training_mode_ops=_names(data, "training_mode_ops"),
        argument_order=_orders(data),
        mutated_inputs=_mutated(data),
        output_rank=_ranks(data),
        attribute_output_counts=_counts(data),
    )


def _orders(data: dict) -> dict[str, tuple[str, ...]]:
    value = data.get("argument_order", {})
    if not isinstance(value, dict):
        return {}
    return {k: tuple(v) for k, v in value.items()
            if isinstance(v, list) and all(isinstance(n, str) for n in v)}


def _mutated(data: dict) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    value = data.get("mutated_inputs", {})
    if not isinstance(value, dict):
        return {}
    return {k: (tuple(v[0]), tuple(v[1])) for k, v in value.items()
            if isinstance(v, list) and len(v) == 2 and all(isinstance(p, list) for p in v)
            and all(isinstance(n, str) for p in v for n in p)}


def _counts(data: dict) -> dict[str, tuple[int, dict[str, tuple]]]:
    value = data.get("attribute_output_counts", {})
    if not isinstance(value, dict):
        return {}
    return {k: (v["default"], {a: tuple(vals) for a, vals in v["attrs"].items() if isinstance(vals, list)})
            for k, v in value.items() if isinstance(v, dict) and isinstance(v.get("default"), int)
            and isinstance(v.get("attrs"), dict)}


def _ranks(data: dict) -> dict[str, dict]:
    value = data.get("output_rank", {})
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, dict)}
