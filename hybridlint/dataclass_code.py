"""The compiled code of the methods ``dataclasses`` generates, kept between runs (like .pyc).

``@dataclass`` writes the source of each class's ``__init__``/``__eq__``/``__repr__``/``__hash__``...
and compiles it at import: ~0.1 ms a method, ~0.7 ms a class, a start-up cost that a
one-file ``hybridlint check`` pays for libcst's ~200 node classes and hybridlint's own ~30.
The compiled code of a given source text never changes, so inside :func:`cached` the text is
looked up in a cache written by an earlier run (keyed by the exact text, so an upgrade of
Python, libcst or a class simply misses) and only new texts are compiled; the new ones are saved
beside the bytecode cache (``sys.pycache_prefix`` or this package's ``__pycache__``) when the
block ends, not at all when bytecode writing is off.  Running the cached code is what ``exec``
of the text would run: the classes are the same.  Any problem with the cache (unreadable, a
Python other than 3.10/3.11, whose ``dataclasses`` builds the text differently) falls back to
plain compiling.

Shared layer: stdlib only, imports nothing of ours.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager

_MAX_ENTRIES = 4000     # more means several versions piled up: start again


def cache_file(name: str, beside: str) -> str | None:
    """Where the cache named ``name`` lives: under ``sys.pycache_prefix``, else in the
    ``__pycache__`` folder beside the module file ``beside``."""
    from importlib.util import MAGIC_NUMBER
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    # the bytecode magic too: code objects of another interpreter build are not loaded
    return cache_path(f"{name}-dataclass-code.{tag}-{MAGIC_NUMBER.hex()}.marshal", beside)


def cache_path(file: str, beside: str) -> str:
    """``file`` under ``sys.pycache_prefix``, else in the ``__pycache__`` folder beside the module
    file ``beside``: where the bytecode of ``beside`` goes."""
    import os
    if sys.pycache_prefix:
        return os.path.join(sys.pycache_prefix, file)
    return os.path.join(os.path.dirname(os.path.abspath(beside)), "__pycache__", file)


@contextmanager
def cached(name: str, beside: str, modules: "tuple[str, ...] | None" = None):
    """Inside the block, the dataclasses that modules named ``modules`` (prefixes; None: every
    module) define take their generated methods' code from the cache ``name``; the others are
    built as before (by whatever ``dataclasses._create_fn`` was when the block began, so blocks
    nest)."""
    import dataclasses
    from types import CodeType

    create = getattr(dataclasses, "_create_fn", None)
    path = cache_file(name, beside)
    # (the text below is CPython 3.10/3.11's: other versions build it differently)
    if create is None or path is None or sys.version_info[:2] not in ((3, 10), (3, 11)):
        yield
        return
    cache = read_entries(path)
    fresh: dict[str, object] = {}
    missing = dataclasses.MISSING

    def cached_create_fn(name, args, body, *, globals=None, locals=None, return_type=missing):
        if modules is not None and not (globals or {}).get("__name__", "").startswith(modules):
            return create(name, args, body, globals=globals, locals=locals, return_type=return_type)
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
        yield
    finally:
        dataclasses._create_fn = create
        if fresh and not sys.dont_write_bytecode:
            write_entries(path, fresh if len(cache) + len(fresh) > _MAX_ENTRIES else {**cache, **fresh})


def cached_compile(name: str, beside: str, text: str):
    """``compile(text, "<string>", "exec")``, taken from the cache ``name`` (see cache_file)
    when an earlier run compiled the same text, and saved there when not."""
    from types import CodeType

    path = cache_file(name, beside)
    cache = read_entries(path) if path is not None else {}
    code = cache.get(text)
    if type(code) is not CodeType:
        code = compile(text, "<string>", "exec")
        if path is not None and not sys.dont_write_bytecode:
            write_entries(path, {text: code})      # (one text: the last one compiled)
    return code


def read_entries(path: str) -> dict:
    """The dict a cache file holds; {} where it is missing, unreadable or not a dict."""
    import marshal
    try:
        with open(path, "rb") as fh:
            # from bytes: marshal.load on a file calls its readinto once per object, ~10x slower
            # for the libcst cache (0.7 MB, ~600 texts and their code: 50-90 ms against 5-8 ms)
            cache = marshal.loads(fh.read())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return cache if isinstance(cache, dict) else {}


def write_entries(path: str, entries: dict) -> None:
    """Replace the cache file by ``entries`` atomically; a failure leaves no file behind."""
    import marshal
    import os
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as fh:
            marshal.dump(entries, fh)
        os.replace(tmp, path)
    except (OSError, ValueError):
        try:
            os.remove(tmp)
        except OSError:
            pass
