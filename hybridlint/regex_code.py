"""The programs ``re`` compiles regular expressions into, kept between runs (like .pyc).

``re.compile`` of a pattern the process has not seen parses it and generates the regex engine's
program in Python (``re._parser``, ``re._compiler``): ~0.5 M instructions a pattern.  A
one-file ``hybridlint check`` compiles ~110 patterns (its modules' and libcst's at import, one a
class name of the file): ~60 M of its ~1.55 G instructions.  The program of a given pattern
and flags never changes for one build of the engine (``_sre.MAGIC``), so inside :func:`cached`
each pattern is looked up in a cache an earlier run wrote, and the pattern object is built from
the stored program by ``_sre.compile``, the very call ``re._compiler.compile`` ends with: the
same object.  Only new patterns are compiled, and saved beside the bytecode cache when the
block ends (not at all when bytecode writing is off).  Any problem with the cache (unreadable,
a stored program the engine refuses, a Python other than 3.11, whose ``re._compiler.compile``
this one restates) falls back to plain compiling.

Linter side (only the CLI uses it); its file handling is dataclass_code's.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager

from .dataclass_code import cache_path, read_entries, write_entries

# Past this many, the cache mostly holds the class-name patterns of files checked long ago:
# start again (a one-file check reads the whole cache, ~3 k instructions an entry).
_MAX_ENTRIES = 1000


def cache_file(name: str, beside: str) -> str | None:
    """Where the cache named ``name`` lives: under ``sys.pycache_prefix``, else in the
    ``__pycache__`` folder beside the module file ``beside``."""
    import _sre
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    # the engine's magic and code size: programs of another build are not loaded
    return cache_path(f"{name}-regex-code.{tag}-{_sre.MAGIC}-{_sre.CODESIZE}.marshal", beside)


@contextmanager
def cached(name: str, beside: str):
    """Inside the block, ``re`` takes the program of each pattern compiled from a string from
    the cache ``name`` (``re``'s own cache of recent patterns in front of it, as before)."""
    import re
    compiler = getattr(re, "_compiler", None)
    parser = getattr(re, "_parser", None)
    compile_ = getattr(compiler, "compile", None)
    code_of = getattr(compiler, "_code", None)
    path = cache_file(name, beside)
    if (sys.version_info[:2] != (3, 11) or compile_ is None or code_of is None or parser is None
            or path is None):
        yield
        return
    import _sre
    import warnings
    from array import array
    typecode = next((t for t in "IL" if array(t).itemsize == _sre.CODESIZE), None)
    if typecode is None:
        yield
        return
    cache = read_entries(path)
    fresh: dict[tuple, tuple] = {}
    debug = re.DEBUG.value

    def cached_compile(p, flags=0):
        if type(p) not in (str, bytes) or type(flags) is not int or flags & debug:
            return compile_(p, flags)
        key = (p, flags)
        stored = cache.get(key)
        if stored is not None:
            try:
                final, program, groups, groupindex, indexgroup = stored
                return _sre.compile(p, final, array(typecode, program).tolist(), groups, groupindex, indexgroup)
            except Exception:  # noqa: BLE001 - a stored program the engine refuses: compile anew
                pass
        # re._compiler.compile's own steps (3.11), keeping the arguments of its last call
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            parsed = parser.parse(p, flags)
        code = code_of(parsed, flags)
        groupindex = parsed.state.groupdict
        indexgroup = [None] * parsed.state.groups
        for k, i in groupindex.items():
            indexgroup[i] = k
        args = (flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup))
        if caught:
            # a pattern the parser warns about ("possible nested set"...): warned as the parser
            # placed it, and not kept, so that a later run warns too
            for w in caught:
                warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
        else:
            # the program as the engine's code words in bytes: a list of ints costs ~20 k
            # instructions an entry to read back, the bytes a copy
            fresh[key] = (args[0], array(typecode, code).tobytes(), *args[2:])
        return _sre.compile(p, *args)

    compiler.compile = cached_compile
    try:
        yield
    finally:
        compiler.compile = compile_
        if fresh and not sys.dont_write_bytecode:
            write_entries(path, fresh if len(cache) + len(fresh) > _MAX_ENTRIES else {**cache, **fresh})

