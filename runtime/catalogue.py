"""The linter's pure-data view of the runtime: ``catalogue.json``.

The lint path must not import numpy or the runtime, yet it needs to know which
names exist in ``nd``, ``sym`` and their sub-namespaces, and which methods an
NDArray and a Symbol have.  This module derives that from the op table and
the namespace modules and writes it as sorted JSON lists::

    python -m hybridlint.runtime.catalogue --write   # regenerate
    python -m hybridlint.runtime.catalogue --check   # exit 1 when stale
"""
from __future__ import annotations

import json
import pathlib
import sys

from . import nd, ops, registry, sym  # noqa: F401  (ops: the whole op table)
from .ndarray import NDARRAY_ONLY_ATTRIBUTES, NDArray
from .symbol import SYMBOL_FORBIDDEN_METHODS, Symbol
from .compiler.ir import is_training_mode_op

PATH = pathlib.Path(__file__).with_name("catalogue.json")
VERSION = 1


def _public(names) -> list[str]:
    return sorted({n for n in names if not n.startswith("_")})


def build() -> dict:
    def namespace_names(module, helpers):
        generated = [n for n in vars(module._SUBS["op"]) if not n.startswith("__")]
        return _public(list(generated) + list(helpers))

    def sub_names(module, ns):
        m = module._SUBS.get(ns)
        return _public(n for n in vars(m) if not n.startswith("__")) if m is not None else []

    def methods(cls, exclude=()):
        out = []
        for n in dir(cls):
            if n.startswith("_") or n in exclude:
                continue
            if isinstance(getattr(cls, n, None), property):
                continue
            if callable(getattr(cls, n, None)):
                out.append(n)
        return sorted(out)

    data = {
        "version": VERSION,
        "nd": namespace_names(nd, nd.HELPERS),
        "sym": namespace_names(sym, sym.HELPERS),
        "nd.contrib": sub_names(nd, "contrib"),
        "sym.contrib": sub_names(sym, "contrib"),
        "nd.random": sub_names(nd, "random"),
        "sym.random": sub_names(sym, "random"),
        "nd.linalg": sub_names(nd, "linalg"),
        "sym.linalg": sub_names(sym, "linalg"),
        "ndarray_methods": methods(NDArray),
        "symbol_methods": methods(Symbol, exclude=SYMBOL_FORBIDDEN_METHODS),
        "ndarray_only_attributes": sorted(NDARRAY_ONLY_ATTRIBUTES),
        # ops whose result is a container of outputs (indexing/len/iteration are legal), under
        # each name MXNet gives them (linalg.gelqf and the top-level linalg_gelqf)
        "multi_output_ops": multi_output_ops(),
        # ops whose number of outputs one of their attributes decides (LayerNorm's
        # output_mean_var, sample_multinomial's get_prob, LeakyReLU's rrelu), each exposed name ->
        # its count with every attribute at its default and, per such attribute, the values that
        # change it: a call setting one hands back a list eagerly and a group of outputs hybridized
        "attribute_output_counts": attribute_output_counts(),
        # namespaced ops (contrib., linalg.) with exactly one output, under each name MXNet gives
        # them (the top-level linalg_gemm2 as linalg.gemm2): their result is one tensor
        "single_output_namespaced_ops": single_output_namespaced_ops(),
        # ops that follow autograd's training mode: Dropout, BatchNorm... (what a
        # `with autograd.predict_mode():` inside hybrid code changes only eagerly)
        "training_mode_ops": training_mode_ops(),
        # the generated op functions' positional order (inputs, then attributes, as MXNet
        # generates them): `F.max(x, 1, True)` passes axis and keepdims, `x.sum(1, True)` the same
        "argument_order": argument_order(),
        # ops that update inputs in place (MXNet's FMutateInputs: BatchNorm's moving statistics),
        # as "namespace.name": [inputs in order, the updated ones]; a Symbol graph can update only
        # a Variable, so a computed array there fails to hybridize
        "mutated_inputs": mutated_inputs(),
        # op -> the rule of its output's number of axes (Op.rank): what HYB008 reads to know two
        # operands' exact ranks without running anything
        "output_rank": output_rank(),
    }
    return data


def multi_output_ops() -> list[str]:
    names = set()
    for op in registry.all_ops():
        fixed_many = isinstance(op.num_outputs, int) and op.num_outputs > 1
        if fixed_many or "num_outputs" in op._attr_index or op.name == "_split_v2":
            names.update(op.exposed_names())
    return sorted(names)


def _count_attributes(op, base: int) -> dict[str, list]:
    """The attributes of ``op`` some value of which changes its output count from ``base``, its
    count at the defaults, each with those values: a Bool flipped, the choices of a Str that lists
    them (values of other types are not enumerable, and no op of the table counts its outputs by one)."""
    found = {}
    for spec in op.attrs:
        if spec.type is registry.Bool:
            values = [not spec.default]
        else:
            values = list(getattr(spec.type, "choices", ()) or ())
        changing = []
        for v in values:
            try:
                n = op.n_outputs(op.parse_attrs({spec.name: v}))
            except Exception:       # noqa: BLE001 (a value another attribute must accompany)
                continue
            if n != base:
                changing.append(v)
        if changing:
            found[spec.name] = changing
    return found


def attribute_output_counts() -> dict[str, dict]:
    out = {}
    for op in registry.all_ops():
        if not callable(op.num_outputs) or "num_outputs" in op._attr_index or op.name == "_split_v2":
            continue            # a fixed count, or one num_outputs gives (multi_output_ops)
        try:
            default = op.n_outputs(op.parse_attrs({}))
        except Exception:       # noqa: BLE001 (a required attribute: no default count)
            continue
        attrs = _count_attributes(op, default)
        if attrs:
            for n in op.exposed_names():
                out[n] = {"default": default, "attrs": attrs}
    # MXNet's python helper random.multinomial(data, shape, get_prob, out, dtype) runs
    # _sample_multinomial (random_helpers): get_prob=True gives it the op's second output
    if "_sample_multinomial" in out:
        out["random.multinomial"] = out["_sample_multinomial"]
    return dict(sorted(out.items()))


def training_mode_ops() -> list[str]:
    names = set()
    for op in registry.all_ops():
        if is_training_mode_op(op):
            prefix = f"{op.namespace}." if op.namespace else ""
            names.update(prefix + n for n in (op.name, *op.aliases))
    return sorted(names)


def single_output_namespaced_ops() -> list[str]:
    names = set()
    for op in registry.all_ops():
        if op.num_outputs != 1 or "num_outputs" in op._attr_index:
            continue
        # every exposure of a sub-namespace op, the top-level ones too (linalg_gemm2 is
        # linalg.gemm2), and the sub-namespace exposures of a top-level op (contrib.CTCLoss)
        names.update(n for n in op.exposed_names() if op.namespace or "." in n)
        if not op.namespace:
            # MXNet files every operator whose name starts with "_" (and no sub-namespace prefix)
            # under `_internal` too: F._internal._plus is elemwise_add, one output
            names.update(f"_internal.{n}" for n in (op.name, *op.aliases)
                         if n.startswith("_") and hasattr(nd._internal, n))
    return sorted(names)


def mutated_inputs() -> dict[str, list[list[str]]]:
    out = {}
    for op in registry.all_ops():
        if not op.aux_inputs:
            continue
        prefix = f"{op.namespace}." if op.namespace else ""
        for n in (op.name, *op.aliases):
            if not n.startswith("_"):
                out[prefix + n] = [list(op.inputs), list(op.aux_inputs)]
    return dict(sorted(out.items()))


def output_rank() -> dict[str, dict]:
    out = {}
    for op in registry.all_ops():
        if op.rank is None or op.namespace:
            continue
        for n in (op.name, *op.aliases, *op.methods):
            if not n.startswith("_"):
                out[n] = op.rank
    return dict(sorted(out.items()))


def argument_order() -> dict[str, list[str]]:
    """For each op exposed as a generated function in both ``nd`` and ``sym`` (not a hand-written
    helper such as ``full`` or ``split_v2``): its inputs then its attributes, in MXNet's order."""
    nd_ops, sym_ops = nd._SUBS["op"], sym._SUBS["op"]
    out = {}
    for op in registry.all_ops():
        if op.namespace or op.variadic:
            continue
        for n in (op.name, *op.aliases):
            generated = getattr(nd_ops, n, None)
            if (n.startswith("_") or generated is None or getattr(nd, n, None) is not generated
                    or getattr(sym, n, None) is not getattr(sym_ops, n, None)):
                continue
            out[n] = [*op.inputs, *(a.name for a in op.attrs)]
    return dict(sorted(out.items()))


def render(data: dict) -> str:
    return json.dumps(data, indent=1, sort_keys=False) + "\n"


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    text = render(build())
    if argv == ["--write"]:
        PATH.write_text(text, encoding="utf-8")
        print(f"wrote {PATH}")
        return 0
    if argv == ["--check"]:
        current = PATH.read_text(encoding="utf-8") if PATH.exists() else ""
        if current != text:
            print(f"{PATH} is stale: run python -m hybridlint.runtime.catalogue --write")
            return 1
        return 0
    print("usage: python -m hybridlint.runtime.catalogue --write | --check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
