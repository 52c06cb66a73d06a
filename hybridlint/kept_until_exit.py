"""What a finished analysis built, left for the end of the process instead of freed object by object
(a tear-down cost, which a process that ends with ``os._exit`` never pays).

A file's analysis builds a few hundred thousand objects (the stdlib and libcst trees, the
context, the scope finder's and the rules' tables); when it returns they are freed one by one by
reference counting, a walk over all of them (~5-10% of a cold corpus run's CPU, bench/RESULTS.md,
Session 74). A process pool's forked worker ends with ``os._exit`` (multiprocessing's fork
start), so what it still holds then is never freed at all: its memory goes back with the process.
In such a process (and only there: the caller says so with :func:`keep_until_exit`) the analysis
hands its objects to :func:`keep`, which holds them until the process ends, while the process's
peak resident memory stays under a bound; past it, objects are freed as before.  Keeping an
object changes no result: nothing reads the kept objects again (an ``id()`` is then never
reused, which no reader may rely on either way).

The objects were built with the collector paused (the analysis pauses it); the caller freezes
them (``gc.freeze()``) before it resumes, so no later collection walks them.

Shared layer: stdlib only, imports nothing of ours.
"""
from __future__ import annotations

try:
    import resource
except ImportError:         # (not Unix: nothing is kept)
    resource = None

_kept: list = []
_limit_kib = 0      # keep while the peak resident memory (ru_maxrss, KiB on Linux) is below this; 0: never


def keep_until_exit(peak_mib: int) -> None:
    """This process ends without freeing what it holds (``os._exit``) once its work is done: keep
    finished analyses while its peak resident memory is under ``peak_mib`` MiB."""
    global _limit_kib
    _limit_kib = peak_mib * 1024 if resource is not None else 0


def keep(*objects: object) -> bool:
    """Hold ``objects`` until the process ends, if this process keeps analyses and is under its
    memory bound; False (nothing held) otherwise."""
    if not _limit_kib or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >= _limit_kib:
        return False
    _kept.append(objects)
    return True


def kept_count() -> int:
    """How many keep() calls held their objects in this process so far."""
    return len(_kept)
