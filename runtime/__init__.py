"""The bundled hybrid runtime: eager NDArray, Symbol tracing, compiled execution, Gluon.

Importing this package is cheap: ``nd``, ``sym`` (and their MXNet spellings
``ndarray``, ``symbol``), ``autograd`` and ``gluon`` load the op table on first access.

The runtime's layers, lowest first: core (errors, context, ``registry``...) -> ``ops`` -> frontend
(NDArray, Symbol, ``nd``, ``sym``, autograd, executor) -> ``compiler`` -> libraries -> ``gluon``
(docs/architecture.md, "Layers"). This ``__init__`` is in the ``entry`` layer and may import any of
them; no module of the runtime imports the linter.
"""
from __future__ import annotations

import importlib

from . import name
from .context import Context, cpu, cpu_pinned, current_context, gpu, num_gpus  # noqa: F401

__version__ = "1.9.1"  # the MXNet API version this runtime follows

__all__ = ["nd", "ndarray", "sym", "symbol", "cpu", "gpu", "Context", "current_context",
           "num_gpus", "autograd", "random", "gluon", "name", "attribute", "AttrScope",
           "__version__"]

# ``ndarray``/``symbol`` are also the modules holding the classes; their module
# ``__getattr__`` delegates op names to ``nd``/``sym`` so both spellings work.
_LAZY = {"nd": ".nd", "sym": ".sym", "ndarray": ".ndarray", "symbol": ".symbol",
         "autograd": ".autograd", "random": ".random", "gluon": ".gluon", "registry": ".registry",
         "errors": ".errors", "graph": ".graph", "initializer": ".initializer",
         "attribute": ".attribute",
         "init": ".initializer"}


def __getattr__(attr):
    if attr == "AttrScope":
        from .attribute import AttrScope
        return AttrScope
    target = _LAZY.get(attr)
    if target is None:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    mod = importlib.import_module(target, __name__)
    if attr in ("ndarray", "symbol"):
        # make sure the namespace functions are built before anyone reads them
        importlib.import_module(".nd" if attr == "ndarray" else ".sym", __name__)
    globals()[attr] = mod
    return mod
