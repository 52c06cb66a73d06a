"""``mxnet.numpy_extension`` (``mx.npx``): the mode switches and device helpers work; the
numpy-mode operators exist and refuse when called (numpy mode is not provided: see
``mx_numpy/__init__.py``).  ``set_np()`` raises, ``reset_np()`` and ``waitall()`` are no-ops
(eager CPU work here is synchronous; MXNet's waitall waits for its asynchronous engine)."""
from __future__ import annotations

from . import mx_numpy as _np
from .context import Context, cpu, cpu_pinned, current_context, gpu, num_gpus  # noqa: F401
from .util import is_np_array, is_np_shape, reset_np, set_np  # noqa: F401


def waitall():
    """Nothing to wait for: eager computation here returns finished arrays."""


__getattr__ = _np._module_getattr("mx.npx", frozenset(_np._NAMES["npx"]), {})
