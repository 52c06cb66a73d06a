"""Module index and dotted names from an already parsed libcst module (no second parse).

Kept apart from ``index.py`` so that indexing (which every run does for every
file) never imports libcst.
"""
from __future__ import annotations

import libcst as cst

from .index import ModuleIndex, module_parts, relative_module


def cst_dotted(node: cst.CSTNode) -> str | None:
    t = type(node)
    if t is cst.Name:
        return node.value
    if t is cst.Attribute:
        head = cst_dotted(node.value)
        return f"{head}.{node.attr.value}" if head else None
    return None


def _cst_statements(body):
    for stmt in body:
        if isinstance(stmt, cst.SimpleStatementLine):
            yield from stmt.body
        elif isinstance(stmt, cst.ClassDef):
            yield stmt
        elif isinstance(stmt, cst.Try):
            yield from _cst_statements(stmt.body.body)
            for h in stmt.handlers:
                yield from _cst_statements(h.body.body)
            if stmt.orelse is not None:
                yield from _cst_statements(stmt.orelse.body.body)
        elif isinstance(stmt, cst.If):
            yield from _cst_statements(stmt.body.body)
            orelse = stmt.orelse
            while orelse is not None:
                yield from _cst_statements(orelse.body.body)
                orelse = orelse.orelse if isinstance(orelse, cst.If) else None


def index_cst_module(module: cst.Module, path: str) -> ModuleIndex:
    index = ModuleIndex(path=path, parts=module_parts(path))
    raw_classes: dict[str, list[str]] = {}
    for stmt in _cst_statements(module.body):
        if isinstance(stmt, cst.Import):
            for a in stmt.names:
                name = cst_dotted(a.name) or ""
                if a.asname is not None and isinstance(a.asname.name, cst.Name):
                    index.imports[a.asname.name.value] = name
                else:
                    head = name.split(".")[0]
                    index.imports.setdefault(head, head)
        elif isinstance(stmt, cst.ImportFrom):
            mod = cst_dotted(stmt.module) if stmt.module is not None else ""
            mod = mod or ""
            if stmt.relative:
                base = relative_module(path, len(stmt.relative))
                mod = f"{base}.{mod}" if mod and base else (mod or base)
            if isinstance(stmt.names, cst.ImportStar):
                index.star_imports.append(mod)
                continue
            for a in stmt.names:
                name = cst_dotted(a.name) or ""
                alias = name
                if a.asname is not None and isinstance(a.asname.name, cst.Name):
                    alias = a.asname.name.value
                index.imports[alias] = f"{mod}.{name}" if mod else name
        elif isinstance(stmt, cst.ClassDef):
            raw_classes[stmt.name.value] = [d for d in (cst_dotted(b.value) for b in stmt.bases) if d]
    for name in raw_classes:
        index.classes[name] = ()
    for name, bases in raw_classes.items():
        index.classes[name] = tuple(index.resolve_name(b) for b in bases)
    return index


