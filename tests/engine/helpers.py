"""Small helpers for the engine tests: run the scope finder / kind inference on a snippet."""
from __future__ import annotations

import textwrap

import libcst as cst

from hybridlint.engine.catalogue import load_catalogue
from hybridlint.engine.context import FileContext
from hybridlint.engine.cst_index import index_cst_module
from hybridlint.engine.index import ProjectIndex
from hybridlint.engine.scopes import ScopeFinder


def find_scopes(source: str, path: str = "m.py", project: ProjectIndex | None = None):
    source = textwrap.dedent(source)
    module = cst.parse_module(source)
    index = project.module_for_path(path) if project is not None else None
    if index is None:
        index = index_cst_module(module, path)
        project = ProjectIndex([index]) if project is None else project.with_module(index)
    ctx = FileContext(source, path, module, index, load_catalogue())
    finder = ScopeFinder(module, source, index, project, ctx.resolve, call_forms=ctx.call_forms)
    return finder.find(), finder


def scope_named(source: str, name: str, **kw):
    scopes, _ = find_scopes(source, **kw)
    for s in scopes:
        if s.name == name:
            return s
    raise AssertionError(f"no scope {name!r}; found {[s.name for s in scopes]}")


def name_kind(scope, name: str):
    scope.kinds.solve()
    return scope.kinds.env.get(name)


def expr_kind(scope, code: str):
    """Kind of the first expression in the scope whose source is ``code``."""
    from hybridlint.engine.walk import iter_descendants
    module = cst.Module(body=[])
    for node in iter_descendants(scope.func.body):
        if isinstance(node, cst.BaseExpression) and module.code_for_node(node) == code:
            return scope.kinds.kind(node)
    raise AssertionError(f"no expression {code!r} in {scope.name}")
