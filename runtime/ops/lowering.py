"""What an op tells the compiler about generating code for it, registered beside its kernel.

Elementwise ops register forms (``Op.cpu_form``, ``Op.cuda_form``; registry.py
says what the compiler expects of them), most made by the makers here
(``cpu_form=unary_ufunc(np.tanh), cuda_form=c_expr("tanh({0})")``); ops whose
form needs its attributes or several calls (relu, sigmoid, clip, the scalar
family) write theirs next to their kernels.  Every CPU form is safe with ``out``
being an input's buffer: each ufunc reads an element before writing it, and
multi-call forms only re-read ``out``.

Other ops may register an :class:`OpLowering` (``Op.lowering``): the name of a
code-generation strategy the compiler implements (``"view"``, ``"dense"``,
``"matmul"``, ``"im2col"``, ``"window_reduce"``) and the op's own function that
decides whether it applies to given attributes and shapes and with which
geometry (ops/nn_dense.py, ops/nn_conv.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

__all__ = ["OpLowering", "RESHAPE_VIEW", "lowering_kind", "unary_ufunc", "binary_ufunc", "c_expr", "c_float", "copy_cpu",
           "copy_cuda", "is_copy"]


@dataclass(frozen=True)
class OpLowering:
    """``kind``: the generated-code strategy; ``plan(a, *in_shapes, **options)``: its
    geometry for these attributes and input shapes (a dict), or ``None`` where the op's
    kernel must run instead."""

    kind: str
    plan: Callable[..., Any]


def lowering_kind(op) -> str | None:
    """The generated-code strategy ``op`` registers, if any."""
    return op.lowering.kind if op.lowering is not None else None


# ops whose output is their input's data in another shape: the generated code reshapes
# (a view, no copy; the kernel copies, as an NDArray result must be its own)
RESHAPE_VIEW = OpLowering("view", lambda a, *in_shapes: {})


def unary_ufunc(uf):
    """``cpu_form``: one call of the unary ufunc ``uf``."""
    def form(a, dtype):
        return lambda i, o, c: [f"{c(uf)}({i[0]}, out={o})"]
    return form


def binary_ufunc(uf):
    """``cpu_form``: one call of the binary ufunc ``uf`` on both inputs (numpy broadcasts)."""
    def form(a, dtype):
        return lambda i, o, c: [f"{c(uf)}({i[0]}, {i[1]}, out={o})"]
    return form


def c_expr(template: str):
    """``cuda_form``: ``template`` with ``{0}``, ``{1}``... the argument names."""
    def form(a, dtype, args):
        return template.format(*args)
    return form


def copy_cpu(a, dtype):
    """``cpu_form`` of ops whose forward is a copy (identity, BlockGrad, loss heads)."""
    return lambda i, o, c: [f"{c(np.copyto)}({o}, {i[0]})"]


def copy_cuda(a, dtype, args):
    return f"({args[0]})"


def is_copy(op) -> bool:
    """Whether ``op``'s forward is a copy of its one input (it registered :func:`copy_cpu`):
    ``_copy``, ``BlockGrad``, the loss heads; their attributes shape only the gradient."""
    return op.cpu_form is copy_cpu


def c_float(value):
    """``value`` as a C literal of the element type, or ``None`` for inf/nan (no literal
    spells them: the op is then left to its kernel)."""
    value = float(value)
    if not np.isfinite(value):
        return None
    return f"(T){value!r}"
