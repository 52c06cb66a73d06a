"""Builds the ``nd``/``sym`` function namespaces from the op table.

An op with ``namespace=""`` is exposed at the top level under its name and
aliases (names starting with ``_`` go to ``_internal`` as in MXNet); an op
with ``namespace="contrib"`` under ``<ns>.contrib``.  Every exposed name is
also reachable as ``<ns>.op.<name>``.
"""
from __future__ import annotations

import sys
import types
from collections.abc import Callable

from . import ops  # noqa: F401  (fills the op table)
from . import registry
from .errors import missing_name


def build(module_name: str, kind: str, make: Callable, targets: list[dict],
          extras: dict[str, dict[str, Callable]] | None = None) -> dict[str, types.ModuleType]:
    """Create one function per exposed name of every op with ``in_<kind>``.

    ``make(op, exposed_name)`` returns the function; it is stored in every
    dict of ``targets`` (module globals) unless a hand-written helper of that
    name already exists there.  ``extras`` adds python-level functions to
    sub-namespaces (``contrib.cond``).  Returns the sub-namespace modules.
    """
    subs: dict[str, types.ModuleType] = {}

    def sub(name):
        m = subs.get(name)
        if m is None:
            m = types.ModuleType(f"{module_name}.{name}")
            # `nd.linalg.gemm2` that the table lacks: say whether MXNet has it (PEP 562 hook)
            m.__getattr__ = missing_attribute(f"{kind}.{name}")
            subs[name] = m
            sys.modules.setdefault(m.__name__, m)
        return m

    # every generated op function by exposed name ("relu", "random.normal"), even where
    # a python-level helper shadows it in the namespace (tests call the op itself)
    generated: dict[str, Callable] = {}
    internal = sub("_internal")
    internal.GENERATED = generated
    opmod = sub("op")
    for op in registry.all_ops():
        if not getattr(op, f"in_{kind}"):
            continue
        # name and aliases in the op's namespace, then its exposures elsewhere (``also_in``:
        # MXNet serves linalg.gemm2 also as the top-level linalg_gemm2)
        for ns, exposed in op.exposures():
            fn = make(op, exposed)
            if ns:
                m = sub(ns)
                if not hasattr(m, exposed):
                    setattr(m, exposed, fn)
                generated.setdefault(f"{ns}.{exposed}", fn)
                continue
            generated.setdefault(exposed, fn)
            if not hasattr(internal, exposed):
                setattr(internal, exposed, fn)
            if exposed.startswith("_"):
                continue
            if not hasattr(opmod, exposed):
                setattr(opmod, exposed, fn)
            for g in targets:
                if exposed not in g:
                    g[exposed] = fn
    for ns, fns in (extras or {}).items():
        m = sub(ns)
        for fname, fn in fns.items():
            setattr(m, fname, fn)
    for g in targets:
        for name, m in subs.items():
            g.setdefault(name, m)
    # the sub-namespaces are modules under module_name, so it is a package: `import
    # mxnet.symbol.contrib` (GluonCV does) needs the parent's __path__
    parent = sys.modules.get(module_name)
    if parent is not None and not hasattr(parent, "__path__"):
        parent.__path__ = []
    return subs


class Delegate:
    """A module ``__getattr__`` that answers from a namespace a higher module hands over.

    ``ndarray`` and ``symbol`` hold the NDArray and Symbol types, so the ``nd`` and ``sym``
    namespaces (built from the op table on top of them) are above them and cannot be
    imported by them; yet MXNet answers ``mx.ndarray.<op>`` and ``mx.symbol.<op>`` there.
    The namespace installs itself with :meth:`serve` when it is built.
    """

    def __init__(self, module_name: str, served_by: str):
        self.module_name = module_name
        self.served_by = served_by
        self.namespace = None

    def serve(self, namespace: types.ModuleType) -> None:
        self.namespace = namespace

    def __call__(self, attr: str):
        message = f"module {self.module_name!r} has no attribute {attr!r}"
        # dunder probes (the import system asks for __path__ ...) are never ops
        if attr.startswith("__"):
            raise AttributeError(message)
        if self.namespace is None:
            raise AttributeError(f"{message} (the op functions are served once "
                                 f"{self.served_by} is imported)")
        try:
            return getattr(self.namespace, attr)
        except AttributeError:
            raise AttributeError(message) from None


def missing_attribute(namespace: str) -> Callable[[str], object]:
    """A module ``__getattr__`` for a namespace: a clear error for an op name it lacks."""
    def __getattr__(attr: str):
        if attr.startswith("__"):
            raise AttributeError(f"module {namespace!r} has no attribute {attr!r}")
        raise missing_name(namespace, attr)
    return __getattr__
