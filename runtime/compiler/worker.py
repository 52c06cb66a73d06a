"""One worker thread per process for the compiled backward's parameter gradients.

A Convolution's weight gradient feeds no other node's gradient: in a training step it is
read only after ``backward()`` returns (the Trainer's update).  The generated backward
(compiler/grad.py) hands the larger ones (``KernelContext.defer``, which the rules call
through ``grad_util.parameter_part`` once their data gradient is made) to one daemon
thread and goes on down the data-gradient chain; before it returns, :func:`join` runs on
the calling thread the handed-over work the worker has not started (the last layers'
weight gradients come at the end, with nothing left to overlap on the calling thread),
then waits for the rest.  The kernels that do this work (numpy's products, copies and
ufunc loops, the ``fast`` extra's ``nogil`` kernels) release the GIL, so with a second
core free the two threads overlap.

Off (everything made on the calling thread, as before) where this process may run on one
core only (``os.sched_getaffinity``), for GPU contexts (the caller's decision), and with
``HYBRIDLINT_NO_GRAD_THREAD=1``; :func:`available` is asked when a training plan is built.
"""
from __future__ import annotations

import os
import queue
import threading

from ..autograd import AutogradError

__all__ = ["Task", "available", "join", "submit"]

ENV_SWITCH = "HYBRIDLINT_NO_GRAD_THREAD"


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:          # (no affinity call on this platform)
        return os.cpu_count() or 1


def available() -> bool:
    """Whether a backward built now may hand work to the worker thread."""
    if os.environ.get(ENV_SWITCH, "") not in ("", "0"):
        return False
    return cores() >= 2


class Task:
    """Work handed over, its result or its error, and a lock held until it has run."""

    __slots__ = ("make", "label", "value", "error", "done")

    def __init__(self, make, label):
        self.make = make
        self.label = label
        self.value = None
        self.error = None
        self.done = threading.Lock()
        self.done.acquire()

    def run(self):
        try:
            self.value = self.make()
        except BaseException as e:      # noqa: BLE001 -- re-raised by join() in the caller
            self.error = e
        # what the work read (out-grads, saved inputs, kept columns) is freed now, not at
        # the join: the worker finishes most of it while the backward goes on
        self.make = None
        self.done.release()


_queue: queue.SimpleQueue | None = None
_start_lock = threading.Lock()


def _serve(q):
    while True:
        q.get().run()


def _worker_queue() -> queue.SimpleQueue:
    global _queue
    with _start_lock:
        if _queue is None:
            q = queue.SimpleQueue()
            threading.Thread(target=_serve, args=(q,), name="hybridlint-backward",
                             daemon=True).start()
            _queue = q
    return _queue


def _after_fork():
    # (a forked child has no worker thread; the next submit starts its own)
    global _queue, _start_lock
    _queue = None
    _start_lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


def submit(make, label) -> Task:
    """Hands ``make`` (no arguments) to the worker; ``label`` names the graph node in
    an error.  Returns the placeholder :func:`join` replaces by ``make()``'s result."""
    task = Task(make, label)
    (_queue or _worker_queue()).put(task)
    return task


def join(results: list) -> list:
    """``results`` with every :class:`Task` in it replaced by its result: first runs
    here what the worker has not started, then waits for the rest.  An error of the
    handed-over work is raised here, naming its graph node."""
    q = _queue
    if q is not None:
        while True:
            try:
                task = q.get_nowait()
            except queue.Empty:
                break
            task.run()
    for i, r in enumerate(results):
        if type(r) is Task:
            r.done.acquire()
            r.done.release()
            if r.error is not None:
                raise AutogradError(
                    f"the parameter gradient of {r.label} failed in the compiled backward "
                    f"({type(r.error).__name__}: {r.error}); it ran beside the data "
                    f"gradients, on the backward's worker thread or at its join: set "
                    f"{ENV_SWITCH}=1 to make it in place, in the node's own call") from r.error
            results[i] = r.value
    return results
