"""Which elementwise ops the compiler writes as generated code, and in which form.

Each op registers its forms beside its kernel (``Op.cpu_form``: numpy ufunc
calls with ``out=``; ``Op.cuda_form``: a C expression inside a cupy
``ElementwiseKernel``; registry.py says what they return).  The compiler
knows no op by name: it asks the op, for the dtypes where a form applies.

Only floating-point dtypes get these forms: integer and bool arrays follow
MXNet's C casting rules (truncating division, ``DType(scalar)``), which the
registry kernels implement and the executor keeps calling for them.  CUDA
forms are for float32 and float64 (a C expression over ``T`` computes a
float16 in float16, where the kernels compute in float32).
"""
from __future__ import annotations

import numpy as np

__all__ = ["cpu_form", "cuda_form", "fusable"]

_CUDA_DTYPES = (np.dtype(np.float32), np.dtype(np.float64))


def cpu_form(op, attrs, dtype):
    """A function ``emit(ins, out, const) -> [source lines]`` or ``None``.

    ``ins``/``out`` are variable names in the generated code; ``const(obj)``
    binds an object (ufunc, scalar) into the generated namespace and returns
    its name.
    """
    if op.cpu_form is None or np.dtype(dtype).kind != "f":
        return None
    return op.cpu_form(attrs, dtype)


def fusable(op, attrs, dtype) -> bool:
    return bool(op.elementwise) and cpu_form(op, attrs, dtype) is not None


def cuda_form(op, attrs, dtype, args):
    """A C expression over ``args`` for ``op``, or ``None`` (float32/float64 only)."""
    if op.cuda_form is None or np.dtype(dtype) not in _CUDA_DTYPES:
        return None
    return op.cuda_form(attrs, dtype, args)
