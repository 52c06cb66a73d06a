"""Example inputs for a block that has no ``[[tool.hybridlint.verify]]`` entry.

``check --fix --verify`` still wants to prove a fix when nobody wrote down input shapes.  The
candidates come from what the block declares -- the input sizes of its layers (Dense
``in_units``, Conv ``in_channels``, read from the declared weight shapes), an Embedding's
``input_dim`` (integer inputs) -- then a few common shapes; the first candidate on which the
*original* block runs eagerly is used, with every hybrid_forward input given the same shape.
The report names the shape and how it was found, so a user who wants other inputs knows to add
an entry.  Imports the runtime: only ``--verify`` loads this module.
"""
from __future__ import annotations

import inspect
import warnings

import numpy as np

from .build import make_input
from .run import call
from .spec import INT_HIGH, InputSpec

MAX_TRIES = 16
_GENERIC = ((2, 4, 8, 8), (2, 8), (2, 5, 8), (2, 3, 8, 8), (2, 6, 4, 4), (2, 16), (2, 8, 6, 6),
            (2, 3, 16, 16))


def input_count(block) -> int | None:
    """The tensor inputs of ``hybrid_forward`` (``forward``): positional parameters after F
    without defaults that are not registered parameters; None for ``*args``."""
    fn = getattr(type(block), "hybrid_forward", None)
    skip = 2 if fn is not None else 1          # self, F  /  self
    if fn is None:
        fn = type(block).forward
    try:
        params = list(inspect.signature(fn).parameters.values())[skip:]
    except (TypeError, ValueError):
        return None
    registered = set(getattr(block, "_reg_params", {}) or {})
    count = 0
    for p in params:
        if p.kind is p.VAR_POSITIONAL:
            return None
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty \
                and p.name not in registered:
            count += 1
    return count


def _declared(block) -> tuple[list[tuple[int, ...]], list[int]]:
    """(shapes the first layers' declarations ask for, Embedding input_dims) in registration order."""
    shapes: list[tuple[int, ...]] = []
    later: list[tuple[int, ...]] = []       # output sizes: tried after the declared input sizes
    vocab: list[int] = []
    stack = [block]
    seen = set()
    order = []
    while stack:
        b = stack.pop(0)
        if id(b) in seen:
            continue
        seen.add(id(b))
        order.append(b)
        stack.extend(getattr(b, "_children", {}).values())
    for b in order[1:]:
        name = type(b).__name__
        weight = getattr(b, "weight", None)
        shape = tuple(getattr(weight, "shape", ()) or ())
        if name == "Embedding" and len(shape) == 2:
            if shape[0] > 0:
                vocab.append(int(shape[0]))
            if shape[1] > 0:            # features added to an embedding have its width
                later.append((2, 5, int(shape[1])))
        elif name == "Dense" and len(shape) == 2:
            if shape[1] > 0:
                shapes += [(2, int(shape[1])), (2, 5, int(shape[1]))]
            if shape[0] > 0:            # a residual around the layer: inputs as wide as its output
                later += [(2, int(shape[0])), (2, 5, int(shape[0]))]
        elif name.startswith("Conv") and len(shape) >= 3:
            spatial = (8,) * (len(shape) - 2)
            if shape[1] > 0:
                shapes.append((2, int(shape[1])) + spatial)
            if shape[0] > 0:
                later.append((2, int(shape[0])) + spatial)
    return shapes + later, vocab


def derive_inputs(factory, args: dict, mx) -> tuple[list[InputSpec], str] | str:
    """(input specs, how they were found) for the block ``factory(**args)`` builds, or why none."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            probe = factory(**args)
        except Exception as exc:  # noqa: BLE001 - the user's constructor may raise anything
            return f"it cannot be built without arguments ({type(exc).__name__})"
        count = input_count(probe)
        if count is None or count == 0:
            return "its hybrid_forward takes no fixed number of tensor inputs"
        shapes, vocab = _declared(probe)
        candidates: list[tuple[tuple[int, ...], str, str]] = []
        for dim in vocab:
            if dim >= INT_HIGH:
                candidates.append(((2, 5), "int32", "integer indices for the Embedding it declares"))
        candidates += [(s, "float32", "the input size its layers declare") for s in shapes]
        candidates += [(s, "float32", "a common shape") for s in _GENERIC]
        tried = set()
        for shape, dtype, why in candidates:
            if (shape, dtype) in tried:
                continue
            tried.add((shape, dtype))
            if len(tried) > MAX_TRIES:
                break
            text = "x".join(map(str, shape)) + (f":{dtype}" if dtype != "float32" else "")
            specs = [InputSpec(text, shape, dtype) for _ in range(count)]
            rng = np.random.default_rng(0)
            try:
                block = factory(**args)
                block.initialize()
                arrays = [make_input(spec, rng) for spec in specs]
                inputs = [mx.nd.array(a, dtype=a.dtype) for a in arrays]
                _, fail = call(block, inputs, "eager run of the original", lambda: mx.random.seed(0))
            except Exception:  # noqa: BLE001 - a candidate the block does not accept
                continue
            if fail is None:
                return specs, f"{why}, the first that ran the original eagerly"
    return "no candidate shape ran the original eagerly"
