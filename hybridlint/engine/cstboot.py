"""Import libcst with a cache of the code its dataclasses generate (a start-up cost, like .pyc).

libcst defines ~200 node classes with ``@dataclass(frozen=True)``; at import
``dataclasses`` writes the source of ~1100 ``__init__``/``__eq__``/``__repr__``...
functions and compiles each one, about a third of libcst's import time and a
large part of a one-file ``hybridlint check``.  So libcst is imported inside
``hybridlint.dataclass_code.cached`` (the cache ``libcst``, beside the bytecode cache
or in ``engine/__pycache__``), which hands ``dataclasses`` the code compiled by an
earlier run; that module says why the classes are the same.

libcst's ``__init__`` also imports ``libcst.metadata`` for two names, and that
package's ``__init__`` imports every metadata provider: scope analysis, type
inference (``subprocess``, pyre), qualified names... about a fifth of the import,
none of which the linter uses (it uses ``position_provider`` alone).  So the
package is entered with its ``__init__`` not run yet: its submodules import as
usual (``__path__`` is set), and the first read of a name it does not hold runs
the real ``__init__`` then (:func:`_defer_metadata_init`).
"""
from __future__ import annotations

import sys
from abc import ABCMeta

from hybridlint.dataclass_code import cached

try:
    from _abc import _get_dump      # (CPython's C abc: an ABC's registry of virtual subclasses)
except ImportError:
    _get_dump = None


def _import_with_cache() -> None:
    with cached("libcst", __file__):
        _import_libcst()


def _import_libcst() -> None:
    deferred = _defer_metadata_init()
    import libcst
    # (what the linter's positions use: imported here, under the code cache)
    import libcst.metadata.position_provider  # noqa: F401
    if deferred is not None and getattr(libcst, "metadata", None) is None:
        # the import system binds a package to its parent only when it runs its __init__
        libcst.metadata = deferred


class _NodeMeta(ABCMeta):
    """ABCMeta whose isinstance()/issubclass() are ``type``'s own (C code, along the bases)."""
    __instancecheck__ = type.__instancecheck__
    __subclasscheck__ = type.__subclasscheck__


def _plain_type_checks(root: type) -> None:
    """isinstance()/issubclass() against libcst's node classes as plain type checks.

    The node classes are ABCs: an isinstance() of a node against a class that is not exactly its
    own runs ABCMeta's ``__instancecheck__``, a python function (~570k calls in a cold corpus run
    at 1c2e8cb0, ~3% of its instructions).  ABCMeta answers otherwise than ``type`` only through
    virtual subclasses (``register``) and ``__subclasshook__``; libcst uses neither, so where no
    class under ``root`` has one, each gets a metaclass that answers as ``type`` does: the same
    answers.  (A class registered later would not count: nothing here registers one.)"""
    if _get_dump is None:
        return
    classes, todo = [], [root]
    while todo:
        c = todo.pop()
        todo.extend(c.__subclasses__())
        classes.append(c)
    if any(type(c) is not ABCMeta or "__subclasshook__" in c.__dict__ or _get_dump(c)[0] for c in classes):
        return
    for c in classes:
        c.__class__ = _NodeMeta


def _defer_metadata_init():
    """Put ``libcst.metadata`` in ``sys.modules`` with its ``__init__`` still to run (see the
    module doc); the module, or None where its layout is not the expected one."""
    import importlib.machinery
    import importlib.util

    try:
        root = importlib.util.find_spec("libcst")
        locations = list(root.submodule_search_locations or []) if root is not None else []
        spec = importlib.machinery.PathFinder.find_spec("libcst.metadata", locations)
    except (ImportError, ValueError, AttributeError):
        return None
    if spec is None or spec.loader is None or not spec.submodule_search_locations:
        return None
    module = importlib.util.module_from_spec(spec)
    namespace = module.__dict__

    def __getattr__(name: str):
        # the first read of a name the package's __init__ defines: run it now, once
        if namespace.get("__getattr__") is __getattr__:
            del namespace["__getattr__"]
            spec.loader.exec_module(module)
        try:
            return namespace[name]
        except KeyError:
            raise AttributeError(f"module 'libcst.metadata' has no attribute {name!r}") from None

    namespace["__getattr__"] = __getattr__
    sys.modules["libcst.metadata"] = module
    return module


if "libcst" not in sys.modules:
    _import_with_cache()
_plain_type_checks(sys.modules["libcst"].CSTNode)
