"""How much memory a model file may make the runtime allocate before anything is allocated.

A model file is data: a ``-symbol.json`` attribute such as ``shape=(2**25, 2**25)`` on a
``_zeros`` node would otherwise reach numpy and either fail with a bare MemoryError or, below
the machine's memory, take it.  An op with no tensor input (``_zeros``, ``_full``, ``_arange``,
random samplers) is sized by the file alone and gets the tighter bound; any other output is
sized by the inputs fed and gets the looser one.  Both can be raised through the environment
for genuinely huge models.  ``.params`` readers check declared sizes against the bytes present
(params_io.py); ``.npz`` members against :data:`MAX_ARRAY_BYTES` and their compression ratio.
"""
from __future__ import annotations

import os

import numpy as np

__all__ = ["ModelSizeError", "MAX_DECLARED_BYTES", "MAX_ARRAY_BYTES", "check_output", "check_parameter",
           "human_bytes"]


class ModelSizeError(ValueError):
    """A model file asks for more memory than the configured limit."""


def _limit(env: str, default: int) -> int:
    try:
        return int(os.environ.get(env, default))
    except ValueError:
        return default


MAX_DECLARED_BYTES = _limit("HYBRIDLINT_MAX_DECLARED_BYTES", 1 << 30)
MAX_ARRAY_BYTES = _limit("HYBRIDLINT_MAX_ARRAY_BYTES", 1 << 36)


def human_bytes(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024:
            return f"{int(n)} B" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PiB"


# An output over MAX_DECLARED_BYTES that is also this many times larger than all its inputs
# together is the model file's doing (`tile` reps, `repeat`, `one_hot` depth, a padding or a
# resize target from its attributes): bounded like a declared size.  Real layers stay far below
# (a first convolution 3 -> 64 channels: 21x; a 4x upsampling: 16x).
MAX_AMPLIFICATION = 64


def _count(shape) -> int:
    count = 1
    for d in shape:
        count *= max(int(d), 0)
    return count


def check_output(node: str, op: str, k: int, shape, dtype, declared: bool, input_shapes=None) -> None:
    """Raise ModelSizeError if output ``k`` of ``node`` would exceed its limit.

    ``declared``: sized by the file alone (no tensor input).  ``input_shapes``: the shapes of
    the node's inputs, when known, to tell an output the file's attributes blow up."""
    count = _count(shape)
    nbytes = count * np.dtype(dtype).itemsize
    amplified = None
    if not declared and input_shapes is not None and nbytes > MAX_DECLARED_BYTES:
        inputs = sum(_count(s) for s in input_shapes if s is not None)
        if count > MAX_AMPLIFICATION * max(inputs, 1):
            amplified = count // max(inputs, 1)
    if declared or amplified is not None:
        limit, env = MAX_DECLARED_BYTES, "HYBRIDLINT_MAX_DECLARED_BYTES"
    else:
        limit, env = MAX_ARRAY_BYTES, "HYBRIDLINT_MAX_ARRAY_BYTES"
    if nbytes > limit:
        if declared:
            what = "its attributes declare"
        elif amplified is not None:
            what = f"its attributes expand its inputs {amplified:,}-fold to"
        else:
            what = "its inputs give"
        raise ModelSizeError(
            f"operator {node} ({op}): output {k} would need {human_bytes(nbytes)} (shape "
            f"{tuple(shape)}, {np.dtype(dtype).name}), which {what}; over the limit of "
            f"{human_bytes(limit)} (set {env} to allow more)")


def check_parameter(name: str, shape, dtype="float32") -> None:
    """A parameter shape inferred from a layer's attributes (deferred initialisation) is sized
    by the model file: bounded like a declared output."""
    check_output(name, "parameter", 0, shape, dtype, declared=True)
