"""Per-file analysis state shared by the rules, and the one traversal that dispatches to them."""
from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING, Any, Iterable

import libcst as cst
# (from the submodule: reading a name of the package itself would run every provider's import, cstboot.py)
from libcst.metadata.position_provider import CodePosition, CodeRange, PositionProvider, PositionProvidingCodegenState

from hybridlint.diagnostics import Diagnostic, Fix

from .call_shapes import CallForms, CallShapes, SpelledCall, call_forms, call_shapes, spelled_call_shapes
from .catalogue import FLUENT_METHODS, Catalogue
from .companions import COMPANION
from .declared import layer_parameters
from .eager_arrays import EagerArrays, eager_arrays
from .cst_index import cst_dotted
from .fixed_attributes import FixedAttributes
from .facts import CONSTANT, CONTAINER, NONE, NP_ARRAY, SCALAR, TENSOR, FileFacts, Observed
from .guards import EAGER, LEGACY_MODE, NUMPY_MODE, SYMBOLIC, body_always_exits, guard_of, np_mode_of
from .index import ModuleIndex, ast_dotted, int_constants, number_constants, number_literals
from .kinds import Kind
from .operands import compared_input, input_operand
from .stubs import NeedsBody, StubbedStatements
from .values import UNKNOWN, Value
from .walk import children, iter_descendants, parent_map

if TYPE_CHECKING:  # pragma: no cover
    from hybridlint.rule import Rule

    from .scopes import HybridClass, Scope

_NEWLINE = re.compile(r"\r\n|\r|\n")


class _PositionState(PositionProvidingCodegenState):
    """libcst's position codegen state, with the same positions for less work per node.

    Regenerating the method that holds a finding (_statement_positions) is ~3% of a corpus run.
    Per node libcst keeps a CodePosition on its stack, enters a generator context manager for a
    syntactic position and splits every token with a regular expression to count line breaks;
    here a tuple, a plain context manager and a test for a break (-15 to -20% of that codegen;
    tests/engine/test_positions.py compares both states on the same code)."""

    def add_token(self, value: str) -> None:
        self.tokens.append(value)
        if "\n" in value or "\r" in value:
            self._update_position(value)
        else:
            self.column += len(value)

    def before_codegen(self, node) -> None:
        self._stack.append((self.line, self.column))

    def after_codegen(self, node) -> None:
        line, column = self._stack.pop()
        computed = self.provider._computed
        if node not in computed:
            computed[node] = CodeRange(CodePosition(line, column), CodePosition(self.line, self.column))

    def record_syntactic_position(self, node, *, start_node=None, end_node=None):
        return _SyntacticPosition(self, node, start_node, end_node)


class _SyntacticPosition:
    """PositionProvidingCodegenState.record_syntactic_position as a plain context manager."""

    __slots__ = ("end_node", "node", "start", "start_node", "state")

    def __init__(self, state, node, start_node, end_node) -> None:
        self.state, self.node, self.start_node, self.end_node = state, node, start_node, end_node

    def __enter__(self) -> None:
        self.start = CodePosition(self.state.line, self.state.column)

    def __exit__(self, *exc) -> bool:
        state = self.state
        computed = state.provider._computed
        start = computed[self.start_node].start if self.start_node is not None else self.start
        end = (computed[self.end_node].end if self.end_node is not None
               else CodePosition(state.line, state.column))
        computed[self.node] = CodeRange(start, end)
        return False

# An observation (check --infer-shapes) is what the name held in a real run: it settles what the
# static kinds left open or only guessed.  It never turns a python value the code shows into a
# tensor (a run sees one input; `x = [x]` on another path stays a container).
# An mx.np array is not a legacy tensor: the legacy rules have nothing to say about it.
_OBSERVED_KIND = {TENSOR: Kind.TENSOR, CONTAINER: Kind.CONTAINER, SCALAR: Kind.SCALAR, NONE: Kind.NONE,
                  NP_ARRAY: Kind.UNKNOWN}
# kinds that are one tensor or a value without array methods (a tuple of outputs, None)
_ONE_OR_OTHER = frozenset({Kind.TENSOR_OR_NONE, Kind.TENSOR_OR_TUPLE})
_OVERRIDABLE = frozenset({Kind.UNKNOWN, Kind.BOTTOM, Kind.TENSOR_OR_NONE, Kind.TENSOR_OR_TUPLE})


class FileContext:
    """What a rule can ask about the file and the scope being walked (see ``hybridlint.rule``)."""

    def __init__(self, source: str, path: str, module: cst.Module, index: ModuleIndex,
                 catalogue: Catalogue, ast_stmts=None, blanked: "set[int] | None" = None,
                 module_stmts: "list[ast.stmt] | None" = None, parsed_lines: "list[int] | None" = None) -> None:
        self.source = source
        self.path = path
        self.module = module
        self.index = index
        self.catalogue = catalogue
        self.project = None      # the ProjectIndex of the run (cross-file class verdicts)
        # False for a module followed from another file's hybrid code (imported.py): its findings
        # carry no fix (the fix loop rewrites the file it analyses), so fixers need not run
        self.fixes_wanted = True
        self.scope: "Scope | None" = None
        self.classes: "list[HybridClass]" = []
        # id(function node) -> its Scope, for a reader following a call into a helper
        self.scopes_by_func: "dict[int, Scope]" = {}
        self.loop_depth = 0
        self._eager = False
        # on the legacy side of an `is_np_array()` test: legacy arrays there, whatever the scope's mode
        self._legacy = False
        # on the numpy side of that test: mx.np arrays there (numpy mode is on when it runs)
        self._numpy_side = False
        self._parents: dict[int, cst.CSTNode] = {}
        self._visiting: cst.CSTNode | None = None     # the node whose visit hooks run now
        self._reports: list[tuple[Any, cst.CSTNode, str, Fix | None, Any]] = []
        self._reported: set[tuple[str, int]] = set()
        self._positions: dict = {}
        # id(node) -> (node, its code): code_for's renderings (held, so that an id is not reused)
        self._codes: dict[int, tuple[cst.CSTNode, str]] = {}
        self._regenerated: set[int] = set()
        self._full_positions = False
        # the line of the file each line of the text ``module`` was parsed from is (None: the same
        # lines; see reduce.Reduction.without_gaps): positions generated for the whole module
        # are moved by it, those of one statement start at its line in the file anyway
        self._parsed_lines = parsed_lines
        self._statement_starts: dict[int, tuple[int, int, tuple[str, ...]]] | None = None
        # id(libcst function or top-level class) -> its ast node
        self._statement_ast: dict[int, ast.stmt] = {}
        self._stubbed_texts: "list[str] | None" = None     # stubbed_bodies_spell's
        self._body_starts: dict[int, dict[int, tuple[int, int, tuple[str, ...]]]] = {}
        self._holders: dict[int, dict[int, cst.CSTNode]] = {}   # id(function) -> id(node) -> its body statement
        self._line_starts: list[int] | None = None
        self.current_toplevel: cst.CSTNode | None = None
        self.current_unit: cst.CSTNode | None = None   # the function being walked (positions)
        self._ast_stmts = ast_stmts
        self._blanked = blanked or set()     # lines of methods emptied before the parse (reduce.py)
        self._module_stmts = module_stmts    # the stdlib tree of the whole file, blanked parts too
        self._number_constants: frozenset[str] | None = None
        self._int_constants: dict[str, int] | None = None
        self._number_literals: dict[str, int | float] | None = None
        self._eager_arrays: EagerArrays | None = None
        self._fixed_attributes: FixedAttributes | None = None
        self._call_shapes: "dict[str, list[CallShapes]] | None" = None
        self._spelled_calls: "dict[str, list[SpelledCall]] | None" = None
        self._held_calls: "dict[str, list[SpelledCall]] | None" = None
        # what each name held when the project's verify entries ran (check --infer-shapes)
        self.facts: FileFacts | None = None

    # ---- questions --------------------------------------------------------------

    @property
    def number_constants(self) -> frozenset[str]:
        """Module-level names bound only to numbers (``eps = np.finfo(float).eps``); read from
        the stdlib tree, since module-level assignments are blanked before the libcst parse."""
        if self._number_constants is None:
            self._number_constants = number_constants(self.stdlib_statements())
        return self._number_constants

    @property
    def int_constants(self) -> dict[str, int]:
        """Module-level names bound once to an integer literal (``batch_size = 16``): sizes the
        symbolic shapes may use as the numbers they are."""
        if self._int_constants is None:
            self._int_constants = int_constants(self.stdlib_statements(), self.source)
        return self._int_constants

    @property
    def number_literals(self) -> dict[str, int | float]:
        """Module-level names bound once to a number literal, negative or float too
        (``LAST = -1``): python numbers every call sees (index.number_literals)."""
        if self._number_literals is None:
            self._number_literals = number_literals(self.stdlib_statements(), self.source)
        return self._number_literals

    @property
    def eager_arrays(self) -> EagerArrays:
        """NDArrays built eagerly at module level or in ``__init__`` (eager_arrays.py)."""
        if self._eager_arrays is None:
            self._eager_arrays = eager_arrays(self.stdlib_statements(), self.index.resolve_name,
                                              self.source)
        return self._eager_arrays

    def _fixed(self) -> FixedAttributes:
        """The file's FixedAttributes, built when first asked (it reads the stdlib tree)."""
        if self._fixed_attributes is None:
            self._fixed_attributes = FixedAttributes(self.stdlib_statements(), self.source)
        return self._fixed_attributes

    def fixed_attribute(self, class_name: str, attr: str) -> "tuple[object, int | None] | None":
        """(value, line of the first construction giving it, or None for a literal stored in
        ``__init__``) of ``self.<attr>`` when every construction of the class this file makes
        fixes it (fixed_attributes.py).  Evidence for a finding only: another file may construct
        the class with another value."""
        return self._fixed().value(class_name, attr)

    def constructed_arguments(self, class_name: str, init: "ast.FunctionDef", param: str
                              ) -> "list[ast.expr | None] | None":
        """The argument (stdlib tree; None where it passes none) each construction of
        ``class_name`` this file makes gives ``param`` of its ``__init__`` ``init``; None when some
        construction may be out of sight (fixed_attributes.py).  Another file may pass others."""
        return self._fixed().given(class_name, init, param)

    def attribute_stores(self, class_name: str, attr: str, class_body: str = "") -> "list[ast.expr] | None":
        """The value (stdlib tree) of every plain store of ``self.<attr>`` the file makes that may
        reach an instance of ``class_name``; None when some store is not plain or cannot be seen
        (fixed_attributes.py).  What another file stores there is not known.  ``class_body``
        (``"called"`` / ``"held"``): a class-body binding of the lineage or a subclass counts as a
        store (``FixedAttributes.stored_values``)."""
        return self._fixed().stored_values(class_name, attr, class_body)

    def instance_attributes(self, class_name: str) -> "list[tuple[str, str]] | None":
        """(owner class, attribute) of every ``self.<attr> = Cls(...)`` when those are all the
        constructions of ``class_name`` the file makes (fixed_attributes.py); None else.  The
        file's own instances only: another file may make more."""
        return self._fixed().instance_attributes(class_name)

    def sequence_attribute(self, class_name: str, attr: str, lists_only: bool = False) -> int | None:
        """The line of the first construction when every construction of the class this file
        makes gives ``self.<attr>`` a python list, tuple or range (fixed_attributes.py); None
        else.  The file's own use only: what it holds, and what another file passes, is not known."""
        return self._fixed().sequence_given(class_name, attr, lists_only)

    def call_shapes(self, class_name: str) -> "list[CallShapes]":
        """The file's own calls of an instance of a block of this file with literal-shape
        arrays (call_shapes.py); read the first time a rule asks."""
        if self._call_shapes is None:
            names = frozenset(c.name for c in self.classes)
            self._call_shapes = call_shapes(self.stdlib_statements(), names, self.index.resolve_name)
        return self._call_shapes.get(class_name, [])

    def spelled_calls(self, class_name: str) -> "list[SpelledCall]":
        """The file's own calls of an instance of a block of this file, with each argument's shape
        as the caller spelled it (call_shapes.py: fit to refute a guess, not to prove a
        mismatch); read the first time a rule asks."""
        if self._spelled_calls is None:
            names = frozenset(c.name for c in self.classes)
            self._spelled_calls = spelled_call_shapes(self.stdlib_statements(), names,
                                                      self.index.resolve_name)
        return self._spelled_calls.get(class_name, [])

    def held_calls(self, class_name: str) -> "list[SpelledCall]":
        """The file's own calls of an instance of a block of this file that a ``hybrid_forward``
        makes on Parameters its class registers with a spelled shape (call_shapes.py, ``held``):
        to refute a guess only; read the first time a rule asks."""
        if self._held_calls is None:
            names = frozenset(c.name for c in self.classes)
            self._held_calls = spelled_call_shapes(self.stdlib_statements(), names,
                                                   self.index.resolve_name, held=True)
        return self._held_calls.get(class_name, [])

    def call_forms(self, classes: frozenset[str]) -> "dict[str, list[CallForms]]":
        """The file's own calls of instances of ``classes`` that hand an input a python list or
        constant (call_shapes.py): what the scope finder reads an input's kind from."""
        # a container's calls are read only where the text can build one (an alias is imported
        # by its name too): most files never do, and that read walks the whole file again
        resolve = self.index.resolve_name if "Sequential" in self.source else None
        return call_forms(self.stdlib_statements(), classes, resolve)

    def stdlib_statements(self) -> list:
        """The module's statements in the stdlib tree (the pipeline's, or parsed here when the
        context was made without one); none for a source the stdlib parser rejects."""
        if self._module_stmts is None:
            try:
                self._module_stmts = ast.parse(self.source).body
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                self._module_stmts = []
        return self._module_stmts

    def kind(self, node: cst.CSTNode) -> Kind:
        if self.scope is None or self.scope.kinds is None:
            return Kind.UNKNOWN
        k = self.scope.kinds.kind(node)
        if self.facts is not None and type(node) is cst.Name:
            seen = self.observed(node)
            if seen is not None and seen.kind != CONSTANT and (k in _OVERRIDABLE or seen.kind != TENSOR):
                return _OBSERVED_KIND[seen.kind]
        return k

    def observed(self, node: cst.CSTNode) -> Observed | None:
        """What the name ``node`` held when its line ran under ``check --infer-shapes``, if recorded."""
        if self.facts is None or type(node) is not cst.Name:
            return None
        try:
            line = self._position(node).start.line
        except (KeyError, IndexError, ValueError):
            return None
        return self.facts.at(line, node.value)

    def is_tensor(self, node: cst.CSTNode, *, loose: bool = False) -> bool:
        k = self.kind(node)
        return k.tensorish if loose else k is Kind.TENSOR

    def value(self, node: cst.CSTNode) -> Value:
        """Kind and proof for an expression of the current scope."""
        if self.scope is None or self.scope.kinds is None:
            return UNKNOWN
        k = self.kind(node)
        kinds = self.scope.kinds
        kinds.legacy_side = self._legacy
        try:
            why = kinds.unproven(node)
        finally:
            kinds.legacy_side = False
        if self.facts is not None and type(node) is cst.Name:
            seen = self.observed(node)
            if seen is not None and seen.kind not in (TENSOR, CONSTANT):
                # the run saw something else here: whatever the code suggests, not a proof
                return Value(k, proven=False, why=f"`{node.value}` held {seen.describe()} when the "
                                                   "verify entry ran")
            if seen is not None and why is not None and k is Kind.TENSOR:
                why = None      # the run saw an NDArray here on every pass
        if why is not None and k in _ONE_OR_OTHER and not self.numpy_mode and self._method_read(node):
            k, why = Kind.TENSOR, None
        return Value(k, proven=why is None, why=why or "")

    def _method_read(self, node: cst.CSTNode) -> bool:
        """``x``, a child's output (a tensor or a tuple of them) or a tensor-or-None, read as the
        receiver of an array method (``x.reshape(...)``) or inside that call's arguments
        (``x.reshape((x.shape[0], -1))``): python looked up ``x.reshape`` first, which a tuple or
        None has not, so where the code runs x is one tensor there."""
        if type(node) is not cst.Name or self.scope is None or self.scope.func is None:
            return False
        # (the function's own map: a rule asks about the receiver of the node it is visiting,
        # which the walk has not entered yet)
        parents = parent_map(self.scope.func)
        child, up = node, parents.get(id(node))
        if type(up) is cst.Attribute and up.value is node and up.attr.value in FLUENT_METHODS:
            call = parents.get(id(up))
            if type(call) is cst.Call and call.func is up:
                return True
        while up is not None and not isinstance(up, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
            if isinstance(up, (cst.Lambda, cst.NamedExpr, cst.BaseComp)):
                return False    # run later, in a scope of its own, or rebinding a name
            if type(up) is cst.Call and child is not up.func:
                func = up.func
                if (type(func) is cst.Attribute and type(func.value) is cst.Name
                        and func.value.value == node.value and func.attr.value in FLUENT_METHODS):
                    return True
            child, up = up, parents.get(id(up))
        return False

    def proven_tensor(self, node: cst.CSTNode) -> bool:
        """True only when ``node`` is certainly one legacy tensor: what a rewrite needs."""
        return self.value(node).proven

    def operand_unproven(self, node: cst.CSTNode, other: cst.CSTNode) -> "str | None":
        """None when ``node``, an operand of a python operator whose other operand is ``other``,
        is certainly one legacy tensor at that operator: proven, an input of the block compared
        with a number (operands.compared_input), or an input of the block that the tensor
        ``other`` (so proven) shows to be one (operands.input_operand); else why not."""
        value = self.value(node)
        if value.proven:
            return None
        seen = self.observed(node)
        if seen is not None and seen.kind not in (TENSOR, CONSTANT):
            return value.why        # the run saw a python value here
        if not self.numpy_mode and self._parameter_array(node, frozenset()):
            return None
        if self.scope is not None and self.scope.kinds is not None and not self.numpy_mode:
            kinds = self.scope.kinds
            if compared_input(self.scope, kinds, node) is None:
                return None
            if (self.proven_tensor(other) or compared_input(self.scope, kinds, other) is None) \
                    and input_operand(self.scope, kinds, node) is None:
                return None
        return value.why or "the value is not known to be a tensor"

    def _parameter_array(self, node: cst.CSTNode, seen: frozenset) -> bool:
        """``node`` is a gluon Parameter's array or an array method's result on one: ``P.data()``
        (an NDArray, eagerly and while tracing alike), ``P.var()`` (its Symbol), the fixers'
        choice of the two (``P.data() if F is nd else P.var()``), ``.reshape(...)`` and the other
        fluent methods of such, or a local bound only to such.  ``P`` is a Parameter the block
        registers (``self.w``) or a Parameter attribute of a Gluon layer child (``self.fc.weight``:
        such a layer binds those names only to Parameters, or to None, which has no ``data``).
        Not a Kind.TENSOR: ``P.data().shape`` is a python read that works while tracing."""
        t = type(node)
        if t is cst.IfExp:
            return self._parameter_array(node.body, seen) and self._parameter_array(node.orelse, seen)
        if t is cst.Name:
            scope = self.scope
            if (scope is None or scope.kinds is None or node.value in seen or node.value in scope.params
                    or node.value == (scope.f_name or "F")):
                return False
            bindings = scope.kinds._bindings_of(node.value)
            return bool(bindings) and all(how == "assign" and self._parameter_array(v, seen | {node.value})
                                          for how, v in bindings)
        if t is not cst.Call or type(node.func) is not cst.Attribute or any(a.star for a in node.args):
            return False
        func = node.func
        method = func.attr.value
        if method in FLUENT_METHODS and method != "as_np_ndarray":
            return self._parameter_array(func.value, seen)
        if method not in ("data", "var") or len(node.args) > (1 if method == "data" else 0):
            return False
        owner, cls = func.value, self.scope.cls if self.scope is not None else None
        if cls is None or type(owner) is not cst.Attribute:
            return False
        base = owner.value
        if type(base) is cst.Name:
            return base.value == "self" and owner.attr.value in cls.param_names
        return (type(base) is cst.Attribute and type(base.value) is cst.Name and base.value.value == "self"
                and owner.attr.value in self._layer_parameters(cls).get(base.attr.value, ()))

    def _layer_parameters(self, cls: "HybridClass") -> "dict[str, tuple[str, ...]]":
        """child attribute -> the Parameter names of the Gluon layer it holds, for the children
        every store of which, in the class and the classes of this file it inherits from, is a call
        of one ``mxnet.gluon.nn`` layer (``self.fc = nn.Dense(1)``); kept per class."""
        cache = self.__dict__.setdefault("_layer_params_of", {})
        got = cache.get(id(cls.node))
        if got is None:
            layers: dict[str, set] = {}
            for c in cls.lineage():
                for method in c.ast_methods.values():
                    for n in ast.walk(method):
                        if type(n) is ast.Assign:
                            targets, value = n.targets, n.value
                        elif type(n) in (ast.AnnAssign, ast.AugAssign):
                            targets, value = [n.target], n.value
                        else:
                            continue
                        for t in targets:
                            if type(t) is ast.Attribute and type(t.value) is ast.Name and t.value.id == "self":
                                dotted = ast_dotted(value.func) if type(n) is ast.Assign and type(value) is ast.Call \
                                    else None
                                params = layer_parameters(self.resolve_dotted(dotted)) if dotted else ()
                                layers.setdefault(t.attr, set()).add(params or None)
                                continue
                            for e in ast.walk(t):
                                # `self.a, self.b = ...`, `self.fc[0] = ...`: not followed
                                if type(e) is ast.Attribute and type(e.value) is ast.Name and e.value.id == "self":
                                    layers.setdefault(e.attr, set()).add(None)
            got = cache[id(cls.node)] = {a: next(iter(v)) for a, v in layers.items()
                                         if len(v) == 1 and None not in v}
        return got

    def f_path(self, node: cst.CSTNode) -> tuple[str, ...] | None:
        if self.scope is None or self.scope.kinds is None:
            return None
        return self.scope.kinds.f_path(node)

    def op_path(self, call: cst.Call) -> tuple[str, ...] | None:
        if self.scope is None or self.scope.kinds is None:
            return None
        return self.scope.kinds.op_path(call)

    def resolve(self, node: cst.CSTNode) -> str | None:
        dotted = cst_dotted(node)
        return None if dotted is None else self.resolve_dotted(dotted)

    def resolve_dotted(self, dotted: str) -> str:
        """``np.zeros`` -> ``numpy.zeros``: the first component replaced by what the file's
        imports bound it to."""
        head, _, rest = dotted.partition(".")
        target = self.index.imports.get(head)
        if target is None:
            return dotted
        return f"{target}.{rest}" if rest else target

    def guard_of(self, test: cst.CSTNode) -> str | None:
        """"eager" if ``test`` being true means the eager (NDArray) path (``F is nd``),
        "symbolic" for ``F is sym``, else None."""
        return guard_of(test, self.scope.f_name if self.scope else None, self.resolve)

    def in_eager_guard(self, node: cst.CSTNode | None = None) -> bool:
        return self._eager

    @property
    def numpy_mode(self) -> bool:
        """The node being visited holds mx.np arrays: the scope is numpy-mode code and the node is
        not on the legacy side of an ``is_np_array()`` test (code written for both modes runs its
        legacy branch on legacy NDArrays and Symbols, MXNet 1.x's default)."""
        return self.scope is not None and self.scope.numpy_mode and not self._legacy

    @property
    def numpy_side(self) -> bool:
        """The node is on the numpy side of an ``is_np_array()`` test (``if is_np_array():``, the
        ``else`` of ``if not is_np_array():``): it runs only in numpy mode, so what fails on a
        numpy-mode Symbol fails there for certain (MXNet 1.9.1: ``.shape``, ``len()``,
        ``asnumpy()``, ``bool()``, iteration), while basic slicing and ``F.np`` ops are fine."""
        return self.numpy_mode and self._numpy_side

    def parent(self, node: cst.CSTNode) -> cst.CSTNode | None:
        return self._parents.get(id(node))

    def guessed_list_loop(self, node: object) -> str | None:
        """The input of the block a loop around ``node`` walks when that input is taken for a
        python list on a guess (its name or its use fits a list as well as an array: `for i, p in
        enumerate(preds)`, `range(len(preds))`); None otherwise.

        A hybridized loop over a single-output Symbol visits its outputs (one), not its rows, and
        nothing reports a loop over such an input; a helper's parameters are what its callers
        pass, so only the block's own inputs count."""
        scope = self.scope
        if scope is None or scope.kinds is None or scope.style == "helper" \
                or not isinstance(node, cst.CSTNode) or not isinstance(scope.func, cst.FunctionDef):
            return None
        fp = scope.func.params
        starred = {p.name.value for p in (fp.star_arg, fp.star_kwarg) if isinstance(p, cst.Param)}
        child, parent = node, self.parent(node)
        while parent is not None and parent is not scope.func:
            iters: list[cst.CSTNode] = []
            if isinstance(parent, (cst.For, cst.CompFor)) and child is not parent.iter \
                    and child is not parent.target:
                iters = [parent.iter]
            elif isinstance(parent, (cst.ListComp, cst.SetComp, cst.GeneratorExp)) and child is parent.elt:
                iters = _comprehension_iters(parent)
            elif isinstance(parent, cst.DictComp) and child in (parent.key, parent.value):
                iters = _comprehension_iters(parent)
            for it in iters:
                for name in _walked_names(it):
                    if (name.value in scope.params and name.value not in starred
                            and self.kind(name) is Kind.CONTAINER
                            and scope.kinds.holds_argument(name)
                            and not scope.kinds.python_evidence(name.value)):
                        return name.value
            child, parent = parent, self.parent(parent)
        return None

    def code_for(self, node: cst.CSTNode) -> str:
        # (the same node is rendered again and again -- a declared shape for each operator beside
        # the Parameter, an operand for each rule reporting it --: a node's code never changes)
        held = self._codes.get(id(node))
        if held is not None and held[0] is node:
            code = held[1]
        else:
            code = self.module.code_for_node(node)
            self._codes[id(node)] = (node, code)
        if self._blanked and type(node) is cst.ClassDef:
            code = self._restore_blanked(node, code)
        elif isinstance(node, cst.BaseExpression) and "\n" in code:
            code = self._inline_code(node, code)
        return code

    def _inline_code(self, node: cst.BaseExpression, code: str) -> str:
        """A multi-line expression's text as it stands in its statement. Rendered alone, a
        continuation line libcst marks as indented keeps only its indentation past the enclosing
        block's, and a fixer wrapping the operand in a call would pull that line left of the
        statement around it; rendered inside a block of the enclosing indentation, it keeps its
        column."""
        # the walk registers a node's parent before its children's, so an operand of the node
        # being visited may have none yet: climb from that node, and check that it holds the operand
        up = self.parent(node) or self._visiting
        while up is not None and not isinstance(up, (cst.SimpleStatementLine, cst.BaseCompoundStatement)):
            up = self.parent(up)
        if up is None:
            return code
        try:
            start, end = self.span(up)
            inner = self.span(node)
            # a compound statement's indentation is its header's, not its body's
            if isinstance(up, cst.BaseCompoundStatement):
                end = self.span(up.body)[0]
        except Exception:   # no position: the text as rendered alone
            return code
        if not start <= inner[0] <= inner[1] <= end:
            return code
        indent = self.source[self.source.rfind("\n", 0, start) + 1:start]
        if not indent or indent.strip():
            return code
        newline = self.module.default_newline
        block = cst.IndentedBlock(body=[cst.SimpleStatementLine(body=[cst.Expr(value=node)])], indent=indent)
        text = self.module.code_for_node(block)
        head = newline + indent
        if not (text.startswith(head) and text.endswith(newline)):
            return code
        return text[len(head):len(text) - len(newline)]

    def _restore_blanked(self, node: cst.ClassDef, code: str) -> str:
        """The text of a top-level class as in the file, methods emptied before the parse included."""
        found = self._statement_lines().get(id(node))
        if found is None or found[2]:
            return code
        first = found[0] - len(node.leading_lines)    # the generated code starts with those lines
        starts = self._starts()
        out = []
        at = 0
        n = first
        for m in _NEWLINE.finditer(code):
            line = code[at:m.end()]
            if n in self._blanked and not line.strip() and 1 <= n <= len(starts):
                line = self.source[starts[n - 1]:starts[n] if n < len(starts) else len(self.source)]
            out.append(line)
            at = m.end()
            n += 1
        out.append(code[at:])
        return "".join(out)

    def class_source(self, node: cst.ClassDef) -> str | None:
        """The file's text of the top-level class ``node``, from its first decorator's line to its
        last statement's, read from the source: ``code_for(node)`` less the comment and blank
        lines libcst gives the class before and after it, without generating the code of its
        methods (a stubbed body trips there, stubs.py).  None for a class that is not top level."""
        self._statement_lines()
        found = self._statement_ast.get(id(node))
        if type(found) is not ast.ClassDef or found.end_lineno is None:
            return None
        starts = self._starts()
        first, last = _first_line(found), found.end_lineno
        return self.source[starts[first - 1]:starts[last] if last < len(starts) else len(self.source)]

    def stubbed_bodies_spell(self, word: str) -> bool:
        """Whether the file's text of a method body that a stubbed parse left out (stubs.py) has
        ``word`` (a name) as a word: a walk for nodes of that name may stop at the stubbed bodies
        where it is False.  True where such a body's lines are not known."""
        if self._stubbed_texts is None:
            texts: "list[str] | None" = []
            lines = self._statement_lines()
            starts = self._starts()
            for top in self.module.body:
                if type(top) is not cst.ClassDef or type(top.body) is not cst.IndentedBlock:
                    continue
                for fn in top.body.body:
                    if not (type(fn) is cst.FunctionDef and type(fn.body) is cst.IndentedBlock
                            and type(fn.body.body) is StubbedStatements):
                        continue
                    node = self._statement_ast.get(id(fn)) if id(fn) in lines else None
                    if type(node) not in (ast.FunctionDef, ast.AsyncFunctionDef) or not node.body \
                            or node.end_lineno is None:
                        texts = None
                        break
                    first, last = node.body[0].lineno, node.end_lineno
                    texts.append(self.source[starts[first - 1]:starts[last] if last < len(starts)
                                             else len(self.source)])
                if texts is None:
                    break
            self._stubbed_texts = texts
        if self._stubbed_texts is None:
            return True
        pattern = re.compile(rf"{re.escape(word)}(?<!\w{re.escape(word)})(?!\w)")
        return any(word in text and pattern.search(text) is not None for text in self._stubbed_texts)

    def span(self, node: cst.CSTNode) -> tuple[int, int]:
        rng = self._position(node)
        starts = self._starts()
        return (starts[rng.start.line - 1] + rng.start.column,
                starts[rng.end.line - 1] + rng.end.column)

    # ---- reports -------------------------------------------------------------------

    def add_report(self, rule: "Rule", node: cst.CSTNode, message: str, fix: Fix | None,
                   silent: bool = False) -> None:
        key = (rule.code, id(node))
        if key in self._reported:
            return
        self._reported.add(key)
        via = self.scope.reached_via if self.scope is not None and self.scope.style == "helper" else None
        if self.scope is not None and ((self.scope.call_site and self.scope.site_refusal is not None)
                                       or self.scope.unfixed):
            fix = None
        self._reports.append((rule, node, message, fix, self.current_toplevel, self.current_unit, via,
                              silent))

    def diagnostics(self) -> list[Diagnostic]:
        out = []
        for rule, node, message, fix, top, unit, via, silent in self._reports:
            rng = self._position(node, top, unit)
            extra: dict = {"silent": True} if silent else {}
            if getattr(rule, "companion", False):
                extra[COMPANION] = True
            if via is not None:
                # a helper is only traced because hybrid code calls it: say which
                # (a helper of another module gets the caller's place as text: " in net.py, line 9")
                where = via[1] if isinstance(via[1], str) else self._line_note(via[1])
                message = f"{message} [reached from `{via[0]}`{where}]"
                if where and not isinstance(via[1], str):
                    # (a notebook names the caller's cell instead of the virtual module's line)
                    extra["via_line"] = self._statement_lines()[id(via[1])][1]
            out.append(Diagnostic(
                path=self.path, line=rng.start.line, col=rng.start.column + 1,
                code=rule.code, message=message, end_line=rng.end.line,
                end_col=rng.end.column + 1, severity=rule.severity, fix=fix, extra=extra,
            ))
        out.sort(key=lambda d: (d.line, d.col, d.code))
        return out

    def place_of(self, func: cst.CSTNode) -> str:
        """Where a scope of this file is, as another file's helper findings name it."""
        return f" in {self.path}{self._line_note(func)}"

    def _line_note(self, func: cst.CSTNode) -> str:
        found = self._statement_lines().get(id(func))
        return f", line {found[1]}" if found else ""

    def _position(self, node: cst.CSTNode, toplevel: cst.CSTNode | None = None,
                  unit: cst.CSTNode | None = None):
        """Line/column range of a reported node.

        libcst's PositionProvider regenerates the whole module (~0.1 s for a big
        file); instead only the method holding the node (the scope being walked,
        when it is a method of a top-level class) or else the top-level
        statement holding it is regenerated, starting at its line as found by
        the stdlib parser -- and of a function, first only the statement of its
        body that holds the node (a long ``hybrid_forward`` with one finding).
        Any surprise falls back to the full provider.
        """
        rng = self._positions.get(node)
        if rng is not None:
            return rng
        if toplevel is None:
            toplevel = self.current_toplevel
        if unit is None:
            unit = self.current_unit
        if not self._full_positions:
            for part in (unit, toplevel):
                if part is None or id(part) in self._regenerated:
                    continue
                # (findings in many statements: one pass over each function is cheaper)
                inner = (self._holding_statement(part, node) if len(self._regenerated) < _GENERATED_ALONE
                         else None)
                if inner is not None and id(inner) not in self._regenerated:
                    self._regenerated.add(id(inner))
                    try:
                        self._statement_positions(inner, self._body_starts[id(part)][id(inner)])
                    except Exception:  # as below: the whole function is generated next
                        pass
                    rng = self._positions.get(node)
                    if rng is not None:
                        return rng
                self._regenerated.add(id(part))
                try:
                    self._statement_positions(part)
                except Exception:  # private libcst API or line mapping failed: use the slow path
                    pass
                rng = self._positions.get(node)
                if rng is not None:
                    return rng
            if id(node) not in self._regenerated and id(node) in self._statement_lines():
                # a statement of its own outside the one walked (the last import, where a fix
                # adds one): generated alone, not the whole module
                self._regenerated.add(id(node))
                try:
                    self._statement_positions(node)
                except Exception:  # as above: the slow path follows
                    pass
                rng = self._positions.get(node)
                if rng is not None:
                    return rng
        if not self._full_positions:
            # (local: loading the wrapper runs libcst.metadata's __init__, every provider, which
            # cstboot defers so that a run whose positions all map from the ast never pays it)
            from libcst.metadata import MetadataWrapper
            wrapper = MetadataWrapper(self.module, unsafe_skip_copy=True)
            try:
                resolved = wrapper.resolve(PositionProvider)
                self._positions = (dict(resolved) if self._parsed_lines is None
                                   else {n: _moved(r, self._parsed_lines) for n, r in resolved.items()})
            except Exception as exc:
                # libcst's position recorder turns a NeedsBody raised inside its `with` into a
                # KeyError of its own: the read of a stubbed body it hides is still one (stubs.py)
                if _from_needs_body(exc):
                    raise NeedsBody("positions of a stubbed module") from exc
                raise
            self._full_positions = True
        return self._positions[node]

    def _statement_positions(self, stmt: cst.CSTNode,
                             found: "tuple[int, int, tuple[str, ...]] | None" = None) -> None:
        if found is None:
            found = self._statement_lines().get(id(stmt))
        if found is None:
            return
        first, keyword_line, indent = found
        provider = PositionProvider()
        state = _PositionState(
            default_indent=self.module.default_indent,
            default_newline=self.module.default_newline,
            provider=provider,
        )
        state.indent_tokens = list(indent)
        leading = getattr(stmt, "leading_lines", ())
        state.line = first - len(leading)
        state.column = 0
        stmt._codegen(state)
        computed = provider._computed
        start = computed.get(stmt)
        # libcst starts a decorated def/class at its keyword, like ast's lineno
        if start is None or start.start.line != keyword_line:
            return     # the line mapping was wrong: do not trust these positions
        self._positions.update(computed)

    def _statement_lines(self) -> dict[int, tuple[int, int, tuple[str, ...]]]:
        """id(libcst statement) -> (its first line with decorators, its keyword line, the indent
        tokens it is generated under), for top-level statements and the methods of top-level
        classes."""
        if self._statement_starts is None:
            out: dict[int, tuple[int, int, tuple[str, ...]]] = {}
            try:
                # ast statements of the parsed text, in order (analyze() blanks irrelevant
                # top-level statements before the libcst parse and passes the kept ones)
                stmts = self._ast_stmts if self._ast_stmts is not None else ast.parse(self.source).body
                for stmt, node in _pair_statements(self.module.body, stmts):
                    out[id(stmt)] = (_first_line(node), node.lineno, ())
                    if type(stmt) is cst.FunctionDef or type(stmt) is cst.ClassDef:
                        self._statement_ast[id(stmt)] = node
                    if type(stmt) is cst.ClassDef and type(stmt.body) is cst.IndentedBlock:
                        self._method_lines(stmt, node, out)
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                out = {}
            self._statement_starts = out
        return self._statement_starts

    def _method_lines(self, cls: cst.ClassDef, node, out: dict) -> None:
        body = [s for s in getattr(node, "body", ()) if _first_line(s) not in self._blanked]
        pairs = _pair_statements(cls.body.body, body)
        if any(type(c) is cst.FunctionDef and getattr(a, "name", None) != c.name.value for c, a in pairs):
            return     # the statements do not line up: leave these methods to the class
        indent = cls.body.indent
        tokens = (self.module.default_indent if indent is None else indent,)
        for c, a in pairs:
            if type(c) is cst.FunctionDef:
                out[id(c)] = (_first_line(a), a.lineno, tokens)
                self._statement_ast[id(c)] = a

    def _holding_statement(self, func: cst.CSTNode, node: cst.CSTNode) -> cst.CSTNode | None:
        """The statement of function ``func``'s body (a top-level function or a method of a
        top-level class) that is or holds ``node``, when its lines are known; else None."""
        if type(func) is not cst.FunctionDef:
            return None
        holders = self._holders.get(id(func))
        if holders is None:
            # one walk of the body per function, not one per finding (400 findings in one
            # function would walk it 400 times)
            holders = {}
            starts = self._body_starts[id(func)] = self._body_lines(func)
            if starts:
                for stmt in func.body.body:
                    holders[id(stmt)] = stmt
                    for n in iter_descendants(stmt):
                        holders[id(n)] = stmt
            self._holders[id(func)] = holders
        return holders.get(id(node))

    def _body_lines(self, func: cst.FunctionDef) -> dict[int, tuple[int, int, tuple[str, ...]]]:
        """id(statement of ``func``'s body) -> (first line, keyword line, indent tokens), as
        _statement_lines gives them, where the body's statements line up one to one with the
        stdlib tree's; empty where they do not."""
        found = self._statement_lines().get(id(func))      # (fills _statement_ast)
        node = self._statement_ast.get(id(func))
        block = func.body
        if node is None or found is None or type(block) is not cst.IndentedBlock:
            return {}
        stmts = block.body       # (a stubbed body trips here, as generating its code would)
        pairs = _pair_statements(stmts, node.body)
        used = sum(len(c.body) if type(c) is cst.SimpleStatementLine else 1 for c in stmts)
        if len(pairs) != len(stmts) or used != len(node.body) or not all(map(_same_statement, pairs)):
            return {}
        tokens = (*found[2], self.module.default_indent if block.indent is None else block.indent)
        return {id(c): (_first_line(a), a.lineno, tokens) for c, a in pairs}

    def _starts(self) -> list[int]:
        if self._line_starts is None:
            starts = [0]
            starts.extend(m.end() for m in _NEWLINE.finditer(self.source))
            self._line_starts = starts
        return self._line_starts


def _moved(rng: CodeRange, lines: list[int]) -> CodeRange:
    """``rng`` of a text parsed without some empty lines, in the lines of the whole file: each
    line of that text is ``lines[line - 1]`` of the file; an end at the start of a line is the
    end of the line before (the lines left out were only ever after one)."""
    start, end = rng.start, rng.end
    end_line = (_file_line(lines, end.line - 1) + 1 if end.column == 0 and end.line > 1
                else _file_line(lines, end.line))
    return CodeRange(CodePosition(_file_line(lines, start.line), start.column), CodePosition(end_line, end.column))


def _file_line(lines: list[int], line: int) -> int:
    # (past the last line parsed: the end of the text, whose lines follow one another)
    return lines[line - 1] if line <= len(lines) else lines[-1] + line - len(lines)


def _first_line(node) -> int:
    decos = getattr(node, "decorator_list", None)
    return min([node.lineno] + [d.lineno for d in decos]) if decos else node.lineno


# Statements and functions generated for positions in one file before the functions holding the
# rest of its findings are generated whole: each pass has a fixed cost, and a function with a
# finding on each of its 400 lines took 3% more CPU generated line by line
_GENERATED_ALONE = 24

_COMPOUND_AST = {
    cst.If: (ast.If,), cst.For: (ast.For, ast.AsyncFor), cst.While: (ast.While,),
    cst.With: (ast.With, ast.AsyncWith), cst.Try: (ast.Try,),
    cst.FunctionDef: (ast.FunctionDef, ast.AsyncFunctionDef), cst.ClassDef: (ast.ClassDef,),
}
_COMPOUND_AST_TYPES = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try,
                       ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                       getattr(ast, "TryStar", ast.Try), getattr(ast, "Match", ast.Try))


def _same_statement(pair) -> bool:
    """A libcst statement and the ast statement it was paired with are the same kind of
    statement (and a def or class the same name)."""
    c, a = pair
    tc = type(c)
    if tc is cst.SimpleStatementLine:
        return not isinstance(a, _COMPOUND_AST_TYPES)
    kinds = _COMPOUND_AST.get(tc)
    if kinds is None or type(a) not in kinds:
        return False
    return tc not in (cst.FunctionDef, cst.ClassDef) or c.name.value == a.name


def _pair_statements(body, stmts) -> list:
    """(libcst statement, the ast statement it starts with) for a block's statements, in order
    (a libcst line of several ``;``-separated statements is several ast statements)."""
    pairs = []
    k = 0
    for stmt in body:
        if k >= len(stmts):
            break
        pairs.append((stmt, stmts[k]))
        k += len(stmt.body) if type(stmt) is cst.SimpleStatementLine else 1
    return pairs


class Dispatcher:
    """Runs every rule's hooks during one walk per scope."""

    def __init__(self, ctx: FileContext, rules: "Iterable[Rule]") -> None:
        self.ctx = ctx
        self.rules = list(rules)
        self._maps: dict[str, tuple[dict, dict, list]] = {}

    def _handlers(self, style: str):
        maps = self._maps.get(style)
        if maps is None:
            visit: dict[str, list] = {}
            leave: dict[str, list] = {}
            active = [r for r in self.rules if style in r.styles]
            for rule in active:
                eager_ok = rule.visit_eager_guarded
                for attr in _hook_names(type(rule)):
                    kind, _, node_name = attr.partition("_")
                    target = visit if kind == "visit" else leave
                    target.setdefault(node_name, []).append((getattr(rule, attr), eager_ok))
            maps = (visit, leave, active)
            self._maps[style] = maps
        return maps

    def run_classes(self, classes: "list[HybridClass]") -> None:
        for rule in self.rules:
            hook = getattr(rule, "check_class", None)
            if hook is None:
                continue
            for hc in classes:
                self.ctx.current_toplevel = hc.toplevel
                hook(hc)
        self.ctx.current_toplevel = None

    def run_scope(self, scope: "Scope") -> None:
        ctx = self.ctx
        visit, leave, active = self._handlers(scope.rule_style)
        ctx.scope = scope
        ctx.current_toplevel = scope.toplevel
        ctx.current_unit = scope.func
        ctx.loop_depth = 0
        ctx._eager = False
        ctx._legacy = False
        ctx._numpy_side = False
        for rule in active:
            hook = getattr(rule, "begin_scope", None)
            if hook is not None:
                hook(scope)
        self._visit, self._leave = visit, leave
        self._walk(scope.func.body, scope.func)
        for rule in active:
            hook = getattr(rule, "end_scope", None)
            if hook is not None:
                hook(scope)
        ctx.scope = None
        ctx.current_toplevel = None
        ctx.current_unit = None

    def _walk(self, node: cst.CSTNode, parent: cst.CSTNode) -> None:
        ctx = self.ctx
        ctx._parents[id(node)] = parent
        t = type(node)
        name = t.__name__
        hs = self._visit.get(name)
        if hs:
            ctx._visiting = node
            eager = ctx._eager
            for fn, eager_ok in hs:
                if eager_ok or not eager:
                    fn(node)
        if t not in _WALKED_APART:
            for child in children(node):
                self._walk(child, node)
        elif t is cst.If or t is cst.IfExp:
            self._walk(node.test, node)
            g = guard_of(node.test, ctx.scope.f_name if ctx.scope else None, ctx.resolve)
            mode = np_mode_of(node.test)
            self._walk_region(node.body, node, g == EAGER, mode == LEGACY_MODE, mode == NUMPY_MODE)
            if node.orelse is not None:
                self._walk_region(node.orelse, node, g == SYMBOLIC, mode == NUMPY_MODE, mode == LEGACY_MODE)
        elif t is cst.For:
            self._walk(node.target, node)
            self._walk(node.iter, node)
            ctx.loop_depth += 1
            self._walk(node.body, node)
            ctx.loop_depth -= 1
            if node.orelse is not None:
                self._walk(node.orelse, node)
        elif t is cst.While:
            ctx.loop_depth += 1
            self._walk(node.test, node)
            self._walk(node.body, node)
            ctx.loop_depth -= 1
            if node.orelse is not None:
                self._walk(node.orelse, node)
        elif t is cst.IndentedBlock:
            saved = ctx._eager
            saved_legacy = ctx._legacy
            f_name = ctx.scope.f_name if ctx.scope else None
            for stmt in node.body:
                self._walk(stmt, node)
                # `if is_np_array(): return ...` -> the rest of the block runs in legacy mode
                if (type(stmt) is cst.If and stmt.orelse is None
                        and np_mode_of(stmt.test) == NUMPY_MODE and body_always_exits(stmt.body)):
                    ctx._legacy = True
                # `if F is sym: return ...` -> the rest of the block is the eager path
                if (type(stmt) is cst.If and stmt.orelse is None and not ctx._eager
                        and guard_of(stmt.test, f_name, ctx.resolve) == SYMBOLIC
                        and body_always_exits(stmt.body)):
                    ctx._eager = True
                # `assert F is nd` -> tracing stops there with the author's AssertionError, so the
                # rest of the block runs only eagerly (as after `if F is not nd: raise`)
                if (type(stmt) is cst.SimpleStatementLine and not ctx._eager
                        and any(type(small) is cst.Assert
                                and guard_of(small.test, f_name, ctx.resolve) == EAGER
                                for small in stmt.body)):
                    ctx._eager = True
            ctx._eager = saved
            ctx._legacy = saved_legacy
        elif t is cst.BooleanOperation and isinstance(node.operator, cst.And):
            self._walk(node.left, node)
            g = guard_of(node.left, ctx.scope.f_name if ctx.scope else None, ctx.resolve)
            self._walk_region(node.right, node, g == EAGER)
        elif t is cst.ClassDef:
            pass
        else:
            for child in children(node):
                self._walk(child, node)
        hs = self._leave.get(name)
        if hs:
            eager = ctx._eager
            for fn, eager_ok in hs:
                if eager_ok or not eager:
                    fn(node)

    def _walk_region(self, node: cst.CSTNode, parent: cst.CSTNode, eager: bool,
                     legacy: bool = False, numpy_side: bool = False) -> None:
        ctx = self.ctx
        saved, saved_legacy, saved_np = ctx._eager, ctx._legacy, ctx._numpy_side
        ctx._eager = saved or eager
        ctx._legacy = saved_legacy or legacy
        ctx._numpy_side = saved_np or numpy_side
        self._walk(node, parent)
        ctx._eager, ctx._legacy, ctx._numpy_side = saved, saved_legacy, saved_np


# The node types _walk does not just walk child by child (the branches of its chain); any other
# type is looked up once here instead of compared with each of them (56k nodes a corpus run)
_WALKED_APART = frozenset({cst.If, cst.IfExp, cst.For, cst.While, cst.IndentedBlock, cst.BooleanOperation,
                           cst.ClassDef})


_HOOKS: dict[type, tuple[str, ...]] = {}


def _hook_names(cls: type) -> tuple[str, ...]:
    names = _HOOKS.get(cls)
    if names is None:
        names = tuple(a for a in dir(cls)
                      if (a.startswith("visit_") or a.startswith("leave_"))
                      and a != "visit_eager_guarded" and callable(getattr(cls, a, None)))
        _HOOKS[cls] = names
    return names


# builtins that walk their (first) argument; zip walks each
_WALKING = frozenset({"enumerate", "reversed", "list", "tuple", "iter", "sorted"})


def _walked_names(node: cst.CSTNode) -> list[cst.Name]:
    """The names a ``for`` over ``node`` walks: ``x``, ``enumerate(x)``, ``zip(x, y)``...,
    ``range(len(x))``."""
    if isinstance(node, cst.Name):
        return [node]
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name):
        plain = [a.value for a in node.args if a.keyword is None and not a.star]
        if node.func.value == "zip":
            return [n for a in plain for n in _walked_names(a)]
        if node.func.value in _WALKING and plain:
            return _walked_names(plain[0])
        if node.func.value == "range" and len(plain) == 1 and isinstance(plain[0], cst.Call) \
                and isinstance(plain[0].func, cst.Name) and plain[0].func.value == "len" \
                and len(plain[0].args) == 1 and isinstance(plain[0].args[0].value, cst.Name):
            return [plain[0].args[0].value]
    return []


def _comprehension_iters(comp: cst.CSTNode) -> list[cst.CSTNode]:
    iters, level = [], comp.for_in
    while level is not None:
        iters.append(level.iter)
        level = level.inner_for_in
    return iters


def _from_needs_body(exc: BaseException) -> bool:
    seen = 0
    while exc is not None and seen < 50:
        if isinstance(exc, NeedsBody):
            return True
        exc = exc.__context__
        seen += 1
    return False
