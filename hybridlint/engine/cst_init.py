"""Faster constructors for libcst's node classes, the same objects built.

The libcst parse builds every node of the tree through its class's ``__init__``, which
``@dataclass(frozen=True)`` writes as one ``object.__setattr__(self, 'name', name)`` per field:
the generic attribute protocol, that looks the name up along the class's bases each time.
Over the pinned corpus the parse builds ~550k nodes, and those constructors were ~6% of a
cold run's CPU.  :func:`install` gives each node class an ``__init__`` that does what
``object.__setattr__`` ends up doing, found once per field: the class's data descriptor for
the field (a ``__slots__`` member) has its ``__set__`` called, a field without one is stored
in the instance's ``__dict__``; the same parameters, defaults and default factories, the same
values, then ``__post_init__`` (libcst's validation, which ``pipeline._parse_module`` turns off
around a parse, as before).  A class whose ``__init__`` is not that generated form, or whose
fields are not all plain ``init`` fields, keeps its own.

Built on the first parse of a run, not at import: a run whose files hold no hybrid code never
parses with libcst.  The compiled text of every constructor is one module, cached between runs
as ``dataclass_code`` caches the dataclasses' own (keyed by the exact text).
"""
from __future__ import annotations

import dataclasses
import inspect
import sys

import libcst  # noqa: F401 - loads every node class before the walk of CSTNode's subclasses
from libcst._nodes.base import CSTNode

from hybridlint.dataclass_code import cached_compile

# what dataclasses' generated __init__ of a frozen class names, and of a class without fields
_GENERATED_NAMES = (("__setattr__", "__post_init__"), ("__post_init__",))

_installed = False
# the constructors' globals (install): `_VALIDATE` False while skip_validation is on
_NAMESPACE: dict = {"_VALIDATE": True}
# class -> the __init__ it had (for tests/engine/test_cst_init.py, which builds nodes both ways)
OWN: dict[type, object] = {}


def _node_classes() -> list[type]:
    """libcst's concrete node classes that define an ``__init__``, each once, as its module holds it
    (``add_slots`` replaces a class by a copy, so ``__subclasses__`` can list a stale one)."""
    out, seen, todo = [], set(), [CSTNode]
    while todo:
        c = todo.pop()
        todo.extend(c.__subclasses__())
        if c in seen:
            continue
        seen.add(c)
        module = sys.modules.get(c.__module__)
        if (module is not None and getattr(module, c.__name__, None) is c and "__init__" in c.__dict__
                and dataclasses.is_dataclass(c) and not inspect.isabstract(c)):
            out.append(c)
    out.sort(key=lambda c: (c.__module__, c.__qualname__))
    return out


def _setter(cls: type, name: str):
    """What ``object.__setattr__(instance, name, value)`` calls for ``cls``: the first data
    descriptor along the bases, else None (the value goes to the instance's ``__dict__``)."""
    for base in cls.__mro__:
        if name in base.__dict__:
            found = type(base.__dict__[name])
            return base.__dict__[name].__set__ if hasattr(found, "__set__") else None
    return None


def _constructor_text(index: int, cls: type, namespace: dict) -> str | None:
    """The source of ``cls``'s fast ``__init__`` (named ``_init_<index>``), its constants put in
    ``namespace``; None to keep the class's own."""
    code = getattr(cls.__dict__["__init__"], "__code__", None)
    if code is None or code.co_names not in _GENERATED_NAMES:
        return None
    params, body = ["self"], []
    for f in dataclasses.fields(cls):
        if not f.init or getattr(f, "kw_only", False):
            return None
        key = f"_{index}_{f.name}"
        if f.default is not dataclasses.MISSING:
            namespace["d" + key] = f.default
            params.append(f"{f.name}=d{key}")
            value = f.name
        elif f.default_factory is not dataclasses.MISSING:
            namespace["f" + key] = f.default_factory
            params.append(f"{f.name}=_FACTORY")
            value = f"f{key}() if {f.name} is _FACTORY else {f.name}"
        else:
            params.append(f.name)
            value = f.name
        setter = _setter(cls, f.name)
        if setter is None:
            body.append(f"self.__dict__[{f.name!r}] = {value}")
        else:
            namespace["s" + key] = setter
            body.append(f"s{key}(self, {value})")
    if code.co_varnames[:code.co_argcount] != tuple(p.split("=")[0] for p in params):
        return None     # (an InitVar, say: a parameter that is no field)
    # a class that takes CSTNode's hook (all of them, libcst 1.x) skips the call while the parse has
    # turned that hook off (skip_validation): the call of a no-op per node built is ~0.3% of a run
    owner = next((base for base in cls.__mro__ if "__post_init__" in base.__dict__), None)
    body.append("if _VALIDATE: self.__post_init__()" if owner is CSTNode else "self.__post_init__()")
    return f"def _init_{index}({', '.join(params)}):\n    " + "\n    ".join(body) + "\n"


class _Factory:
    """The default of a parameter whose field has a default factory (a fresh value each call)."""


def install() -> None:
    """Give libcst's node classes the constructors above (once per process)."""
    global _installed
    if _installed:
        return
    _installed = True
    namespace = _NAMESPACE
    namespace["_FACTORY"] = _Factory()
    texts, patched = [], []
    for index, cls in enumerate(_node_classes()):
        text = _constructor_text(index, cls, namespace)
        if text is not None:
            texts.append(text)
            patched.append((index, cls))
    exec(cached_compile("libcst-init", __file__, "\n".join(texts)), namespace)
    for index, cls in patched:
        fn = namespace[f"_init_{index}"]
        fn.__qualname__ = f"{cls.__qualname__}.__init__"
        OWN[cls] = cls.__dict__["__init__"]
        cls.__init__ = fn


def skip_validation(skip: bool) -> None:
    """While on, the constructors above do not call ``__post_init__`` (CSTNode's hook, libcst's
    validation): for ``pipeline._parse_module``, which turns the hook itself into a no-op around a
    parse (and back off after it)."""
    _NAMESPACE["_VALIDATE"] = not skip
