"""Import libcst with a cache of the code its dataclasses generate (a start-up cost, like .pyc).

libcst defines ~200 node classes with ``@dataclass(frozen=True)``; at import
``dataclasses`` writes the source of ~1100 ``__init__``/``__eq__``/``__repr__``...
functions and compiles each one, about a third of libcst's import time and a
large part of a one-file ``hybridlint check``.  The compiled code of a given
source text never changes, so while libcst is imported this module hands
``dataclasses`` the code object compiled by an earlier run (keyed by the exact
text, so a libcst or Python upgrade simply misses) and saves the new ones
beside the bytecode cache (``sys.pycache_prefix`` or ``engine/__pycache__``),
not at all when bytecode writing is off.  Running the cached code is what
``exec`` of the text would run: the classes are the same.  Any problem with
the cache (unreadable, a Python other than 3.10/3.11) falls back to the plain
import.

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

_MAX_ENTRIES = 4000     # more means several libcst versions piled up: start again


def _cache_file() -> str | None:
    import os
    from importlib.util import MAGIC_NUMBER
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    # the bytecode magic too: code objects of another interpreter build are not loaded
    name = f"libcst-dataclass-code.{tag}-{MAGIC_NUMBER.hex()}.marshal"
    if sys.pycache_prefix:
        return os.path.join(sys.pycache_prefix, name)
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__", name)


def _import_with_cache() -> None:
    import dataclasses
    import marshal
    import os
    from types import CodeType

    create = getattr(dataclasses, "_create_fn", None)
    path = _cache_file()
    # (the text below is CPython 3.10/3.11's: other versions build it differently)
    if create is None or path is None or sys.version_info[:2] not in ((3, 10), (3, 11)):
        _import_libcst()    # (Python 3.13+ builds dataclass methods differently)
        return
    try:
        with open(path, "rb") as fh:
            cache = marshal.load(fh)
        if not isinstance(cache, dict):
            cache = {}
    except (OSError, ValueError, EOFError, TypeError):
        cache = {}
    fresh: dict[str, object] = {}
    missing = dataclasses.MISSING

    def cached_create_fn(name, args, body, *, globals=None, locals=None, return_type=missing):
        # the text is built exactly as dataclasses._create_fn builds it
        if locals is None:
            locals = {}
        annotation = ""
        if return_type is not missing:
            locals["_return_type"] = return_type
            annotation = "->_return_type"
        text = f" def {name}({','.join(args)}){annotation}:\n" + "\n".join(f"  {b}" for b in body)
        text = f"def __create_fn__({', '.join(locals.keys())}):\n{text}\n return {name}"
        code = cache.get(text)
        if type(code) is not CodeType:     # only code objects: exec() would run a str as source
            code = compile(text, "<string>", "exec")
            fresh[text] = code
        ns: dict[str, object] = {}
        exec(code, globals, ns)
        return ns["__create_fn__"](**locals)

    dataclasses._create_fn = cached_create_fn
    try:
        _import_libcst()
    finally:
        dataclasses._create_fn = create
    if not fresh or sys.dont_write_bytecode:
        return
    merged = fresh if len(cache) + len(fresh) > _MAX_ENTRIES else {**cache, **fresh}
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as fh:
            marshal.dump(merged, fh)
        os.replace(tmp, path)
    except (OSError, ValueError):
        try:
            os.remove(tmp)
        except OSError:
            pass


def _import_libcst() -> None:
    deferred = _defer_metadata_init()
    import libcst
    # (what the linter's positions use: imported here, under the code cache)
    import libcst.metadata.position_provider  # noqa: F401
    if deferred is not None and getattr(libcst, "metadata", None) is None:
        # the import system binds a package to its parent only when it runs its __init__
        libcst.metadata = deferred


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
