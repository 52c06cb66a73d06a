"""What one run is made of: the input arrays, the context, the block built from its factory.

Shared by ``hybridlint verify`` (:mod:`.hybrid_check`) and ``check --fix --verify``
(:mod:`.fix_check`).
"""
from __future__ import annotations

import json
import re

import numpy as np

from .run import failure
from .spec import DTYPES, INT_HIGH, InputSpec, UsageError


def make_input(spec: InputSpec, rng):
    """The numpy array for one input: seeded uniform [-1, 1) floats, integers in [0, INT_HIGH)."""
    if spec.path is not None:
        try:
            arr = np.load(spec.path, allow_pickle=False)
        except (OSError, ValueError) as exc:
            raise UsageError(f"input `{spec.text}`: cannot read {spec.path}: {exc}") from None
        if not isinstance(arr, np.ndarray) or arr.dtype.name not in DTYPES:
            raise UsageError(f"input `{spec.text}`: {spec.path} holds {getattr(arr, 'dtype', type(arr))}; "
                             f"a tensor of one of {', '.join(DTYPES)} is needed")
        spec.shape, spec.dtype = tuple(arr.shape), arr.dtype.name
        return arr
    if spec.dtype.startswith("float"):
        return rng.uniform(-1.0, 1.0, size=spec.shape).astype(spec.dtype)
    return rng.integers(0, INT_HIGH, size=spec.shape).astype(spec.dtype)


def parse_context(mx, text: str):
    """The context ``cpu``, ``gpu`` or ``gpu:N`` names; a GPU is tried once so a missing one fails here."""
    m = re.fullmatch(r"\s*(cpu|gpu)\s*(?:[:(]\s*(\d+)\s*\)?)?\s*", text or "cpu")
    if not m:
        raise UsageError(f"--ctx `{text}`: use cpu, gpu or gpu:N")
    index = int(m.group(2) or 0)
    try:
        ctx = getattr(mx, m.group(1))(index)
        if m.group(1) == "gpu":
            mx.nd.zeros((1,), ctx=ctx).asnumpy()  # fail now, clearly, if there is no usable GPU
    except UsageError:
        raise
    except Exception as exc:
        raise UsageError(f"--ctx {text}: this context cannot be used here: {exc}") from None
    return ctx


def build_block(factory, args: dict, name: str):
    """(``factory(**args)``, None), or (None, what went wrong) when the user's constructor raises."""
    try:
        return factory(**args), None
    except Exception as exc:
        return None, f"building {name}(**{json.dumps(args, default=str)}) " + failure("build", exc).failed()
