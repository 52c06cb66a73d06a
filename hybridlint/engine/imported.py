"""Helpers imported from another module of the project, checked as same-file helpers are.

``from .projection_layer import inverse_warp`` and a ``hybrid_forward`` that calls
``inverse_warp(x, depth, ...)``: the function runs inside the traced call, so its uses of the
tensors it is given are checked like those of a helper of the same file -- with the argument
kinds of the call sites, transitively through what it calls in its own module and in further
modules -- and reported *at the helper's file and line*, naming the scope that reaches it
(``[reached from `Network.hybrid_forward` in models/network.py, line 216]``).

Followed: ``from M import f`` / ``from .M import f`` / ``import pkg.mod as m; m.f(x)`` /
``from pkg import mod; mod.f(x)`` / a static method through its class (``from .m import Warp;
Warp.apply(x)``) / a method of an object the block made (``self.proj = Projector(...)`` in
``__init__``, ``self.proj.project(x)`` in hybrid code; a method the class defines itself), a
method a block inherits from a class of another module (``class Net(basic.BaseNet)`` and
``self.merge(F, y)``, when single inheritance makes it that class's own method and no class of
the file defines it), re-exports through ``__init__.py`` and star imports.  A star import of a project module also
binds, in the importing module, the mxnet/numpy names that module imports (``from utils import
*`` with ``from mxnet import nd`` in utils.py: ``nd.concat(x, y)`` is the eager namespace);
``with_star_names`` adds them to the module's index, and the modules read tie the result to
them as a followed helper's do.  A helper a star import binds (``from tools.mx_utils import
*`` then ``get_region_boxes([y1, y2])``) is followed when python's order of the star imports
makes it that module's function (``_star_binding``).  Left unknown (no
finding): an import that does not resolve to a project file (``project_modules.py``), a name
bound again after its import (in the module or in the calling function), the methods an
imported class inherits in turn, what a followed helper returns (the caller sees an unknown value).

Cost: nothing is read unless a call passes F or a tensor to an imported name; a module is read
and summarised once per process (``project_modules.read_module``) and parsed with libcst once
per process, when a tensor first flows into it.  The diagnostics name their own file (not the
one analysed) and carry no fix: the fix loop rewrites one file at a time from that file's own
analysis.  Every module read is returned with its content hash, so that the runner's cache of
the calling file is invalidated when one of them changes.
"""
from __future__ import annotations

import ast
import builtins
import os
from dataclasses import replace
from typing import Callable

import libcst as cst

from hybridlint.diagnostics import Diagnostic

from .astwalk import walk as ast_walk
from .catalogue import load_catalogue
from .declared import small_statements
from .context import Dispatcher, FileContext
from .index import ModuleIndex, ProjectIndex, ast_dotted, index_ast_module
from .kinds import Kind
from .project_modules import (Binding, ModuleSummary, Target, dunder_all, find_class,
                              import_bindings, instance_method, lookup, module_file,
                              module_level_names, read_into, resolve_binding, star_library_imports,
                              static_method)
from .scopes import HybridClass, Scope, ScopeFinder
from .walk import iter_descendants, param_names

MAX_DEPTH = 3          # modules away from the analysed file
# the packages every file of hybrid code imports (`nd.relu(x)`, `np.sqrt(d)`): not looked up on disk
_LIBRARIES = frozenset({"mxnet", "numpy"})


def with_star_names(index: ModuleIndex, body: list[ast.stmt], real: str,
                    read: list[ModuleSummary]) -> ModuleIndex:
    """``index`` with the mxnet/numpy names that its module's star imports of project modules
    bind (``from utils import *`` where utils.py does ``from mxnet import nd``: ``nd`` is the
    eager namespace here too); a name the module binds itself keeps its own meaning.  The
    modules read are appended to ``read``: the result depends on them."""
    _, stars, _ = import_bindings(body)
    if not stars or not _free_attribute_bases(body):
        # (reading the modules a star import names costs: gluoncv's model_zoo.py star-imports 70)
        return index
    extra = star_library_imports(stars, real, read)
    if not extra:
        return index
    own = module_level_names(body)
    extra = {alias: dotted for alias, dotted in extra.items() if alias not in own}
    return replace(index, imports={**index.imports, **extra}) if extra else index


def _free_attribute_bases(body: list[ast.stmt]) -> set[str]:
    """The names read as ``name.attr`` in the module that it binds nowhere itself (not as an
    import, def, class, parameter or assignment, at any level): only such a name can be one a
    star import binds."""
    bound: set[str] = set()
    bases: set[str] = set()
    for stmt in body:
        for node in ast_walk(stmt):
            if isinstance(node, ast.Name):
                if not isinstance(node.ctx, ast.Load):
                    bound.add(node.id)
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                bases.add(node.value.id)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bound.add(node.name)
            elif isinstance(node, ast.arg):
                bound.add(node.arg)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                bound.update((a.asname or a.name).split(".")[0] for a in node.names)
    return bases - bound - _BUILTINS


_BUILTINS = frozenset(dir(builtins))


class ImportFollower:
    """Follows the tensors of one analysed file into the project modules it imports."""

    def __init__(self, path: str, base: str, project: ProjectIndex, rules: list[type],
                 parse: Callable[[ModuleSummary], "cst.Module | None"]) -> None:
        self.path = path
        self.base = base
        self._real: str | None = None
        self.project = project
        self.rules = rules
        self.parse = parse
        self.read: list[ModuleSummary] = []     # every module read: the result depends on them
        self.done: set[tuple[str, str | None, str, bool]] = set()
        self.diagnostics: list[Diagnostic] = []
        self._made: dict[int, dict[str, tuple[str, ...]]] = {}

    # ---- the analysed file, and each followed module in turn -----------------------------------

    @property
    def real(self) -> str:
        """The analysed file's real path (asked only once a call passes a tensor)."""
        if self._real is None:
            self._real = os.path.realpath(os.path.join(self.base, self.path))
        return self._real

    def follow(self, finder: ScopeFinder, ctx: FileContext, importer: str | None, body: list[ast.stmt],
               depth: int = 0) -> None:
        """Check the helpers of other modules that the scopes of ``finder`` pass F or a tensor
        (``importer``: the real path of the module they are in, None for the analysed file)."""
        if depth >= MAX_DEPTH:
            return
        imports: dict[str, Binding] | None = None     # (read only once a call passes a tensor)
        stars: list[Binding] = []
        own: set[str] = set()
        star_bound: dict[str, Binding | None] = {}
        rebound: set[str] = set()
        targets: dict[tuple, tuple[Target, list[tuple[Scope, cst.Call]], tuple]] = {}
        resolved: dict[tuple, Target | None] = {}
        for scope in finder.scopes:
            kinds = scope.kinds
            if kinds is None or not isinstance(scope.func, cst.FunctionDef):
                continue
            local: set[str] | None = None
            for call in (*kinds.local_calls, *kinds.dotted_calls):
                chain = _chain(call.func)
                if chain is None:
                    continue
                if chain[0] == "self":
                    if scope.cls is None or len(chain) not in (2, 3):
                        continue
                    # (`self.fc(x)` calls a child the class assigns, not a method)
                    if len(chain) == 2 and (chain[1] in finder._method_names(scope.cls)
                                            or chain[1] in scope.cls.child_attrs
                                            or self._imported_base(finder, scope.cls) is None):
                        continue
                elif len(chain) == 1 and chain[0] in finder._functions:
                    continue
                if not _passes_tensor(call, scope):
                    continue
                if imports is None:
                    imports, stars, rebound = import_bindings(body)
                    own = module_level_names(body) if stars else set()
                if not imports and not stars:
                    return
                if chain[0] == "self" and len(chain) == 2:
                    # `self.merge(F, y)` of a method no class of this file's lineage defines:
                    # the one imported base's own method (`class Net(basic.BaseNet)`)
                    made = self._imported_base(finder, scope.cls)
                    assert made is not None
                    head, key = made[0], ("self", *made, chain[1])
                    chain = ("self", "", chain[1])
                elif chain[0] == "self":
                    # `self.proj.apply(x)` with `self.proj = Projector(...)`, Projector imported
                    made = self._made_by(scope.cls).get(chain[1])
                    if made is None:
                        continue
                    head, key = made[0], ("self", *made, chain[2])
                else:
                    head, key = chain[0], chain
                if head in rebound:
                    continue
                binding = imports.get(head)
                if binding is None:
                    if head in own or not stars:
                        continue
                    if importer is None:
                        importer = self.real
                    if head not in star_bound:
                        star_bound[head] = self._star_binding(head, stars, importer)
                    binding = star_bound[head]
                    if binding is None:
                        continue
                if binding.level == 0 and binding.module.split(".")[0] in _LIBRARIES:
                    continue
                if local is None:
                    local = _bound_in(scope.func) - {"self"}
                if head in local:
                    continue
                if importer is None:
                    importer = self.real
                if key not in resolved:
                    resolved[key] = (self._resolve_method(binding, made[1:], chain[2], importer)
                                     if chain[0] == "self" else self._resolve(binding, chain[1:], importer))
                target = resolved[key]
                if target is None:
                    continue
                tkey = (target.module.path, target.cls, target.name, target.instance)
                if tkey in self.done:
                    continue
                if tkey not in targets:
                    via = scope.reached_via or (scope.name, scope.func)
                    if not isinstance(via[1], str):
                        via = (via[0], ctx.place_of(via[1]))
                    targets[tkey] = (target, [], via)
                targets[tkey][1].append((scope, call))
        by_module: dict[str, list[tuple[Target, list, tuple]]] = {}
        for tkey, entry in targets.items():
            self.done.add(tkey)
            by_module.setdefault(tkey[0], []).append(entry)
        for entries in by_module.values():
            self._check_module(entries[0][0].module, entries, depth)

    def _star_binding(self, head: str, stars: list[Binding], importer: str) -> Binding | None:
        """``from M import head`` for the last star import ``from M import *`` that binds
        ``head`` to a function of the project (python's order: a later star import wins); None
        when a later one binds it otherwise, or may: a star import of mxnet or numpy, of a
        file that cannot be read, or of a module with a computed ``__all__``."""
        for star in reversed(stars):
            if star.level == 0 and star.module.split(".")[0] in _LIBRARIES:
                return None
            module = read_into(module_file(star.level, star.module, importer), self.read)
            if module is None:
                return None
            public = dunder_all(module)
            if public is False:
                return None
            if head in public if public is not None else not head.startswith("_"):
                if isinstance(lookup(module, head, self.read), Target):
                    return Binding(star.level, star.module, head)
                if (head in module_level_names(module.tree.body) or module.star_imports
                        or find_class(module, head, self.read) is not None):
                    return None
        return None

    def _resolve(self, binding: Binding, attrs: tuple[str, ...], importer: str) -> Target | None:
        """The function ``<binding>.<attrs...>`` names, if it is one of the project's."""
        if not attrs:
            found = resolve_binding(binding, importer, self.read)
            return found if isinstance(found, Target) else None
        *middle, name = attrs
        if binding.name is None:
            dotted = ".".join([binding.module, *middle])
            level = binding.level
        else:
            if not middle:
                # `Warp.apply(x)`: a static method of an imported class
                owner = read_into(module_file(binding.level, binding.module, importer), self.read)
                if owner is not None and binding.name in owner.classes:
                    return static_method(owner, binding.name, name)
            dotted = ".".join(p for p in (binding.module, binding.name, *middle) if p)
            level = binding.level
        module = read_into(module_file(level, dotted, importer), self.read)
        found = lookup(module, name, self.read) if module is not None else None
        return found if isinstance(found, Target) else None

    def _resolve_method(self, binding: Binding, attrs: tuple[str, ...], method: str,
                        importer: str) -> Target | None:
        """The method ``method`` of the class ``<binding>.<attrs...>`` names (it constructs the
        object an attribute holds), if the class is one of the project's and defines it."""
        if attrs:
            *middle, name = attrs
            dotted = ".".join(p for p in (binding.module, binding.name, *middle) if p)
            module = read_into(module_file(binding.level, dotted, importer), self.read)
        elif binding.name is not None:
            name = binding.name
            module = read_into(module_file(binding.level, binding.module, importer), self.read)
        else:
            return None
        found = find_class(module, name, self.read) if module is not None else None
        return instance_method(found[0], found[1], method) if found is not None else None

    @staticmethod
    def _imported_base(finder: ScopeFinder, hc: HybridClass) -> tuple[str, ...] | None:
        """``("basic", "BaseNet")`` when the lineage of ``hc`` in this file ends, through single
        inheritance, in one class whose one base is a dotted name of another module (python's
        MRO then reaches that class's methods right after the file's); None otherwise."""
        lineage = finder._lineage(hc)
        local = {c.name for c in lineage}
        for c in lineage:
            if len(c.node.bases) != 1:
                return None
        last = lineage[-1]
        base = last.node.bases[0]
        if base.keyword is not None or base.star:
            return None
        chain = _chain(base.value)
        if chain is None or chain[-1] in local or chain[0] in finder._functions:
            return None
        return chain

    def _made_by(self, hc: HybridClass) -> dict[str, tuple[str, ...]]:
        """``{"proj": ("layers", "Projector")}`` for ``self.proj = layers.Projector(...)``: the
        attributes of the block each assigned, once, the result of calling a dotted name.  Read
        from the methods in the stdlib tree (``__init__``'s body may be left out of the libcst
        tree: stubs.py)."""
        known = self._made.get(id(hc.node))
        if known is not None:
            return known
        made: dict[str, tuple[str, ...] | None] = {}
        for name, fn in hc.ast_methods.items():
            if name in ("hybrid_forward", "forward"):
                continue
            for node in small_statements(fn.body):
                if type(node) is not ast.Assign:
                    continue
                for target in node.targets:
                    if not (type(target) is ast.Attribute and type(target.value) is ast.Name
                            and target.value.id == "self"):
                        continue
                    func = ast_dotted(node.value.func) if type(node.value) is ast.Call else None
                    chain = tuple(func.split(".")) if func is not None else None
                    attr = target.attr
                    made[attr] = chain if attr not in made or made[attr] == chain else None
        known = {a: c for a, c in made.items() if c is not None}
        self._made[id(hc.node)] = known
        return known

    def _check_module(self, summary: ModuleSummary, entries, depth: int) -> None:
        module = self.parse(summary)
        if module is None:
            return
        display = self._display(summary.path)
        index = with_star_names(index_ast_module(summary.tree, display), summary.tree.body, summary.path,
                                self.read)
        ctx = FileContext(summary.source, display, module, index, load_catalogue(),
                          ast_stmts=summary.tree.body, module_stmts=summary.tree.body)
        ctx.project = self.project
        ctx.fixes_wanted = False
        finder = ScopeFinder(module, summary.source, index, self.project, ctx.resolve,
                             ast_body=summary.tree.body, module_stmts=summary.tree.body)
        try:
            finder.prepare()
            ctx.classes = finder.classes
            seeded = False
            for target, calls, via in entries:
                found = _function(module, target)
                if found is not None:
                    owner = _owner(finder, found[1]) if target.instance else None
                    seeded = finder.seed(found[0], owner, found[1], calls, via) or seeded
            if not seeded:
                return
            scopes = finder.find_seeded_helpers()
            dispatcher = Dispatcher(ctx, [rule(ctx) for rule in self.rules])
            for scope in scopes:
                dispatcher.run_scope(scope)
            self.diagnostics.extend(replace(d, fix=None) for d in ctx.diagnostics())
            self.follow(finder, ctx, summary.path, summary.tree.body, depth + 1)
        finally:
            for scope in finder.scopes:
                scope.kinds = None
            finder.scopes = []
            ctx._reports = []

    def _display(self, real: str) -> str:
        """A followed module's path as the analysed file's is written (relative to the same
        directory when it lies under it)."""
        if os.path.isabs(self.path):
            return real
        rel = os.path.relpath(real, os.path.realpath(self.base))
        return real if rel.startswith("..") else rel.replace(os.sep, "/")

    def followed(self) -> tuple[tuple[str, str], ...]:
        """(path, content hash) of every module read, the analysed file excluded."""
        return tuple((self._display(m.path), m.digest) for m in self.read if m.path != self.real)


def _owner(finder: ScopeFinder, node: cst.ClassDef) -> HybridClass:
    """The class a followed method belongs to: the module's HybridBlock, or a plain class
    (its methods, for ``self.other(x)`` inside the method)."""
    for hc in finder.classes:
        if hc.node is node:
            return hc
    methods = {s.name.value: s for s in node.body.body if isinstance(s, cst.FunctionDef)} \
        if isinstance(node.body, cst.IndentedBlock) else {}
    hc = HybridClass(node=node, name=node.name.value, bases=(), verdict=None, methods=methods,
                     toplevel=node, ast_methods=finder.ast_methods_of(node))
    hc.source = finder.source_of(node)      # (after ast_methods_of: it may parse the class alone)
    return hc


def _chain(func: cst.CSTNode) -> tuple[str, ...] | None:
    """``("m", "sub", "f")`` for ``m.sub.f``, ``("f",)`` for ``f``."""
    out: list[str] = []
    while isinstance(func, cst.Attribute):
        out.append(func.attr.value)
        func = func.value
    if not isinstance(func, cst.Name):
        return None
    out.append(func.value)
    return tuple(reversed(out))


def _passes_tensor(call: cst.Call, scope: Scope) -> bool:
    kinds = scope.kinds
    for a in call.args:
        if a.star:
            continue
        if isinstance(a.value, cst.Name) and a.value.value == scope.f_name:
            return True
        k = kinds.kind(a.value)
        if k.tensorish:
            return True
        # `get_region_boxes([y1, y2, y3])`: a python list of tensors, as a helper of the same
        # file is seeded with (ScopeFinder's element kinds)
        if k is Kind.CONTAINER and kinds._element_kind(a.value).tensorish:
            return True
    return False


def _bound_in(func: cst.FunctionDef) -> set[str]:
    """Names the function binds itself (parameters, assignments, nested defs, local imports):
    such a name does not mean the module's import."""
    out = param_names(func.params)
    for node in iter_descendants(func.body, stop=(cst.ClassDef, cst.Lambda)):
        t = type(node)
        if t is cst.AssignTarget or t is cst.AugAssign or t is cst.AnnAssign:
            target = node.target
            for n in ([target] if isinstance(target, cst.Name) else iter_descendants(target)):
                if isinstance(n, cst.Name):
                    out.add(n.value)
        elif t is cst.For or t is cst.CompFor or t is cst.WithItem or t is cst.NamedExpr:
            target = getattr(node, "target", None) or getattr(getattr(node, "asname", None), "name", None)
            if target is not None:
                for n in ([target] if isinstance(target, cst.Name) else iter_descendants(target)):
                    if isinstance(n, cst.Name):
                        out.add(n.value)
        elif t is cst.FunctionDef:
            out.add(node.name.value)
        elif t is cst.ImportAlias:
            name = node.asname.name if node.asname is not None else node.name
            if isinstance(name, cst.Name):
                out.add(name.value)
            elif isinstance(name, cst.Attribute):
                head = _chain(name)
                if head:
                    out.add(head[0])
    return out


def _function(module: cst.Module, target: Target) -> "tuple[cst.FunctionDef, cst.CSTNode] | None":
    """The libcst node of ``target`` and the top-level statement holding it."""
    for stmt in module.body:
        if target.cls is None:
            if isinstance(stmt, cst.FunctionDef) and stmt.name.value == target.name:
                return stmt, stmt
        elif isinstance(stmt, cst.ClassDef) and stmt.name.value == target.cls \
                and isinstance(stmt.body, cst.IndentedBlock):
            for inner in stmt.body.body:
                if isinstance(inner, cst.FunctionDef) and inner.name.value == target.name:
                    return inner, stmt
    return None
