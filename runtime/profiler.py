"""``mxnet.profiler``: configuration and annotation calls are accepted, the profile itself is
not provided.

MXNet's profiler records per-operator timings inside its C++ engine and writes them with
``dump()``/``dumps()``.  The runtime has no such engine, so ``set_config``, ``set_state``,
``pause``/``resume`` and the annotation objects (``Domain``, ``Task``, ``Frame``, ``Event``,
``Counter``, ``Marker``) only validate their arguments -- a script that profiles runs
unchanged -- and ``dump``/``dumps`` raise :class:`ProfilerNotProvided` (use ``cProfile`` or
``python -m hybridlint.runtime.compiler`` reports instead).
"""
from __future__ import annotations

from .errors import MXNetError

__all__ = ["set_config", "set_state", "dump", "dumps", "pause", "resume", "Domain", "Task",
           "Frame", "Event", "Counter", "Marker", "ProfilerNotProvided", "profiler_set_config",
           "profiler_set_state", "dump_profile"]

_CONFIG: dict = {}
_STATE = {"state": "stop"}


class ProfilerNotProvided(MXNetError):
    """MXNet's operator profile is not produced by the hybridlint runtime."""


def set_config(**kwargs):
    _CONFIG.update(kwargs)


def profiler_set_config(mode="symbolic", filename="profile.json"):
    set_config(profile_symbolic=mode == "symbolic", profile_all=mode == "all",
               filename=filename)


def set_state(state="stop", profile_process="worker"):
    if state not in ("run", "stop"):
        raise ValueError(f"profiler state must be 'run' or 'stop', got {state!r}")
    _STATE["state"] = state


def profiler_set_state(state="stop"):
    set_state(state)


def _refuse(name):
    raise ProfilerNotProvided(f"mx.profiler.{name}: the hybridlint runtime records no operator "
                              "profile (it has no MXNet engine); profile with cProfile instead")


def dump(finished=True, profile_process="worker"):
    _refuse("dump")


def dump_profile():
    _refuse("dump_profile")


def dumps(reset=False, format="table", sort_by="total", ascending=False):  # noqa: A002
    _refuse("dumps")


def pause(profile_process="worker"):
    """Accepted (nothing is recorded)."""


def resume(profile_process="worker"):
    """Accepted (nothing is recorded)."""


class Domain:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return self.name

    def new_task(self, name):
        return Task(self, name)

    def new_frame(self, name):
        return Frame(self, name)

    def new_counter(self, name, value=None):
        return Counter(self, name, value)

    def new_marker(self, name):
        return Marker(self, name)


class _Span:
    def __init__(self, domain, name):
        self.domain, self.name = domain, name

    def start(self):
        """Accepted (nothing is recorded)."""

    def stop(self):
        """Accepted (nothing is recorded)."""

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()
        return False

    def __str__(self):
        return self.name


class Task(_Span):
    pass


class Frame(_Span):
    pass


class Event(_Span):
    def __init__(self, name):
        super().__init__(None, name)


class Counter:
    """A named value (kept, so ``increment``/``decrement`` behave)."""

    def __init__(self, domain, name, value=None):
        self.domain, self.name, self.value = domain, name, value or 0

    def set_value(self, value):
        self.value = value

    def increment(self, delta=1):
        self.value += delta

    def decrement(self, delta=1):
        self.value -= delta

    def __iadd__(self, delta):
        self.increment(delta)
        return self

    def __isub__(self, delta):
        self.decrement(delta)
        return self

    def __str__(self):
        return self.name


class Marker:
    def __init__(self, domain, name):
        self.domain, self.name = domain, name

    def mark(self, scope="process"):
        """Accepted (nothing is recorded)."""
