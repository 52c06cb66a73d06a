"""Hybrid scope finder: which function bodies are traced into a Symbol graph by hybridize().

Scopes are:

* ``hybrid_forward(self, F, ...)`` of HybridBlock subclasses (resolved through
  imports and the project index), and of classes whose bases cannot be
  resolved (a ``hybrid_forward(self, F, ...)`` is hybrid by convention);
* MXNet-2 style ``forward(self, x)`` of HybridBlocks in modules that use
  ``mx.np``/``npx`` (style ``"forward"``; rules opt in);
* the lambda of ``nn.HybridLambda(lambda F, x: ...)`` (style ``"hybrid_forward"``,
  ``func`` is then a ``cst.Lambda``);
* a function handed to tracing by name, with no HybridBlock class of its own:
  ``nn.HybridLambda(fn)``, and ``X.hybrid_forward = fn`` /
  ``types.MethodType(fn, X)`` (pruning, quantization and recording hooks; style
  ``"hybrid_forward"``, ``cls`` None);
* F-helpers: functions/methods of the file that take the F namespace and are
  called with it from another scope (style ``"helper"``), with parameter kinds
  joined over their call sites; a lambda every store of ``self.<attr>`` holds
  (``self.score = lambda F, a, b: ...`` in ``__init__``) is one too (``func`` a
  ``cst.Lambda``, ``cls`` None: an instance attribute is not bound), and a def
  that a decorator of this module replaces without running it is none.
"""
from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass, field
from typing import Callable, Iterator, Sequence

import libcst as cst

from .arguments import bound_arguments
from .astwalk import walk_statements
from .call_shapes import LIST, CallForms
from .catalogue import FLUENT_METHODS, MULTI_OUTPUT_OPS
from .constant_shapes import constant_dims, constant_ranks, default_constant_ranks, module_values
from .eager_arrays import ARRAY_METHODS, eager_member
from .cst_index import cst_dotted
from .declared import (PARAM_FACTORIES, Source, calls_method, chain_facts, classes_in, constant_names, custom_op_outputs,
                       declared_name, declared_params, method_defs, module_functions, rnn_layer_attrs,
                       tensor_input_children,
                       scalar_attrs, sequential_builders, sequential_classes, tuple_children,
                       constructed_attr_class)
from .index import (HYBRID, NOT_HYBRID, ModuleIndex, ProjectIndex, number_sequences,
                    number_table_attributes)
from .reduce import function_sequence, function_table, hands_function_text, looped_over, word_start
from .flow import reaching_kinds
from .guards import namespace_side, own_namespace
from .kinds import (Kind, KindInference, container_role, f_call_kind, join, listy, self_getattr, shifted_name,
                    super_call)
from .operands import calls_prove_input
from .stubs import StubbedStatements
from .walk import (children, int_literal, iter_children, iter_descendants, memoized, name_bindings,
                   returns_of, small_statements, target_names)

_NESTED = (cst.FunctionDef, cst.ClassDef, cst.Lambda)


class _ModuleValues:
    """constant_shapes.module_values of a file's statements, made at the first call and kept (the
    classes share one; it holds no reference to the finder, so no cycle is made)."""
    __slots__ = ("_stmts", "_values")

    def __init__(self, stmts: "list[ast.stmt]") -> None:
        self._stmts = stmts
        self._values: "dict[str, cst.BaseExpression] | None" = None

    def __call__(self) -> "dict[str, cst.BaseExpression]":
        if self._values is None:
            self._values = module_values(self._stmts)
        return self._values


@dataclass
class HybridClass:
    node: cst.ClassDef
    name: str
    bases: tuple[str, ...]
    verdict: str | None                  # HYBRID, or None (hybrid by convention)
    methods: dict[str, cst.FunctionDef] = field(default_factory=dict)
    param_names: frozenset[str] = frozenset()
    child_attrs: frozenset[str] = frozenset()  # `self.X = <call>` outside hybrid_forward
    # children that are Gluon layers returning one tensor (`self.fc = nn.Dense(4)`): `self.fc(x)[0]`
    # indexes a tensor, where a user block's output may be a tuple
    single_output_children: frozenset[str] = frozenset()
    # children that are Sequentials of such layers only (`self.convs = nn.HybridSequential()`, then
    # `self.convs.add(nn.Conv2D(...))`): `self.convs[i](x)` calls one of them, one tensor out
    sequential_item_children: frozenset[str] = frozenset()
    # children that are fused Gluon RNN layers (`self.enc = rnn.LSTM(50)`): one tensor out when
    # called without states, (output, states) with them
    rnn_layer_children: frozenset[str] = frozenset()
    # children that are Gluon layers of one input array, or Sequentials whose first child is one
    # (`self.backbone = nn.HybridSequential()`, then `.add(nn.Conv3D(...), ...)`): what hybrid code
    # passes them first is an array, whatever its name sounds like (`self.backbone(clips)`)
    tensor_input_children: frozenset[str] = frozenset()
    # children only ever assigned an instance of a class of this file whose hybrid_forward returns
    # a tuple of single tensors, by that tuple's length (tuple_output_classes): each name of
    # `a, b = self.fuse(x, y)` unpacked to that length is one tensor
    tuple_output_children: "dict[str, int]" = field(default_factory=dict)
    # the names its own methods declare a parameter under with `shape=` (param_shapes reads them)
    shaped_names: frozenset[str] = frozenset()
    # the same methods in the stdlib tree (declared.py reads what they declare from there)
    ast_methods: "dict[str, ast.stmt]" = field(default_factory=dict)
    # the text they were parsed from: how a literal was spelled, whether a block is indented
    source: "Source | None" = None
    toplevel: cst.CSTNode | None = None  # the module-level statement holding the class
    # the classes of this file it inherits from (resolved by ``_inherit``)
    base_classes: "list[HybridClass]" = field(default_factory=list)
    # a plain (non-block) class whose methods hybrid code reaches through an object it builds
    # (scopes._held_object_method): its `self` is that object, not a block
    plain: bool = False
    _scalar_attrs: "frozenset[str] | None" = None
    _param_shapes: "dict[str, cst.BaseExpression] | None" = None
    _constant_dims: "dict[str, dict[int, int]] | None" = None
    _constant_ranks: "dict[str, int] | None" = None
    _default_constant_ranks: "dict[str, int] | None" = None
    _calls_get_constant: "bool | None" = None
    _constant_names: "frozenset[str] | None" = None
    _readable: "dict[str, cst.FunctionDef] | None" = None
    # values of the names the module binds once (constant_shapes.module_values), for the
    # constant readers; given only where the file spells `get_constant`, and made at the first
    # read: a walk of the whole module that most classes of such a file never need
    _module_values_of: "Callable[[], dict[str, cst.BaseExpression]] | None" = None

    @property
    def module_values(self) -> "dict[str, cst.BaseExpression]":
        return {} if self._module_values_of is None else self._module_values_of()

    @property
    def param_shapes(self) -> "dict[str, cst.BaseExpression]":
        """``shape=`` of ``self.params.get(...)`` declarations, by attribute and parameter name,
        its bases' included (what the class declares itself wins, then its first base's).  Read
        when first asked (HYB008, the fixers): it reads the ``__init__`` bodies in the libcst
        tree, which a stubbed parse leaves out (stubs.py)."""
        if self._param_shapes is None:
            merged: dict[str, cst.BaseExpression] = {}
            for base in reversed(self.base_classes):
                merged.update(base.param_shapes)
            if self.shaped_names:
                merged.update(_param_shapes(self.readable_methods()))
            self._param_shapes = merged
        return self._param_shapes

    def param_shape(self, name: str) -> "cst.BaseExpression | None":
        """``param_shapes.get(name)``, without reading the libcst bodies for a name that no
        declaration here or in a base gives a ``shape=`` (the stdlib tree's ``shaped_names``)."""
        if not any(name in c.shaped_names for c in self.lineage()):
            return None
        return self.param_shapes.get(name)

    def _may_state_constant(self, name: str) -> bool:
        """Whether a ``get_constant`` here or in a base may give ``name`` (asked of the stdlib
        tree, declared.constant_names), so that constant_dims/ranks are read only then."""
        for c in self.lineage():
            if not c.ast_methods or c.ast_methods.keys() != c.methods.keys():
                return True
            if not c._states_constants():
                continue        # no `X.get_constant(...)` call: constant_names would be empty
            if c._constant_names is None:
                c._constant_names = constant_names(c.ast_methods)
            if name in c._constant_names:
                return True
        return False

    def constant_rank(self, name: str) -> "int | None":
        """``constant_ranks.get(name)``, read only where a constant may have that name."""
        return self.constant_ranks.get(name) if self._may_state_constant(name) else None

    def default_constant_rank(self, name: str) -> "int | None":
        """The rank of constant ``name`` built from ``__init__`` arguments left at their literal
        defaults (constant_shapes.default_constant_ranks): probable only, for findings."""
        if not self._may_state_constant(name):
            return None
        if self._default_constant_ranks is None:
            self._default_constant_ranks = {}
            own = default_constant_ranks(self.readable_methods(), self.module_values)
            for base in self.base_classes:
                base.default_constant_rank(name)
                own = {**(base._default_constant_ranks or {}), **own}
            self._default_constant_ranks = own
        return self._default_constant_ranks.get(name)

    def constant_dims_of(self, name: str) -> "dict[int, int] | None":
        """``constant_dims.get(name)``, read only where a constant may have that name."""
        return self.constant_dims.get(name) if self._may_state_constant(name) else None

    def readable_methods(self) -> "dict[str, cst.FunctionDef]":
        """``methods``, with each method whose body a stubbed parse left out (stubs.py) parsed on
        its own from the file's text: for param_shapes and the constant readers, which only read
        its statements and generate the code of what they return (the same from a tree of its
        own), so that they cost a parse of ``__init__`` instead of a trip that parses and analyses
        the whole file again.  A method the text does not give back as one parseable ``def`` of
        the same name stays stubbed: reading it trips as before.  Kept once made: param_shapes,
        constant_dims and constant_ranks each ask."""
        if self._readable is not None:
            return self._readable
        out = self.methods
        for name, fn in self.methods.items():
            if not (type(fn.body) is cst.IndentedBlock and type(fn.body.body) is StubbedStatements):
                continue
            node = self.ast_methods.get(name)
            if type(node) is not ast.FunctionDef or self.source is None or fn.decorators:
                continue
            text = b"".join(self.source.line(n) for n in range(node.lineno, node.end_lineno + 1))
            try:
                parsed = cst.parse_module(textwrap.dedent(text.decode("utf-8"))).body
            except (cst.ParserSyntaxError, RecursionError, ValueError):
                continue
            if len(parsed) == 1 and type(parsed[0]) is cst.FunctionDef and parsed[0].name.value == name:
                if out is self.methods:
                    out = dict(self.methods)    # (the class's own dict stays the parsed tree's)
                out[name] = parsed[0]
        self._readable = out
        return out

    def readable_descendants(self) -> "Iterator[cst.CSTNode]":
        """``iter_descendants(self.node)``, each stubbed method (stubs.py) walked as
        readable_methods parsed it: the nodes a walk of the whole text gives, in its order, for
        the price of a parse of those methods instead of a trip that analyses the file again (a
        method readable_methods leaves stubbed still trips)."""
        readable = self.readable_methods()
        for n in iter_descendants(self.node, stop=(cst.FunctionDef,)):
            yield n
            if type(n) is cst.FunctionDef:
                own = readable.get(n.name.value) if self.methods.get(n.name.value) is n else None
                yield from iter_descendants(n if own is None else own)

    def lineage(self) -> "list[HybridClass]":
        """This class and the classes of this file it inherits from, each once (depth first)."""
        seen, todo, out = set(), [self], []
        while todo:
            c = todo.pop()
            if id(c) in seen:
                continue
            seen.add(id(c))
            out.append(c)
            todo.extend(c.base_classes)
        return out

    def _states_constants(self) -> bool:
        """Whether a method calls ``X.get_constant(...)``, what constant_shapes reads: asked of
        the stdlib tree first, so that a class calling none never reads its methods' bodies in
        the libcst tree, which a stubbed parse leaves out (stubs.py)."""
        if self._calls_get_constant is None:
            self._calls_get_constant = (not self.ast_methods or self.ast_methods.keys() != self.methods.keys()
                                        or calls_method(self.ast_methods, "get_constant"))
        return self._calls_get_constant

    @property
    def constant_dims(self) -> dict[str, dict[int, int]]:
        """{axis: size} that each ``get_constant`` value's numpy code states (constant_shapes),
        here or in a base of this file; computed when first asked."""
        if self._constant_dims is None:
            self._constant_dims = {}
            own = constant_dims(self.readable_methods(), self.module_values) if self._states_constants() else {}
            for base in self.base_classes:
                own = {**base.constant_dims, **own}
            self._constant_dims = own
        return self._constant_dims

    @property
    def constant_ranks(self) -> dict[str, int]:
        """The number of axes each ``get_constant`` value's code states (constant_shapes), here
        or in a base of this file; computed when first asked."""
        if self._constant_ranks is None:
            self._constant_ranks = {}
            own = constant_ranks(self.readable_methods(), self.module_values) if self._states_constants() else {}
            for base in self.base_classes:
                own = {**base.constant_ranks, **own}
            self._constant_ranks = own
        return self._constant_ranks

    @property
    def scalar_attrs(self) -> frozenset[str]:
        """Attributes every method (here or in a base of this file) assigns only python numbers
        or strings (`self.num_classes = n` with `n=20` in the signature); computed when first
        asked, as few classes' hybrid code reads such an attribute."""
        if self._scalar_attrs is None:
            self._scalar_attrs = frozenset()        # a cycle of bases sees nothing
            own, assigned = scalar_attrs(self.ast_methods)
            for base in self.base_classes:
                own |= base.scalar_attrs - assigned
            self._scalar_attrs = frozenset(own)
        return self._scalar_attrs


@dataclass
class Scope:
    func: cst.FunctionDef
    cls: HybridClass | None
    style: str                           # "hybrid_forward" | "forward" | "helper"
    f_name: str | None
    params: dict[str, Kind]
    kinds: KindInference | None = None
    toplevel: cst.CSTNode | None = None  # the module-level statement holding the function
    # element kinds of container parameters (`**kwargs` of hybrid_forward holds Parameters)
    elem_params: dict[str, Kind] = field(default_factory=dict)
    proven_elems: set[str] = field(default_factory=set)   # containers of certain tensors
    # locals bound once to an item of the function's `*args` that their uses prove tensors
    proven_items: set[str] = field(default_factory=set)
    numpy_mode: bool = False             # values are mx.np arrays (`@use_np`, `npx.set_np()`)
    # for helpers: the hybrid scope that first reaches it (its name and function node)
    reached_via: "tuple[str, cst.CSTNode | str] | None" = None   # (a str: in another file)
    # tensor parameters shown to be tensors (annotation, Gluon parameter, array-only use)
    proven_params: set[str] = field(default_factory=set)
    # for helpers: parameters taken for probable tensors only because the helper hands them to
    # its F operators (the callers' values are of unknown kind)
    use_inferred: set[str] = field(default_factory=set)
    # a helper reached only from MXNet-2 `forward`s: traced by deferred compute like its callers
    mx2: bool = False
    # for helpers: the hybrid code's calls of it in this file, with the scope making each
    callers: "list[tuple[Scope, cst.Call]]" = field(default_factory=list)
    # inputs this file's own code hands a python constant from outside traced code: name ->
    # (line of that call, the constant's text); MXNet 1.9.1 rejects it once hybridized
    constant_inputs: "dict[str, tuple[int, str]]" = field(default_factory=dict)
    # the file spells no call that may make an instance of the block: every call of it is made
    # elsewhere, with arguments this file does not show (see operands.input_operand)
    made_elsewhere: bool = False
    # for a block the file makes: None when every call of it here hands the input a proven tensor,
    # else why not (operands.calls_prove_input, asked lazily and remembered)
    input_calls: "Callable[[str], str | None] | None" = None
    # for helpers: parameters every hybrid caller hands one of its child blocks (or a container
    # of them, `self.box_preds`): calling one, or an item of one, runs a child block
    block_params: frozenset[str] = frozenset()
    # a helper read a second time with one call site's argument kinds (call_site_scopes): its
    # findings name that caller and carry no fix (a rewrite of the helper also runs for the
    # callers whose values it would break) unless ``site_refusal`` is None
    call_site: bool = False
    # for a call-site reading: None when it stands for every call there can be of the helper (the
    # file holds them all, and each hands the same kinds or leaves a ``=None`` parameter out), so
    # its rewrites may run (``site_unpassed`` says where); else why not, naming the caller
    site_refusal: "str | None" = "its calls were not compared"
    # parameters some call leaves at their ``None`` default: a rewrite must sit in the body of
    # an ``if <param> is not None:``, which that caller never runs
    site_unpassed: frozenset[str] = frozenset()
    # findings carry no fix: a decorator's wrapper reads names of the decorator (and of a
    # decorator factory: `@bounded(4.0)`) whose kinds nothing here shows, and a rewrite taking
    # such a python number for a tensor breaks the eager run (`F.zeros_like(limit)` on 4.0:
    # AssertionError in MXNet 1.9.1)
    unfixed: bool = False
    # for helpers: tensor parameters every call in the file passes a proven tensor, which that
    # does not prove (a public helper): name -> why (ScopeFinder._prove_from_callers)
    caller_proof: "dict[str, str]" = field(default_factory=dict)

    def none_guards(self) -> dict[str, list[cst.If]]:
        """name -> the ``if <name> is not None:`` statements (that test alone) in this scope's
        function: where a call-site reading's rewrite may sit for a parameter in
        ``site_unpassed`` (memoized per function)."""
        return memoized("none_guards", self.func, _none_guards)

    @property
    def rule_style(self) -> str:
        """The style whose rules run here: a helper of MXNet-2 code is checked as that code."""
        return "forward" if self.mx2 else self.style

    @property
    def name(self) -> str:
        fn = self.func.name.value if isinstance(self.func, cst.FunctionDef) else "<lambda>"
        return f"{self.cls.name}.{fn}" if self.cls else fn


# bounds of the per-call-site readings of helpers (ScopeFinder.call_site_scopes): over the
# pinned corpus 5 readings are made, in 4 files, at most 2 of one helper (MXNet's
# `_apply_weighting`); each costs one more kind solve and rule walk of the helper's body
_SITES_PER_HELPER = 4
_SITE_BUDGET = 16


_ENTERED_BLOCKS = frozenset({cst.IndentedBlock, cst.Else, cst.Finally, cst.ExceptHandler, cst.If})


def _iter_statements(body) -> "list[tuple[cst.CSTNode, cst.CSTNode]]":
    """(statement, its module-level ancestor) for statements reachable without entering
    expressions (finds classes nested in if/try/functions)."""
    out = []
    stack = [(stmt, stmt) for stmt in body]
    while stack:
        stmt, root = stack.pop()
        out.append((stmt, root))
        if type(stmt) is cst.SimpleStatementLine:
            continue
        for child in iter_children(stmt):
            if type(child) in _ENTERED_BLOCKS:      # (libcst's node classes are final: walk.py)
                stack.extend((s, root) for s in _block_items(child))
    return out


def _asks_np_mode(func: cst.FunctionDef) -> bool:
    """``func`` tests ``is_np_array()`` (``if is_np_array(): F.npx.pick(...) else: F.pick(...)``)."""
    return any(type(n) is cst.Call and not n.args
               and (cst_dotted(n.func) or "").rsplit(".", 1)[-1] == "is_np_array"
               for n in iter_descendants(func.body))


def _numpy_enclosed(body) -> set[int]:
    """ids of the classes and functions defined inside a function decorated ``@use_np`` (MXNet's
    own tests define their blocks in such test functions: numpy semantics hold while it runs)."""
    out: set[int] = set()
    stack = [(stmt, False) for stmt in body]
    while stack:
        stmt, inside = stack.pop()
        if inside and isinstance(stmt, (cst.ClassDef, cst.FunctionDef)):
            out.add(id(stmt))
        if isinstance(stmt, cst.SimpleStatementLine):
            continue
        if isinstance(stmt, cst.FunctionDef) and any(
                _decorator_name(d.decorator) in _NUMPY_DECORATORS for d in stmt.decorators):
            inside = True
        for child in iter_children(stmt):
            if isinstance(child, (cst.IndentedBlock, cst.Else, cst.Finally, cst.ExceptHandler,
                                  cst.If)):
                stack.extend((s, inside) for s in _block_items(child))
    return out


def _class_pairs(mine: "list[cst.ClassDef]", theirs: "list[ast.ClassDef]") -> "dict[int, ast.ClassDef]":
    """id of each libcst class -> the same class in the stdlib tree, both lists in the order of
    ``_iter_statements`` (declared.classes_in), paired by name and order of appearance (a name
    whose counts differ is left unpaired)."""
    by_name: dict[str, list[ast.ClassDef]] = {}
    for cls in theirs:
        by_name.setdefault(cls.name, []).append(cls)
    out: dict[int, ast.ClassDef] = {}
    seen: dict[str, int] = {}
    for cls in mine:
        name = cls.name.value
        i = seen[name] = seen.get(name, -1) + 1
        pool = by_name.get(name, ())
        if i < len(pool):
            out[id(cls)] = pool[i]
    counts = {n: c + 1 for n, c in seen.items()}
    return {k: v for k, v in out.items() if counts[v.name] == len(by_name[v.name])}


def _block_items(node: cst.CSTNode) -> list:
    if isinstance(node, cst.IndentedBlock):
        if type(node.body) is StubbedStatements:
            # a stubbed method holds no class, and is no @use_np function (reduce._stubbable):
            # nothing the two statement walks above look for
            return []
        return list(node.body)
    if isinstance(node, (cst.Else, cst.Finally, cst.ExceptHandler)):
        return _block_items(node.body)
    if isinstance(node, cst.If):
        return [node]
    return []


def not_gluon_names(index: ModuleIndex) -> frozenset[str]:
    """Names of this module that cannot be Gluon's layers or their namespace: its own classes
    and the aliases it imports from outside mxnet (``from .octconv import Conv2D``,
    ``from . import octconv as nn``)."""
    foreign = (alias for alias, dotted in index.imports.items()
               if dotted != "mxnet" and not dotted.startswith("mxnet."))
    return frozenset(index.classes) | frozenset(foreign)


# the class an `autograd.Function` subclass derives from (MXNet 1.9.1 runs its forward on the
# arrays it is given, Symbols too while a block is traced)
_AUTOGRAD_FUNCTION = frozenset({"mxnet.autograd.Function"})
_HYBRID_BASES = frozenset({"HybridBlock", "nn.HybridBlock", "gluon.HybridBlock", "gluon.nn.HybridBlock",
                           "mx.gluon.HybridBlock", "mx.gluon.nn.HybridBlock", "mxnet.gluon.HybridBlock",
                           "mxnet.gluon.nn.HybridBlock"})
_ARITH = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power)


def _tensor_params(fn: cst.FunctionDef, given: frozenset) -> frozenset[str]:
    """The parameters of the method ``fn`` that a call's tensor arguments bind (``given``: their
    positions after ``self``, and keywords); extra positions go to ``*args``."""
    # (positional-only parameters come first: `def forward(self, x, /)` binds position 0 to x;
    # they take no keyword)
    ordered = [p.name.value for p in (*fn.params.posonly_params, *fn.params.params)]
    positional = ordered[1:]
    star = fn.params.star_arg.name.value if type(fn.params.star_arg) is cst.Param else None
    named = {p.name.value for p in (*fn.params.params, *fn.params.kwonly_params)} - set(ordered[:1])
    out = set()
    for g in given:
        if type(g) is str:
            if g in named:
                out.add(g)
        elif g < len(positional):
            out.add(positional[g])
        elif star is not None:
            out.add(star)
    return frozenset(out)


# NDArray methods that give one array (``x.round()``, ``x.clip(a, b)``): the fluent methods
# but those of several outputs (``split``, ``topk(ret_typ='both')``)
_ONE_OUTPUT_METHODS = FLUENT_METHODS - MULTI_OUTPUT_OPS - {"topk"}


def _returns_one(fn: cst.FunctionDef, params: frozenset[str]) -> bool:
    """Every ``return`` of ``fn`` gives one array made from the one-tensor ``params``
    (_one_array): a straight-through estimator's ``return x.round()``; no tuple, no name bound
    in the body (it may hold several), no call of anything else."""
    # (a parameter holds one array only where one argument binds it and the body never rebinds
    # it: `*xs` gathers every extra array into a tuple, `x = (x.round(), x - x.round())` is a pair)
    star = fn.params.star_arg.name.value if type(fn.params.star_arg) is cst.Param else None
    params = params - {star} - name_bindings(fn.body, nested=False).keys()
    found = False
    for ret in returns_of(fn.body):
        if ret.value is None or not _one_array(ret.value, params):
            return False
        found = True
    return found


def _one_array(node, params: frozenset[str]) -> bool:
    """``node`` is one array made from ``params``: one of them, arithmetic with one of them on
    either side, a sign, or a one-output method (_ONE_OUTPUT_METHODS) of such an array."""
    kind = type(node)
    if kind is cst.Name:
        return node.value in params
    if kind is cst.BinaryOperation:
        return isinstance(node.operator, _ARITH) and (_one_array(node.left, params) or _one_array(node.right, params))
    if kind is cst.UnaryOperation:
        return type(node.operator) in (cst.Minus, cst.Plus) and _one_array(node.expression, params)
    return kind is cst.Call and type(node.func) is cst.Attribute \
        and node.func.attr.value in _ONE_OUTPUT_METHODS and _one_array(node.func.value, params)


def _returns_inputs(fn: cst.FunctionDef, params: frozenset[str]) -> bool:
    """Every ``return`` of ``fn`` gives values made from ``params`` (each item of a returned
    tuple or list names one): no bare return, no dict, no item free of them (``self.levels``,
    ``np.linspace(...)``, a python number it was handed)."""
    found = False
    for ret in returns_of(fn.body):
        value = ret.value
        items = [e.value for e in value.elements] if type(value) in (cst.Tuple, cst.List) else [value]
        for item in items:
            if item is None or type(item) in (cst.Dict, cst.Set) or not any(
                    type(n) is cst.Name and n.value in params for n in (item, *iter_descendants(item))):
                return False
        found = True
    return found


def forward_returns(module: cst.Module, local_classes) -> dict[str, tuple]:
    """Name -> (statement, methods, ``_one_return`` of its ``hybrid_forward``) of the candidates
    (``_forward_candidates``), in module order: what both single_output_classes and
    tuple_output_classes read, so that each return is found once per file."""
    return {name: (stmt, methods, _one_return(methods["hybrid_forward"]))
            for name, (stmt, methods) in _forward_candidates(module, local_classes).items()}


def single_output_classes(candidates: dict[str, tuple], local_classes, builders,
                          finder: "ScopeFinder") -> frozenset[str]:
    """Classes of this module (direct HybridBlock subclasses, no ``forward``) whose
    ``hybrid_forward`` ends in its only ``return`` of one tensor made where the return can see
    it: an F operator with one output, arithmetic with such a value, a one-output child, or a
    name every assignment of which is one of those and which the function body assigns before
    the return (so the argument cannot reach it). Calling such a child gives one tensor.
    ``candidates``: forward_returns of the module.
    (What the class declares is read from its methods in the stdlib tree, ``finder``'s pairing.)"""
    # What a candidate's return is made of does not change between the passes below, and most
    # returns say yes or no without asking which children give one tensor: both are read once,
    # and a pass reads the declared children (declared_params) only of a return that asks.
    # Each pass still takes the candidates in the same order with the same answers, so the
    # classes found, and the order in which they are found, stay what they were.
    fixed: dict[str, bool] = {}
    for name, (stmt, methods, shape) in candidates.items():
        if shape is None:
            fixed[name] = False
            continue
        asked = _Asked()
        one = _one_tensor(shape[0], frozenset(), shape[1], asked, shape[2], shape[3])
        if not asked.names:
            fixed[name] = one
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, (stmt, methods, shape) in candidates.items():
            if name in found:
                continue
            one = fixed.get(name)
            if one is None:
                known = frozenset(builders | found)
                single = declared_params(finder.ast_methods_of(stmt), local_classes, known,
                                         finder.source_of(stmt))[2]
                one = _one_tensor(shape[0], frozenset(), shape[1], single, shape[2], shape[3])
            if one:
                found.add(name)
                changed = True
    return frozenset(found)


def _forward_candidates(module: cst.Module, local_classes) -> dict:
    """Name -> (statement, methods) of this module's undecorated direct HybridBlock subclasses
    that define ``hybrid_forward`` and neither ``forward`` nor ``__call__``: what calling one
    returns is what its ``hybrid_forward`` returns."""
    candidates = {}
    for stmt in module.body:
        # (a decorated class may run in numpy mode, `@use_np`, or be replaced altogether)
        if not isinstance(stmt, cst.ClassDef) or stmt.name.value in candidates or stmt.decorators:
            continue
        bases = [cst_dotted(b.value) for b in stmt.bases]
        # Gluon's HybridBlock, not a project name spelled the same (`from . import blocks as nn`)
        if not bases or any(b not in _HYBRID_BASES or b.split(".")[0] in local_classes for b in bases):
            continue
        methods = {m.name.value: m for m in stmt.body.body if isinstance(m, cst.FunctionDef)}
        if "hybrid_forward" not in methods or "forward" in methods or "__call__" in methods:
            continue
        candidates[stmt.name.value] = (stmt, methods)
    return candidates


def tuple_output_classes(candidates: dict[str, tuple], local_classes, builders,
                         finder: "ScopeFinder") -> "dict[str, int]":
    """Classes of this module (the candidates of ``single_output_classes``) whose
    ``hybrid_forward`` ends in its only ``return`` of a tuple literal of n >= 2 items, each one
    tensor by the test ``single_output_classes`` makes of a whole return, by n.  Calling such a
    child gives n single tensors: eagerly the returned tuple itself; hybridized, MXNet 1.9.1's
    cached op regroups its n outputs by the traced return's format into a list of n arrays; while
    a parent is traced, the tuple of n Symbols.  ``builders`` are the one-tensor builders and
    classes (``single_output_classes`` included)."""
    found: dict[str, int] = {}
    for name, (stmt, methods, shape) in candidates.items():
        if shape is None:
            continue
        value = shape[0]
        if type(value) is not cst.Tuple or len(value.elements) < 2 or any(
                isinstance(e, cst.StarredElement) for e in value.elements):
            continue
        single = declared_params(finder.ast_methods_of(stmt), local_classes, builders,
                                 finder.source_of(stmt))[2]
        body = methods["hybrid_forward"].body.body
        if all(_one_tensor(e.value, frozenset(), shape[1], single, shape[2], shape[3])
               or _last_bound_one_tensor(e.value, body, shape, single) for e in value.elements):
            found[name] = len(value.elements)
    return found


def _last_bound_one_tensor(e: cst.CSTNode, body, shape, single) -> bool:
    """A name the function's straight-line top level binds last, before its final ``return``,
    with ``name = <one tensor>`` (``x = F.relu(x)``, whatever ``x`` held before: an operator
    given a tuple raises, so the value it returns is one tensor); no later statement, compound
    ones included, binds it in any way."""
    if type(e) is not cst.Name:
        return False
    name = e.value
    for stmt in reversed(body[:-1]):
        bound = name_bindings(stmt, nested=False).get(name)
        if bound is None:
            continue
        small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
        return (type(small) is cst.Assign and len(small.targets) == 1 and bound == [small.value]
                and _one_tensor(small.value, frozenset(), shape[1], single, shape[2], shape[3]))
    return False


def _tuple_children(methods: "dict[str, cst.FunctionDef]", classes: "dict[str, int]") -> "dict[str, int]":
    """Attributes of ``self`` that every binding in the class's methods assigns an instance of
    one of ``classes`` (``self.fuse = Fusion(...)``, plain ``=``), by the class's tuple length;
    an attribute also bound otherwise (unpacked, augmented, annotated, two classes of different
    lengths) is left out, and so is every one where a method calls ``setattr`` (a name the
    file does not spell may be rebound)."""
    arity: dict[str, int] = {}
    other: set[str] = set()
    for fn in methods.values():
        for node in iter_descendants(fn.body):
            t = type(node)
            if t is cst.Call and type(node.func) is cst.Name and node.func.value == "setattr":
                return {}
            if t is cst.Attribute and node.attr.value == "__setattr__":
                return {}
            if t is cst.Assign:
                for target in node.targets:
                    _note_tuple_child(target.target, node.value, classes, arity, other)
            elif t is cst.AnnAssign or t is cst.AugAssign:
                _note_tuple_child(node.target, None, classes, arity, other)
    return {a: n for a, n in arity.items() if a not in other}


def _note_tuple_child(target: cst.CSTNode, value, classes: "dict[str, int]",
                      arity: "dict[str, int]", other: "set[str]") -> None:
    t = type(target)
    if t is cst.Tuple or t is cst.List:
        for e in target.elements:
            _note_tuple_child(e.value, None, classes, arity, other)
        return
    if t is cst.StarredElement:
        _note_tuple_child(target.value, None, classes, arity, other)
        return
    if not (t is cst.Attribute and type(target.value) is cst.Name and target.value.value == "self"):
        return
    attr = target.attr.value
    n = (classes.get(value.func.value) if type(value) is cst.Call and type(value.func) is cst.Name
         else None)
    if n is None or arity.get(attr, n) != n:
        other.add(attr)
    else:
        arity[attr] = n


class _Asked:
    """Child names for ``_one_tensor`` that hold none and remember each one asked about (it reads
    its ``single_children`` only with ``in``): a return that asks about none gives the same
    answer whatever the class's children are."""

    __slots__ = ("names",)

    def __init__(self) -> None:
        self.names: set[str] = set()

    def __contains__(self, name: object) -> bool:
        self.names.add(name)
        return False


def _one_tensor(e, seen: frozenset, f: str, single_children: frozenset[str],
                assigned: dict[str, list], top: set[str]) -> bool:
    """(a module-level function: a recursive closure would leave a reference cycle behind)"""
    if isinstance(e, cst.Call):
        func = e.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            if func.value.value == f:
                return f_call_kind((func.attr.value,), e) is Kind.TENSOR
            if func.value.value == "self":
                return func.attr.value in single_children
        return False
    if isinstance(e, cst.BinaryOperation) and isinstance(e.operator, _ARITH):
        return (_one_tensor(e.left, seen, f, single_children, assigned, top)
                or _one_tensor(e.right, seen, f, single_children, assigned, top))
    if isinstance(e, cst.UnaryOperation) and isinstance(e.operator, cst.Minus):
        return _one_tensor(e.expression, seen, f, single_children, assigned, top)
    if isinstance(e, cst.Name):
        v = e.value
        if v in seen:
            return True         # its other assignments decide
        values = assigned.get(v)
        return (v in top and bool(values) and all(
            x is not None and _one_tensor(x, seen | {v}, f, single_children, assigned, top)
            for x in values))
    return False


_RETURN_LIKE = frozenset({cst.Return, cst.Yield, cst.Lambda, cst.FunctionDef, cst.ClassDef})


def _one_return(fn: cst.FunctionDef) -> "tuple[cst.BaseExpression, str, dict, set[str]] | None":
    """(the returned value, F's name, the body's bindings, the names assigned by the statements
    before the return) of a function whose only ``return`` is its last statement and returns a
    value; None for any other function (it does not return one tensor, whatever it calls)."""
    params = _param_list(fn)
    if len(params) < 2 or not isinstance(fn.body, cst.IndentedBlock) or not fn.body.body:
        return None
    f = params[1].name.value
    body = fn.body.body
    last = body[-1]
    # a body that does not end in `return <value>` alone gives None whatever else it holds: it is
    # not walked (type identity: libcst's node classes are final, see walk.py)
    if (type(last) is not cst.SimpleStatementLine or len(last.body) != 1 or type(last.body[0]) is not cst.Return
            or last.body[0].value is None):
        return None
    returns = []
    for n in iter_descendants(fn.body):
        if type(n) in _RETURN_LIKE:
            returns.append(n)
            if len(returns) > 1:
                break       # (a second one already gives None below: the rest is not walked)
    if len(returns) != 1 or last.body[0] is not returns[0]:
        return None
    assigned = name_bindings(fn.body, nested=False)
    top = set()
    for stmt in body[:-1]:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    top.update(t.target.value for t in small.targets if isinstance(t.target, cst.Name))
    return returns[0].value, f, assigned, top


def _param_shapes(methods: dict[str, cst.FunctionDef]) -> dict[str, cst.BaseExpression]:
    """The ``shape=`` expression of each parameter a class's methods declare with one, by both
    names (attribute and declared name: declared.declared_params says which); read from the libcst
    tree, since HYB008 and the fixers compare the expressions, and only when first asked
    (HybridClass.param_shapes), as it reads the ``__init__`` bodies."""
    shapes: dict[str, cst.BaseExpression] = {}
    for small in small_statements(*(fn.body for m, fn in methods.items()
                                     if m not in ("hybrid_forward", "forward"))):
        value = getattr(small, "value", None)
        if not isinstance(value, cst.Call) or _callee_last(value) not in PARAM_FACTORIES:
            continue
        found: list[str] = []
        if isinstance(small, cst.Assign):
            for t in small.targets:
                if isinstance(t.target, cst.Attribute):
                    found.append(t.target.attr.value)
        if value.args and isinstance(value.args[0].value, cst.SimpleString):
            found.append(declared_name(value.args[0].value.value))
        shape = next((a.value for a in value.args
                      if a.keyword is not None and a.keyword.value == "shape"), None)
        if isinstance(shape, cst.Name):
            shape = _local_shape(shape.value, small, methods)
        if shape is not None:
            for n in found:
                shapes[n] = shape
    return shapes


def _callee_last(call: cst.Call) -> str:
    f = call.func
    if isinstance(f, cst.Attribute):
        return f.attr.value
    if isinstance(f, cst.Name):
        return f.value
    return ""



def spelled_shape(expr: cst.CSTNode | None) -> bool:
    """A shape the code spells: a tuple or list (no starred element), a number, or such tuples
    joined with ``+`` and repeated with ``*`` (``(1, C) + (1,) * (n - 2)``)."""
    if isinstance(expr, (cst.Tuple, cst.List)):
        return not any(isinstance(e, cst.StarredElement) for e in expr.elements)
    if isinstance(expr, cst.Integer):
        return True
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, cst.Add):
        return _tuple_part(expr.left) and _tuple_part(expr.right)
    return False


def _tuple_part(expr: cst.CSTNode) -> bool:
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, cst.Multiply):
        return isinstance(expr.left, cst.Tuple) != isinstance(expr.right, cst.Tuple) and (
            spelled_shape(expr.left) or spelled_shape(expr.right))
    return not isinstance(expr, cst.Integer) and spelled_shape(expr)


def _local_shape(name: str, small: cst.CSTNode, methods: dict[str, cst.FunctionDef]) -> cst.BaseExpression | None:
    """``shape=shape`` in a declaration: the one value the declaring method binds ``shape`` to,
    when it spells a shape and ``shape`` is none of that method's parameters (a caller's value,
    or one rebound after the declaration, is not read)."""
    for fn in methods.values():
        if not any(st is small for st in small_statements(fn.body)):
            continue
        p = fn.params
        if any(q.name.value == name for q in (*_param_list(fn), *p.kwonly_params)
               if isinstance(q, cst.Param)):
            return None
        values = name_bindings(fn.body, nested=False).get(name, [])
        return values[0] if len(values) == 1 and spelled_shape(values[0]) else None
    return None


def _overrides_f_methods(methods: dict[str, cst.FunctionDef]) -> bool:
    """No ``forward``/``hybrid_forward``, and a method taking ``F`` right after ``self`` that
    calls operators on it (``F.`` calls: a parameter merely named F is no evidence)."""
    if "forward" in methods or "hybrid_forward" in methods:
        return False
    for fn in methods.values():
        params = fn.params.params
        if len(params) >= 2 and params[1].name.value == "F" and any(
                isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute)
                and isinstance(n.func.value, cst.Name) and n.func.value.value == "F"
                for n in iter_descendants(fn.body)):
            return True
    return False


def _def_bodies(top: cst.CSTNode):
    """(enclosing class, the statements whose defs are in reach, the nodes to look at) for the
    module statement ``top`` and for every function nested in it (a method comes with its
    class); the nodes stop at nested functions and classes, which come as their own entries."""
    if isinstance(top, _NESTED):
        stack: "list[tuple[cst.CSTNode, cst.ClassDef | None]]" = [(top, None)]
    else:
        outer = list(iter_descendants(top, stop=_NESTED))
        yield None, [], outer
        stack = [(n, None) for n in outer if isinstance(n, _NESTED)]
    while stack:
        node, cls = stack.pop()
        if type(node) is cst.Lambda:
            continue
        inner = list(iter_descendants(node.body, stop=_NESTED))
        if type(node) is cst.ClassDef:
            stack.extend((n, node) for n in inner if isinstance(n, _NESTED))
            continue
        body = node.body.body if isinstance(node.body, cst.IndentedBlock) else []
        yield cls, body, inner
        stack.extend((n, None) for n in inner if isinstance(n, _NESTED))


def returned_wrapper(deco: cst.FunctionDef) -> "cst.FunctionDef | None":
    """The function ``deco`` defines once in its own body and returns from every ``return``
    (what a decorator puts in place of the function it wraps), else None."""
    if not isinstance(deco.body, cst.IndentedBlock):
        return None
    defs = [st for st in deco.body.body if type(st) is cst.FunctionDef]
    if len(defs) != 1:
        return None
    name = defs[0].name.value
    returns = [n for n in iter_descendants(deco.body, stop=_NESTED) if type(n) is cst.Return]
    if not returns or not all(type(r.value) is cst.Name and r.value.value == name for r in returns):
        return None
    if any(type(n) in (cst.AssignTarget, cst.AugAssign, cst.AnnAssign) and type(n.target) is cst.Name
           and n.target.value == name for n in iter_descendants(deco.body, stop=_NESTED)):
        return None     # (rebound: the returned name may hold something else)
    return defs[0]


def _hands_on(deco: cst.FunctionDef) -> bool:
    """Decorator ``deco`` puts in place of the function it is given (its first parameter) that
    function itself, or a nested wrapper that calls it with the wrapper's parameters in order,
    ``*args`` and ``**kwargs`` as they came."""
    params = _param_list(deco)
    if not params:
        return False
    given = params[0].name.value
    returns = [n for n in iter_descendants(deco.body, stop=_NESTED) if type(n) is cst.Return]
    if returns and all(type(r.value) is cst.Name and r.value.value == given for r in returns):
        return True
    inner = returned_wrapper(deco)
    if inner is None:
        return False
    p = inner.params
    want = [a.name.value for a in (*p.posonly_params, *p.params)]
    star = p.star_arg.name.value if isinstance(p.star_arg, cst.Param) else None
    kwargs = p.star_kwarg.name.value if p.star_kwarg is not None else None
    if p.kwonly_params:
        return False
    for n in iter_descendants(inner.body, stop=_NESTED):
        if not (type(n) is cst.Call and type(n.func) is cst.Name and n.func.value == given):
            continue
        if all(type(a.value) is cst.Name for a in n.args) and \
                [a.value.value for a in n.args if a.star == "" and a.keyword is None] == want and \
                [a.value.value for a in n.args if a.star == "*"] == ([star] if star else []) and \
                [a.value.value for a in n.args if a.star == "**"] == ([kwargs] if kwargs else []) and \
                not any(a.keyword is not None for a in n.args):
            return True
    return False


def _bound_once(name: str, body: "Sequence[cst.CSTNode]") -> "cst.BaseExpression | None":
    """The value of the one statement of ``body`` that binds ``name`` (``name = value``); None
    when no statement or more than one binds it."""
    found = None
    for st in body:
        if type(st) is not cst.SimpleStatementLine:
            continue
        for small in st.body:
            if type(small) is cst.Assign and any(type(t.target) is cst.Name and t.target.value == name
                                                 for t in small.targets):
                if found is not None:
                    return None
                found = small.value
            elif type(small) in (cst.AugAssign, cst.AnnAssign) and type(small.target) is cst.Name \
                    and small.target.value == name:
                return None
    return found


def _namespace_entry(namespace: "cst.CSTNode | None", key: str) -> "cst.BaseExpression | None":
    """The value ``dict(key=v)`` or ``{'key': v}`` maps ``key`` to, else None."""
    if type(namespace) is cst.Call and type(namespace.func) is cst.Name and namespace.func.value == "dict":
        return next((a.value for a in namespace.args if a.keyword is not None and a.keyword.value == key), None)
    if type(namespace) is cst.Dict:
        for el in namespace.elements:
            if type(el) is cst.DictElement and type(el.key) is cst.SimpleString \
                    and el.key.evaluated_value == key:
                return el.value
    return None


def _spelled_keywords(args: "Sequence[cst.Arg]", caller) -> "list[cst.Arg]":
    """The call's arguments with a ``**extras`` whose dict display is known
    (KindInference.displayed_dict) replaced by the keywords it spells, so that they bind the
    callee's named parameters as written keywords do."""
    out: list[cst.Arg] = []
    for a in args:
        shown = caller.displayed_dict(a.value) if a.star == "**" else None
        if shown is None:
            out.append(a)
            continue
        out.extend(cst.Arg(value=e.value, keyword=cst.Name(e.key.evaluated_value)) for e in shown.elements)
    return out


def _param_list(func: cst.FunctionDef) -> list[cst.Param]:
    p = func.params
    return [*p.posonly_params, *p.params]


def _raises_first(fn: cst.FunctionDef) -> bool:
    """``fn``'s first statement after its docstring is a ``raise``, or ``if <p>: raise ...``
    on its first parameter after ``self`` (``hybridize(self, active=True, **kwargs)``)."""
    body = list(fn.body.body) if isinstance(fn.body, cst.IndentedBlock) else []
    if body and _is_docstring(body[0]):
        body = body[1:]
    if not body:
        return False
    first = body[0]
    if _is_raise(first):
        return True
    params = _param_list(fn)
    return (type(first) is cst.If and first.orelse is None and len(params) > 1
            and type(first.test) is cst.Name and first.test.value == params[1].name.value
            and isinstance(first.body, cst.IndentedBlock) and bool(first.body.body)
            and _is_raise(first.body.body[0]))


def _is_raise(stmt: cst.CSTNode) -> bool:
    return type(stmt) is cst.SimpleStatementLine and type(stmt.body[0]) is cst.Raise


def _is_docstring(stmt: cst.CSTNode) -> bool:
    return (type(stmt) is cst.SimpleStatementLine and type(stmt.body[0]) is cst.Expr
            and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString)))


# (type identity, not isinstance(): libcst's node classes are final, see walk.py)
_TARGET_HOLDERS = frozenset({cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr})
_SCOPE_DECLARATIONS = frozenset({cst.Global, cst.Nonlocal})


def _constructed_class(name: str, funcs: "list[cst.FunctionDef]", owner: str | None) -> str | None:
    """The class every binding of ``name`` (``owner.name`` when ``owner`` is given, e.g.
    ``self.issm``) in ``funcs`` constructs, ``name = Cls(...)``; None when some binding is
    anything else or none is found."""
    values = _bound_values(name, funcs, owner)
    if not values or not all(isinstance(v, cst.Call) and isinstance(v.func, cst.Name) for v in values):
        return None
    found = {v.func.value for v in values}
    return found.pop() if len(found) == 1 else None


# `self.<attr> = partial(` / `functools.partial(` / `ft.partial(` (a parenthesis and line breaks
# allowed before it): every store `_held_partial` accepts is a plain assignment of such a call
# a Sequential's child table, an item of an attribute's attribute (`self.vgg.features[3]`), or
# an item of a name's attribute added (`self.slice1.add(vgg.features[i])`)
_CHILD_READ = re.compile(r"\._children\b|self\.\w+\.\w+\[|\.add\(\s*\w+\.\w+\[")
_PARTIAL_STORE = re.compile(r"self\.(\w+)\s*=\s*\(?\s*(?:[A-Za-z_][\w.]*\.)?partial\(")
_LAMBDA_STORE = re.compile(r"self\.(\w+)\s*=\s*\(?\s*lambda\b")
# `self.<attr> = name` or `self.<attr> = name if ... else other`: the stores `_held_function` may read
_NAME_STORE = re.compile(r"self\.(\w+)\s*=\s*\(?\s*[A-Za-z_]\w*\s*(?:$|#|;|\)|\bif\b)", re.M)
# `for f in self._filters:`: the loop names _looped_object_methods may read
_SELF_LOOP = re.compile(r"\bfor\s+(\w+)\s+in\s+self\.\w+\s*:")


def _bound_values(name: str, funcs: list[cst.FunctionDef], owner: str | None,
                  ) -> list[cst.BaseExpression] | None:
    """The value of every plain ``name = value`` binding of ``name`` (``owner.name`` when
    ``owner`` is given) in ``funcs``; None when some binding has no single value (unpacking,
    ``+=``, a loop or ``with`` target, ``global``)."""
    found: list[cst.BaseExpression] = []
    for fn in funcs:
        stack: list[cst.CSTNode] = [fn.body]
        while stack:
            node = stack.pop()
            stack.extend(iter_children(node))
            targets: list[cst.CSTNode] = []
            value = None
            nt = type(node)
            if nt is cst.Assign:
                targets, value = [t.target for t in node.targets], node.value
            elif nt in _TARGET_HOLDERS:
                targets = [node.target]
            elif nt is cst.AsName:
                targets = [node.name]
            for t in targets:
                hits = _binds(t, name, owner)
                if hits is None:
                    return None     # bound by unpacking: not one value
                if not hits:
                    continue
                if len(targets) == 1 and value is not None:
                    found.append(value)
                else:
                    return None
            if owner is None and nt in _SCOPE_DECLARATIONS \
                    and any(n.name.value == name for n in node.names):
                return None
    return found


def _self_store_values(methods: "dict[str, ast.stmt]", source: Source) -> "dict[str, list[ast.expr]]":
    """``X`` -> the value of each ``self.X = value`` (one target) in ``methods``, where the target
    is spelled in ASCII, the one spelling that libcst keeps and the stdlib parser's NFKC
    normalisation leaves alone (so ``X`` is libcst's name too). libcst's tree of the same text
    holds the same assignment with a value of the same form, except that its `True`/`False`/`None`
    are names (no function's or table's)."""
    out: "dict[str, list[ast.expr]]" = {}
    for fn in methods.values():
        for node in walk_statements(fn):
            if type(node) is not ast.Assign or len(node.targets) != 1:
                continue
            target = node.targets[0]
            if type(target) is ast.Attribute and type(target.value) is ast.Name \
                    and target.value.id == "self" and source.segment(target).isascii():
                out.setdefault(target.attr, []).append(node.value)
    return out


def _binds(target: cst.CSTNode, name: str, owner: str | None) -> bool | None:
    """True when ``target`` is ``name`` (``owner.name``); None when it is a tuple/list/starred
    target holding it; False otherwise."""
    if isinstance(target, (cst.Tuple, cst.List)):
        inner = [_binds(e.value, name, owner) for e in target.elements]
        return None if any(h is None or h for h in inner) else False
    if isinstance(target, cst.StarredElement):
        return None if _binds(target.value, name, owner) else False
    if owner is None:
        return isinstance(target, cst.Name) and target.value == name
    return (isinstance(target, cst.Attribute) and target.attr.value == name
            and isinstance(target.value, cst.Name) and target.value.value == owner)


def _is_static(func: cst.FunctionDef) -> bool:
    return any(isinstance(d.decorator, cst.Name) and d.decorator.value == "staticmethod"
               for d in func.decorators)


def _lambda_choices(value: cst.BaseExpression) -> "list[cst.Lambda] | None":
    """The lambdas ``value`` may be: itself, or each branch of a conditional expression of
    lambdas; None when some branch is anything else."""
    if type(value) is cst.Lambda:
        return [value]
    if type(value) is cst.IfExp:
        a, b = _lambda_choices(value.body), _lambda_choices(value.orelse)
        return a + b if a is not None and b is not None else None
    return None


def _default_kind(default: cst.CSTNode | None, declared: bool, tensor_default: Kind) -> Kind:
    if default is None:
        return tensor_default
    if isinstance(default, cst.Name) and default.value == "None":
        return Kind.TENSOR if declared else Kind.TENSOR_OR_NONE
    if isinstance(default, (cst.Integer, cst.Float, cst.SimpleString)) or (
            isinstance(default, cst.Name) and default.value in ("True", "False")):
        return Kind.SCALAR
    return Kind.UNKNOWN


def _at_line_start(pattern: "re.Pattern[str]", source: str) -> bool:
    r"""Whether ``pattern`` (one line long, led by a word) matches with only blanks before it on
    its line: what ``^[ \t]*`` + the pattern (``re.M``) finds, searched from the word, which the
    regex engine scans for at C speed (led by ``^[ \t]*``, it tries every character). A match
    the search skips overlaps the one before it on the same line, after that one's word: not
    at a line start either."""
    for m in pattern.finditer(source):
        start = m.start()
        if not source[source.rfind("\n", 0, start) + 1:start].strip(" \t"):
            return True
    return False


def assigned_as_attribute(source: str, name: str) -> bool:
    r"""Whether ``source`` assigns ``name`` as ``self.name =``, or at a line's start (a class
    attribute): what ``(?:\bself\.|^[ \t]*)NAME[ \t]*=[^=]`` (``re.M``) finds.

    Searched from the name, a literal, with each candidate's line checked here: led by the
    alternation, the regex engine tries both branches at every character (3-7 ms for a 40 kB
    file, each time a method call is proven; a one-file check of gluon/loss.py asks twice). A
    candidate the literal search skips overlaps the one before it, so its line holds that one's
    characters before it: neither ``self.`` nor blanks only, and it could not have matched.
    """
    for m in re.finditer(rf"{re.escape(name)}[ \t]*=[^=]", source):
        start = m.start()
        line = source[source.rfind("\n", 0, start) + 1:start]
        if not line.strip(" \t"):
            return True
        if line.endswith("self.") and (len(line) == 5 or not _word_char(line[-6])):
            return True
    return False


def _word_char(ch: str) -> bool:
    # (the regex engine's ``\w`` in text: a unicode letter or digit, or the underscore)
    return ch.isalnum() or ch == "_"


def _project_numpy(project, index) -> bool:
    """The configuration says the project runs in numpy mode (``array-mode = "numpy"``): another
    of its modules calls ``npx.set_np()`` before this one's blocks run (MXNet's switch is global,
    not per module)."""
    return project is not None and index is not None and project.array_mode(index.path) == "numpy"


def mx2_spelled(source: str) -> bool:
    """Whether a module's text spells MXNet 2 / numpy-mode names (`npx`, `mx.np.`, `import np`):
    its HybridBlocks' `forward` may be the traced method."""
    return "npx" in source or "mx.np." in source or "import np" in source


_NUMPY_DECORATORS = frozenset({"use_np", "use_np_array", "use_np_shape", "np_array", "np_shape"})
# the array type of numpy mode, spelled through the mxnet package
_NP_ARRAY_TYPES = frozenset({"mx.np.ndarray", "mxnet.np.ndarray", "mx.numpy.ndarray",
                             "mxnet.numpy.ndarray"})
# `from mxnet import np` (or `..., np, npx`): a bare `np.ndarray` is then MXNet's numpy array
_MXNET_NP = re.compile(r"from[ \t]+mxnet[ \t]+import[ \t(][^\n]*\bnp\b(?![ \t]+as\b)")
# `import numpy as np` / `import numpy as np, ...` rebinds `np` to numpy itself
_NUMPY_AS_NP = re.compile(r"import[ \t]+numpy[ \t]+as[ \t]+np\b")
# a module-level `npx.set_np()` / `mx.npx.set_np()` (a statement at column 0)
_SET_NP = re.compile(r"^(?:[\w.]*\.)?set_np\(", re.MULTILINE)
# ... and `npx.reset_np()`: the module switches numpy mode off when imported
_RESET_NP = re.compile(r"^(?:[\w.]*\.)?reset_np\(", re.MULTILINE)
# `name.np.` / `name.npx.`: a word character right before the dot is the same test as
# `\b\w+\.npx?\.` (a run of word characters always starts at a boundary), without the
# backtracking of `\w+` at every position of the file (1-2% of a corpus run)
_NP_ATTR = re.compile(r"\w\.npx?\.")
# `class ` right before a name that ends its text: that name's own class statement
_CLASS_HEAD = re.compile(r"\bclass\s+$")
# the control-flow operators whose body argument is traced (_find_control_flow_bodies)
_CONTROL_FLOW_OPS = frozenset({"foreach", "while_loop", "cond"})
# `name = Word(` on a line of its own (ScopeFinder._instance_called), searched in the text after a
# "\n" put before it: led by the newline, a literal the regex engine finds at C speed, where `^`
# in MULTILINE mode (which matches at the start and after each "\n", and nowhere else) was tried
# at every character
_MADE = re.compile(r"\n[ \t]*(\w+)[ \t]*=[ \t]*(\w+)\(")
# what may stand between a called name and its `(`: blanks, line continuations, comments
# (_spelled_calls; matched from the end of the name, with the regex's own backtracking)
_TO_CALL_PAREN = re.compile(r"(?:\s|\\|#[^\n]*)*\(")
_ASCII_WORD = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def _spelled_calls(source: str, name: str) -> Iterator[int]:
    """The start of each match of ``word_start(name) + _TO_CALL_PAREN`` in an ASCII ``source``,
    as ``finditer`` gives them (an occurrence not led by a word character, then the way to a
    ``(``; the next search from the end of a match), without compiling a pattern per name: one
    regex compiled per class of every file was ~0.5% of a cold corpus run (re's cache of 512
    patterns does not keep them across files)."""
    if not (name.isascii() and name.isidentifier()):
        # (word_start leads a name that is not a word with \b: the pattern itself)
        for m in re.finditer(word_start(name) + _TO_CALL_PAREN.pattern, source):
            yield m.start()
        return
    at = 0
    while True:
        start = source.find(name, at)
        if start < 0:
            return
        after = _TO_CALL_PAREN.match(source, start + len(name))
        if after is None or start and source[start - 1] in _ASCII_WORD:
            at = start + 1
            continue
        yield start
        at = after.end()


_CONTAINER_TYPES = frozenset({"list", "tuple", "dict", "List", "Tuple", "Dict", "Sequence",
                              "Iterable", "Mapping", "MutableSequence", "Collection", "set", "Set"})
_TENSOR_TYPES = frozenset({"NDArray", "Symbol", "Tensor", "ndarray"})
# "name : list of NDArray" (numpydoc) and "name (list of NDArray): ..." (Google)
_DOC_PARAM = re.compile(r"^[ \t]*\*{0,2}(\w+)[ \t]*(?::[ \t]*|\([ \t]*)([^\n):]{1,80})", re.MULTILINE)
_DOC_CONTAINER = re.compile(r"^(?:optional\s*,?\s*)?(?:list|tuple|dict|sequence|iterable|"
                            r"list\[|tuple\[|dict\[|sequence\[)", re.IGNORECASE)


# "name : int", "name (float, optional)": a python number; "name : np.array": a numpy array
_DOC_SCALAR = re.compile(r"^(?:optional\s*,?\s*)?(?:int|float|bool|str|number|scalar)\b(?!\s+or\b)",
                         re.IGNORECASE)
_DOC_NUMPY = re.compile(r"^(?:np|numpy)\.(?:array|ndarray)\b(?!\s+or\b)")


def _decorator_name(node: cst.CSTNode) -> str:
    if isinstance(node, cst.Call):
        node = node.func
    if isinstance(node, cst.Attribute):
        return node.attr.value
    return node.value if isinstance(node, cst.Name) else ""


def _annotated_numpy(func: cst.FunctionDef, np_is_mxnet: bool) -> bool:
    """Whether the signature annotates a parameter or the result as numpy-mode arrays
    (``inputs: mx.np.ndarray``, ``states: List[mx.np.ndarray]``, ``-> mx.np.ndarray``)."""
    anns = [p.annotation for p in (*func.params.posonly_params, *func.params.params,
                                   *func.params.kwonly_params)]
    for star in (func.params.star_arg, func.params.star_kwarg):
        if isinstance(star, cst.Param):
            anns.append(star.annotation)
    anns.append(func.returns)
    for ann in anns:
        if ann is None:
            continue
        for node in (ann.annotation, *iter_descendants(ann.annotation)):
            if isinstance(node, cst.Attribute) and node.attr.value == "ndarray":
                dotted = cst_dotted(node)
                if dotted in _NP_ARRAY_TYPES or (np_is_mxnet and dotted == "np.ndarray"):
                    return True
    return False


def annotation_kind(ann: cst.Annotation | None) -> Kind | None:
    """What a parameter's type annotation says: a container, a tensor, or nothing useful."""
    if ann is None:
        return None
    node = ann.annotation
    if isinstance(node, cst.Subscript):
        head = _decorator_name(node.value)
        if head == "Optional":
            inner = node.slice[0].slice
            k = annotation_kind(cst.Annotation(inner.value)) if isinstance(inner, cst.Index) else None
            return Kind.UNKNOWN if k is Kind.CONTAINER else k
        if head == "Union":
            return Kind.UNKNOWN
        node = node.value
    name = _decorator_name(node)
    if name in _CONTAINER_TYPES:
        return Kind.CONTAINER
    if name in _TENSOR_TYPES:
        return Kind.TENSOR
    return None


def _docstring_types(func: cst.FunctionDef) -> dict[str, Kind]:
    """Parameters a numpydoc/Google docstring says are lists/tuples/dicts."""
    body = func.body.body if isinstance(func.body, cst.IndentedBlock) else ()
    if not body or not isinstance(body[0], cst.SimpleStatementLine):
        return {}
    first = body[0].body[0] if body[0].body else None
    if not (isinstance(first, cst.Expr) and isinstance(first.value, (cst.SimpleString,
                                                                     cst.ConcatenatedString))):
        return {}
    text = first.value.evaluated_value if isinstance(first.value, cst.SimpleString) else ""
    if not isinstance(text, str):
        return {}
    out: dict[str, Kind] = {}
    for m in _DOC_PARAM.finditer(text[:20000]):
        told = m.group(2).strip()
        if _DOC_CONTAINER.match(told):
            out[m.group(1)] = Kind.CONTAINER
        elif _DOC_NUMPY.match(told):
            out[m.group(1)] = Kind.UNKNOWN
        elif _DOC_SCALAR.match(told):
            out[m.group(1)] = Kind.SCALAR
    return out


def _refine_params(scope: Scope) -> None:
    """Parameters whose uses show they are python containers are not tensors.

    Evidence of a tensor: a method or attribute only arrays have (``x.reshape``, ``x.shape``),
    or a positional data argument of an F operator (``F.relu(x)``). Evidence of a container:
    a string key (``d["k"]``), dict/list methods, ``*x``, iteration, ``len(x)``. A parameter
    that is only subscripted (``x2[0]``) is ambiguous -- a list of tensors is a common input --
    so it is not taken for a tensor unless something else shows it is one."""
    kinds = scope.kinds
    assert kinds is not None
    changed = False
    told_tensor = frozenset(scope.proven_params)    # declared Parameters, annotated tensors
    # Gluon hands hybrid_forward a registered Parameter's array under the Parameter's name, so
    # no name (`w_list`, DCN-V2's `U_list`) makes one a python list
    registered = scope.cls.param_names if scope.cls is not None and scope.style == "hybrid_forward" \
        else frozenset()
    bound: dict = {}        # the function's name bindings, read once if a slice needs them
    for name, k in list(scope.params.items()):
        if k is Kind.UNKNOWN and scope.style == "helper" and _operator_input(scope, name):
            # a helper's callers pass it a value whose kind they do not know (a tensor joined
            # with what an unfollowed function returns), but it hands the value to its F
            # operators, which take nothing but an NDArray or Symbol: a probable tensor, never
            # a proven one
            scope.params[name] = Kind.TENSOR_OR_TUPLE
            scope.use_inferred.add(name)
            changed = True
            continue
        if not k.tensorish:
            continue
        new = k
        tensor_evidence = (name in kinds.tensor_uses or _sliced_into_array(scope, name, bound)
                           or _aliased_into_array(scope, name, bound))
        if name in kinds.listcheck_names:
            new = Kind.UNKNOWN
        elif name in kinds.dict_uses:
            new = Kind.CONTAINER
        elif tensor_evidence:
            scope.proven_params.add(name)
        elif name in kinds.range_uses:
            new = Kind.SCALAR       # `for _ in range(num_samples)`: a python int
        elif name in kinds.number_uses and name not in told_tensor:
            new = Kind.SCALAR       # `/ float(total_number)` in legacy code: a python number
        elif name in kinds.python_uses and name not in registered:
            # (a registered Parameter's name holds its array whatever a use seems to say:
            # `self.convs[i](x, PA[i])` picks rows of the (S, V, V) Parameter, not list items)
            new = Kind.CONTAINER if k is Kind.TENSOR else Kind.UNKNOWN
        elif name in kinds.container_uses and listy(name) and name not in registered \
                and (name not in told_tensor or container_role(name)):
            # (a name that sounds plural says less than `past_observed_values: Tensor`)
            new = Kind.CONTAINER if k is Kind.TENSOR else Kind.UNKNOWN
        # otherwise (only subscripted, len()'d or iterated) it stays a probable tensor: rules
        # may report it, but fixers leave it alone (it is not in proven_params)
        if new is not k:
            scope.params[name] = new
            changed = True
    changed = _lockstep_lists(scope) or changed
    if _prove_star_items(scope):
        changed = True
    if scope.style != "helper":
        # Gluon hands hybrid_forward tensors and (nested) lists of tensors: a list input whose
        # elements are never subscripted or unpacked holds tensors (`styles[0].context`); one
        # that is iterated too holds probable tensors (each element may be a list of its own,
        # but MXNet 1.9.1 takes nothing else in a hybridized input: a number there raises
        # ValueError), so `for p in params: self._prior(p)` traces the helper
        for name, k in scope.params.items():
            if (k is Kind.CONTAINER and name not in scope.elem_params and name not in kinds.dict_uses
                    and name not in kinds.nested_uses):
                scope.elem_params[name] = (Kind.TENSOR_OR_TUPLE if name in kinds.strong_container_uses
                                           else Kind.TENSOR)
                changed = True
    if changed:
        kinds.invalidate()


def _python_number(node: cst.BaseExpression) -> bool:
    while isinstance(node, cst.UnaryOperation):
        node = node.expression
    return isinstance(node, (cst.Integer, cst.Float))


def _prove_star_items(scope: Scope) -> bool:
    """Locals bound once, to an item of the function's ``*args`` at a literal index (``p =
    args[0]``), that their uses show are arrays: proven as a named parameter with the same uses
    would be (Gluon hands ``hybrid_forward(self, F, q, *args)`` its extra positional inputs as
    it hands ``q``, and a helper's ``*args`` hold what its callers pass positionally).  Only
    array-only uses prove one (``p[:, 0:k]``, ``p.shape``): an item only iterated or indexed
    may be a python list the caller passed (a loss's ``qs = args[0]``, filled by code outside
    the file), so it stays unproven.  The variable of a top-level loop over the whole ``*args``
    that every pass uses as an array is proven too, and with it every element (_star_loop_items)."""
    star = scope.func.params.star_arg if isinstance(scope.func, cst.FunctionDef) else None
    kinds = scope.kinds
    if not isinstance(star, cst.Param) or kinds is None or scope.numpy_mode:
        return False
    name = star.name.value
    bindings = name_bindings(scope.func.body, nested=True)
    if bindings.get(name):
        return False        # `args` rebound: its items are no longer the call's
    found = set()
    for local, values in bindings.items():
        if len(values) != 1 or local in scope.params or local not in kinds.tensor_uses:
            continue
        value = values[0]
        if not (isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name)
                and value.value.value == name and len(value.slice) == 1
                and isinstance(value.slice[0].slice, cst.Index)
                and int_literal(value.slice[0].slice.value) is not None):
            continue
        if (local in kinds.listcheck_names or local in kinds.dict_uses or local in kinds.python_uses
                or local in kinds.strong_container_uses):
            continue
        found.add(local)
    looped = _star_loop_items(scope, name, bindings)
    if looped:
        # every element went through a pass that used it as only an array does
        scope.elem_params[name] = Kind.TENSOR
        found |= looped
    if found <= scope.proven_items:
        return False
    scope.proven_items |= found
    return True


# what may leave a loop's pass early or run part of a statement only (a use under one of them
# proves nothing of the elements it skips)
_EARLY_EXITS = (cst.Break, cst.Continue, cst.Return, cst.Raise, cst.Yield, cst.Await)
_PARTIAL = (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp,
            cst.GeneratorExp, cst.NamedExpr)


def _star_loop_items(scope: Scope, star: str, bindings: dict) -> set[str]:
    """Loop variables of a top-level ``for x in args:`` / ``for i, x in enumerate(args):`` over the
    function's own ``*args`` (RTMDet's ``for i, x in enumerate(feats)``), bound nowhere else, that a
    statement of the loop's body uses as only an array is (``b, _, h, w = x.shape``, a layer's
    input) on every pass: no statement of the body can leave a pass early, and that statement
    holds no part that may not run.  Code that runs then met an array in every element (a python
    list raises there), so each element of ``args`` is one and ``x`` holds one wherever it is read.
    Nothing before the loop may return, so the loop runs whenever the function does."""
    kinds = scope.kinds
    assert kinds is not None
    found: set[str] = set()
    for stmt in scope.func.body.body:
        loop_var = _star_loop_var(stmt, star) if type(stmt) is cst.For else None
        if (loop_var is not None and bindings.get(loop_var) == [None] and loop_var not in scope.params
                and loop_var not in kinds.listcheck_names and loop_var not in kinds.dict_uses
                and loop_var not in kinds.python_uses and loop_var not in kinds.strong_container_uses
                and type(stmt.body) is cst.IndentedBlock and stmt.asynchronous is None
                and not any(isinstance(n, _EARLY_EXITS) for n in iter_descendants(stmt.body))
                and _used_every_pass(stmt.body, kinds.tensor_use_sites.get(loop_var, ()))):
            found.add(loop_var)
        if any(type(n) is cst.Return or type(n) is cst.Raise for n in iter_descendants(stmt)):
            break       # (a later loop may not run)
    return found


def _used_every_pass(body: cst.IndentedBlock, sites) -> bool:
    """A plain statement of ``body`` (not under an ``if``/``with``/loop of its own) holds one of
    ``sites`` and no part that may not run."""
    ids = {id(site) for site in sites}
    for line in body.body:
        if type(line) is not cst.SimpleStatementLine:
            continue
        inner = list(iter_descendants(line))
        if not any(isinstance(n, _PARTIAL) for n in inner) and any(id(n) in ids for n in inner):
            return True
    return False


def _star_loop_var(loop: cst.For, star: str) -> str | None:
    """``x`` of ``for x in <star>`` or ``for i, x in enumerate(<star>[, start])``."""
    it, target = loop.iter, loop.target
    if type(it) is cst.Name and it.value == star and type(target) is cst.Name:
        return target.value
    if (type(it) is cst.Call and type(it.func) is cst.Name and it.func.value == "enumerate"
            and 1 <= len(it.args) <= 2 and not any(a.star or a.keyword is not None for a in it.args)
            and type(it.args[0].value) is cst.Name and it.args[0].value.value == star
            and type(target) is cst.Tuple and len(target.elements) == 2
            and all(type(e) is cst.Element and type(e.value) is cst.Name for e in target.elements)):
        return target.elements[1].value.value
    return None


def _one_axis_slice_of(value: cst.CSTNode | None, name: str) -> bool:
    return (isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name)
            and value.value.value == name and len(value.slice) == 1
            and isinstance(value.slice[0].slice, cst.Slice)
            and not isinstance(value.slice[0].comma, cst.Comma))


def _sliced_into_array(scope: Scope, name: str, bound: dict) -> bool:
    """A one-axis slice of ``name`` reaches a place that takes one array only (an F operator's
    data argument, a Gluon layer's input), in place or through a local bound once to it
    (``sampled = feats[::2]; self.proj(sampled)``).  A slice of a python list or tuple is a
    list or tuple, which those places raise on eagerly, so in code that runs ``name`` is an
    array, however plural its name sounds."""
    kinds = scope.kinds
    assert kinds is not None
    if name in kinds.sliced_tensor_uses:
        return True
    if scope.numpy_mode or not isinstance(scope.func, cst.FunctionDef):
        return False    # (`F.np.stack(xs[1:])` takes sequences: only the in-place form above)
    if "all" not in bound:
        bound["all"] = name_bindings(scope.func.body, nested=True)
    for local, values in bound["all"].items():
        if (len(values) == 1 and local not in scope.params and local in kinds.tensor_uses
                and _one_axis_slice_of(values[0], name)
                and local not in kinds.listcheck_names and local not in kinds.dict_uses
                and local not in kinds.python_uses and local not in kinds.strong_container_uses):
            return True
    return False


def _aliased_into_array(scope: Scope, name: str, bound: dict) -> bool:
    """A local bound once, to ``name`` itself (``e = x``), is used as an array (an F operator's
    data argument, a Gluon layer's input, an array-only method): it holds ``name``'s very value
    wherever it is read, so ``name`` is that array too (a U-Net's ``e = x`` before
    ``F.concat(e, d, dim=1)``).  So does a local bound once to ``name`` shifted by number
    literals (``adj = adj_raw > 0.3``, ``c = (p + 1.0) * 3.0``): a number gives a number or a
    bool and a list or tuple raises TypeError there, so only an array gives an array."""
    kinds = scope.kinds
    assert kinds is not None
    if scope.numpy_mode or not isinstance(scope.func, cst.FunctionDef):
        return False
    if "all" not in bound:
        bound["all"] = name_bindings(scope.func.body, nested=True)
    if name in bound["all"]:
        return False        # (rebound: the alias may hold another value than the input)
    for local, values in bound["all"].items():
        if (local not in scope.params and local in kinds.tensor_uses
                and any((isinstance(v, cst.Name) and v.value == name)
                        or (len(values) == 1 and shifted_name(v) == name) for v in values)
                and local not in kinds.listcheck_names and local not in kinds.dict_uses
                and local not in kinds.python_uses and local not in kinds.strong_container_uses
                and (len(values) == 1 or _alias_reaches_array_use(kinds, local, name))):
            return True
    return False


def _alias_reaches_array_use(kinds, local: str, name: str) -> bool:
    """A local bound to ``name`` and to other values (``h = x`` before a loop of layers rebinding
    ``h``, a QRNN's stack): some array-only use of it (``h.sum(axis=2)``, ``h.shape``, a layer's
    input) may read the ``h = x`` binding (the flow pass's reaching bindings: after a loop that
    may not run), and where it does ``name`` is that array.  The flow solve this needs is dropped
    afterwards, as the kinds are still being refined."""
    found = False
    for site in kinds.tensor_use_sites.get(local, ()):
        read = _read_of(site)
        if read is None or read.value != local:
            continue
        reaching = kinds.reaching_bindings(read)
        if reaching and any(isinstance(value, cst.Name) and value.value == name and how == "assign"
                            for _, how, value in reaching):
            found = True
            break
    kinds.invalidate()
    return found


def _read_of(site: cst.CSTNode) -> cst.Name | None:
    """The read of the name a tensor use records: ``x`` of ``x.shape``, ``x[:, 0]``,
    ``x.sum(...)`` or an argument ``x``."""
    value = site.func.value if isinstance(site, cst.Call) and isinstance(site.func, cst.Attribute) \
        else site.value if isinstance(site, (cst.Attribute, cst.Subscript, cst.Arg)) else None
    return value if isinstance(value, cst.Name) else None


def _operator_input(scope: Scope, name: str) -> bool:
    """``name`` is a data argument of the scope's F operators and nothing shows a python value
    (a number is ruled out by an array-only attribute or method where only ``F.power``-like
    operators, which take numbers too, receive it)."""
    kinds = scope.kinds
    assert kinds is not None
    if scope.f_name is None or scope.numpy_mode or name in kinds.listcheck_names \
            or name in kinds.dict_uses or name in kinds.python_uses \
            or name in kinds.strong_container_uses:
        return False
    if name in kinds.op_inputs:
        return True
    return name in kinds.number_op_inputs and name in kinds.array_attr_uses


def _lockstep_lists(scope: Scope) -> bool:
    """``params[i]``, ``mus[i]``, ``sigmas[i]``: inputs indexed by the same variable as an input
    known to be a list are lists too (one element per layer, per branch...), unless something
    shows they are arrays."""
    kinds = scope.kinds
    assert kinds is not None
    changed = False
    for names in kinds.indexed_by.values():
        lists = {n for n in names if scope.params.get(n) is Kind.CONTAINER}
        if not lists:
            continue
        for n in names - lists:
            k = scope.params.get(n)
            if k is not None and k.tensorish and n not in kinds.tensor_uses:
                scope.params[n] = Kind.CONTAINER if k is Kind.TENSOR else Kind.UNKNOWN
                changed = True
    return changed


def _python_readings(fn: cst.FunctionDef, names: set[str]) -> set[str]:
    """The inputs among ``names`` read in ways a python list or flag allows (a subscript,
    ``len()``, iteration, ``*x`` unpacking, a bare truth test): the only ones whose kind the
    callers change (for any other input a constant argument is only noted, HYB006)."""
    found: set[str] = set()

    def note(e) -> None:
        if isinstance(e, cst.Name) and e.value in names:
            found.add(e.value)

    for n in iter_descendants(fn.body):
        t = type(n)
        if t is cst.Subscript:
            note(n.value)
        elif t is cst.Call:
            if isinstance(n.func, cst.Name) and n.func.value == "len" and n.args:
                note(n.args[0].value)
        elif t in (cst.If, cst.While, cst.IfExp):
            note(n.test)
        elif t is cst.For or t is cst.CompFor:
            note(n.iter)
        elif t is cst.Arg and n.star == "*":
            note(n.value)
        elif t is cst.UnaryOperation and isinstance(n.operator, cst.Not):
            note(n.expression)
    return found


def _namespace_path(func: cst.CSTNode, resolve: Callable[[cst.CSTNode], str | None]) -> tuple[str, ...] | None:
    """``nd.contrib.foreach`` / ``mx.sym.contrib.cond`` -> the path after the NDArray or Symbol
    namespace; None for anything else."""
    parts: list[str] = []
    node = func
    while type(node) is cst.Attribute:
        parts.append(node.attr.value)
        node = node.value
        if namespace_side(node, resolve) is not None:
            parts.reverse()
            return tuple(parts)
    return None


class ScopeFinder:
    def __init__(self, module: cst.Module, source: str, index: ModuleIndex, project: ProjectIndex,
                 resolve: Callable[[cst.CSTNode], str | None],
                 constants: Callable[[], frozenset[str]] | None = None,
                 call_forms: "Callable[[frozenset[str]], dict[str, list[CallForms]]] | None" = None,
                 ast_body: "list[ast.stmt] | None" = None, blanked: "set[int] | frozenset[int]" = frozenset(),
                 module_stmts: "list[ast.stmt] | None" = None) -> None:
        self.module = module
        # the stdlib tree of the statements ``module`` holds and the lines blanked inside them
        # (reduce.py); without it (a module parsed whole) ``source`` is parsed when first asked
        self._ast_body = ast_body
        # the whole file's stdlib tree (the pipeline's, before reduce.py dropped statements);
        # without it ``source`` is parsed when first asked
        self._module_stmts = module_stmts
        self._blanked = blanked
        self._ast_classes: "dict[int, ast.ClassDef] | None" = None
        self._class_nodes: "list[cst.ClassDef] | None" = None     # (as _iter_statements lists them)
        self._subclass_methods: "dict[str, frozenset[str]] | None" = None   # (_overridden_methods)
        # (forward's id, the positions of its tensor arguments) -> _returns_inputs (_forward_of_inputs)
        self._forward_memo: dict[tuple, bool] = {}
        # the file's own calls of its blocks (asked once, and only for a file with a hybrid_forward)
        self.call_forms = call_forms
        self._forms: "dict[str, list[CallForms]] | None" = None
        self.source = source
        self._src = Source(source)
        self._snippets: "dict[int, Source]" = {}    # (the text of a class read alone: ast_methods_of)
        self.index = index
        self.project = project
        self.resolve = resolve
        # module-level names bound only to numbers (asked for lazily: most files need none)
        self.constants = constants
        self.classes: list[HybridClass] = []
        self.scopes: list[Scope] = []
        self._functions: dict[str, cst.FunctionDef] = {}
        self._builders: frozenset[str] = frozenset()
        self._tuple_builders: dict[str, int] = {}
        self._not_gluon: frozenset[str] = frozenset()
        self._returns: dict[tuple, tuple[Kind, list[Kind] | None]] = {}
        self._in_progress: set[tuple] = set()
        self._proving: set[int] = set()      # functions call_unproven is inside (recursion)
        self._mod_bound: dict[str, int] | None = None
        self._module_values: "_ModuleValues | None" = None
        self._number_sequences: "frozenset[str] | None" = None
        self._number_attributes: "frozenset[str] | None" = None
        self._number_rows: "tuple[frozenset[str], frozenset[str]] | None" = None
        self._proofs: dict[tuple, str | None] = {}     # call_unproven's answers, by callee and arguments
        self._by_name: dict[str, HybridClass] | None = None
        self._subclasses_of: dict[int, tuple[HybridClass, list[HybridClass]]] = {}
        self._method_names_of: dict[int, tuple[HybridClass, frozenset[str]]] = {}
        # _callees' answers by (call, calling scope), each kept with both so their ids stay theirs
        self._callees_of: dict[tuple[int, int], tuple] = {}
        self._plain: dict[str, HybridClass] | None = None
        self._customs: dict[str, int] | None = None     # (custom_outputs)
        # the class every binding of a receiver constructs, by (function or class, name, owner)
        self._constructed: dict[tuple, str | None] = {}
        # the module functions `self.attr(...)` may run when `self.attr` picks from a module table
        self._table_picks: dict[tuple, list[cst.FunctionDef] | None] = {}
        self._binds_partial: frozenset[str] | None = None     # self attributes stored a partial(...)
        self._binds_lambda: frozenset[str] | None = None      # self attributes stored a lambda
        self._binds_name: frozenset[str] | None = None        # self attributes stored a bare name
        self._self_stores: dict[int, dict[str, list[ast.expr]]] = {}    # (_stores_of), by class node
        self._partials: dict[str, cst.FunctionDef] | None = None     # module names bound a partial(...)
        self._partial_calls: dict[int, cst.Call | None] = {}    # (_partial_call), by the call's id
        self._loop_targets: frozenset[str] | None = None     # names a `for` binds over a display or name
        self._loops: dict[tuple, list[cst.FunctionDef]] = {}   # (_loop_picks)
        self._object_loops: "frozenset[str] | None" = None      # (_looped_object_methods)
        self._looped: dict[tuple, list] = {}
        self._tables_named: frozenset[str] | None = None
        # own_namespace walks a whole function body; _call_params asks it once per call set, and a
        # helper called from many places is asked hundreds of times (pcm_net: 225 walks, 5+ s)
        self._own_ns: dict[cst.FunctionDef, str | None] = {}
        # _docstring_types' answers: _call_params reads a helper's docstring once per call site
        # and per summary (loss.py: 267 reads of 21 docstrings, ~9 ms of a one-file run)
        self._doc_types: dict[cst.FunctionDef, dict[str, Kind]] = {}
        self._np_asks: dict[cst.FunctionDef, bool] = {}        # _asks_np_mode's answers
        self._np_spells: dict[tuple, bool] = {}                # _spells_np's, by (function, F)
        self._bound: dict[int, dict[str, list[str]]] = {}
        self._dispatch: dict[int, dict[str, list[cst.FunctionDef]]] = {}
        self._mx2 = mx2_spelled(source)
        # (the substring tests first: the patterns need them, and few files have them)
        self._np_module = ("set_np(" in source and _SET_NP.search(source) is not None) or (
            _project_numpy(project, index) and not ("reset_np(" in source and _RESET_NP.search(source)))
        self._np_enclosed: set[int] | None = None
        self._made: dict[str, list[tuple[str, int]]] | None = None     # (_instance_called)
        self._np_spelled = (".np." in source or ".npx." in source) and _NP_ATTR.search(source) is not None
        self._np_is_mxnet = ("from mxnet" in source and _at_line_start(_MXNET_NP, source)
                             and not _at_line_start(_NUMPY_AS_NP, source))

    def find(self) -> list[Scope]:
        self.prepare()
        for hc in self.classes:
            if self._refuses_hybridize(hc):
                continue
            hf = hc.methods.get("hybrid_forward")
            if hf is not None:
                params = _param_list(hf)
                if len(params) >= 2:
                    scope = self._make_scope(hf, hc, "hybrid_forward", params[1].name.value, params[2:])
                    self._called_inputs(scope, hc, params[2:])
                    # (a subclass made here runs this hybrid_forward on its own calls' arguments)
                    subclassed = any(b.rsplit(".", 1)[-1] == hc.name for c in self.classes for b in c.bases)
                    scope.made_elsewhere = not (self._maybe_constructed(hc.name) or subclassed)
                    if not scope.made_elsewhere:
                        scope.input_calls = self._input_calls(scope, subclassed)
                    self._add(scope)
            elif hc.verdict == HYBRID and self._mx2 and "forward" in hc.methods:
                fw = hc.methods["forward"]
                params = _param_list(fw)
                if len(params) >= 1 and not (len(params) > 1 and params[1].name.value == "F"):
                    self._add(self._make_scope(fw, hc, "forward", None, params[1:]))
        self._find_decorated_forwards()
        if "HybridLambda" in self.source:
            self._find_hybrid_lambdas()
        # (what _find_handed_functions looks for, as text: most files have neither, spare the walk)
        if hands_function_text(self.source):
            self._find_handed_functions()
        self._find_helpers(self._functions)
        self._find_control_flow_bodies()
        self._find_conventional_helpers()
        self._prove_from_callees()
        self._prove_from_callers()
        return self.scopes

    def _input_calls(self, scope: Scope, subclassed: bool) -> "Callable[[str], str | None]":
        # (asked only where HYB024 meets such an input: most blocks are never asked)
        answers: dict[str, str | None] = {}

        def ask(name: str) -> "str | None":
            if name not in answers:
                # (a proof met again inside itself, through a caller's own input, proves nothing)
                answers[name] = "its calls hand it a value that rests on this input"
                answers[name] = calls_prove_input(scope, name, self.scopes, self.source, subclassed)
            return answers[name]
        return ask

    def _prove_from_callees(self) -> None:
        """An input a traced function hands a helper of the file, unchanged, is proven a tensor
        where the helper's own uses of that parameter prove one (an operand of its F operators,
        an array method): the input reaches those uses, and a python list there raises eagerly
        (`self.ids(F, center)` with `ids` returning `F.floor((x + 1) * ...)`).  Only the
        helper's own evidence counts, never a proof it took from its callers."""
        for helper in self.scopes:
            if (helper.style != "helper" or helper.call_site or not helper.callers
                    or helper.kinds is None or not isinstance(helper.func, cst.FunctionDef)):
                continue
            own = helper.kinds.tensor_uses | _number_operands_of_ops(helper)
            for caller, call in helper.callers:
                if caller.kinds is None or any(a.star for a in call.args):
                    continue
                for p, arg in _arguments(helper.func, helper.cls, call).items():
                    if (p in own and type(arg) is cst.Name and caller.params.get(arg.value) is Kind.TENSOR
                            and caller.kinds.holds_argument(arg)):
                        caller.proven_params.add(arg.value)

    def _prove_from_callers(self) -> None:
        """A private helper's tensor parameter is proven when every call of it the file makes
        hands it a proven legacy tensor, and the file holds every call there can be: a nested
        function, or a module function or method whose name starts with ``_`` (not a dunder),
        named nowhere in the file but as the callee of those calls (no ``map(_f, xs)``, no
        ``getattr``/``__all__`` string).  A public helper may be imported and called with a
        python list by a module the file cannot see, so it is not proven this way; the reason
        is kept for the refusal (``caller_proof``).  Repeated while it proves more (a helper
        called only from another proven one)."""
        helpers = [s for s in self.scopes if s.style == "helper" and not s.call_site and s.callers
                   and isinstance(s.func, cst.FunctionDef)
                   and any(k is Kind.TENSOR and n not in s.proven_params for n, k in s.params.items())]
        if not helpers:
            return
        outer = self._outer_functions()
        for _ in range(3):
            grew = False
            for scope in helpers:
                fn = scope.func
                name = fn.name.value
                private = _private(fn, outer)
                arguments = [None if any(a.star for a in call.args) else _arguments(fn, scope.cls, call)
                             for _, call in scope.callers]
                for n, k in scope.params.items():
                    if k is not Kind.TENSOR or n in scope.proven_params or n == scope.f_name:
                        continue
                    if any(args is None or n not in args for args in arguments):
                        continue
                    if any(caller.kinds is None or caller.kinds.unproven(args[n]) is not None
                           for (caller, _), args in zip(scope.callers, arguments)):
                        continue
                    if not private:
                        scope.caller_proof[n] = (
                            f"every call of `{name}` in this file passes a proven tensor, but "
                            f"`{name}` is public: another module may import it and pass a python "
                            f"list; name it `_{name}` if only this file calls it")
                        continue
                    if not self._only_called_by(fn, scope):
                        scope.caller_proof[n] = (
                            f"`{name}` is named in this file elsewhere than in the hybrid calls "
                            f"that pass it tensors (another call, a value handed on, a string), "
                            f"where it may be given a python list")
                        continue
                    scope.proven_params.add(n)
                    grew = True
            if not grew:
                break

    def _outer_functions(self) -> set[int]:
        """ids of the functions defined outside every function's body (at module level, in a
        class, under a module-level ``if``/``try``); any other function is nested.  The walk
        stops at each function: entering the ``__init__`` bodies the pipeline stubbed would trip
        a second analysis of the whole file (a one-file check of gluon/loss.py: +130 ms)."""
        return {id(node) for node in iter_descendants(self.module, stop=(cst.FunctionDef, cst.Lambda))
                if type(node) is cst.FunctionDef}

    def _only_called_by(self, fn: cst.FunctionDef, scope: Scope) -> bool:
        """``fn``'s name is spelled in the file's text (the whole text: the parsed tree has the
        bodies no rule needs blanked) only by its ``def`` and by the helper's calls: no other
        call, no value handed on (``map(_f, xs)``), no string (``getattr``, ``__all__``), no
        second function of that name."""
        calls = {id(call) for _, call in scope.callers}
        spelled = len(re.findall(r"(?<![\w.])" + re.escape(fn.name.value) + r"\b|\.\s*"
                                 + re.escape(fn.name.value) + r"\b", self.source))
        return spelled == 1 + len(calls)

    def prepare(self) -> None:
        """The module's functions and HybridBlock classes (what finding scopes starts from; a
        module another file's hybrid code calls into needs only this, see ``seed``)."""
        functions: dict[str, cst.FunctionDef] = {}
        class_nodes: list[tuple[cst.ClassDef, cst.CSTNode]] = []
        for stmt, root in _iter_statements(self.module.body):
            if isinstance(stmt, cst.ClassDef):
                class_nodes.append((stmt, root))
        self._class_nodes = [node for node, _ in class_nodes]
        for stmt in self.module.body:
            if isinstance(stmt, cst.FunctionDef):
                functions[stmt.name.value] = stmt
        self._functions = functions
        self._not_gluon = not_gluon_names(self.index)
        self._builders = sequential_builders(module_functions(self.ast_body(), self._blanked),
                                             self._not_gluon, self._src)
        self._builders |= sequential_classes(self.ast_body(), self._not_gluon, self._builders, self._src)
        candidates = forward_returns(self.module, self._not_gluon)
        self._builders |= single_output_classes(candidates, self._not_gluon, self._builders, self)
        self._tuple_builders = tuple_output_classes(candidates, self._not_gluon, self._builders, self)
        if _CHILD_READ.search(self.source):
            # `self.slice1.add(self.vgg.features._children[str(i)])`: what the module's classes
            # and functions say about the children of their Sequentials (read only where a
            # child table or an item of an attribute's attribute is spelled)
            self._builders |= chain_facts(self.ast_body(), self._blanked, self._not_gluon, self._builders,
                                          self._src)
        for node, root in class_nodes:
            hc = self._hybrid_class(node)
            if hc is None:
                continue
            hc.toplevel = root
            self.classes.append(hc)
        by_name = {c.name: c for c in self.classes}
        done: set[str] = set()
        for hc in self.classes:
            self._inherit(hc, by_name, done)

    def seed(self, fn: cst.FunctionDef, owner: HybridClass | None, toplevel: cst.CSTNode,
             calls: "list[tuple[Scope, cst.Call]]", via: "tuple[str, str]") -> bool:
        """Check ``fn`` of this module as a helper that hybrid code of another file calls
        (``calls``: its call sites there, whose scopes' kinds give the arguments' kinds); False
        when no call passes it F or a tensor.  ``find_seeded_helpers`` then follows what it calls
        in this module."""
        mapped = self._call_params(fn, owner, calls)
        if mapped is None:
            return False
        scope = Scope(func=fn, cls=owner, style="helper", f_name=mapped[0], params=mapped[1],
                      toplevel=toplevel, reached_via=via, elem_params=mapped[2])
        self._set_mode(scope, calls)
        self._add(scope)
        return True

    def find_seeded_helpers(self) -> list[Scope]:
        """The seeded helpers and the helpers of this module they reach."""
        self._find_helpers(self._functions)
        return self.scopes

    def _find_control_flow_bodies(self) -> None:
        """A method or module function handed to ``F.contrib.foreach`` / ``while_loop`` /
        ``cond`` as its body is hybrid code: MXNet 1.9.1 calls it with NDArrays eagerly and traces
        it with Symbols, so what it calls (an ``mx.nd`` or ``mx.sym`` operator) must work both ways.
        ``nd.contrib.foreach`` in hybrid code counts too: HYB007 makes it ``F.contrib.foreach``,
        so its body is hybrid code once fixed, and its findings (and fixes) come in the same
        round as the operator's instead of only after it.
        What the operator passes it (one step of the data, the states) is left unknown here, so
        only namespace uses and values it builds itself are judged.  (A body nested in the
        calling function is checked as part of that function already.)"""
        reached = {id(s.func) for s in self.scopes}
        for scope in list(self.scopes):
            if scope.kinds is None or scope.f_name is None:
                continue
            # both paths below end with the called attribute's name, and the kinds' collection
            # noted every attribute called in the body outside nested classes: a body that
            # calls none of the three and holds no class is not walked again
            if (not scope.kinds.called_attrs & _CONTROL_FLOW_OPS
                    and cst.ClassDef not in scope.kinds.node_types):
                continue
            for node in iter_descendants(scope.func.body):
                if not (type(node) is cst.Call and node.args):
                    continue
                path = scope.kinds.f_path(node.func) or _namespace_path(node.func, self.resolve)
                if not path or path[-1] not in _CONTROL_FLOW_OPS:
                    continue
                for arg in node.args:
                    handed = arg.value
                    if not isinstance(handed, (cst.Attribute, cst.Name)):
                        continue
                    for fn, owner in self._helper_targets(cst.Call(func=handed), scope):
                        if id(fn) in reached:
                            continue
                        reached.add(id(fn))
                        params = _param_list(fn)
                        first = 0 if owner is None or _is_static(fn) else 1
                        kinds = {p.name.value: Kind.UNKNOWN
                                 for p in (*params[first:], *fn.params.kwonly_params)}
                        for p in (fn.params.star_arg, fn.params.star_kwarg):
                            if isinstance(p, cst.Param):
                                kinds[p.name.value] = Kind.CONTAINER
                        body = Scope(func=fn, cls=owner, style="helper", f_name=None, params=kinds,
                                     toplevel=owner.toplevel if owner else fn,
                                     reached_via=scope.reached_via or (scope.name, scope.func))
                        body.numpy_mode = scope.numpy_mode
                        body.mx2 = scope.mx2
                        self._add(body)

    def _find_conventional_helpers(self) -> None:
        """Methods of HybridBlocks that take ``F`` right after ``self`` and that no scope of
        this file reaches: the hybrid_forward calling them is in another file (a base class
        there calls ``self.forward_propagation(F, x)``, a subclass here overrides it).  Their
        other parameters stay unknown, so only values built from F count as tensors."""
        reached = {id(s.func) for s in self.scopes}
        for hc in self.classes:
            if self._refuses_hybridize(hc):
                continue
            for name, fn in hc.methods.items():
                if name in ("hybrid_forward", "forward") or id(fn) in reached:
                    continue
                params = _param_list(fn)
                first = 0 if _is_static(fn) else 1
                if len(params) <= first or params[first].name.value != "F":
                    continue
                rest = (*params[first + 1:], *fn.params.kwonly_params)
                kinds = {p.name.value: Kind.UNKNOWN for p in rest}
                for p in (fn.params.star_arg, fn.params.star_kwarg):
                    if isinstance(p, cst.Param):
                        kinds[p.name.value] = Kind.CONTAINER
                self._add(Scope(func=fn, cls=hc, style="helper", f_name="F", params=kinds,
                                toplevel=hc.toplevel))

    def _find_decorated_forwards(self) -> None:
        """``@finite_inputs`` on a hybrid_forward, where ``finite_inputs`` is a function of this
        module (bound once) that returns the one function nested in it (``def inner(self, F, x,
        *args): ...; return inner``, ``functools.wraps`` or not; ``@finite_inputs(tol)`` of a
        function returning such a decorator likewise): the class attribute is that
        wrapper, so Gluon calls it ``inner(self, F, x, ...)`` and MXNet 1.9.1 traces it with
        Symbols as it traces hybrid_forward (probes_s46_style indirect/p15: a wrapper reading
        ``x.asnumpy()`` runs eagerly and raises NotImplementedForSymbol hybridized).  A wrapper
        that takes ``*args`` before F is left alone (its F is not known by name)."""
        reached = {id(s.func) for s in self.scopes}
        for hc in self.classes:
            hf = hc.methods.get("hybrid_forward")
            if hf is None or not hf.decorators or self._refuses_hybridize(hc):
                continue
            for dec in hf.decorators:
                # `@deco`, or `@deco(...)` of a factory whose one nested function is the decorator
                deco = self._module_decorator(dec)
                if deco is None:
                    continue
                inner = returned_wrapper(deco)
                if inner is not None and type(dec.decorator) is cst.Call:
                    inner = returned_wrapper(inner)
                if inner is None or id(inner) in reached:
                    continue
                params = _param_list(inner)
                if len(params) < 2:
                    continue
                reached.add(id(inner))
                scope = self._make_scope(inner, None, "hybrid_forward", params[1].name.value, params[2:])
                scope.toplevel = deco
                scope.unfixed = True
                self._add(scope)

    def _module_decorator(self, dec: cst.Decorator) -> "cst.FunctionDef | None":
        """The def of this module that ``@deco`` or ``@deco(...)`` names, bound once here (and no
        star import that could rebind it); None otherwise."""
        name = dec.decorator.func if type(dec.decorator) is cst.Call else dec.decorator
        deco = self._functions.get(name.value) if type(name) is cst.Name else None
        if deco is None or self._module_bindings().get(name.value, 0) != 1 \
                or "*" in self._module_bindings():
            return None
        return deco

    def _find_hybrid_lambdas(self) -> None:
        """``nn.HybridLambda(lambda F, x: ...)``: the lambda is traced like a hybrid_forward."""
        for top in self.module.body:
            # (a stubbed method body holds no lambda: reduce.py stubs none that does)
            for node in iter_descendants(top, stop=(StubbedStatements,)):
                if not (isinstance(node, cst.Call) and node.args
                        and isinstance(node.args[0].value, cst.Lambda)):
                    continue
                callee = self.resolve(node.func) or ""
                if callee.rsplit(".", 1)[-1] != "HybridLambda":
                    continue
                lam = node.args[0].value
                params = _param_list(lam)
                if len(params) < 2:
                    continue
                scope = self._make_scope(lam, None, "hybrid_forward", params[0].name.value, params[1:])
                scope.toplevel = top
                self._add(scope)

    def _find_handed_functions(self) -> None:
        """Functions that MXNet traces although no HybridBlock class defines them as its
        ``hybrid_forward``: one handed to ``nn.HybridLambda(fn)`` by name (called ``fn(F, x,
        ...)``), and one installed as a block's ``hybrid_forward`` (``cls.hybrid_forward = fn``,
        ``m.hybrid_forward = types.MethodType(fn, m)``: called ``fn(self, F, x, ...)``), as
        pruning, quantization and recording hooks do.  Hybridized, MXNet 1.9.1 calls either with
        Symbols, whatever class the block is.  The function is looked up where the call or the
        assignment is: a def of the same function body (or class body, for ``self.method``),
        else of the module."""
        reached = {id(s.func) for s in self.scopes}
        for top in self.module.body:
            for owner, body, where in _def_bodies(top):
                local = {st.name.value: st for st in body if type(st) is cst.FunctionDef}
                for node in where:
                    found = self._handed(node, local, owner, body)
                    if found is None:
                        continue
                    fn, has_self = found
                    if id(fn) in reached:
                        continue
                    params = _param_list(fn)
                    first = 1 if has_self else 0
                    if len(params) < first + 1:
                        continue
                    reached.add(id(fn))
                    scope = self._make_scope(fn, None, "hybrid_forward", params[first].name.value,
                                             params[first + 1:])
                    scope.toplevel = top
                    self._add(scope)

    def _handed(self, node: cst.CSTNode, local: "dict[str, cst.FunctionDef]",
                owner: "cst.ClassDef | None", body: "Sequence[cst.CSTNode]" = ()
                ) -> "tuple[cst.FunctionDef, bool] | None":
        """(the function, whether ``self`` comes before F) that ``node`` hands to MXNet's
        tracing, or None."""
        if type(node) is cst.Call and len(node.args) == 3 and self.resolve(node.func) == "type" \
                and all(a.keyword is None and not a.star for a in node.args):
            # type(name, bases, namespace) builds a class whose namespace entries are its methods,
            # as a class body's defs are (held-out round 58's spectral norm: `type(name, (cls,),
            # dict(hybrid_forward=hybrid_forward))` around nn.Dense and nn.Conv2D)
            namespace = node.args[2].value
            if type(namespace) is cst.Name:
                namespace = _bound_once(namespace.value, body)
            entry = _namespace_entry(namespace, "hybrid_forward")
            if type(entry) is not cst.Name:
                return None
            fn = local.get(entry.value) or self._functions.get(entry.value)
            return (fn, True) if fn is not None else None
        if type(node) is cst.Assign:
            if not any(type(t.target) is cst.Attribute and t.target.attr.value == "hybrid_forward"
                       for t in node.targets):
                return None
            value = node.value
            if type(value) is cst.Call and value.args and \
                    (self.resolve(value.func) or cst_dotted(value.func) or "").rsplit(".", 1)[-1] == "MethodType":
                value = value.args[0].value
            if type(value) is not cst.Name:
                return None
            fn = local.get(value.value) or self._functions.get(value.value)
            return (fn, True) if fn is not None else None
        if type(node) is cst.Call and node.args and \
                (self.resolve(node.func) or "").rsplit(".", 1)[-1] == "HybridLambda":
            # HybridLambda(function, prefix=None): the first positional argument or `function=`
            handed = next((a.value for a in node.args if a.keyword is not None
                           and a.keyword.value == "function"), None)
            if handed is None:
                if node.args[0].keyword is not None:
                    return None
                handed = node.args[0].value
            if type(handed) is cst.Name:
                fn = local.get(handed.value) or self._functions.get(handed.value)
            elif type(handed) is cst.Attribute and type(handed.value) is cst.Name \
                    and handed.value.value == "self" and owner is not None:
                fn = next((st for st in owner.body.body if type(st) is cst.FunctionDef
                           and st.name.value == handed.attr.value), None)
                if fn is not None and not _is_static(fn):
                    params = _param_list(fn)
                    # a bound method: `self` is not among what HybridLambda passes
                    return (fn, True) if len(params) >= 2 else None
            else:
                return None
            return (fn, False) if fn is not None else None
        return None

    def _nested_verdict(self, node: cst.ClassDef) -> str | None:
        """HYBRID for a class defined inside a function (MXNet's tests define their blocks in
        test functions) whose base resolves to a HybridBlock; the module index holds only
        module-level classes.  Never NOT_HYBRID: a nested class with ``hybrid_forward(self, F,
        ...)`` stays hybrid by convention, as before."""
        for arg in node.bases:
            dotted = cst_dotted(arg.value)
            if dotted is None:
                continue
            if dotted in self.index.classes and dotted not in self.index.imports:
                verdict = self.project.class_verdict(self.index, dotted)
            else:
                verdict = self.project.verdict(self.index.resolve_name(dotted))
            if verdict == HYBRID:
                return HYBRID
        return None

    def _add(self, scope: Scope) -> None:
        scope.kinds = KindInference(scope, self.resolve, self._method_names(scope.cls), self.constants,
                                     self.autograd_function)
        scope.kinds.oracle = self
        scope.kinds.flow = reaching_kinds
        _refine_params(scope)
        self.scopes.append(scope)

    def autograd_function(self, node: cst.CSTNode, given: frozenset = frozenset(), one: bool = False) -> bool:
        """``node`` names a subclass of ``mx.autograd.Function``: a class of this file, or one an
        import binds to a class of the project (``from .ste import LinearQuantizeSTE``).  ``given``:
        the positions (and keywords) of the call's tensor arguments.  With ``one``: whether it is
        a class of this file whose ``forward`` returns one array made from them at every return."""
        dotted = self.resolve(node)
        if dotted is None:
            return False
        head, _, rest = dotted.partition(".")
        if not rest and head in self.index.classes and head not in self.index.imports:
            if not self.project.module_derives_from(self.index, head, _AUTOGRAD_FUNCTION):
                return False
            read = self._forward_of_inputs(head, given, one)
            # (no forward here: any output, but not one proven array)
            return read is True if one else read is not False
        return not one and self.project.derives_from(dotted, _AUTOGRAD_FUNCTION)

    def _forward_of_inputs(self, name: str, given: frozenset, one: bool = False) -> bool | None:
        """Whether the ``forward`` of this file's class ``name`` (or of a base of this file)
        returns only values made from the arguments that get a tensor (``given``: positions,
        keywords) -- with ``one``, one array made from them at every return (_returns_one);
        None when no such ``forward`` is here.
        (Unrecorded, ``Function.__call__`` hands back what forward returns as it is: a python
        number or a numpy array beside the array is no Symbol when traced.)"""
        if self._class_nodes is None:
            self._class_nodes = [s for s, _ in _iter_statements(self.module.body) if isinstance(s, cst.ClassDef)]
        by_name = {c.name.value: c for c in self._class_nodes}
        for _ in range(12):
            node = by_name.get(name)
            if node is None:
                return None
            fn = next((s for s in node.body.body if type(s) is cst.FunctionDef and s.name.value == "forward"), None)
            if fn is not None:
                key = (id(fn), given, one)
                if key not in self._forward_memo:
                    read = _returns_one if one else _returns_inputs
                    self._forward_memo[key] = read(fn, _tensor_params(fn, given))
                return self._forward_memo[key]
            bases = [a.value for a in node.bases if type(a.value) is cst.Name and a.value.value in by_name]
            if len(bases) != 1:
                return None
            name = bases[0].value
        return None

    def _method_names(self, cls: HybridClass | None) -> frozenset[str]:
        """The methods ``self.name(...)`` may run in a method of ``cls``: its own and those it
        inherits from bases of this file (a subclass's `q = self.split_heads(F, q)` runs the
        base's helper; read as an unknown outside method, its tensor was lost)."""
        if cls is None:
            return frozenset()
        got = self._method_names_of.get(id(cls))
        if got is None:
            # (a plain class's bases are not among the blocks _lineage reads)
            names = (frozenset(cls.methods) if cls.plain or not cls.bases
                     else frozenset(n for hc in self._lineage(cls) for n in hc.methods))
            got = self._method_names_of[id(cls)] = (cls, names)
        return got[1]

    def _overridden_methods(self, name: str) -> frozenset[str]:
        """The methods the file's subclasses of class ``name`` (by their bases' last names, at any
        depth) define: in an instance of one, the base's call of such a method runs that one."""
        if self._subclass_methods is None:
            bases = {c.name.value: {cst_dotted(b.value).rsplit(".", 1)[-1] for b in c.bases} for c in self._class_nodes or ()}
            own = {c.name.value: {s.name.value for s in c.body.body if isinstance(s, cst.FunctionDef)}
                   for c in self._class_nodes or () if isinstance(c.body, cst.IndentedBlock)}
            found: dict[str, set[str]] = {}
            for sub in bases:
                seen, todo = {sub}, list(bases[sub])
                while todo:
                    base = todo.pop()
                    if base in seen or base not in bases:
                        continue
                    seen.add(base)
                    found.setdefault(base, set()).update(own.get(sub, ()))
                    todo.extend(bases[base])
            self._subclass_methods = {k: frozenset(v) for k, v in found.items()}
        return self._subclass_methods.get(name, frozenset())

    def _hybrid_class(self, node: cst.ClassDef) -> HybridClass | None:
        verdict = self.project.class_verdict(self.index, node.name.value)
        if verdict is None and node.name.value not in self.index.classes:
            verdict = self._nested_verdict(node)
        methods: dict[str, cst.FunctionDef] = {}
        for stmt in node.body.body if isinstance(node.body, cst.IndentedBlock) else ():
            if isinstance(stmt, cst.FunctionDef):
                methods[stmt.name.value] = stmt
        if verdict == NOT_HYBRID:
            return None
        if verdict != HYBRID:
            hf = methods.get("hybrid_forward")
            if hf is None:
                # a subclass of an unresolvable block overriding only the F-methods its base's
                # hybrid_forward calls: those become conventional helpers (reduce keeps the class
                # by the same test, reduce.overrides_f_methods)
                if not (node.bases and _overrides_f_methods(methods)):
                    return None
            elif len(_param_list(hf)) < 2:
                return None
        bases = self.index.classes.get(node.name.value, ())
        hc = HybridClass(node=node, name=node.name.value, bases=bases, verdict=verdict, methods=methods,
                         ast_methods=self.ast_methods_of(node))
        if "get_constant" not in self.source:
            # no `X.get_constant(...)` can be spelled in this file: the walk of every method that
            # _states_constants would make to find one (~2% of a corpus run) can only say no
            hc._calls_get_constant = False
        else:
            if self._module_values is None:
                self._module_values = _ModuleValues(self._module_stmts if self._module_stmts is not None
                                                    else self.ast_body())
            hc._module_values_of = self._module_values
        hc.source = self.source_of(node)
        (hc.param_names, hc.child_attrs, hc.single_output_children, hc.shaped_names,
         hc.sequential_item_children) = declared_params(hc.ast_methods, self._not_gluon, self._builders,
                                                        hc.source, self._overridden_methods(node.name.value))
        hc.rnn_layer_children = rnn_layer_attrs(hc.ast_methods)
        hc.tensor_input_children = tensor_input_children(hc.ast_methods, self._not_gluon)
        if self._tuple_builders:
            # (from the stdlib tree where it pairs with the parsed methods: a stubbed body read
            # in the libcst tree trips into a second analysis of the file)
            hc.tuple_output_children = (tuple_children(hc.ast_methods, self._tuple_builders)
                                        if hc.ast_methods.keys() == methods.keys()
                                        else _tuple_children(methods, self._tuple_builders))
        return hc

    def _inherit(self, hc: HybridClass, by_name: dict[str, HybridClass], done: set[str],
                 path: frozenset[str] = frozenset()) -> None:
        """Children and Parameters a base class of this file declares (``__init__`` in the base,
        ``hybrid_forward`` in each subclass) belong to the subclass too; what the subclass
        assigns itself wins.  Bases are merged first (their own bases included)."""
        if hc.name in done:
            return
        for b in hc.bases:
            base = by_name.get(b.rsplit(".", 1)[-1])
            if base is None or base is hc or base.name in path:
                continue
            self._inherit(base, by_name, done, path | {hc.name})
            own = hc.child_attrs | hc.param_names
            hc.single_output_children |= base.single_output_children - own
            hc.sequential_item_children |= base.sequential_item_children - own
            hc.rnn_layer_children |= base.rnn_layer_children - own
            hc.tensor_input_children |= base.tensor_input_children - own
            if base.tuple_output_children:
                hc.tuple_output_children = {**{a: n for a, n in base.tuple_output_children.items()
                                               if a not in own}, **hc.tuple_output_children}
            hc.child_attrs |= base.child_attrs - hc.param_names
            hc.param_names |= base.param_names - hc.child_attrs
            hc.base_classes.append(base)
        done.add(hc.name)

    def _documented(self, func: cst.FunctionDef) -> dict[str, Kind]:
        """``_docstring_types(func)``, read once per function (callers only read the dict)."""
        got = self._doc_types.get(func)
        if got is None:
            got = self._doc_types[func] = _docstring_types(func)
        return got

    def _make_scope(self, func: cst.FunctionDef, hc: HybridClass | None, style: str,
                    f_name: str | None, params: list[cst.Param]) -> Scope:
        kinds: dict[str, Kind] = {}
        declared = hc.param_names if hc else frozenset()
        documented = self._documented(func) if isinstance(func, cst.FunctionDef) else {}
        fp = func.params
        proven: set[str] = set()
        for p in (*params, *fp.kwonly_params):
            name = p.name.value
            kinds[name] = _default_kind(p.default, name in declared, Kind.TENSOR)
            told = annotation_kind(p.annotation) or documented.get(name)
            if told is not None and (told is not Kind.TENSOR or kinds[name].tensorish):
                kinds[name] = told
            if kinds[name] is Kind.TENSOR and (name in declared or told is Kind.TENSOR):
                proven.add(name)
        elems: dict[str, Kind] = {}
        if isinstance(fp.star_arg, cst.Param):
            kinds[fp.star_arg.name.value] = Kind.CONTAINER
        if isinstance(fp.star_kwarg, cst.Param):
            kinds[fp.star_kwarg.name.value] = Kind.CONTAINER
            if style == "hybrid_forward" and hc is not None:
                # Gluon passes the block's registered Parameters here: each one is a tensor
                elems[fp.star_kwarg.name.value] = Kind.TENSOR
        return Scope(func=func, cls=hc, style=style, f_name=f_name, params=kinds,
                     toplevel=hc.toplevel if hc else func, elem_params=elems,
                     proven_elems=set(elems),
                     numpy_mode=self._numpy_mode(func, hc, style, f_name), proven_params=proven)

    def _called_inputs(self, scope: Scope, hc: HybridClass, inputs: list[cst.Param]) -> None:
        """Inputs whose kind the file's own calls of the block show (call_shapes.call_forms).

        An input some call hands a python list or tuple, and no call a constant, is a container
        (Gluon flattens a list input of tensors and traces it alike: `head([c1, c2, c3])`).  An
        input a call outside traced code hands a python constant (`net(x, True)`) is that python
        value, and is noted: hybridized, MXNet 1.9.1 raises ValueError at that call.  A call
        from a parent's hybrid_forward may pass constants (the child is traced inside the
        parent's graph), so it is no evidence of the bug, only of the kind.  Calls are read only
        where they reach this hybrid_forward with the same inputs: not through a `forward`
        override with other parameters, not with `*args`.  Only the inputs read as a list or
        flag would be change kind; any other input a constant reaches is only noted."""
        if self.call_forms is None or not inputs:
            return
        # (the tests that need no walk first: each of them alone ends the reading, and loss.py's
        # 15 blocks are made nowhere in the file, so their bodies are not walked for readings)
        # the nearest `forward` override, this class's or a base's of this file
        fw = next((c.methods["forward"] for c in self._lineage(hc) if "forward" in c.methods), None)
        names = [p.name.value for p in inputs]
        if fw is not None and [p.name.value for p in _param_list(fw)[1:]] != names:
            return
        if self._forms is None:
            if not self._maybe_constructed(hc.name):
                return      # no instance of the class, so no call of one (call_forms finds none)
        elif not self._forms.get(hc.name):
            return          # no call of an instance read: no input changes kind, none is noted
        asked = _python_readings(scope.func, {p.name.value for p in inputs})
        # for the other inputs only a call outside traced code matters, in practice of a local
        # instance (`net = Net(...)` then `net(...)`): a text test spares most files (GluonCV's
        # model factories make and return instances) the call read (speed)
        if not asked and not self._instance_called(hc.name):
            return
        if self._forms is None:
            self._forms = self.call_forms(frozenset(c.name for c in self.classes))
        calls = self._forms.get(hc.name, ())
        for i, name in enumerate(names):
            seen = [(c, c.positional[i]) for c in calls if i < len(c.positional) and c.positional[i]]
            if not seen or not scope.params.get(name, Kind.UNKNOWN).tensorish \
                    or name in scope.proven_params:
                continue
            constants = [(c, form) for c, form in seen if form != LIST]
            if name in asked:
                if not constants:
                    scope.params[name] = Kind.CONTAINER
                    continue
                scope.params[name] = Kind.SCALAR if len(constants) == len(seen) else Kind.UNKNOWN
            top = next(((c, form) for c, form in constants if not c.traced), None)
            if top is not None:
                scope.constant_inputs[name] = (top[0].line, top[1])

    def _maybe_constructed(self, cls: str) -> bool:
        """The source may call ``cls`` somewhere: it spells the name followed by ``(`` (across
        blanks, comments, line continuations) other than in its own ``class`` statement.  Every
        instance call_forms reads is made by such a call (a ``Name`` called, never an alias: a
        superset); a file whose classes are only made elsewhere (GluonCV's model factories live in
        the same file, the recurrent cells' users do not) has its call_forms walk spared (speed).
        A non-ASCII source is not tested (identifiers are NFKC-normalised by the parser)."""
        if not self.source.isascii():
            return True
        return any(not _CLASS_HEAD.search(self.source, self.source.rfind("\n", 0, start) + 1, start)
                   for start in _spelled_calls(self.source, cls))

    def _instance_called(self, cls: str) -> bool:
        """The source spells `name = Cls(` on a line of its own and later `name(` or
        `name.forward(`: a textual superset of call_shapes' local-instance calls."""
        # (the second occurrence, not a count over the whole file: the class statement itself
        # spells `Cls(` once; `Cls(` cannot overlap itself, so two finds are what count() >= 2 is)
        first = self.source.find(cls + "(")
        if first < 0 or self.source.find(cls + "(", first + 1) < 0:
            return False
        if self._made is None:
            # every `name = Word(` line once per file, not a scan of the file per class: a line
            # matches `^[ \t]*(\w+)[ \t]*=[ \t]*Cls\(` exactly when _MADE matches it with
            # Word == Cls (the word between `= ` and `(` is determined by the line)
            self._made = {}
            for m in _MADE.finditer("\n" + self.source):
                self._made.setdefault(m[2], []).append((m[1], m.end() - 1))
        # (find from the match on, not `in` a slice: a slice copies the rest of the file per match)
        return any(self.source.find(f"{name}(", end) >= 0 or self.source.find(f"{name}.forward(", end) >= 0
                   for name, end in self._made.get(cls, ()))

    def _numpy_mode(self, func, hc: HybridClass | None, style: str, f_name: str | None = None) -> bool:
        """Values are ``mx.np`` arrays: MXNet-2 ``forward``, ``npx.set_np()`` in the module,
        ``@use_np`` on the class or function (MXNet 1.9.1 then allows numpy basic indexing,
        broadcasting operators and ``reshape(a, b)`` on Symbols, see SEMANTICS in tests/fixtures)."""
        if style == "forward" or self._np_module:
            return True
        if self._np_enclosed is None:
            self._np_enclosed = _numpy_enclosed(self.module.body) if "use_np" in self.source else set()
        if (hc is not None and id(hc.node) in self._np_enclosed) or id(func) in self._np_enclosed:
            return True
        decorated = [*(hc.node.decorators if hc is not None else ()),
                     *(func.decorators if isinstance(func, cst.FunctionDef) else ())]
        if any(_decorator_name(d.decorator) in _NUMPY_DECORATORS for d in decorated):
            return True
        # a signature that declares its arrays mx.np arrays runs in numpy mode, whoever set it
        # (moleculegen's `hybrid_forward(self, module, inputs: mx.np.ndarray, ...)`: its package
        # calls npx.set_np() elsewhere; there `inputs.T` is valid and F.transpose(inputs) is not)
        if isinstance(func, cst.FunctionDef) and _annotated_numpy(func, self._np_is_mxnet):
            return True
        # code that asks `is_np_array()` at run time is written for either mode (Gluon's losses and
        # their copies): away from the legacy side of that test (context.numpy_mode) a rule reports
        # only what fails in both modes, and a rewrite into legacy operators is not offered
        if isinstance(func, cst.FunctionDef) and "is_np_array" in self.source and self._asks_np(func):
            return True
        # code that calls `F.np.*` / `F.npx.*` runs on numpy-mode arrays: legacy NDArrays and
        # Symbols are rejected by those operators
        return bool(f_name) and self._np_spelled and self._spells_np(func, f_name)

    # (both walk a whole body and depend on nothing else: a helper's mode is asked for each
    # reading of it, its scope, each return summary and call-site reading; loss.py: 35 asks,
    # 15 functions)
    def _asks_np(self, func: cst.FunctionDef) -> bool:
        got = self._np_asks.get(func)
        if got is None:
            got = self._np_asks[func] = _asks_np_mode(func)
        return got

    def _spells_np(self, func, f_name: str) -> bool:
        """``func`` reads ``F.np`` or ``F.npx`` (``F`` its namespace ``f_name``)."""
        got = self._np_spells.get((func, f_name))
        if got is None:
            got = self._np_spells[(func, f_name)] = any(
                isinstance(n, cst.Attribute) and n.attr.value in ("np", "npx")
                and isinstance(n.value, cst.Name) and n.value.value == f_name
                for n in iter_descendants(func.body))
        return got

    # ---- F-helpers ----------------------------------------------------------------

    def _find_helpers(self, functions: dict[str, cst.FunctionDef]) -> None:
        """Discover helpers (transitively): functions and methods called from hybrid code with F
        or with a tensor argument, subclass overrides included; their parameter kinds join all
        their call sites, and each remembers the hybrid scope that first reaches it."""
        calls_to: dict[int, list[tuple[Scope, cst.Call]]] = {}
        targets: dict[int, tuple[cst.FunctionDef, HybridClass | None]] = {}
        via: dict[int, tuple[str, cst.CSTNode]] = {}
        roots = {id(s.func) for s in self.scopes}
        order: list[int] = []
        work = list(self.scopes)
        rounds = 0
        while work and rounds < 4:
            rounds += 1
            new: list[tuple[cst.FunctionDef, HybridClass | None]] = []
            for scope in work:
                assert scope.kinds is not None
                held = [c for c in scope.kinds.dotted_calls
                        if self._held_object_method(c.func, scope) is not None
                        or self._looped_object_methods(c.func, scope)]
                for call in (*scope.kinds.local_calls, *held):
                    call = self._partial_call(call, scope) or call
                    for target in self._helper_targets(call, scope):
                        key = id(target[0])
                        if key in roots:
                            continue
                        if key not in calls_to:
                            order.append(key)
                            targets[key] = target
                            new.append(target)
                            via[key] = scope.reached_via or (scope.name, scope.func)
                        calls_to.setdefault(key, []).append((scope, call))
            work = []
            for fn, owner in new:
                mapped = self._call_params(fn, owner, calls_to[id(fn)])
                if mapped is None:
                    continue
                scope = Scope(func=fn, cls=owner, style="helper", f_name=mapped[0], params=mapped[1],
                              toplevel=owner.toplevel if owner else fn, reached_via=via[id(fn)],
                              elem_params=mapped[2])
                self._set_mode(scope, calls_to[id(fn)])
                scope.callers = calls_to[id(fn)]
                scope.block_params = _block_params(fn, owner, calls_to[id(fn)])
                self._add(scope)
                work.append(scope)
        # call sites found in later rounds: settle parameter kinds in discovery order
        by_func = {id(s.func): s for s in self.scopes if s.style == "helper"}
        for key in order:
            scope = by_func.get(key)
            if scope is None:
                continue
            fn, owner = targets[key]
            self._set_mode(scope, calls_to[key])
            scope.callers = calls_to[key]
            mapped = self._call_params(fn, owner, calls_to[key])
            blocks = _block_params(fn, owner, calls_to[key])
            if mapped is not None and (mapped[1] != scope.params or mapped[2] != scope.elem_params
                                       or blocks != scope.block_params):
                scope.params, scope.elem_params = mapped[1], mapped[2]
                scope.block_params = blocks
                assert scope.kinds is not None
                scope.kinds.invalidate()
                _refine_params(scope)

    def call_site_scopes(self) -> list[Scope]:
        """Helpers read again with the argument kinds of one call site, where that call hands a
        parameter a tensor and the join over all call sites loses it (a subclass handing
        ``merge(F, y)`` one tensor where the base hands it a list: the join is unknown, and
        ``F.concat(*outs)`` unpacks the tensor's rows eagerly but the one Symbol hybridized).
        A finding of such a reading holds for that caller, so it is reported naming it; one the
        joined reading makes too is reported once, as before.  Call sites with the same kinds are
        read once; at most ``_SITES_PER_HELPER`` readings a helper and ``_SITE_BUDGET`` a file
        (each is one more kind solve and rule walk of the helper's body)."""
        out: list[Scope] = []
        outer = None
        for scope in list(self.scopes):
            if (scope.style != "helper" or scope.call_site or not scope.callers
                    or not isinstance(scope.func, cst.FunctionDef)):
                continue
            fn, owner = scope.func, scope.cls
            joined = self._call_params(fn, owner, scope.callers)
            if joined is None:
                continue
            read: set = set()
            for caller, call in scope.callers:
                if caller.kinds is None:
                    continue
                mapped = self._call_params(fn, owner, [(caller, call)])
                if mapped is None:
                    continue
                f_name, params, elems = mapped
                tensors = [n for n, k in params.items() if k is Kind.TENSOR]
                if not tensors:
                    continue
                arguments = {} if any(a.star for a in call.args) else _arguments(fn, owner, call)

                def handed_proven(n: str, caller=caller, arguments=arguments) -> bool:
                    return n in arguments and caller.kinds.unproven(arguments[n]) is None

                # a parameter this call hands a proven tensor is one, whatever its name suggests
                # (`outs` sounds like a list; the caller shows what it holds).  The proof is
                # asked only where it decides: a parameter the join and the helper's own reading
                # both keep a tensor is not lost whatever the call hands it, and most calls lose
                # none (loss.py: 41 proofs of arguments asked, now 4)
                lost = [n for n in tensors if joined[1].get(n) is not Kind.TENSOR
                        or (scope.params.get(n) is not Kind.TENSOR and handed_proven(n))]
                if not lost:
                    continue
                key = (f_name, tuple(sorted((n, k.value) for n, k in params.items())),
                       tuple(sorted((n, k.value) for n, k in elems.items())))
                if key in read:
                    continue
                read.add(key)
                proven = {n for n in tensors if handed_proven(n)}
                via = caller.reached_via or (caller.name, caller.func)
                site = Scope(func=fn, cls=owner, style="helper", f_name=f_name, params=params,
                             toplevel=scope.toplevel, reached_via=via, elem_params=elems, call_site=True)
                self._set_mode(site, [(caller, call)])
                site.callers = [(caller, call)]
                site.block_params = _block_params(fn, owner, [(caller, call)])
                site.proven_params = proven
                site.kinds = KindInference(site, self.resolve, self._method_names(owner), self.constants,
                                           self.autograd_function)
                site.kinds.oracle = self
                site.kinds.flow = reaching_kinds
                _refine_params(site)
                if outer is None:
                    outer = self._outer_functions()
                site.site_refusal, site.site_unpassed = self._site_covers(scope, site, outer)
                out.append(site)
                if len(read) >= _SITES_PER_HELPER or len(out) >= _SITE_BUDGET:
                    break
            if len(out) >= _SITE_BUDGET:
                break
        return out

    def _site_covers(self, scope: Scope, site: Scope, outer: set[int]) -> "tuple[str | None, frozenset[str]]":
        """(None, the parameters some call leaves at ``None``) when the call-site reading ``site``
        of helper ``scope`` holds for every call there can be: the helper is private and named in
        the file only by its hybrid calls (``_prove_from_callers``' test: no other caller, no
        override, no value handed on), and every call hands each parameter what the reading took
        (the same kinds, the tensors it proved proven) or leaves out one defaulting to ``None``.
        Else (why not, naming the helper or the caller that breaks it, empty set)."""
        fn, name = scope.func, scope.func.name.value
        if not _private(fn, outer):
            return (f"`{name}` is public, so other modules may call it (name it `_{name}` if only "
                    "this file does)"), frozenset()
        if not self._only_called_by(fn, scope):
            return (f"`{name}` is named in this file elsewhere than in its hybrid calls (another "
                    "call, an override, a value handed on)"), frozenset()
        defaults = {p.name.value: p.default for p in _param_list(fn)}
        unpassed: set[str] = set()
        for caller, call in scope.callers:
            why = f"its call in `{caller.name}` "
            mapped = None if caller.kinds is None or any(a.star for a in call.args) \
                else self._call_params(fn, scope.cls, [(caller, call)])
            if mapped is None or mapped[0] != site.f_name or mapped[2] != site.elem_params:
                return why + "hands it other values", frozenset()
            arguments = _arguments(fn, scope.cls, call)
            left = set()
            for n in set(mapped[1]) | set(site.params):
                if mapped[1].get(n) is site.params.get(n):
                    continue
                default = defaults.get(n)
                if n in arguments or not (isinstance(default, cst.Name) and default.value == "None"):
                    return why + f"hands `{n}` a value of another kind", frozenset()
                left.add(n)
            unpassed |= left
            if any(n not in arguments or caller.kinds.unproven(arguments[n]) is not None
                   for n in site.proven_params - left):
                return why + "hands it a tensor not proven one", frozenset()
        rebound = name_bindings(fn.body, nested=True)
        if any(n in rebound for n in unpassed):
            return f"`{name}` rebinds a parameter one of its calls leaves at `None`", frozenset()
        return None, frozenset(unpassed)

    def _set_mode(self, scope: Scope, callers: "list[tuple[Scope, cst.Call]]") -> None:
        """A helper holds what its callers pass: numpy-mode arrays when every caller is numpy-mode
        code (or its own class/function says so), and it is MXNet-2 code when every caller is."""
        scope.mx2 = all(s.style == "forward" or s.mx2 for s, _ in callers)
        scope.numpy_mode = (self._numpy_mode(scope.func, scope.cls, "helper")
                            or all(s.numpy_mode for s, _ in callers))

    def call_return(self, caller: KindInference, call: cst.Call) -> Kind | None:
        """Kind returned by a helper for the argument kinds of this one call (context-sensitive,
        memoised; the join over a method and its overrides); None when ``call`` is not a helper
        call.  BOTTOM while the caller is still being solved and an argument has no kind yet
        (optimistic start of the fixed point)."""
        result: Kind | None = None
        for summary in self._summaries(caller, call):
            if summary is None:
                continue
            k = summary[0]
            if k is Kind.BOTTOM:
                return Kind.BOTTOM
            result = k if result is None else join(result, k)
        return result

    def custom_outputs(self, op_type: str) -> int | None:
        """The number of outputs of the custom operator this file registers as ``op_type``
        (declared.custom_op_outputs), or None when the file does not say."""
        if self._customs is None:
            # (the whole file's tree: the kept one may have dropped the operator's classes)
            self._customs = {}
            if "register" in self.source and "Custom" in self.source:
                if self._module_stmts is None:
                    self._module_stmts = ast.parse(self.source).body
                self._customs = custom_op_outputs(self._module_stmts)
        return self._customs.get(op_type)

    def call_positions(self, caller: KindInference, call: cst.Call) -> list[Kind] | None:
        """Per-position kinds of the tuple a helper call returns (joined over overrides)."""
        return self._joined_positions(caller, call, 1)

    def call_elements(self, caller: KindInference, call: cst.Call) -> Kind | None:
        """Element kind of the python container a helper call returns (joined over overrides);
        None when ``call`` is not a helper call."""
        result: Kind | None = None
        for summary in self._summaries(caller, call):
            if summary is None:
                continue
            k = summary[2]
            result = k if result is None else join(result, k)
        return result

    def call_position_elements(self, caller: KindInference, call: cst.Call) -> list[Kind] | None:
        """Per position of the tuple a helper call returns, the element kind of the python
        container there (joined over overrides)."""
        return self._joined_positions(caller, call, 3)

    def _joined_positions(self, caller: KindInference, call: cst.Call, field: int) -> list[Kind] | None:
        """Position by position, the join over overrides of the summaries' per-position list
        ``field``; None when one is unknown or they differ in length."""
        out: list[Kind] | None = None
        for summary in self._summaries(caller, call):
            if summary is None:
                continue
            positions = summary[field]
            if positions is None or (out is not None and len(out) != len(positions)):
                return None
            out = positions if out is None else [join(a, b) for a, b in zip(out, positions)]
        return out

    def helper_functions(self, caller: KindInference, call: cst.Call) -> list[cst.FunctionDef]:
        """The functions ``call`` may run as helpers of the caller's scope (see ``_callees``)."""
        return [fn for fn, _, _ in self._callees(caller, call)]

    def _summaries(self, caller: KindInference, call: cst.Call):
        """``_returned`` of each function the call may run, one at a time (a nested function
        sees the caller's F)."""
        for fn, owner, nested in self._callees(caller, call):
            yield self._returned(caller, call, fn, owner,
                                 enclosing_f=caller.scope.f_name if nested else None)

    def _callees(self, caller: KindInference, call: cst.Call,
                 ) -> "list[tuple[cst.FunctionDef, HybridClass | None, bool]]":
        """(function, owning class, nested in the caller) for each function the call may run:
        the function nested in the caller that it names, else the helpers it reaches (module
        functions, methods and their overrides).  Kept per call and scope: the solver reads each
        helper call on every pass of its fixed point (7,249 asks for 1,611 summaries over the
        corpus), and the answer depends only on the call, the scope's function and class, and
        this file's classes and functions, all fixed once prepare() is done (no caller asks
        before, as for _subclasses).  Callers only iterate the list."""
        scope = caller.scope
        key = (id(call), id(scope))
        got = self._callees_of.get(key)
        if got is None:
            closure = self._closure(call, scope)
            if closure is not None:
                out = [(closure, None, True)]
            else:
                out = [(fn, owner, False) for fn, owner in self._helper_targets(call, scope)]
            got = self._callees_of[key] = (call, scope, out)
        return got[2]

    def _returned(self, caller: KindInference, call: cst.Call, fn: cst.FunctionDef,
                  owner: HybridClass | None, enclosing_f: str | None = None,
                  ) -> "tuple[Kind, list[Kind] | None, Kind, list[Kind] | None] | None":
        """(kind returned, per-position kinds of a returned tuple, element kind of a returned
        container, per-position element kinds of the containers a returned tuple holds) of one
        helper for this call's
        argument kinds; None when the call does not reach ``fn`` as a helper.  A function nested
        in the caller (``enclosing_f`` given) sees the caller's F unless a parameter shadows it."""
        mapped = self._call_params(fn, owner, [(caller.scope, call)], caller._kind,
                                   traced_anyway=enclosing_f is not None)
        if mapped is None:
            return None
        f_name, params, elems = mapped
        if f_name is None and enclosing_f is not None and enclosing_f not in params:
            f_name = enclosing_f
        if any(k is Kind.BOTTOM for k in params.values()):
            return Kind.BOTTOM, None, Kind.BOTTOM, None
        blocks = _block_params(fn, owner, [(caller.scope, call)])
        key = (id(fn), f_name, tuple(sorted((n, k.value) for n, k in params.items())),
               tuple(sorted((n, k.value) for n, k in elems.items())), tuple(sorted(blocks)))
        done = self._returns.get(key)
        if done is not None:
            return done
        if key in self._in_progress or len(self._in_progress) > 4:
            return Kind.UNKNOWN, None, Kind.UNKNOWN, None     # recursion: no information
        self._in_progress.add(key)
        try:
            scope = self._helper_scope(fn, owner, f_name, params, elems)
            scope.block_params = blocks
            _refine_params(scope)
            summary = (scope.kinds.return_kind(), scope.kinds.return_positions(),
                       scope.kinds.return_elements(), scope.kinds.return_position_elements())
        finally:
            self._in_progress.discard(key)
            scope.kinds = None      # (a throw-away scope: no cycle left for the collector)
        self._returns[key] = summary
        return summary

    # ---- proofs through helpers ---------------------------------------------------

    def call_unproven(self, caller: KindInference, call: cst.Call, seen: frozenset,
                      done: set) -> str | None:
        """None when ``call`` certainly returns one legacy tensor: it runs exactly one function
        of this file (a module function by name, a method through ``self.`` that no subclass
        here overrides, the base's ``hybrid_forward`` through ``super()``), and every path
        through that function returns a value proven in its own terms, its parameters proven
        only where this call passes a proven tensor.  Else why not (a rewrite needs the proof;
        the kind a helper call is given joins what it returns and proves nothing)."""
        why = self._why_unproven(caller, call, seen, done)
        # (the call's code is generated only for a reason: most calls asked about are proven)
        return None if why is None else f"`{_code_of(call)}` {why}"

    def _why_unproven(self, caller: KindInference, call: cst.Call, seen: frozenset,
                      done: set) -> str | None:
        """``call_unproven``'s reason, without the call's code in front."""
        target = self._exact_callee(caller, call)
        if isinstance(target, str):
            return target
        fn, owner = target
        if id(fn) in self._proving or len(self._proving) > 4:
            return "is a recursive call (its result is not proven)"
        why = _unprovable_shape(fn)
        if why is not None:
            return f"runs `{fn.name.value}`, which {why}"
        mapped = self._call_params(fn, owner, [(caller.scope, call)], caller._kind)
        if mapped is None:
            return f"runs `{fn.name.value}` on no tensor (not followed)"
        f_name, params, elems = mapped
        if any(k is Kind.BOTTOM for k in params.values()):
            return "is not solved yet"
        # a parameter is proven only by what this call passes it
        proven = set()
        for name, arg in _arguments(fn, owner, call).items():
            if params.get(name) is Kind.TENSOR and caller.unproven(arg, seen, done) is None:
                proven.add(name)
        key = (id(fn), id(owner), f_name, tuple(sorted((n, k.value) for n, k in params.items())),
               tuple(sorted((n, k.value) for n, k in elems.items())), tuple(sorted(proven)))
        if key in self._proofs:
            return self._proofs[key]
        why = self._returns_unproven(fn, owner, f_name, params, elems, proven)
        self._proofs[key] = why
        return why

    def exact_helper(self, caller: KindInference, call: cst.Call,
                     ) -> "tuple[cst.FunctionDef, dict[str, cst.CSTNode]] | None":
        """The one function of this file ``call`` runs and the argument each of its parameters
        receives (``_exact_callee``'s rules), or None when that is not known exactly."""
        target = self._exact_callee(caller, call)
        if isinstance(target, str):
            return None
        fn, owner = target
        return fn, _arguments(fn, owner, call)

    def _helper_scope(self, fn: cst.FunctionDef, owner: HybridClass | None, f_name: str | None,
                      params: dict[str, Kind], elems: dict[str, Kind]) -> Scope:
        """A throw-away helper scope of ``fn`` with these parameter kinds, for what a call of it
        returns (its kinds answer; it is never checked)."""
        scope = Scope(func=fn, cls=owner, style="helper", f_name=f_name, params=dict(params),
                      elem_params=dict(elems))
        scope.kinds = KindInference(scope, self.resolve, self._method_names(owner), self.constants,
                                     self.autograd_function)
        scope.kinds.oracle = self
        # what reaches each `return`, not the join of a name's bindings: GluonCV's `_split`
        # rebinds its argument to F.split's outputs before `return list(x)`
        scope.kinds.flow = reaching_kinds
        return scope

    def _returns_unproven(self, fn: cst.FunctionDef, owner: HybridClass | None, f_name: str | None,
                          params: dict[str, Kind], elems: dict[str, Kind], proven: set[str]) -> str | None:
        """Why some return of ``fn`` may not be one proven tensor, given its parameters' kinds
        and the parameters the call proves."""
        if self._numpy_mode(fn, owner, "helper"):
            return f"runs `{fn.name.value}`, which holds mx.np arrays (numpy mode)"
        scope = self._helper_scope(fn, owner, f_name, params, elems)
        self._proving.add(id(fn))
        try:
            _refine_params(scope)
            # (_refine_params takes an array-only use for proof; here only the call site proves)
            scope.proven_params = {n for n in proven if scope.params.get(n) is Kind.TENSOR}
            for ret in returns_of(fn.body):
                why = scope.kinds.unproven(ret.value)
                if why is not None:
                    return f"may return what is not proven: {why}"
        finally:
            self._proving.discard(id(fn))
            scope.kinds = None      # (a throw-away scope: no cycle left for the collector)
        return None

    def _exact_callee(self, caller: KindInference, call: cst.Call,
                      ) -> "tuple[cst.FunctionDef, HybridClass | None] | str":
        """The one function ``call`` runs, or why that is not known exactly."""
        scope = caller.scope
        func = call.func
        if any(a.star for a in call.args):
            return "passes *args or **kwargs (not mapped onto parameters for a proof)"
        if self._closure(call, scope) is not None:
            return "runs a function nested in this one (not followed for a proof)"
        if isinstance(func, cst.Name):
            name = func.value
            if name in scope.params or caller._bindings_of(name) or name in self._bound_methods(scope):
                return f"calls a local name `{name}` (not known to be the module's function)"
            fn = self._functions.get(name)
            if fn is None:
                return "is returned by code hybridlint does not follow"
            if self._module_bindings().get(name, 0) != 1 or "*" in self._module_bindings():
                return f"runs `{name}`, which the module binds more than once"
            return fn, None
        cls = scope.cls
        if cls is None or not isinstance(func, cst.Attribute):
            return "is returned by code hybridlint does not follow"
        if sum(c.name == cls.name for c in self.classes) != 1:
            return f"calls a method of `{cls.name}`, a class name this file defines twice"
        if func.attr.value == "hybrid_forward" and super_call(func.value):
            found = self._helper_targets(call, scope)
            if len(found) != 1:
                return "calls a base class's hybrid_forward this file does not define"
        elif isinstance(func.value, cst.Name) and func.value.value == "self":
            found = self._methods_named(cls, func.attr.value)
            if len(found) != 1:
                return (f"calls `self.{func.attr.value}`, which a subclass in this file overrides"
                        if found else "is returned by code hybridlint does not follow")
            # (an instance attribute, or a class attribute in a subclass, shadows the method)
            if assigned_as_attribute(self.source, func.attr.value):
                return f"calls `self.{func.attr.value}`, which an instance attribute may replace"
        else:
            return "is returned by code hybridlint does not follow"
        fn, owner = found[0]
        # python's MRO is the lineage only where each class up to the owner has one base
        lineage = self._lineage(cls)
        for hc in lineage:
            if hc is owner:
                break
            if len(hc.bases) != 1:
                return f"runs `{fn.name.value}` through `{hc.name}`, a class with several bases"
            base = hc.bases[0]
            if (base != ".".join((*self.index.parts, base.rsplit(".", 1)[-1]))
                    or sum(c.name == hc.name for c in self.classes) != 1):
                # (`other.Dense` is not this file's Dense; a name defined twice is either class)
                return f"runs `{fn.name.value}` through `{hc.name}`, whose base is not known exactly"
        else:
            return "is returned by code hybridlint does not follow"
        if self._replaced(fn):
            return f"runs `{fn.name.value}`, which a decorator of this module replaces"
        if owner is not cls and owner is not None:
            # the owner's `self.fc(x)` is proven by the owner's children: a class between it and
            # this one that assigns the attribute again may hold something else there
            read = {n.attr.value for n in iter_descendants(fn.body) if isinstance(n, cst.Attribute)
                    and isinstance(n.value, cst.Name) and n.value.value == "self"}
            for hc in lineage[:lineage.index(owner)]:
                for n in hc.readable_descendants():
                    if (isinstance(n, cst.AssignTarget) and isinstance(n.target, cst.Attribute)
                            and isinstance(n.target.value, cst.Name) and n.target.value.value == "self"
                            and n.target.attr.value in read):
                        return (f"runs `{owner.name}.{fn.name.value}`, whose `self.{n.target.attr.value}` "
                                f"`{hc.name}` assigns again")
        return fn, owner

    def _module_bindings(self) -> dict[str, int]:
        if self._mod_bound is None:
            self._mod_bound = _top_bindings(self.module, _global_names(self.ast_body(), self._blanked))
        return self._mod_bound

    def _helper_targets(self, call: cst.Call, scope: Scope | None,
                        ) -> list[tuple[cst.FunctionDef, HybridClass | None]]:
        """The functions a call may run: a module function, or a method found through the
        class and its bases in this file plus every override in this file's subclasses (a
        subclass overriding an F-helper is traced through the base's hybrid_forward).  A def
        that a decorator of this module replaces by a function not running it is left out."""
        return [t for t in self._named_targets(call, scope) if not self._replaced(t[0])]

    def _replaced(self, fn: "cst.FunctionDef | cst.Lambda") -> bool:
        """Some decorator of ``fn`` is a function of this module (bound once) that does not
        hand on the function it decorates as it is: it neither returns it (``register``) nor
        returns one nested wrapper calling it with the wrapper's own parameters passed through
        unchanged (``def inner(*args, **kwargs): return fn(*args, **kwargs)``, ``functools.wraps``
        or not; a factory ``@traced(...)`` of such a decorator likewise).  What the call then runs
        is the wrapper's body, not the def's (MXNet 1.9.1: a wrapper returning ``F.relu(x)``
        around a method reading ``x.max().asscalar()`` hybridizes).  A decorator not defined here
        is not read and the def is followed as before."""
        if type(fn) is not cst.FunctionDef or not fn.decorators:
            return False
        for dec in fn.decorators:
            deco = self._module_decorator(dec)
            if deco is None:
                continue
            if type(dec.decorator) is cst.Call:
                deco = returned_wrapper(deco)
                if deco is None:
                    return True
            if not _hands_on(deco):
                return True
        return False

    def _named_targets(self, call: cst.Call, scope: Scope | None,
                       ) -> list[tuple[cst.FunctionDef, HybridClass | None]]:
        func = call.func
        if isinstance(func, cst.Name):
            if self._closure(call, scope) is not None:
                return []       # a nested function shadows the module's (see call_return)
            bound = self._bound_methods(scope).get(func.value) if scope is not None else None
            if bound:
                assert scope is not None and scope.cls is not None
                return [t for name in bound for t in self._methods_named(scope.cls, name)]
            fn = self._functions.get(func.value) or self._module_partial(func.value)
            if fn is None and scope is not None:
                held = self._held_callable(func, scope)
                if held is not None:
                    return [held]
                return [(fn, None) for fn in self._loop_picks(func.value, scope)]
            return [(fn, None)] if fn is not None else []
        if isinstance(func, cst.Subscript):
            return [(fn, None) for fn in self._dispatched(func, scope)]
        if (isinstance(func, cst.Attribute) and super_call(func.value) and scope is not None
                and scope.cls is not None and len(scope.cls.bases) == 1
                and _own_super(func.value, scope.cls.name)):
            # `super().hybrid_forward(F, ...)`, or an override's `super().merge(F, y)`, runs the
            # nearest base's method of this file, never an override (single inheritance: the MRO
            # is the lineage)
            for hc in self._lineage(scope.cls)[1:]:
                fn = hc.methods.get(func.attr.value)
                if fn is not None:
                    return [(fn, hc)]
            return []
        named = self._class_method(func)
        if named is not None:
            return [named]
        picked = self_getattr(func)
        if picked is not None:
            return self._picked_methods(picked, scope)
        held = self._held_object_method(func, scope) or self._held_callable(func, scope)
        if held is not None:
            return [held]
        looped = self._looped_object_methods(func, scope)
        if looped:
            return looped
        if not (scope is not None and scope.cls is not None and isinstance(func, cst.Attribute)
                and isinstance(func.value, cst.Name) and func.value.value in ("self", "cls")):
            return []
        return (self._methods_named(scope.cls, func.attr.value)
                or [(fn, None) for fn in self._held_table_pick(func, scope)]
                or [(fn, None) for fn in self._held_partial(func, scope)]
                or [(fn, None) for fn in self._held_lambda(func, scope)]
                or [(fn, None) for fn in self._held_function(func, scope)])

    def _picked_methods(self, name: cst.BaseExpression, scope: Scope | None,
                        ) -> list[tuple[cst.FunctionDef, HybridClass | None]]:
        """The methods ``getattr(self, name)`` may be: ``name`` a string literal, a ``self.<attr>``
        every assignment of which in the class's lineage is a string literal (or a choice
        between literals: `'fast' if fast else 'slow'`), or either one with a literal prefix or
        suffix added (`'_' + self._mode`).  Every name must be a method of the class; else
        (a name it cannot read, one naming no method) nothing."""
        if scope is None or scope.cls is None:
            return []
        names = self._string_values(name, scope)
        if not names:
            return []
        out: list[tuple[cst.FunctionDef, HybridClass | None]] = []
        for n in names:
            found = self._methods_named(scope.cls, n)
            if not found:
                return []
            out.extend(t for t in found if all(t[0] is not f for f, _ in out))
        return out

    def _string_values(self, node: cst.BaseExpression, scope: Scope) -> "set[str] | None":
        if isinstance(node, cst.SimpleString):
            value = node.evaluated_value
            return {value} if isinstance(value, str) else None
        if isinstance(node, cst.IfExp):
            a, b = self._string_values(node.body, scope), self._string_values(node.orelse, scope)
            return a | b if a and b else None
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
            a, b = self._string_values(node.left, scope), self._string_values(node.right, scope)
            if not a or not b or len(a) > 1 and len(b) > 1:
                return None
            return {x + y for x in a for y in b}
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self":
            methods = [fn for hc in self._lineage(scope.cls) for fn in hc.methods.values()]
            values = _bound_values(node.attr.value, methods, "self")
            if not values:
                return None
            out: set[str] = set()
            for v in values:
                got = self._string_values(v, scope) if not isinstance(v, cst.Attribute) else None
                if not got:
                    return None
                out |= got
            return out
        return None

    def _dispatched(self, func: cst.Subscript, scope: Scope | None) -> list[cst.FunctionDef]:
        """``table[key]`` of a local bound once to a dict literal whose values all name module
        functions (``{'nmi': nmi, 'ami': ami}[margin_type](F, labels, preds)``): any of them may
        run.  Anything else (a rebound table, a value that is not a function of this file) reaches
        nothing."""
        if scope is None or not isinstance(func.value, cst.Name) \
                or not isinstance(scope.func, cst.FunctionDef):
            return []
        table = self._tables(scope.func).get(func.value.value)
        return [] if table is None else table

    def _held_table_pick(self, func: cst.Attribute, scope: Scope) -> list[cst.FunctionDef]:
        """``self._pool(F, x)`` where every assignment of ``self._pool`` in the class's lineage
        picks from one module-level dict literal whose values all name module functions
        (``self._pool = POOLS[pool]`` in ``__init__``): any of them may run.  The table must be
        bound once and only ever read by subscript (no ``POOLS[k] = f``, ``POOLS.update``, no
        other use that could hand it on); anything else reaches nothing."""
        if func.value.value != "self" or scope.cls is None or not self._table_names():
            return []       # (most files hold no table: no walk of the methods, stubbed or not)

        def pick(values):
            tables = {v.value.value if isinstance(v, cst.Subscript) and isinstance(v.value, cst.Name)
                      else None for v in values or ()}
            if len(tables) == 1 and None not in tables and tables <= self._table_names():
                return self._module_table(tables.pop())
            return None
        if self._stores_other_than(self._lineage(scope.cls), func.attr.value, lambda v, hc: (
                type(v) is ast.Subscript and type(v.value) is ast.Name
                and (v.value.id in self._table_names() or not hc.source.segment(v.value).isascii()))):
            return []       # (`self.body = nn.HybridSequential()`: pick says no, no stubbed body parsed)
        return self._held_pick(func, scope, "table", pick)

    def _held_pick(self, func: cst.Attribute, scope: Scope, how: str, pick) -> list[cst.FunctionDef]:
        """The module functions ``pick`` reads from every value the class's lineage assigns to
        ``self.<attr>`` (None when some assignment has no single value), once a class and attribute."""
        key = (id(scope.cls.node), func.attr.value, how)
        if key not in self._table_picks:
            # (pick reads the values' names only: a stubbed __init__ is read as readable_methods
            # parses it, not tripped over -- hrnet's `self._pool = POOLS[...]`)
            methods = [fn for hc in self._lineage(scope.cls) for fn in hc.readable_methods().values()]
            self._table_picks[key] = pick(_bound_values(func.attr.value, methods, "self"))
        return self._table_picks[key] or []

    def _held_partial(self, func: cst.Attribute, scope: Scope) -> list[cst.FunctionDef]:
        """``self._rescale(t)`` where every assignment of ``self._rescale`` in the class's lineage
        is ``functools.partial(rescale, target=2.0)`` of a module function of this file: the call
        runs that function with the call's positional arguments in the order the function takes
        them.  Only keywords may follow the function in the partial (a bound positional argument
        would shift every one the call passes), and no ``*``/``**`` unpacking; the parameters the
        partial binds are read as the call leaving them out (unknown, or their default)."""
        if func.value.value != "self" or scope.cls is None:
            return []
        if self._binds_partial is None:
            self._binds_partial = frozenset(_PARTIAL_STORE.findall(self.source)) \
                if "partial" in self.source else frozenset()
        if func.attr.value not in self._binds_partial:
            return []       # (most attributes are not a partial: no walk of the methods)

        def pick(values):
            targets = [self._partial_target(v) for v in values or ()]
            return targets if targets and None not in targets else None
        return self._held_pick(func, scope, "partial", pick)

    def _held_lambda(self, func: cst.Attribute, scope: Scope) -> "list[cst.Lambda]":
        """``self.score(F, a, b)`` where every assignment of ``self.score`` in the class's lineage
        is a lambda (``self.score = lambda F, a, b: F.sum(a * b, axis=-1)``) or a choice between
        lambdas (``(lambda x: x.mean(axis=1)) if mean else (lambda x: x.max(axis=1))``): an
        instance attribute is not bound, so the call hands the lambda its arguments as they are,
        and hybridized it runs on Symbols (MXNet 1.9.1: `lambda x: x.shape[1]` raises
        AttributeError, `lambda x: x[0]` returns other values).  Any other store reaches nothing."""
        if func.value.value != "self" or scope.cls is None:
            return []
        if self._binds_lambda is None:
            self._binds_lambda = frozenset(_LAMBDA_STORE.findall(self.source)) \
                if "lambda" in self.source else frozenset()
        if func.attr.value not in self._binds_lambda:
            return []       # (most attributes, child blocks above all, hold no lambda: no walk of the methods)

        def pick(values):
            out: list[cst.Lambda] = []
            for v in values or ():
                chosen = _lambda_choices(v)
                if chosen is None:
                    return None
                out.extend(chosen)
            return out or None
        return self._held_pick(func, scope, "lambda", pick)

    def _held_function(self, func: cst.Attribute, scope: Scope) -> list[cst.FunctionDef]:
        """``self.partition(x, ws)`` where every assignment of ``self.partition`` in the class's
        lineage names a module function of this file (``self.partition = window_partition``, or
        a choice ``f if cond else g`` between such names): an instance attribute is not bound, so
        the call hands the function its arguments as they are (MXNet 1.9.1: the function's
        ``x.shape`` raises AttributeError hybridized).  The name must be bound once at module
        level and be no parameter or local of any method of the lineage (``self.act = act`` of
        an ``__init__(self, act=...)`` is whatever the caller passed); anything else reaches
        nothing."""
        if func.value.value != "self" or scope.cls is None:
            return []
        if self._binds_name is None:
            self._binds_name = frozenset(_NAME_STORE.findall(self.source))
        if func.attr.value not in self._binds_name:
            return []       # (most attributes hold a child block or a number: no walk of the methods)
        lineage = self._lineage(scope.cls)
        if self._stores_other_than(lineage, func.attr.value, lambda v, hc: type(v) is ast.IfExp or (
                type(v) is ast.Name and (v.id in self._functions or not hc.source.segment(v).isascii()))):
            return []       # (`self.act = act`: pick below says no, and no stubbed body is parsed)
        methods = [fn for hc in lineage for fn in hc.readable_methods().values()]

        def named(value) -> "list[str] | None":
            if type(value) is cst.Name:
                return [value.value]
            if type(value) is cst.IfExp:
                a, b = named(value.body), named(value.orelse)
                return a + b if a and b else None
            return None

        def pick(values):
            names = [named(v) for v in values or ()]
            if not names or None in names:
                return None
            flat = {n for ns in names for n in ns}
            if "*" in self._module_bindings() or any(
                    self._module_bindings().get(n, 0) != 1 or n not in self._functions
                    or any(n in {p.name.value for p in _param_list(fn)} or _bound_values(n, [fn], None) != []
                           for fn in methods) for n in flat):
                return None
            return [self._functions[n] for n in sorted(flat)]
        return self._held_pick(func, scope, "function", pick)

    def _stores_other_than(self, lineage: "list[HybridClass]", attr: str, may_pick) -> bool:
        """Whether a method of ``lineage`` stores ``self.<attr> = value`` (one target) with a value
        ``may_pick(value, its class)`` says no to, read from the stdlib tree (_stores_of): the
        picks of _held_pick, which take every value the lineage stores, then say no whatever the
        other stores are, so they need not read the libcst bodies, of which readable_methods would
        parse each stubbed one (stubs.py)."""
        return any(not may_pick(v, hc) for hc in lineage for v in self._stores_of(hc).get(attr, ()))

    def _stores_of(self, hc: HybridClass) -> "dict[str, list[ast.expr]]":
        """``_self_store_values`` of ``hc``'s methods where the stdlib tree pairs with the parsed
        methods (nothing elsewhere); once a class."""
        key = id(hc.node)
        if key not in self._self_stores:
            paired = hc.source is not None and hc.ast_methods.keys() == hc.methods.keys()
            self._self_stores[key] = _self_store_values(hc.ast_methods, hc.source) if paired else {}
        return self._self_stores[key]

    def _loop_picks(self, name: str, scope: Scope) -> list[cst.FunctionDef]:
        """``step(y)`` where ``step`` is bound only by one ``for step in STEPS:`` of the calling
        function, ``STEPS`` a tuple or list display of module functions (``function_sequence``:
        bound once at module level, only ever looped over) or the display itself (``for step in
        (shift, scale):``): any of them may run.  Any other binding of ``step`` reaches nothing."""
        if self._loop_targets is None:
            # (a loop over a name counts only where the module binds that name to a display of
            # names: most loops are over a local or `self.blocks`)
            displays = {st.targets[0].id for st in self.ast_body() if type(st) is ast.Assign
                        and len(st.targets) == 1 and type(st.targets[0]) is ast.Name
                        and type(st.value) in (ast.Tuple, ast.List)}
            self._loop_targets = frozenset(t for t, n in looped_over(self.source) if not n or n in displays)
        if name not in self._loop_targets or not isinstance(scope.func, cst.FunctionDef):
            return []       # (most calls are not of a loop target: no walk of the function)
        key = (id(scope.func), name)
        if key not in self._loops:
            self._loops[key] = []
            bindings = name_bindings(scope.func.body, nested=True)
            loops = [n for n in iter_descendants(scope.func.body, stop=_NESTED)
                     if type(n) is cst.For and type(n.target) is cst.Name and n.target.value == name]
            if len(loops) == 1 and len(bindings.get(name, ())) == 1 and name not in scope.params:
                it = loops[0].iter
                names = ([e.value.value if type(e.value) is cst.Name else None for e in it.elements]
                         if type(it) in (cst.Tuple, cst.List) and it.elements
                         else function_sequence(self.ast_body(), it.value) if type(it) is cst.Name
                         and self._module_bindings().get(it.value, 0) == 1 else None)
                fns = [self._functions.get(n) if n is not None and self._module_bindings().get(n, 0) == 1
                       else None for n in names or ()]
                if fns and all(fns) and "*" not in self._module_bindings():
                    self._loops[key] = fns
        return self._loops[key]

    def _module_partial(self, name: str) -> cst.FunctionDef | None:
        """The module function ``name`` runs when the module binds it once, at top level, to
        ``functools.partial(rescale, target=2.0)`` (as ``_partial_target`` reads it)."""
        if self._partials is None:
            self._partials = {}
            if "partial(" in self.source:
                for st in self.module.body:
                    for small in st.body if type(st) is cst.SimpleStatementLine else ():
                        if type(small) is cst.Assign and len(small.targets) == 1 \
                                and type(small.targets[0].target) is cst.Name:
                            fn = self._partial_target(small.value)
                            if fn is not None:
                                self._partials[small.targets[0].target.value] = fn
        fn = self._partials.get(name)
        if fn is None or self._module_bindings().get(name, 0) != 1 or "*" in self._module_bindings():
            return None
        return fn

    def _partial_call(self, call: cst.Call, scope: Scope) -> cst.Call | None:
        """``f(x)`` where the calling function binds ``f`` once, to ``functools.partial(g, F, k=v)``
        (``g`` a name or ``self.<method>``; no ``*``/``**`` in either call): the call ``g(F, x, k=v)``
        it makes, as a call node of the arguments the code wrote (the partial's first, then the
        call's), which helper discovery maps to ``g``'s parameters as any call.  Only for finding
        and reading the helper (its parameters' kinds); the kinds of what ``f(x)`` returns are
        not followed.  None for any other call.  The node is kept, so every round sees the same."""
        if type(call.func) is not cst.Name or "partial" not in self.source or not isinstance(scope.func, cst.FunctionDef):
            return None
        key = id(call)
        if key not in self._partial_calls:
            self._partial_calls[key] = None
            values = name_bindings(scope.func.body, nested=True).get(call.func.value, ())
            value = values[0] if len(values) == 1 and call.func.value not in scope.params else None
            if (isinstance(value, cst.Call) and self.resolve(value.func) == "functools.partial"
                    and value.args and value.args[0].keyword is None
                    and isinstance(value.args[0].value, (cst.Name, cst.Attribute))
                    and not any(a.star for a in (*value.args, *call.args))):
                kept = [a for a in value.args[1:] if a.keyword is None] + [a for a in call.args if a.keyword is None]
                named = [a for a in value.args[1:] if a.keyword is not None] + [a for a in call.args if a.keyword is not None]
                self._partial_calls[key] = cst.Call(func=value.args[0].value, args=[*kept, *named])
        return self._partial_calls[key]

    def _partial_target(self, value: cst.BaseExpression) -> cst.FunctionDef | None:
        """The module function ``functools.partial(f, k=v, ...)`` binds, when only keywords follow
        it; None for anything else."""
        if not (isinstance(value, cst.Call) and self.resolve(value.func) == "functools.partial"
                and value.args and isinstance(value.args[0].value, cst.Name)
                and not value.args[0].star and value.args[0].keyword is None
                and all(a.keyword is not None and not a.star for a in value.args[1:])):
            return None
        return self._functions.get(value.args[0].value.value)

    def _table_names(self) -> frozenset[str]:
        """Names the module binds to a dict literal at top level (candidate tables)."""
        if self._tables_named is None:
            self._tables_named = frozenset(
                stmt.targets[0].id for stmt in self.ast_body()
                if type(stmt) is ast.Assign and type(stmt.value) is ast.Dict
                and len(stmt.targets) == 1 and type(stmt.targets[0]) is ast.Name)
        return self._tables_named

    def _module_table(self, name: str) -> list[cst.FunctionDef] | None:
        """The module functions a read-only module-level table of functions maps to."""
        names = function_table(self.ast_body(), name)
        fns = [self._functions.get(n) for n in names or ()]
        return fns if fns and all(fns) else None

    def _tables(self, fn: cst.FunctionDef) -> dict[str, list[cst.FunctionDef]]:
        done = self._dispatch.get(id(fn))
        if done is not None:
            return done
        out: dict[str, list[cst.FunctionDef]] = {}
        spoiled: set[str] = set()
        # (the locals of nested functions, classes and lambdas are not this function's)
        for node in iter_descendants(fn.body, stop=(cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            if isinstance(node, cst.Assign):
                value = node.value
                fns = [self._functions.get(e.value.value) if isinstance(e, cst.DictElement)
                       and isinstance(e.value, cst.Name) else None
                       for e in (value.elements if isinstance(value, cst.Dict) else [None])]
                table = fns if fns and all(f is not None for f in fns) else None
                targets = [t.target for t in node.targets]
            elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)):
                table, targets = None, [node.target]
            else:
                continue
            for target in targets:
                name = target.value if isinstance(target, cst.Name) else None
                if name is None or name in out or name in spoiled or table is None:
                    spoiled.add(name or "")
                    out.pop(name or "", None)
                else:
                    out[name] = table
        self._dispatch[id(fn)] = out
        return out

    def _bound_methods(self, scope: Scope) -> dict[str, list[str]]:
        """Locals of the scope's function bound to a method of its own class (``prior =
        self.gaussian_prior`` in one branch, ``self.scale_mixture_prior`` in another, or both arms
        of an ``... if ... else ...``), by local name: calling the local runs those methods, so
        they are helpers as much as ``self.gaussian_prior(x)`` is."""
        fn = scope.func
        if scope.cls is None or not isinstance(fn, cst.FunctionDef):
            return {}
        done = self._bound.get(id(fn))
        if done is not None:
            return done
        methods = {n for hc in self._lineage(scope.cls) for n in hc.methods}
        out: dict[str, list[str]] = {}
        todo = list(iter_children(fn.body))
        while todo:
            node = todo.pop()
            t = type(node)      # (type identity: libcst's node classes are final, see walk.py)
            if t is cst.FunctionDef or t is cst.ClassDef or t is cst.Lambda:
                continue        # (their locals are not this function's)
            todo.extend(children(node))
            if not (t is cst.Assign and len(node.targets) == 1
                    and isinstance(node.targets[0].target, cst.Name)):
                continue
            arms = [node.value]
            while arms and isinstance(arms[-1], cst.IfExp):
                last = arms.pop()
                arms += [last.body, last.orelse]
            for arm in arms:
                if (isinstance(arm, cst.Attribute) and isinstance(arm.value, cst.Name)
                        and arm.value.value == "self" and arm.attr.value in methods):
                    names = out.setdefault(node.targets[0].target.value, [])
                    if arm.attr.value not in names:
                        names.append(arm.attr.value)
        self._bound[id(fn)] = out
        return out

    def _methods_named(self, cls: HybridClass, name: str,
                       ) -> list[tuple[cst.FunctionDef, HybridClass | None]]:
        """The method ``name`` of ``cls`` (nearest in its lineage) and every override of it in
        this file's subclasses."""
        out: list[tuple[cst.FunctionDef, HybridClass | None]] = []
        for hc in self._lineage(cls):
            fn = hc.methods.get(name)
            if fn is not None:
                out.append((fn, hc))
                break
        else:
            mixed = self._mixin_method(cls, name)
            if mixed is not None:
                out.append(mixed)
        for sub in self._subclasses(cls):
            fn = sub.methods.get(name)
            if fn is not None and all(fn is not f for f, _ in out):
                out.append((fn, sub))
        return out

    def _mixin_method(self, cls: HybridClass, name: str) -> "tuple[cst.FunctionDef, HybridClass] | None":
        """``self.spread(F, y)`` where no block of the lineage defines ``spread`` but a plain class
        of this file listed among a block's bases does (``class Net(StatsMixin, HybridBlock)``):
        python's MRO finds the mixin's method, which runs on the block's own ``self`` and on the
        tensors hybrid code hands it.  The first such base in the order the lineage lists them;
        an instance method only."""
        if not self._plain_classes():
            return None     # (most files define no plain class)
        for hc in self._lineage(cls):
            for b in hc.bases:
                plain = self._plain_classes().get(b.rsplit(".", 1)[-1])
                fn = plain.methods.get(name) if plain is not None else None
                if fn is not None and not fn.decorators and _param_list(fn) \
                        and _param_list(fn)[0].name.value == "self":
                    return fn, plain
        return None

    @staticmethod
    def _closure(call: cst.Call, scope: Scope | None) -> cst.FunctionDef | None:
        """``def _split(x, ...)`` defined once in the body of the calling scope: it runs on the
        caller's values, so what it returns is followed (its body is checked as part of the
        caller, never as a scope of its own: no finding twice)."""
        if not (scope is not None and isinstance(call.func, cst.Name)
                and isinstance(scope.func, cst.FunctionDef)
                and isinstance(scope.func.body, cst.IndentedBlock)):
            return None
        found = [s for s in scope.func.body.body
                 if isinstance(s, cst.FunctionDef) and s.name.value == call.func.value]
        return found[0] if len(found) == 1 else None

    def _class_method(self, func: cst.CSTNode) -> "tuple[cst.FunctionDef, HybridClass] | None":
        """``FractalBlock.join_outs(F, ...)``: a static or class method of a block of this file
        called through its class."""
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)):
            return None
        if self._by_name is None:
            self._by_name = {c.name: c for c in self.classes}
        hc = self._by_name.get(func.value.value)
        if hc is None:
            return None
        for owner in self._lineage(hc):
            fn = owner.methods.get(func.attr.value)
            if fn is not None:
                return (fn, owner) if _is_static(fn) else None
        return None

    def _held_object_method(self, func: cst.CSTNode, scope: Scope | None,
                            ) -> "tuple[cst.FunctionDef, HybridClass] | None":
        """``distr.log_prob(y)`` with ``distr = Binned(...)`` bound in the calling function, or
        ``self.issm.coeff(y)`` with every assignment of ``self.issm`` in the class a
        ``LevelTrendISSM()``: a method of a plain (non-block) class of this file, run on what hybrid
        code hands it (gluonts' distributions and state space models).  Only when every binding of
        the receiver constructs the same class, and the method is an instance method."""
        if not isinstance(func, cst.Attribute):
            return None
        return self._plain_method(func.value, func.attr.value, scope)

    def _held_callable(self, func: cst.CSTNode, scope: Scope | None,
                       ) -> "tuple[cst.FunctionDef, HybridClass] | None":
        """``self._fold(x)`` with every assignment of ``self._fold`` in the class a
        ``FoldFrames(2)`` (or ``fold(x)`` with the local bound so): calling the object runs the
        ``__call__`` of that plain class of this file on what hybrid code hands it, as a method
        call on the object would (a small python helper object, not a Block)."""
        if isinstance(func, cst.Name) and func.value in ("self", "cls"):
            return None
        return self._plain_method(func, "__call__", scope)

    def _plain_method(self, recv: cst.CSTNode, name: str, scope: Scope | None,
                      ) -> "tuple[cst.FunctionDef, HybridClass] | None":
        """The instance method ``name`` of the plain class every binding of ``recv`` (a local
        name, or ``self.<attr>`` across the class's lineage) constructs, found in that class or
        its single-base chain of this file."""
        if scope is None or not self._plain_classes():
            return None     # (most files define no plain class: no walk of the methods at all)
        if isinstance(recv, cst.Name) and recv.value not in ("self", "cls"):
            key = (id(scope.func), recv.value, None)
            if key not in self._constructed:
                self._constructed[key] = _constructed_class(recv.value, [scope.func], None)
        elif isinstance(recv, cst.Attribute) and isinstance(recv.value, cst.Name) \
                and recv.value.value == "self" and scope.cls is not None:
            key = (id(scope.cls.node), recv.attr.value, "self")
            if key not in self._constructed:
                lineage = self._lineage(scope.cls)
                if all(hc.ast_methods.keys() == hc.methods.keys() for hc in lineage):
                    # (the stdlib tree: a stubbed body read in the libcst tree trips into a
                    # second analysis of the file)
                    self._constructed[key] = constructed_attr_class(
                        recv.attr.value, [fn for hc in lineage for fn in hc.ast_methods.values()])
                else:
                    methods = [fn for hc in lineage for fn in hc.methods.values()]
                    self._constructed[key] = _constructed_class(recv.attr.value, methods, "self")
        else:
            return None
        cls_name = self._constructed[key]
        return self._instance_method(cls_name, name) if cls_name else None

    def _instance_method(self, cls_name: str, name: str) -> "tuple[cst.FunctionDef, HybridClass] | None":
        """The instance method ``name`` of the plain class ``cls_name`` of this file, found in
        that class or its single-base chain."""
        plain = self._plain_classes().get(cls_name)
        seen: set[str] = set()
        while plain is not None and plain.name not in seen:
            seen.add(plain.name)
            fn = plain.methods.get(name)
            if fn is not None:
                if fn.decorators or not _param_list(fn) or _param_list(fn)[0].name.value != "self":
                    return None
                return fn, plain
            bases = [b.rsplit(".", 1)[-1] for b in plain.bases]
            plain = self._plain_classes().get(bases[0]) if len(bases) == 1 else None
        return None

    def _looped_object_methods(self, func: cst.CSTNode, scope: Scope | None,
                               ) -> "list[tuple[cst.FunctionDef, HybridClass]]":
        """``f.apply(F, logits)`` where ``f`` is bound only by one ``for f in self._filters:`` of
        the calling method and every assignment of ``self._filters`` in the class's lineage is a
        list or tuple display of constructions of plain classes of this file (``[LogitFilter(),
        SuppressTokens()]``, Whisper's logit filters): the loop runs the method of each of them on
        what hybrid code hands it.  Anything else (another binding of ``f``, an element that is
        not a construction, a class without that method) reaches nothing."""
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                and scope is not None and scope.cls is not None and not scope.cls.plain
                and isinstance(scope.func, cst.FunctionDef) and self._plain_classes()):
            return []
        name = func.value.value
        if self._object_loops is None:
            # (a loop over `self.<attr>` counts only where the text has one: most files have none)
            self._object_loops = frozenset(_SELF_LOOP.findall(self.source))
        if name not in self._object_loops or name in scope.params:
            return []
        key = (id(scope.func), name, func.attr.value)
        if key not in self._looped:
            self._looped[key] = self._looped_methods(name, func.attr.value, scope)
        return self._looped[key]

    def _looped_methods(self, name: str, method: str, scope: Scope,
                        ) -> "list[tuple[cst.FunctionDef, HybridClass]]":
        assert isinstance(scope.func, cst.FunctionDef) and scope.cls is not None
        loops = [n for n in iter_descendants(scope.func.body, stop=_NESTED)
                 if type(n) is cst.For and type(n.target) is cst.Name and n.target.value == name]
        if len(loops) != 1 or len(name_bindings(scope.func.body, nested=True).get(name, ())) != 1:
            return []
        it = loops[0].iter
        if not (isinstance(it, cst.Attribute) and isinstance(it.value, cst.Name) and it.value.value == "self"):
            return []
        methods = [fn for hc in self._lineage(scope.cls) for fn in hc.methods.values()]
        values = _bound_values(it.attr.value, methods, "self")
        if not values or not all(type(v) in (cst.List, cst.Tuple) and v.elements for v in values):
            return []
        out: list[tuple[cst.FunctionDef, HybridClass]] = []
        for v in values:
            for e in v.elements:
                if not (type(e) is cst.Element and isinstance(e.value, cst.Call)
                        and isinstance(e.value.func, cst.Name)):
                    return []
                got = self._instance_method(e.value.func.value, method)
                if got is None:
                    return []
                if all(got[0] is not f for f, _ in out):
                    out.append(got)
        return out

    def _builds_eager_array(self, fn: cst.FunctionDef) -> bool:
        """Every ``return`` of ``fn`` hands back an array it builds with the eager namespace
        (``return mx.nd.array(encoding)``, NDArray methods chained on one): called from hybrid
        code, its value is a concrete NDArray whatever the helper is given."""
        found = False
        for ret in returns_of(fn.body):
            value = ret.value
            while (isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
                   and value.func.attr.value in ARRAY_METHODS):
                value = value.func.value
            if not isinstance(value, cst.Call):
                return False
            full = self.resolve(value.func)
            if not full or not eager_member(full):
                return False
            found = True
        return found

    def _feeds_graph(self, scope: Scope, call: cst.Call) -> bool:
        """The value of ``call`` goes into the traced graph: an argument of one of the scope's F
        operators or an operand of python arithmetic with anything but a number literal, itself
        or through a local bound only to it.  (Read only for a python value -- ``.shape``,
        ``.asnumpy()``, ``(w * 2).sum().asscalar()`` -- it builds no graph input.)"""
        if scope.kinds is None or not isinstance(scope.func, cst.FunctionDef):
            return False
        bindings = name_bindings(scope.func.body, nested=False)
        names = {n for n, vs in bindings.items() if len(vs) == 1 and vs[0] is call}

        def held(node: cst.CSTNode) -> bool:
            return node is call or (isinstance(node, cst.Name) and node.value in names)

        for node in iter_descendants(scope.func.body):
            # (no kind inference here: this runs while helpers are still being found, and a
            # kind may ask for this very helper's return)
            if isinstance(node, cst.BinaryOperation) and (
                    (held(node.left) and not _python_number(node.right))
                    or (held(node.right) and not _python_number(node.left))):
                return True
            if (isinstance(node, cst.Call) and scope.kinds.f_path(node.func) is not None
                    and any(held(a.value) for a in node.args)):
                return True
        return False

    def _built_with_traced(self, owner: HybridClass, scope: Scope, call: cst.Call) -> bool:
        """``d.kl(e)`` where the caller binds ``d`` only to ``Cls(..., F=F)`` or ``Cls(x, ...)``
        with its F or a tensor among the arguments (``Cls`` being ``owner`` or a plain class of
        this file derived from it): the object holds traced values, so its methods run in hybrid
        code even when they are handed none (RL Coach's distributions keep ``self.F`` and the
        means and covariances they were built from)."""
        recv = call.func.value if isinstance(call.func, cst.Attribute) else None
        if not isinstance(recv, cst.Name) or recv.value in ("self", "cls") or scope.kinds is None:
            return False
        found = False
        for value in name_bindings(scope.func.body, nested=False).get(recv.value, [None]):
            if not (isinstance(value, cst.Call) and isinstance(value.func, cst.Name)):
                return False
            plain, seen = self._plain_classes().get(value.func.value), set()
            while plain is not None and plain is not owner and plain.name not in seen:
                seen.add(plain.name)
                bases = [b.rsplit(".", 1)[-1] for b in plain.bases]
                plain = self._plain_classes().get(bases[0]) if len(bases) == 1 else None
            if plain is not owner:
                return False
            found = found or any(
                (isinstance(a.value, cst.Name) and a.value.value == scope.f_name)
                or scope.kinds.kind(a.value).tensorish for a in value.args if not a.star)
        return found

    def number_sequences(self) -> frozenset[str]:
        """Module-level names of a fixed display of numbers (index.number_sequences), asked for
        lazily: a loop over one binds python numbers."""
        if self._number_sequences is None:
            self._number_sequences = number_sequences(self._module_stmts if self._module_stmts is not None
                                                      else self.ast_body())
        return self._number_sequences

    def number_table_attributes(self) -> frozenset[str]:
        """Block attributes set once in ``__init__`` to a fixed display of numbers
        (index.number_table_attributes), asked for lazily."""
        if self._number_attributes is None:
            self._number_attributes = number_table_attributes(
                self._module_stmts if self._module_stmts is not None else self.ast_body())
        return self._number_attributes

    def number_row_tables(self) -> "tuple[frozenset[str], frozenset[str]]":
        """Module-level names and block attributes of a fixed display of tuples of numbers
        (``rows`` of index.number_sequences / number_table_attributes), asked for lazily: a loop
        unpacking their rows binds python numbers."""
        if self._number_rows is None:
            body = self._module_stmts if self._module_stmts is not None else self.ast_body()
            self._number_rows = (number_sequences(body, rows=True), number_table_attributes(body, rows=True))
        return self._number_rows

    def ast_body(self) -> "list[ast.stmt]":
        if self._ast_body is None:
            self._ast_body = ast.parse(self.source).body
        return self._ast_body

    def source_of(self, node: cst.ClassDef) -> Source:
        """The text the stdlib tree of ``node``'s methods (``ast_methods_of``) was parsed from."""
        return self._snippets.get(id(node), self._src)

    def ast_methods_of(self, node: cst.ClassDef) -> "dict[str, ast.stmt]":
        """The methods of the class ``node`` in the stdlib tree, by name."""
        if self._ast_classes is None:
            self.ast_body()
            if self._class_nodes is None:
                self._class_nodes = [s for s, _ in _iter_statements(self.module.body) if isinstance(s, cst.ClassDef)]
            self._ast_classes = _class_pairs(self._class_nodes, classes_in(self._ast_body, self._blanked))
        found = self._ast_classes.get(id(node))
        if found is None:
            # (a class the two walks do not pair: its own text, parsed alone; none on the corpus)
            text = cst.Module([]).code_for_node(node)
            self._snippets[id(node)] = Source(text)
            return method_defs(ast.parse(text).body[0], frozenset())
        return method_defs(found, self._blanked)

    def _plain_classes(self) -> dict[str, HybridClass]:
        """Module-level classes of this file that are not blocks, by name (their methods only)."""
        if self._plain is None:
            blocks = {c.name for c in self.classes}
            self._plain = {}
            for stmt in self.module.body:
                if isinstance(stmt, cst.ClassDef) and stmt.name.value not in blocks \
                        and isinstance(stmt.body, cst.IndentedBlock):
                    methods = {f.name.value: f for f in stmt.body.body if isinstance(f, cst.FunctionDef)}
                    ast_methods = self.ast_methods_of(stmt)     # (first: it may parse the class alone)
                    self._plain[stmt.name.value] = HybridClass(
                        node=stmt, name=stmt.name.value, bases=self.index.classes.get(stmt.name.value, ()),
                        verdict=None, methods=methods, toplevel=stmt, plain=True,
                        ast_methods=ast_methods, source=self.source_of(stmt))
        return self._plain

    def _lineage(self, hc: HybridClass) -> list[HybridClass]:
        """``hc`` and its bases defined in this file, nearest first."""
        if self._by_name is None:
            self._by_name = {c.name: c for c in self.classes}
        out, seen, todo = [], set(), [hc]
        while todo:
            c = todo.pop(0)
            if c.name in seen:
                continue
            seen.add(c.name)
            out.append(c)
            todo.extend(self._by_name[b.rsplit(".", 1)[-1]] for b in c.bases
                        if b.rsplit(".", 1)[-1] in self._by_name)
        return out

    def _refuses_hybridize(self, hc: HybridClass) -> bool:
        """Whether the ``hybridize`` that ``hc`` runs (its own or the nearest base's of this file)
        raises before anything else: ``Block.hybridize`` calls each child's ``hybridize(active)``,
        so this block's ``hybridize()`` and every ancestor's raise, and its hybrid code only runs
        eagerly, with ``F`` the NDArray namespace (GluonTS's DeepTPP networks, which "do not
        support hybridization", and their test mock; MXNet 1.9.1: both raise NotImplementedError,
        ``hybridize(active=False)`` returns and traces nothing).  A class of another module is
        not read: its blocks stay checked."""
        for c in self._lineage(hc):
            fn = c.methods.get("hybridize")
            if fn is not None:
                return _raises_first(fn)
        return False

    def _subclasses(self, hc: HybridClass) -> list[HybridClass]:
        # asked for each `self.m(...)` every time the kind solver reads that call (thousands of
        # times a corpus run), each answer a lineage of every class of the file; the classes are
        # all known once prepare() is done (no caller asks before), so each class's answer is kept
        # (with the class, so that its id is not reused while the answer is)
        got = self._subclasses_of.get(id(hc))
        if got is None:
            got = self._subclasses_of[id(hc)] = (
                hc, [c for c in self.classes if c is not hc and hc in self._lineage(c)[1:]])
        return got[1]

    def _call_params(self, fn: cst.FunctionDef, owner: HybridClass | None,
                     calls: list[tuple[Scope, cst.Call]], kind_of=None, traced_anyway=False,
                     ) -> "tuple[str | None, dict[str, Kind], dict[str, Kind]] | None":
        """(name of the F parameter, parameter kinds joined over ``calls``, element kinds of the
        parameters every call gives a python list of tensors); None if F is not passed."""
        params = _param_list(fn)
        is_method = owner is not None and not _is_static(fn)
        if is_method:
            params = params[1:]
        names = [p.name.value for p in params]
        arg_kinds: dict[str, Kind] = {n: Kind.BOTTOM for n in names}
        arg_elems: dict[str, Kind] = {}
        f_name: str | None = None
        return_bottom = False
        # `self._helper(F, x, **kwargs)` forwarding hybrid_forward's Parameters: the helper's
        # `**kwargs` holds them when every call hands it only such a container
        star_kwarg = fn.params.star_kwarg.name.value if isinstance(fn.params.star_kwarg, cst.Param) else None
        kw_elem: Kind | None = Kind.BOTTOM if star_kwarg is not None else None
        # the helper's `*args` hold the positional arguments past its named ones: their kinds
        # joined over every call, unknown once a call passes `*x` (not mapped)
        star_arg = fn.params.star_arg.name.value if isinstance(fn.params.star_arg, cst.Param) else None
        star_elem: Kind | None = Kind.BOTTOM if star_arg is not None else None
        for scope, call in calls:
            caller = scope.kinds
            assert caller is not None
            passed: set[str] = set()
            pos = 0
            forwarded = False
            # `self._inner(F, *args, **kwargs)` handing on a list (a dict) of tensors: each
            # parameter left for it without a default holds one of its items (one with a default
            # may keep it: how many items there are is not known)
            spread: list[tuple[list[str], Kind]] = []
            for a in _spelled_keywords(call.args, caller):
                if a.star:
                    items = (caller._element_kind(a.value)
                             if (kind_of or caller.kind)(a.value) is Kind.CONTAINER else Kind.UNKNOWN)
                    if items.tensorish:
                        spread.append((names[pos:] if a.star == "*" else names, items))
                    pos = len(names)   # cannot map the rest
                    if a.star == "*":
                        star_elem = None
                    if a.star == "**" and kw_elem is not None and (kind_of or caller.kind)(a.value) is Kind.CONTAINER:
                        forwarded = True
                        kw_elem = join(kw_elem, caller._element_kind(a.value))
                    continue
                if a.keyword is not None:
                    pname = a.keyword.value
                    if pname not in arg_kinds:
                        # an explicit keyword the helper does not name lands in its **kwargs:
                        # `_bias(F, x, bias=b)` ... `kw["bias"]` is the caller's tensor
                        if kw_elem is not None:
                            forwarded = True
                            kw_elem = join(kw_elem, (kind_of or caller.kind)(a.value))
                        continue
                else:
                    if pos >= len(names):
                        if star_elem is not None and not (isinstance(a.value, cst.Name)
                                                          and a.value.value == scope.f_name):
                            star_elem = join(star_elem, (kind_of or caller.kind)(a.value))
                        else:
                            star_elem = None
                        continue
                    pname = names[pos]
                    pos += 1
                if pname not in arg_kinds:
                    continue
                passed.add(pname)
                if isinstance(a.value, cst.Name) and a.value.value == scope.f_name:
                    if f_name is None:
                        f_name = pname
                    arg_kinds[pname] = Kind.NAMESPACE if f_name == pname else Kind.UNKNOWN
                else:
                    k = (kind_of or caller.kind)(a.value)
                    if k is Kind.BOTTOM:
                        return_bottom = True
                    arg_kinds[pname] = join(arg_kinds[pname], k)
                    if k is Kind.CONTAINER:
                        # `self._concat(outputs)` with outputs a list of child outputs; a dict
                        # display `{"tokens": self.fc(x)}` holds its values
                        arg_elems[pname] = join(arg_elems.get(pname, Kind.BOTTOM),
                                                caller._dict_values(a.value) if type(a.value) is cst.Dict
                                                else caller._element_kind(a.value))
            if not forwarded:
                kw_elem = None
            for left, items in spread:
                left = [n for n in left if n not in passed]
                if scope.f_name in left or "F" in left:
                    continue    # the namespace's parameter is not among the items
                defaults = {p.name.value for p in params if p.default is not None}
                for n in left:
                    if n not in defaults:
                        arg_kinds[n] = join(arg_kinds[n], items)
                        passed.add(n)
            for p in params:
                if p.name.value not in passed:
                    k = _default_kind(p.default, False, Kind.UNKNOWN)
                    arg_kinds[p.name.value] = join(arg_kinds[p.name.value],
                                                   Kind.NONE if k is Kind.TENSOR_OR_NONE else k)
        if f_name is None:
            # a helper that takes no F is traced only through its tensor arguments
            if not (traced_anyway or return_bottom or any(k.tensorish for k in arg_kinds.values())
                    or (star_elem is not None and star_elem.tensorish)     # `_diff(*ts)` given tensors
                    or any(arg_kinds[n] is Kind.CONTAINER and e.tensorish for n, e in arg_elems.items())
                    or (owner is not None and owner.plain
                        and all(self._built_with_traced(owner, s, c) for s, c in calls))
                    or (self._builds_eager_array(fn)
                        and any(self._feeds_graph(s, c) for s, c in calls))):
                return None
            # ... and may pick the namespace of its inputs itself (`F = mx.nd if ... else mx.sym`)
            if fn not in self._own_ns:
                self._own_ns[fn] = own_namespace(fn, self.resolve, self._functions)
            f_name = self._own_ns[fn]
            if f_name is not None:
                arg_kinds.pop(f_name, None)
        else:
            arg_kinds.pop(f_name, None)
        kinds = {n: (Kind.UNKNOWN if k in (Kind.BOTTOM, Kind.NAMESPACE) else k)
                 for n, k in arg_kinds.items()}
        for n, told in self._documented(fn).items():
            if n in kinds and kinds[n] is not Kind.BOTTOM and told is not Kind.CONTAINER:
                kinds[n] = told     # the helper's own docs say it takes a number / numpy array
        if return_bottom:
            kinds = {n: Kind.BOTTOM for n in kinds}
        fp = fn.params
        for p in fp.kwonly_params:
            kinds.setdefault(p.name.value, Kind.UNKNOWN)
        for p in (fp.star_arg, fp.star_kwarg):
            if isinstance(p, cst.Param):
                kinds[p.name.value] = Kind.CONTAINER
        # (a list of child outputs, each maybe a tuple, is a probable list of tensors; a tuple of
        # numbers, `var(x, (2, 3))`, gives its loop variables python numbers)
        elems = {n: e for n, e in arg_elems.items()
                 if (e.tensorish or e is Kind.SCALAR) and kinds.get(n) is Kind.CONTAINER}
        if star_kwarg is not None and kw_elem is not None and kw_elem.tensorish:
            elems[star_kwarg] = kw_elem
        if star_arg is not None and star_elem is not None and star_elem.tensorish:
            elems[star_arg] = star_elem
        return f_name, kinds, elems



def _code_of(node: cst.CSTNode) -> str:
    text = " ".join(cst.Module(body=[]).code_for_node(node).split())
    return text if len(text) <= 60 else text[:57] + "..."


def _ends(suite: cst.BaseSuite) -> bool:
    """No path falls off the end of ``suite``: its last statement returns or raises, or is an
    if/else whose every branch ends so (anything else -- a loop, with, try -- is not read, and
    a function that may fall off the end returns None there)."""
    body = suite.body
    if not body:
        return False
    last = body[-1]
    if isinstance(last, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
        small = last.body if isinstance(last, cst.SimpleStatementLine) else last.body
        return bool(small) and isinstance(small[-1], (cst.Return, cst.Raise))
    if isinstance(suite, cst.SimpleStatementSuite):
        return bool(body) and isinstance(body[-1], (cst.Return, cst.Raise))
    if isinstance(last, cst.If):
        node: cst.If | cst.Else | None = last
        while isinstance(node, cst.If):
            if not _ends(node.body):
                return False
            node = node.orelse
        return node is not None and _ends(node.body)
    return False


def _unprovable_shape(fn: cst.FunctionDef) -> str | None:
    """Why no call of ``fn`` can be proven to give one tensor from its returns alone."""
    if fn.decorators:
        return "is decorated (the decorator may change what a call returns)"
    if fn.asynchronous is not None:
        return "is async"
    p = fn.params
    if isinstance(p.star_arg, cst.Param) or isinstance(p.star_kwarg, cst.Param):
        return "takes *args or **kwargs"
    if any(type(n) is cst.Yield or type(n) is cst.Await for n in iter_descendants(fn.body, stop=_NESTED)):
        return "is a generator (a call returns the generator)"
    returns = list(returns_of(fn.body))
    if not returns:
        return "has no return"
    if any(r.value is None for r in returns):
        return "has a bare return (None)"
    if any(isinstance(r.value, (cst.Tuple, cst.List)) for r in returns):
        return "returns a tuple or list"
    if not isinstance(fn.body, cst.IndentedBlock) or not _ends(fn.body):
        return "may fall off its end (returning None)"
    return None


def _number_operands_of_ops(scope: Scope) -> set[str]:
    """Parameters of ``scope`` that arithmetic with python numbers alone hands an F operator as
    its data (``F.floor((x + 1) * 2.5)``): eagerly the operator asserts an NDArray, which a
    number, a list or a numpy array there is not, so ``x`` holds one."""
    f, kinds = scope.f_name, scope.kinds
    found: set[str] = set()
    if f is None or kinds is None:
        return found
    for n in iter_descendants(scope.func.body):
        if (type(n) is cst.Call and type(n.func) is cst.Attribute and type(n.func.value) is cst.Name
                and n.func.value.value == f and n.args and n.args[0].keyword is None
                and type(n.args[0].value) is cst.BinaryOperation):
            names = _param_operands(n.args[0].value, kinds, scope.params)
            if names is not None and len(names) == 1:
                found.add(names[0])
    return found


def _param_operands(node: cst.CSTNode, kinds: KindInference, params) -> list | None:
    """The parameters among the operands of arithmetic whose other operands are python numbers;
    None where an operand is something else.  (A module function: a nested recursive one is a
    reference cycle that kept the file's trees until the collector ran, ~5% of a cold run.)"""
    if type(node) is cst.BinaryOperation:
        left, right = _param_operands(node.left, kinds, params), _param_operands(node.right, kinds, params)
        return None if left is None or right is None else left + right
    if type(node) is cst.UnaryOperation:
        return _param_operands(node.expression, kinds, params)
    if kinds.kind(node) is Kind.SCALAR:
        return []
    return [node.value] if type(node) is cst.Name and node.value in params else None


def _private(fn: cst.FunctionDef, outer: set[int]) -> bool:
    """A nested function, or one whose name starts with ``_`` (not a dunder): no other module is
    meant to call it (``outer``: ``ScopeFinder._outer_functions``)."""
    name = fn.name.value
    return id(fn) not in outer or (name.startswith("_") and not name.startswith("__"))


def _arguments(fn: cst.FunctionDef, owner: "HybridClass | None", call: cst.Call) -> dict[str, cst.CSTNode]:
    """Parameter name -> the argument ``call`` passes it (no starred arguments), a keyword ``fn``
    does not name under its own name; a method's first parameter (not a static one's) is bound."""
    skip = 1 if owner is not None and not _is_static(fn) else 0
    return bound_arguments(fn, call.args, skip, any_keyword=True)


def _block_params(fn: cst.FunctionDef, owner: "HybridClass | None",
                  calls: "list[tuple[Scope, cst.Call]]") -> frozenset[str]:
    """Parameters of ``fn`` that every call hands a child block of the calling block, or a
    container of them: ``self.box_preds`` (an attribute the caller's class assigns a block to
    outside its hybrid_forward, ScopeFinder's child_attrs), or a parameter of a calling helper
    that holds one itself.  The toy SSD of Gluon's tutorials passes its predictor Sequentials
    to a module function that calls ``box_preds[i](x)``; that call runs a child block, as
    ``self.box_preds[i](x)`` would in hybrid_forward."""
    if not calls:
        return frozenset()
    held: set[str] | None = None
    star = fn.params.star_kwarg
    named = {p.name.value for p in (*_param_list(fn), *fn.params.kwonly_params)}
    for scope, call in calls:
        if any(a.star for a in call.args):
            return frozenset()
        cls = scope.cls
        children = cls.child_attrs if cls is not None else frozenset()
        mine = set()
        extra = []      # the keywords ``**kw`` collects
        for name, arg in _arguments(fn, owner, call).items():
            child = (type(arg) is cst.Attribute and type(arg.value) is cst.Name
                     and arg.value.value == "self" and arg.attr.value in children) \
                or (type(arg) is cst.Name and arg.value in scope.block_params)
            if child:
                mine.add(name)
            if name not in named:
                extra.append(child)
        if isinstance(star, cst.Param) and extra and all(extra):
            # Pyraformer's `construct(F, h, level1=self.conv1, level2=self.conv2)` into
            # `**convs`: a dict every value of which is a child block of the caller
            mine.add(star.name.value)
        held = mine if held is None else held & mine
    return frozenset(held or ())


def _global_names(body: "list[ast.stmt]", blanked: "set[int] | frozenset[int]") -> list[str]:
    """The names of every ``global`` statement the parsed text holds, read from the stdlib tree:
    a libcst walk would enter the ``__init__`` bodies the pipeline stubbed and trip a second
    analysis of the whole file (a one-file check of gluon/loss.py: +240 ms)."""
    out: list[str] = []
    for stmt in body:
        for node in walk_statements(stmt):
            if type(node) is ast.Global and node.lineno not in blanked:
                out.extend(node.names)
    return out


def _top_bindings(module: cst.Module, global_names: list[str]) -> dict[str, int]:
    """How many times the module binds each name outside its functions and classes (defs,
    classes, assignments, loops, imports, ``with ... as``); ``*`` for a star import; a name a
    ``global`` statement names counts twice (``global_names``)."""
    counts: dict[str, int] = {}

    def add(name: str, n: int = 1) -> None:
        counts[name] = counts.get(name, 0) + n

    for node in iter_descendants(module, stop=_NESTED):
        t = type(node)
        if t is cst.FunctionDef or t is cst.ClassDef:
            add(node.name.value)
        elif t is cst.AssignTarget or t is cst.AugAssign or t is cst.AnnAssign or t is cst.For \
                or t is cst.CompFor or t is cst.NamedExpr:
            for name in target_names(node.target):
                add(name)
        elif t is cst.AsName:
            for name in target_names(node.name):
                add(name)
        elif t is cst.Import or t is cst.ImportFrom:
            if isinstance(node.names, cst.ImportStar):
                add("*")
                continue
            for alias in node.names:
                if alias.asname is None:
                    name = alias.name
                    while isinstance(name, cst.Attribute):
                        name = name.value
                    add(name.value)
    for name in global_names:
        add(name, 2)
    return counts


def _own_super(call: cst.Call, cls_name: str) -> bool:
    """``super()`` or ``super(Cls, self)`` naming the calling class: the bases of that class,
    not of another object (``super(self.lm.__class__, self.lm)``)."""
    if not call.args:
        return True
    first, second = (a.value for a in call.args)
    return (isinstance(first, cst.Name) and first.value == cls_name
            and isinstance(second, cst.Name) and second.value == "self")


def _none_guards(fn: cst.FunctionDef) -> dict[str, list[cst.If]]:
    out: dict[str, list] = {}
    for node in iter_descendants(fn.body):
        test = node.test if isinstance(node, cst.If) else None
        if isinstance(test, cst.Comparison) and isinstance(test.left, cst.Name) \
                and len(test.comparisons) == 1 and isinstance(test.comparisons[0].operator, cst.IsNot) \
                and isinstance(test.comparisons[0].comparator, cst.Name) \
                and test.comparisons[0].comparator.value == "None" \
                and isinstance(node.body, cst.IndentedBlock) and node.body.body:
            out.setdefault(test.left.value, []).append(node)
    return out
