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
        import libcst  # noqa: F401  (Python 3.13+ builds dataclass methods differently)
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
        import libcst  # noqa: F401
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


if "libcst" not in sys.modules:
    _import_with_cache()
