"""Keep freed array memory in the process between training steps.

A training step allocates the same few-megabyte arrays every step (activations
saved for the backward, gradients, im2col columns) and frees them by its end.
glibc's malloc hands memory above its (dynamic, at most 32 MiB) mmap threshold
back to the kernel on free, and trims the top of the heap once more than twice
that threshold is free there; with a step's working set of a few MiB both happen
every step, so the next step page-faults all of it back in (measured, LeNet batch
32: ~1,000 minor faults and ~3.5 ms of system time per step, a third of the
step).  MXNet allocates from its own storage pool and never does this.

:func:`keep_freed_memory` (called when a ``Trainer`` or a hybridized training
call is made) fixes glibc's thresholds at their dynamic maxima -- mmap above
32 MiB, trim above 64 MiB free -- so a step's arrays are reused from the heap:
about as much memory stays mapped as a step uses.  It is process-wide, done
once, only on glibc; ``HYBRIDLINT_KEEP_FREED_MEMORY=0`` turns it off.
"""
from __future__ import annotations

import ctypes
import os
import platform

__all__ = ["keep_freed_memory"]

_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 32 << 20       # glibc's DEFAULT_MMAP_THRESHOLD_MAX on 64-bit
TRIM_THRESHOLD = 64 << 20       # twice it, as glibc's dynamic scheme would set

_state = None          # None: not tried yet; True: set; False: skipped


def keep_freed_memory() -> bool:
    """Set the thresholds once; True when they are in effect."""
    global _state
    if _state is None:
        _state = _set_thresholds()
    return _state


def _set_thresholds() -> bool:
    if os.environ.get("HYBRIDLINT_KEEP_FREED_MEMORY", "1") == "0":
        return False
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    # mallopt returns 1 on success
    return bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and \
        bool(mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD))
