"""Module loading with the cyclic garbage collector paused, and its objects kept out of later
collections (a start-up cost, like .pyc and the dataclass code cache).

Importing libcst, the engine, the rules and the fixers builds ~100,000 container objects
(classes, functions, their dicts and cells, the rules' examples), and the collector runs
every 700 new ones: it walks the young ones each time and the older ones again and again
as they are promoted (~60 collections, ~15-25 ms of CPU in a one-file ``check``; measured
in bench/RESULTS.md, Session 30). Those objects live until the process exits, so a
collection can never free one of them. Inside :func:`loading_modules` the collector is
paused, and at the end everything alive is moved to the permanent generation
(``gc.freeze()``), so later collections, in this process and in the pool's forked workers,
no longer walk it (nor touch its memory pages, which forked workers then share).

What the collector does is invisible to the program except in memory: objects that are
garbage only through a reference cycle are freed later, or, if they were alive at the
freeze, never. Module loading makes next to none; everything else is still freed by
reference counting as usual.

Shared layer: stdlib only, imports nothing of ours.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def loading_modules():
    """Pause the collector for the block, then freeze what is alive; a no-op (no freeze) where
    the collector was already off (inside an analysis, which pauses it itself)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()
