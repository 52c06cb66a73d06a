"""What a block class's methods state about its attributes, read from the stdlib tree.

The ``__init__`` bodies these readers look at may be left out of the libcst parse (stubs.py: a
read of a stubbed body makes the file be parsed again whole), and the stdlib tree the pipeline
parses first always holds the whole file.  So the facts a class declares in its methods are read
here, from ``ast``, and the scope finder pairs each libcst class with its stdlib class
(:func:`class_pairs`).  Names only: a fix or a report position still comes from the libcst tree.
"""
from __future__ import annotations

import ast

from .astwalk import child_nodes as ast_child_nodes, walk_code
from .reduce import PARAM_FACTORIES, first_line

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_FORWARDS = ("hybrid_forward", "forward")


def _try_statements(node: ast.Try) -> list[ast.stmt]:
    """The statements of a ``try`` in the order both walks below push them: body, handlers,
    ``else``, ``finally``."""
    out = list(node.body)
    for h in node.handlers:
        out.extend(h.body)
    out.extend(node.orelse)
    out.extend(node.finalbody)
    return out


def classes_in(body: list[ast.stmt], blanked: "set[int] | frozenset[int]") -> list[ast.ClassDef]:
    """The classes of ``body`` at any depth of statements, in the order in which
    ``scopes._iter_statements`` reaches them in the libcst tree (the same stack walk): into the
    blocks of compound statements, functions and classes, not into ``match`` cases, ``except*``
    handlers, or what the pipeline blanked before the libcst parse (``blanked``: lines)."""
    out: list[ast.ClassDef] = []
    stack = list(body)
    while stack:
        stmt = stack.pop()
        if first_line(stmt) in blanked:
            continue
        t = type(stmt)
        if t is ast.ClassDef:
            out.append(stmt)
        if t is ast.Try:
            stack.extend(_try_statements(stmt))
        elif t is ast.TryStar:
            stack.extend(stmt.body)
            stack.extend(stmt.orelse)
            stack.extend(stmt.finalbody)
        elif t is not ast.Match:
            stack.extend(getattr(stmt, "body", ()))
            stack.extend(getattr(stmt, "orelse", ()))
    return out


def method_defs(cls: ast.ClassDef, blanked: "set[int] | frozenset[int]") -> dict[str, ast.stmt]:
    """The methods of ``cls`` the libcst parse holds, by name (the last definition wins, as in
    the libcst class's ``methods``)."""
    return {s.name: s for s in cls.body if type(s) in _FUNCTIONS and first_line(s) not in blanked}


def small_statements(*bodies: "list[ast.stmt]"):
    """The simple statements of function bodies, compound statements entered, nested functions
    and classes not (``walk.small_statements`` of the libcst tree: neither enters ``match`` nor
    ``try``/``except*``)."""
    stack = [s for body in bodies for s in body]
    while stack:
        node = stack.pop()
        t = type(node)
        if t in _NOT_ENTERED:
            continue
        if t is ast.Try:
            stack.extend(_try_statements(node))
        elif t in _ENTERED:
            stack.extend(node.body)
            stack.extend(getattr(node, "orelse", ()))
        else:
            yield node


_NOT_ENTERED = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Match, ast.TryStar})
_ENTERED = frozenset({ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith})


def attr_targets(target: ast.expr) -> list[str]:
    """``X`` of each ``self.X`` a target binds, unpacking included."""
    t = type(target)
    if t is ast.Attribute and type(target.value) is ast.Name and target.value.id == "self":
        return [target.attr]
    if t is ast.Tuple or t is ast.List:
        return [a for e in target.elts for a in attr_targets(e)]
    if t is ast.Starred:
        return attr_targets(target.value)
    return []


def paired_targets(target: ast.expr, value: ast.expr) -> "list[tuple[ast.expr, ast.expr | None]]":
    """(target, the value it gets) of an assignment, a tuple or list target written against a
    display of as many elements (``self.units, self.pi = units, pi``) taken element by element:
    python builds the whole right side before it binds, so each target gets its own element.
    Any other unpacking (a starred element, a value that is not such a display) -> (target,
    None) for the whole target: what each element gets is not written out."""
    if type(target) is not ast.Tuple and type(target) is not ast.List:
        return [(target, value)]
    if (type(value) not in (ast.Tuple, ast.List) or len(value.elts) != len(target.elts)
            or any(type(e) is ast.Starred for e in (*target.elts, *value.elts))):
        return [(target, None)]
    return [pair for t, v in zip(target.elts, value.elts) for pair in paired_targets(t, v)]


# MXNet 1.9.1's fused recurrent layers
RNN_LAYERS = frozenset({"RNN", "LSTM", "GRU"})


def rnn_layer_attrs(methods: "dict[str, ast.stmt]") -> frozenset[str]:
    """Attributes every assignment of which (outside the forward methods) is a fused RNN layer
    written ``rnn.LSTM(...)`` / ``gluon.rnn.GRU(...)``: MXNet 1.9.1's ``_RNNLayer.forward``
    returns the output alone when no states are passed."""
    verdict: dict[str, bool] = {}
    for small in small_statements(*(fn.body for m, fn in methods.items() if m not in _FORWARDS)):
        t = type(small)
        if t is ast.Assign:
            targets = small.targets
        elif t is ast.AnnAssign or t is ast.AugAssign:
            targets = [small.target]
        else:
            continue
        f = small.value.func if type(small.value) is ast.Call else None
        layer = (t is ast.Assign and type(f) is ast.Attribute and f.attr in RNN_LAYERS
                 and _owner_name(f.value) == "rnn")
        for target in targets:
            for a in attr_targets(target):      # (unpacked into a tuple: not known to be the layer)
                verdict[a] = verdict.get(a, True) and layer and type(target) is ast.Attribute
    return frozenset(a for a, ok in verdict.items() if ok)


def _owner_name(node: ast.expr) -> str | None:
    if type(node) is ast.Attribute:
        return node.attr
    return node.id if type(node) is ast.Name else None


_SCALAR_CALLS = frozenset({"int", "float", "len", "round", "abs", "bool", "str"})


def scalar_attrs(methods: "dict[str, ast.stmt]") -> tuple[set[str], frozenset[str]]:
    """(attributes only ever assigned python scalars, every attribute assigned): literals, the
    method's own parameters whose default is a literal number / string / bool, arithmetic and
    ``int``/``float``/``len``/``round``/``abs``/``math.*`` of those, other such attributes."""
    values: dict[str, list] = {}
    for fn in methods.values():
        a = fn.args
        positional = [*a.posonlyargs, *a.args]
        # (the positional-only parameters are not read, as the libcst reading never did)
        defaults = {p.arg: d for p, d in zip(positional[len(positional) - len(a.defaults):], a.defaults)
                    if p not in a.posonlyargs}
        defaults.update((p.arg, d) for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None)
        # statements only (a `for self.i in ...` target is not looked for): walking every
        # expression node of every method cost more than all the rest of the class's analysis
        for node in small_statements(fn.body):
            t = type(node)
            if t is ast.Assign:
                targets = [(target, node.value) for target in node.targets]
            elif (t is ast.AugAssign or t is ast.AnnAssign) and node.value is not None:
                targets = [(node.target, node.value)]
            else:
                continue
            for whole, whole_value in targets:
                for target, value in paired_targets(whole, whole_value):
                    for name in attr_targets(target):
                        values.setdefault(name, []).append(
                            (value, defaults) if type(target) is ast.Attribute else (None, defaults))
    scalar: set[str] = set()
    changed = True
    while changed:
        changed = False
        for attr, vals in values.items():
            if attr not in scalar and all(v is not None and _scalar_expr(v, d, scalar) for v, d in vals):
                scalar.add(attr)
                changed = True
    return scalar, frozenset(values)


# literal types a scalar attribute may hold (`None`, `...` and complex numbers are not scalars
# here; a bool is an int)
_SCALAR_LITERALS = (int, float, str, bytes)


def _scalar_expr(node: ast.expr, defaults: dict, scalar: set[str], depth: int = 0) -> bool:
    if depth > 12:
        return False
    t = type(node)
    if t is ast.Constant:
        return isinstance(node.value, _SCALAR_LITERALS)
    if t is ast.Name:
        default = defaults.get(node.id)
        return default is not None and _literal_scalar(default)
    if t is ast.UnaryOp:
        return _scalar_expr(node.operand, defaults, scalar, depth + 1)
    if t is ast.BinOp:
        return (_scalar_expr(node.left, defaults, scalar, depth + 1)
                and _scalar_expr(node.right, defaults, scalar, depth + 1))
    if t is ast.IfExp:
        return (_scalar_expr(node.body, defaults, scalar, depth + 1)
                and _scalar_expr(node.orelse, defaults, scalar, depth + 1))
    if t is ast.Attribute and type(node.value) is ast.Name:
        return node.value.id == "self" and node.attr in scalar
    if t is ast.Call:
        func = node.func
        if type(func) is ast.Name and func.id in _SCALAR_CALLS:
            return True
        return type(func) is ast.Attribute and type(func.value) is ast.Name and func.value.id == "math"
    return False


def _literal_scalar(node: ast.expr) -> bool:
    while type(node) is ast.UnaryOp and type(node.op) in (ast.USub, ast.UAdd):
        node = node.operand
    return type(node) is ast.Constant and isinstance(node.value, _SCALAR_LITERALS)


class Source:
    """The file's text, for the few questions the stdlib tree leaves open (how a string was
    spelled, whether a block is indented), split into lines only when first asked."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: "list[bytes] | list[str] | None" = None
        self._ascii = False     # _lines holds the text's str lines, encoded when asked

    def line(self, lineno: int) -> bytes:
        if self._lines is None:
            # a few lines of a file are asked: an ASCII text's are encoded when asked, not all of
            # them up front (~0.4% of a cold corpus run); any other text is encoded whole at once,
            # so that one that cannot be (a lone surrogate) fails where it failed before
            self._ascii = self.text.isascii()
            lines = self.text.splitlines(keepends=True)
            self._lines = lines if self._ascii else [ln.encode("utf-8") for ln in lines]
        if not 0 < lineno <= len(self._lines):
            return b""
        return self._lines[lineno - 1].encode("ascii") if self._ascii else self._lines[lineno - 1]

    def string_literal(self, node: ast.expr) -> "str | None":
        """The text of ``node`` when it is one string literal (libcst's ``SimpleString``): not
        an f-string, and not literals written side by side (``"a" "b"``, one constant here)."""
        if type(node) is not ast.Constant or not isinstance(node.value, (str, bytes)) \
                or node.lineno != node.end_lineno:
            # (a literal over several lines is a triple-quoted one, or a concatenation)
            return _multiline_literal(self, node)
        text = self.line(node.lineno)[node.col_offset:node.end_col_offset].decode("utf-8", "replace")
        return text if _one_literal(text) else None

    def indented(self, body: "list[ast.stmt]") -> bool:
        """Whether a block's statements stand on lines of their own (libcst's ``IndentedBlock``),
        not after the colon (``if x: a = b``, a ``SimpleStatementSuite``)."""
        first = body[0]
        if self.line(first.lineno)[:first.col_offset].strip():
            return False
        return not self.line(first.lineno - 1).rstrip().endswith(b"\\")

    def elif_(self, node: ast.If) -> bool:
        return self.line(node.lineno)[node.col_offset:].startswith(b"elif")

    def segment(self, node: ast.AST) -> str:
        """The text from ``node``'s first character to its last."""
        lines = [self.line(n) for n in range(node.lineno, node.end_lineno + 1)]
        lines[-1] = lines[-1][:node.end_col_offset]
        lines[0] = lines[0][node.col_offset:]
        return b"".join(lines).decode("utf-8", "replace")

    def keyword_value(self, kw: ast.keyword) -> str:
        """The text of a named keyword argument's value with the parentheses that are its own
        (``k=(a + b)``), as libcst's ``code_for`` of the value gives it: the stdlib tree's
        position of the value leaves them out, that of the keyword ends after them."""
        text = self.segment(kw)[len(kw.arg or ""):]
        while True:
            text = text.lstrip()
            if text.startswith("#"):                # (a comment before `=` or the value)
                text = text.partition("\n")[2]
            elif text.startswith("\\") or text.startswith("="):
                text = text[1:]
            else:
                return text


def _multiline_literal(src: Source, node: ast.expr) -> "str | None":
    if type(node) is not ast.Constant or not isinstance(node.value, (str, bytes)):
        return None
    lines = [src.line(n) for n in range(node.lineno, node.end_lineno + 1)]
    lines[-1] = lines[-1][:node.end_col_offset]
    lines[0] = lines[0][node.col_offset:]
    text = b"".join(lines).decode("utf-8", "replace")
    return text if _one_literal(text) else None


def _one_literal(text: str) -> bool:
    i = 0
    while i < len(text) and text[i] not in "'\"":
        i += 1
    if i >= len(text) or i > 2:
        return False
    q = text[i] * 3 if text.startswith(text[i] * 3, i) else text[i]
    i += len(q)
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text.startswith(q, i):
            return i + len(q) == len(text)
        i += 1
    return False


def declared_name(literal: str) -> str:
    """The name a parameter declaration (a call of a ``PARAM_FACTORIES`` name) gives by its first
    argument, a string literal's text: its prefix letters and quotes removed (both readers of a
    declaration, this module's and scopes._param_shapes, use it).  Only the leading letters are a
    prefix: stripping those letters from both ends read ``'bias'`` as ``ias``."""
    i = 0
    while i < len(literal) and literal[i] in "rbuRBUfF":
        i += 1
    body = literal[i:]
    q = 3 if body[:3] in ('"""', "'''") else 1
    return body[q:-q] if len(body) >= 2 * q else body


# gluon.nn layers whose forward returns exactly one tensor (not RNN layers, Lambda or containers)
_SINGLE_OUTPUT_LAYERS = frozenset({
    "Dense", "Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose",
    "MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D", "AvgPool2D", "AvgPool3D",
    "GlobalMaxPool1D", "GlobalMaxPool2D", "GlobalMaxPool3D", "GlobalAvgPool1D", "GlobalAvgPool2D",
    "GlobalAvgPool3D", "ReflectionPad2D", "BatchNorm", "SyncBatchNorm", "LayerNorm", "InstanceNorm",
    "GroupNorm", "Dropout", "Embedding", "Flatten", "Activation", "LeakyReLU", "PReLU", "ELU", "SELU",
    "Swish", "GELU", "SiLU",
})


# the Parameters each gluon.nn layer registers in its __init__, by the attribute (and so the
# hybrid_forward keyword) Gluon passes them under (MXNet 1.9.1 `mxnet.gluon.nn`): a subclass's
# hybrid_forward receives them (`bias` only where the layer was built with one)
LAYER_PARAMETERS: "dict[str, tuple[str, ...]]" = {
    **dict.fromkeys(("Dense", "Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose", "Conv2DTranspose",
                     "Conv3DTranspose"), ("weight", "bias")),
    "BatchNorm": ("gamma", "beta", "running_mean", "running_var"),
    **dict.fromkeys(("LayerNorm", "InstanceNorm", "GroupNorm"), ("gamma", "beta")),
    "Embedding": ("weight",),
    "PReLU": ("alpha",),
}


# every attribute name under which a Gluon layer or cell holds a Parameter: the layers above, and
# the HybridRNNCells' (MXNet 1.9.1 `mxnet.gluon.rnn`: RNNCell, LSTMCell, GRUCell) input and hidden
# weights and biases
PARAMETER_ATTRIBUTES: "frozenset[str]" = frozenset(
    {name for names in LAYER_PARAMETERS.values() for name in names}
    | {"i2h_weight", "h2h_weight", "i2h_bias", "h2h_bias"})


def layer_parameters(resolved: str) -> "tuple[str, ...]":
    """The Parameters of ``mxnet.gluon.nn.X`` (a base class's resolved dotted name); () for any
    other class."""
    head, _, last = resolved.rpartition(".")
    return LAYER_PARAMETERS.get(last, ()) if head == "mxnet.gluon.nn" else ()


def _none(node) -> bool:
    return type(node) is ast.Constant and node.value is None


def tensor_input_children(methods: "dict[str, ast.stmt]", local_classes) -> frozenset[str]:
    """Attributes every assignment of which (outside the forward methods) is a Gluon layer of one
    input array (``nn.Conv3D(...)``, ``nn.Dense(...)``), or an empty Sequential whose first added
    child is one: such a layer hands its input to its operator, which raises on a python list
    (MXNet 1.9.1, eagerly and hybridized), so the first value hybrid code passes it is an array.
    Builders of this module are left out: a block of one output may still take a list."""
    built: dict[str, str | None] = {}      # attr -> "layer", "seq", or None (something else)
    first_added: dict[str, tuple[int, int, bool]] = {}     # attr -> the earliest add's place, its verdict
    for small in small_statements(*(fn.body for m, fn in methods.items() if m not in _FORWARDS)):
        added = _self_add(small)
        if added is not None:
            # (small_statements yields in no source order: the earliest line is the first child)
            args = small.value.args
            here = (small.lineno, small.col_offset, bool(args) and type(args[0]) is not ast.Starred
                    and nn_call_name(args[0], local_classes) in _SINGLE_OUTPUT_LAYERS)
            first_added[added] = min(first_added.get(added, here), here)
            continue
        t = type(small)
        if t is not ast.Assign and t is not ast.AnnAssign and t is not ast.AugAssign:
            continue
        name = nn_call_name(small.value, local_classes) if t is ast.Assign else None
        kind = ("layer" if name in _SINGLE_OUTPUT_LAYERS
                else "seq" if name in ("HybridSequential", "Sequential") and not small.value.args
                else None)
        for target in (small.targets if t is ast.Assign else [small.target]):
            for a in attr_targets(target):      # (unpacked into a tuple: not known to be the layer)
                kind_here = kind if type(target) is ast.Attribute else None
                built[a] = kind_here if built.get(a, kind_here) == kind_here else None
    return frozenset(a for a, kind in built.items()
                     if kind == "layer" or (kind == "seq" and first_added.get(a, (0, 0, False))[2]))


def nn_call_name(value, local_classes) -> "str | None":
    """``X`` of ``nn.X(...)`` / ``gluon.nn.X(...)`` / ``X(...)`` (not a class of this module).
    ``local_classes`` is every name this module binds to something other than mxnet: its own
    classes and what it imports from elsewhere (``scopes.not_gluon_names``)."""
    if type(value) is not ast.Call:
        return None
    f = value.func
    if type(f) is ast.Attribute:
        return namespace_call_name(value, local_classes, "nn")
    if type(f) is ast.Name and f.id not in local_classes:
        return f.id
    return None


def namespace_call_name(call: ast.Call, local_classes, namespace: str) -> "str | None":
    """``X`` of ``<namespace>.X(...)`` / ``gluon.<namespace>.X(...)``, the namespace not a name
    this module binds outside mxnet; None else."""
    f = call.func
    if type(f) is not ast.Attribute:
        return None
    owner = f.value
    root = owner
    while type(root) is ast.Attribute:
        root = root.value
    # `from . import octconv as nn`: a project module spelled `nn` whose layers may return
    # tuples, not Gluon's (``local_classes`` holds the names bound outside mxnet)
    if type(root) is ast.Name and root.id in local_classes:
        return None
    return f.attr if _owner_name(owner) == namespace else None


def is_single_output_layer(value, local_classes, builders=frozenset()) -> bool:
    """``nn.Dense(...)`` / ``gluon.nn.Conv2D(...)`` / ``Dense(...)`` (not a class of this module),
    or a call of a module function or class of ``builders`` (a Sequential of such layers, a block
    returning one tensor); ``layer if flag else None`` too (calling None raises, so a call that
    returns gives the layer's one tensor)."""
    if type(value) is ast.IfExp:
        sides = [v for v in (value.body, value.orelse) if not _none(v)]
        return bool(sides) and all(is_single_output_layer(v, local_classes, builders) for v in sides)
    if type(value) is ast.Call and type(value.func) is ast.Name and value.func.id in builders:
        return True
    if (type(value) is ast.Call and type(value.func) is ast.Attribute and type(value.func.value) is ast.Name
            and value.func.value.id == "self" and "self." + value.func.attr in builders):
        return True         # `self.up = self._make_up_conv(32, 16)`: a method of _method_builders
    if type(value) is ast.Subscript and _CHAIN + _dotted(_chain_of(value.value)) in builders:
        return True         # `self.vgg.features._children[str(i)]`: a child of a chain (_foreign_chains)
    return nn_call_name(value, local_classes) in _SINGLE_OUTPUT_LAYERS


# the mark of a builders entry naming a path whose direct children are one-output layers (an
# attribute or a local name _foreign_chains proved), and of one naming such an attribute of a
# class of the module (chain_facts: no path by itself)
_CHAIN = "chain:"
_OF = "chains-of:"


def _chain_of(node):
    """``P`` of ``P._children`` (the Sequential's child table) or of ``P`` itself (its
    ``__getitem__``: a child, or a Sequential of a slice of its children)."""
    return node.value if type(node) is ast.Attribute and node.attr == "_children" else node


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _returns(body: "list[ast.stmt]"):
    """The return statements of a function body, not those of nested functions or classes."""
    stack = list(body)
    while stack:
        node = stack.pop()
        if type(node) is ast.Return:
            yield node
        if not isinstance(node, _SCOPES):
            stack.extend(ast_child_nodes(node))


def _layer_factory(fn, local_classes, builders) -> bool:
    """``def norm_layer(kind): if kind == 'bn': return nn.BatchNorm() ... elif kind == 'none':
    return None; raise ValueError(kind)``: every value it returns is a one-output layer (or a
    builder's Sequential of them), or None.  A child assigned its result is then one such layer
    wherever hybrid code calls it -- calling the None it may be fails eagerly too."""
    for stmt in fn.body:
        for n in walk_code(stmt):
            t = type(n)
            if t is ast.Yield or t is ast.YieldFrom or t is ast.Await:
                return False
    layers = 0
    for ret in _returns(fn.body):
        value = ret.value
        if value is None or _none(value):
            continue
        if not is_single_output_layer(value, local_classes, builders):
            return False
        layers += 1
    return layers > 0


_COMPOUND = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.TryStar,
             ast.Match, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _sequential_builder(fn, local_classes, builders, src: Source) -> bool:
    """``def conv_bn(c, k): blk = nn.HybridSequential(); blk.add(nn.Conv2D(...), ...); return blk``:
    every statement is straight-line, each ``add`` takes only one-output layers (or other such
    builders), and the only return is the Sequential.  A Sequential chains its children, so its
    output is the last one's: one tensor.  Any branch, loop or other use of the block refuses."""
    return built_sequentials(fn, local_classes, builders, src) == 1


def built_sequentials(fn, local_classes, builders, src: Source) -> int:
    """How many Sequentials of one-output layers ``fn`` returns, as _sequential_builder reads one:
    1 for ``return blk``, n for ``return s1, ..., sn`` of n distinct Sequentials it built (CRAFT's
    ``features_1, ..., features_4 = ...`` each filled in its own loop, then returned together);
    0 when it is not such a builder.  The Sequentials are bound once each, at its top level
    before anything is added."""
    if not src.indented(fn.body):
        return 0
    seqs: "list[str]" = []
    added: set[str] = set()
    top = {id(s) for s in fn.body}
    returned = 0
    todo = list(fn.body)
    while todo:
        stmt = todo.pop(0)
        t = type(stmt)
        if (t is ast.With or t is ast.AsyncWith) and seqs:
            # `with blk.name_scope():` only names the children
            if not src.indented(stmt.body):
                return 0
            todo[:0] = list(stmt.body)
            continue
        if (t is ast.For or t is ast.While) and seqs and not returned and not stmt.orelse:
            # `for i in range(n): blk.add(nn.Conv2D(...))`: any number of passes adds one-output
            # layers (none leaves an empty Sequential, which returns its one input)
            if not src.indented(stmt.body) or _bound_names(getattr(stmt, "target", None)) & set(seqs):
                return 0
            todo[:0] = list(stmt.body)
            continue
        if (t is ast.Break or t is ast.Continue) and seqs:
            continue
        if t is ast.If and seqs and not returned:
            # `if pool: blk.add(nn.MaxPool2D())`: whichever branch runs adds one-output layers
            # (or none), so the chain still ends in one tensor; a branch that returns refuses
            branches = _if_branches(stmt, src)
            if branches is None or any(isinstance(b, _COMPOUND) or type(b) is ast.Return for b in branches):
                return 0
            todo[:0] = branches
            continue
        if isinstance(stmt, _COMPOUND) or returned:
            return 0
        if t is ast.Expr and src.string_literal(stmt.value) is not None:
            continue                                    # docstring
        if (t is ast.Assign and id(stmt) in top and not added and len(stmt.targets) == 1
                and type(stmt.targets[0]) is ast.Name and stmt.targets[0].id not in seqs
                and nn_call_name(stmt.value, local_classes) == "HybridSequential"):
            seqs.append(stmt.targets[0].id)
            continue
        if (not seqs and t is ast.Assign and id(stmt) in top and len(stmt.targets) == 1
                and type(stmt.targets[0]) is ast.Name and _made_here(stmt.value, builders) is not None):
            continue        # `vgg = get_vgg(16)` first: a backbone whose chain the adds read
        if not seqs:
            return 0
        if t is ast.Expr and type(stmt.value) is ast.Call:
            call = stmt.value
            f = call.func
            if not (type(f) is ast.Attribute and type(f.value) is ast.Name
                    and f.value.id in seqs and f.attr == "add"):
                return 0
            if not call.args or call.keywords or any(
                    type(a) is ast.Starred or not is_single_output_layer(a, local_classes, builders)
                    for a in call.args):
                return 0
            added.add(f.value.id)
            continue
        if t is ast.Return and stmt.value is not None:
            value = stmt.value
            names = value.elts if type(value) is ast.Tuple else [value]
            got = [n.id for n in names if type(n) is ast.Name and n.id in added]
            if len(got) != len(names) or len(set(got)) != len(got):
                return 0
            returned = len(got)
            continue
        return 0
    return returned


def _bound_names(target) -> "set[str]":
    """The names a loop target binds."""
    return {n.id for n in ast.walk(target) if type(n) is ast.Name} if target is not None else set()


def _if_branches(stmt: ast.If, src: Source) -> "list[ast.stmt] | None":
    """The statements of every branch of an if/elif/else chain, or None for a one-line body
    (an ``else:`` holding an ``if`` is a branch with a compound statement, not an ``elif``)."""
    out: list[ast.stmt] = []
    node = stmt
    while True:
        if not src.indented(node.body):
            return None
        out.extend(node.body)
        orelse = node.orelse
        if len(orelse) == 1 and type(orelse[0]) is ast.If and src.elif_(orelse[0]):
            node = orelse[0]
            continue
        if orelse:
            if not src.indented(orelse):
                return None
            out.extend(orelse)
        return out


def sequential_builders(functions: "dict[str, ast.stmt]", local_classes, src: Source) -> frozenset[str]:
    """Module functions that return a Sequential of one-output layers, or one such layer (or
    None) on every return (they may call each other)."""
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, fn in functions.items():
            if name not in found and name not in local_classes and (
                    _sequential_builder(fn, local_classes, frozenset(found), src)
                    or _layer_factory(fn, local_classes, frozenset(found))):
                found.add(name)
                changed = True
    return frozenset(found)


def module_functions(body: "list[ast.stmt]", blanked) -> "dict[str, ast.stmt]":
    """The module-level functions the libcst parse holds, by name (the last definition wins)."""
    return {s.name: s for s in body if type(s) in _FUNCTIONS and first_line(s) not in blanked}


def _nested_factories(methods, local_classes, builders, src: Source) -> frozenset[str]:
    """Functions defined in a method's body (``__init__``'s local ``def norm_layer(...)``) that
    are layer factories, by name; a name defined twice counts only if both are."""
    nested: dict[str, list] = {}
    for m, fn in methods.items():
        if m in _FORWARDS or not src.indented(fn.body):
            continue
        for stmt in fn.body:
            if type(stmt) in _FUNCTIONS:
                nested.setdefault(stmt.name, []).append(stmt)
    return frozenset(name for name, fns in nested.items() if name not in local_classes
                     and all(_layer_factory(f, local_classes, builders) for f in fns))


_SEQUENTIAL_BASES = frozenset({"HybridSequential", "nn.HybridSequential", "gluon.nn.HybridSequential",
                               "mx.gluon.nn.HybridSequential", "mxnet.gluon.nn.HybridSequential"})


def _dotted(node) -> str:
    parts = []
    while type(node) is ast.Attribute:
        parts.append(node.attr)
        node = node.value
    return ".".join([node.id, *reversed(parts)]) if type(node) is ast.Name else ""


def sequential_classes(body: "list[ast.stmt]", local_classes, builders, src: Source) -> frozenset[str]:
    """Classes of this module that subclass Gluon's HybridSequential directly, define ``__init__``
    alone (no forward, ``__call__`` or ``add`` of their own: calling one chains its children) and
    touch ``self`` there only by ``self.add(...)`` of one-output layers, ``self.name_scope()`` and
    the ``super`` call -- an attribute assigned would be one more chained child.  Such a class
    built gives one tensor, as sequential_builders' functions do."""
    found: set[str] = set()
    for stmt in body:
        if (type(stmt) is not ast.ClassDef or stmt.decorator_list or stmt.keywords or len(stmt.bases) != 1
                or _dotted(stmt.bases[0]) not in _SEQUENTIAL_BASES
                or _dotted(stmt.bases[0]).split(".")[0] in local_classes):
            continue
        init = [m for m in stmt.body if type(m) in _FUNCTIONS]
        if (len(init) != 1 or init[0].name != "__init__" or init[0].decorator_list or any(
                type(m) not in _FUNCTIONS and not (type(m) is ast.Expr and src.string_literal(m.value) is not None)
                for m in stmt.body)):
            continue
        fn = init[0]
        one_out = _one_output_adds({"__init__": fn}, local_classes, builders)
        selfs = uses = 0
        for node in ast.walk(fn):
            if type(node) is ast.Name and node.id == "self":
                selfs += 1
            elif type(node) is ast.Call and type(node.func) is ast.Attribute and type(node.func.value) is ast.Name \
                    and node.func.value.id == "self":
                if node.func.attr == "add" and one_out(node):
                    uses += 1
                elif node.func.attr == "name_scope" and not node.args and not node.keywords:
                    uses += 1
            elif type(node) is ast.Call and type(node.func) is ast.Name and node.func.id == "super" \
                    and len(node.args) == 2 and type(node.args[1]) is ast.Name and node.args[1].id == "self":
                uses += 1
        if uses == selfs:               # (the `self` parameter is an ast.arg, not counted)
            found.add(stmt.name)
    return frozenset(found)


def _method_builders(methods, local_classes, builders, src: Source) -> frozenset[str]:
    """``self.<m>`` for each method (not a forward) that builds a Sequential of one-output layers
    or returns one such layer (``self.upsample1 = self._make_up_conv(32, 16)``), as
    sequential_builders reads module functions (they may call each other)."""
    called = _self_calls(methods)
    if not called:
        return frozenset()
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for m, fn in methods.items():
            key = "self." + m
            if m not in called or key in found or type(fn) not in _FUNCTIONS or not all(
                    type(d) is ast.Name and d.id == "staticmethod" for d in fn.decorator_list):
                continue
            built = built_sequentials(fn, local_classes, builders | found, src)
            if built > 1:
                # `self.f1, self.f2 = self._copy_vgg()`: n Sequentials returned together
                found.add(f"{key}*{built}")
            elif built == 1 or _layer_factory(fn, local_classes, builders | found):
                found.add(key)
                changed = True
    return frozenset(found)


def _chained_attrs(methods, local_classes, builders, src: Source) -> "list[str]":
    """Attributes of a class each direct child of which is a one-output layer: every binding of
    ``self.X`` in the methods (not the forwards) is an empty Sequential or a call of a builder
    that built_sequentials reads as one Sequential (a module function of ``builders`` marked
    pure, a method of the class), and every ``self.X.add(...)`` adds one-output layers
    (declared_params' single).  A layer factory or a one-output class is not enough: its own
    children may give tuples."""
    single = declared_params(methods, local_classes, builders, src)[2]
    if not single:
        return []
    mine = _method_builders(methods, local_classes, builders, src)
    pure = {m for m in mine if "*" not in m
            and built_sequentials(methods[m[5:]], local_classes, builders | mine, src) == 1}
    bound: dict[str, bool] = {}
    for small in small_statements(*(fn.body for m, fn in methods.items() if m not in _FORWARDS)):
        if type(small) not in (ast.Assign, ast.AnnAssign, ast.AugAssign):
            continue
        value = small.value
        ok = type(small) is ast.Assign and type(value) is ast.Call and (
            (not value.args and not any(k.arg is None for k in value.keywords)
             and nn_call_name(value, local_classes) in (
                "HybridSequential", "Sequential"))
            or (type(value.func) is ast.Name and _PURE + value.func.id in builders)
            or (type(value.func) is ast.Attribute and type(value.func.value) is ast.Name
                and value.func.value.id == "self" and "self." + value.func.attr in pure))
        for target in (small.targets if type(small) is ast.Assign else [small.target]):
            for a in attr_targets(target):
                bound[a] = bound.get(a, True) and ok and type(target) is ast.Attribute
    return [a for a in single if bound.get(a) and _only_built(methods, a)]


def _only_built(methods, attr: str) -> bool:
    """Every ``self.<attr>`` in the methods (forwards too) is bound, called, added to or asked
    its name scope: not handed to code that may add something else (``_add_conv(self.out, ...)``)."""
    seen = accounted = 0
    for fn in methods.values():
        for node in ast.walk(fn):
            if _self_attr(node, attr):
                seen += 1
                accounted += type(node.ctx) is ast.Store
            elif type(node) is ast.Call:
                f = node.func
                accounted += _self_attr(f, attr) or (type(f) is ast.Attribute and f.attr in ("add", "name_scope")
                                                     and _self_attr(f.value, attr))
    return seen == accounted


# the mark of a builders entry naming a module function that built_sequentials reads as one
# Sequential (not a layer factory), and of one that returns an instance of a class of the module
_PURE = "pure:"
_MAKES = "makes:"


def chain_facts(body: "list[ast.stmt]", blanked, local_classes, builders, src: Source) -> frozenset[str]:
    """What other classes may read through a child of a class of this module: ``chains-of:C.X`` for
    each attribute X of class C whose direct children are one-output layers (_chained_attrs),
    ``makes:f=C`` for each module function every return of which is a call of class C
    (``get_vgg(16)`` returning ``VGG(layers, filters)``)."""
    functions = module_functions(body, blanked)
    facts = {_PURE + n for n, fn in functions.items()
             if n in builders and built_sequentials(fn, local_classes, builders, src) == 1}
    classes = {c.name: c for c in classes_in(body, blanked)}
    for name, cls in classes.items():
        facts.update(f"{_OF}{name}.{a}" for a in _chained_attrs(
            method_defs(cls, blanked), local_classes, builders | facts, src))
    for n, fn in functions.items():
        made = _made_class(fn, classes)
        if made is not None:
            facts.add(f"{_MAKES}{n}={made}")
    return frozenset(facts)


def _made_class(fn, classes) -> "str | None":
    """The class of this module that every return of ``fn`` is an instance of: ``return C(...)``,
    or ``return net`` of a local name every binding of which is ``C(...)``; None otherwise."""
    bound: "dict[str, list] | None" = None
    made: set = set()
    for ret in _returns(fn.body):
        value = ret.value
        if type(value) is ast.Name:
            if not _only_bound_and_returned(fn, value.id):
                return None         # `net.features.add(...)` before `return net`
            if bound is None:
                bound = name_bindings(fn.body)
                a = fn.args
                for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg):
                    if p is not None:
                        bound.setdefault(p.arg, []).append(None)
            made.update(_class_called(v, classes) for v in bound.get(value.id) or [None])
        else:
            made.add(_class_called(value, classes))
    return made.pop() if len(made) == 1 and None not in made else None


def _only_bound_and_returned(fn, name: str) -> bool:
    """Every occurrence of ``name`` in ``fn`` is a binding or a ``return name``."""
    seen = accounted = 0
    for node in ast.walk(fn):
        if type(node) is ast.Name and node.id == name:
            seen += 1
            accounted += type(node.ctx) is ast.Store
        elif type(node) is ast.Return and type(node.value) is ast.Name and node.value.id == name:
            accounted += 1
    return seen == accounted


def _class_called(value, classes) -> "str | None":
    return value.func.id if (type(value) is ast.Call and type(value.func) is ast.Name
                             and value.func.id in classes) else None


def _foreign_chains(methods, builders) -> "frozenset[str]":
    """``chain:self.A.X`` for each chain X of class C (chain_facts) where every binding of
    ``self.A`` in the methods (not the forwards) is ``C(...)`` or a call of a function making a C:
    then ``self.vgg.features._children[k]`` is one of its one-output layers.  The same,
    ``chain:vgg.X``, for a local name every binding of which in every method is such a call
    (``vgg = get_vgg(16)`` then ``self.slice1.add(vgg.features[i])``)."""
    made: dict[str, "str | None"] = {}
    for small in small_statements(*(fn.body for m, fn in methods.items() if m not in _FORWARDS)):
        if type(small) not in (ast.Assign, ast.AnnAssign, ast.AugAssign):
            continue
        cls = _made_here(small.value, builders) if type(small) is ast.Assign else None
        for target in (small.targets if type(small) is ast.Assign else [small.target]):
            for a in attr_targets(target):
                here = cls if type(target) is ast.Attribute else None
                made[a] = here if made.get(a, here) == here else None
    out = {f"self.{a}": cls for a, cls in made.items() if cls is not None}
    local: dict[str, "str | None"] = {}
    for fn in methods.values():
        a = fn.args
        for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg):
            if p is not None:
                local[p.arg] = None
        for name, values in name_bindings(fn.body).items():
            for v in values:
                here = _made_here(v, builders) if v is not None else None
                local[name] = here if local.get(name, here) == here else None
    out.update((name, cls) for name, cls in local.items() if cls is not None)
    facts = set()
    for root, cls in out.items():
        xs = {b.partition(".")[2] for b in builders if b.startswith(f"{_OF}{cls}.")}
        if xs and _only_child_reads(methods, root, xs):
            facts.update(f"{_CHAIN}{root}.{x}" for x in xs)
    return frozenset(facts)


def _made_here(value, builders) -> "str | None":
    """The class of this module ``value`` builds: ``C(...)`` of a class with chains, or a call of
    a function making one (chain_facts' marks)."""
    if not (type(value) is ast.Call and type(value.func) is ast.Name):
        return None
    f = value.func.id
    if any(b.startswith(f"{_OF}{f}.") for b in builders):
        return f
    return next((b.partition("=")[2] for b in builders if b.startswith(f"{_MAKES}{f}=")), None)


def _self_attr(node, attr: str) -> bool:
    return (type(node) is ast.Attribute and node.attr == attr and type(node.value) is ast.Name
            and node.value.id == "self")


def _is_root(node, root: str) -> bool:
    """``node`` spells ``root``: ``self.a`` or a bare name."""
    if root.startswith("self."):
        return _self_attr(node, root[5:])
    return type(node) is ast.Name and node.id == root


def _only_child_reads(methods, root: str, chains: "set[str]") -> bool:
    """Every ``root`` (``self.<attr>`` or a local name) in the methods (forwards too) is a binding
    or the start of a read of one chain's child, ``root.X._children[k]`` / ``root.X[k]``:
    nothing there adds to the chain, rebinds it or hands the block to code that may."""
    seen = accounted = 0
    for fn in methods.values():
        for node in ast.walk(fn):
            if _is_root(node, root):
                seen += 1
                accounted += type(node.ctx) is ast.Store
            elif type(node) is ast.Subscript and type(node.ctx) is ast.Load:
                path = _chain_of(node.value)
                accounted += type(path) is ast.Attribute and path.attr in chains and _is_root(path.value, root)
    return seen == accounted


def _self_calls(methods) -> "set[str]":
    """The methods ``self.m(...)`` that the statements of the non-forward methods assign (also
    in a tuple) or add (``self.body.add(self._m(...))``): the only ones _method_builders reads,
    so that no other method's body is walked."""
    out: set[str] = set()
    for small in small_statements(*(fn.body for m, fn in methods.items() if m not in _FORWARDS)):
        value = getattr(small, "value", None)
        t = type(value)
        values = value.elts if t is ast.Tuple or t is ast.List else value.args if (
            t is ast.Call and type(small) is ast.Expr) else (value,)
        for v in values:
            if (type(v) is ast.Call and type(v.func) is ast.Attribute and type(v.func.value) is ast.Name
                    and v.func.value.id == "self" and v.func.attr in methods and v.func.attr not in _FORWARDS):
                out.add(v.func.attr)
    return out


def _constant(value, src: Source) -> bool:
    """A value libcst spells as a literal string or number, ``True``/``False``/``None``, or no
    value at all."""
    if value is None:
        return True
    if type(value) is not ast.Constant:
        return False
    v = value.value
    if isinstance(v, (str, bytes)):
        return src.string_literal(value) is not None
    return v is None or isinstance(v, (int, float))      # (a bool is an int; complex is not)


def _unpacked_children(target, value, local_classes, builders, src: Source,
                       children: set, single: set, other: set) -> None:
    """``self.stage1, self.stage2 = self._make_stages()`` or ``self.a, self.b = nn.Dense(4),
    nn.Dense(5)``: each ``self.X`` unpacked is a child candidate as ``self.X = ...`` is; position
    by position against a literal tuple of layers, it is a single-output child when its layer is."""
    elems = target.elts
    values: list = [None] * len(elems)
    if (type(value) in (ast.Tuple, ast.List) and len(value.elts) == len(elems)
            and not any(type(e) is ast.Starred for e in (*value.elts, *elems))):
        values = list(value.elts)
    for elem, v in zip(elems, values):
        if not (type(elem) is ast.Attribute and type(elem.value) is ast.Name and elem.value.id == "self"):
            continue
        if v is not None and _constant(v, src):
            other.add(elem.attr)
            continue
        children.add(elem.attr)
        (single if (v is not None and is_single_output_layer(v, local_classes, builders))
         or (v is None and _tuple_built(value, len(elems), builders)) else other).add(elem.attr)


def _tuple_built(value, n: int, builders) -> bool:
    """``self._copy_vgg()``: a method of _method_builders returning n Sequentials of one-output
    layers, unpacked into n attributes."""
    f = value.func if type(value) is ast.Call else None
    return (type(f) is ast.Attribute and type(f.value) is ast.Name and f.value.id == "self"
            and f"self.{f.attr}*{n}" in builders)


def _callee_last(call: ast.Call) -> str:
    f = call.func
    if type(f) is ast.Attribute:
        return f.attr
    return f.id if type(f) is ast.Name else ""


def _self_add(small) -> "str | None":
    """``X`` of a statement ``self.X.add(...)``."""
    if not (type(small) is ast.Expr and type(small.value) is ast.Call):
        return None
    f = small.value.func
    if (type(f) is ast.Attribute and f.attr == "add" and type(f.value) is ast.Attribute
            and type(f.value.value) is ast.Name and f.value.value.id == "self"):
        return f.value.attr
    return None


def _first_argument(call: ast.Call):
    """The value of the call's first argument as written, positional or keyword."""
    first = min((*call.args, *call.keywords), key=lambda a: (a.lineno, a.col_offset), default=None)
    if first is None:
        return None
    return first.value if type(first) in (ast.Starred, ast.keyword) else first


def declared_params(methods: "dict[str, ast.stmt]", local_classes, builders, src: Source,
                    overridden: frozenset[str] = frozenset()):
    """(names under which Gluon passes registered parameters to hybrid_forward,
    attributes assigned a computed value: the candidates for child blocks,
    the attributes only ever assigned a single-output Gluon layer,
    the names of the declarations that pass ``shape=``: scopes reads those shapes from the libcst
    tree, only for these names,
    the attributes only ever assigned an empty Sequential to which only single-output layers are
    added: an item or a slice of one, ``self.body[i]`` / ``self.body[1:]``, is one of those layers
    or a Sequential chaining them (HybridSequential.__getitem__), so its call gives one tensor).

    Only statements are walked (``self.w = self.params.get('w', ...)``, also inside
    ``with self.name_scope():``), not every expression: this runs for every class.  ``overridden``
    names the methods a subclass of this file defines again: a builder method among them may
    build something else in the instance that runs (_method_builders).
    """
    names: set[str] = set()
    children: set[str] = set()
    single: set[str] = set()
    other: set[str] = set()       # attributes also assigned something else somewhere
    shaped: set[str] = set()     # names declared with a `shape=`
    # `self.body = nn.HybridSequential()` ... `self.body.add(nn.Dense(...))`: a Sequential chains
    # its children, so when every child added is a one-output layer it gives one tensor
    sequentials: set[str] = set()
    adds: dict[str, list[ast.Call]] = {}
    # `def norm_layer(kind): ... return nn.LayerNorm()` inside __init__, then `self.norm1 =
    # norm_layer(kind)`: the local factory counts as a builder of one-output layers
    builders = builders | _nested_factories(methods, local_classes, builders, src)
    if any(b.startswith(_OF) for b in builders):
        builders = builders | _foreign_chains(methods, builders)
    builders = builders | _method_builders({m: fn for m, fn in methods.items() if m not in overridden},
                                           local_classes, builders, src)
    for small in small_statements(*(fn.body for m, fn in methods.items() if m not in _FORWARDS)):
        value = getattr(small, "value", None)
        added = _self_add(small)
        if added is not None:
            adds.setdefault(added, []).append(small.value)
            continue
        t = type(small)
        if t is ast.Assign or t is ast.AnnAssign or t is ast.AugAssign:
            targets = small.targets if t is ast.Assign else [small.target]
            constant = _constant(value, src)
            layer = is_single_output_layer(value, local_classes, builders)
            empty_seq = (t is not ast.AugAssign and type(value) is ast.Call and not value.args
                         and not any(k.arg is None for k in value.keywords)
                         and nn_call_name(value, local_classes) in ("HybridSequential", "Sequential"))
            for target in targets:
                tt = type(target)
                if tt is ast.Attribute and type(target.value) is ast.Name and target.value.id == "self":
                    if not constant and t is not ast.AugAssign:
                        children.add(target.attr)
                    (sequentials if empty_seq else single if layer else other).add(target.attr)
                elif (tt is ast.Tuple or tt is ast.List) and t is ast.Assign:
                    _unpacked_children(target, value, local_classes, builders, src, children, single, other)
        if type(value) is not ast.Call or _callee_last(value) not in PARAM_FACTORIES:
            continue
        found: list[str] = []
        if t is ast.Assign:
            found.extend(target.attr for target in small.targets if type(target) is ast.Attribute)
        first = _first_argument(value)
        literal = src.string_literal(first) if first is not None else None
        if literal is not None:
            found.append(declared_name(literal))
        names.update(found)
        if any(k.arg == "shape" for k in value.keywords):
            shaped.update(found)
    one_out = _one_output_adds(methods, local_classes, builders)
    single.update(a for a in sequentials if adds.get(a) and all(one_out(c) for c in adds[a]))
    # `self.body = self._make(4)` / `Stem()` then `self.body.add(block)`: the built Sequential
    # chains what is added after it too, so those adds must be one-output layers as well
    other.update(a for a in single if a not in sequentials and adds.get(a)
                 and not all(one_out(c) for c in adds[a]))
    other.update(a for a in sequentials if a not in single)
    items = frozenset(a for a in sequentials if a in single) - other - names
    return (frozenset(names), frozenset(children - names), frozenset(single - other - names),
            frozenset(shaped), items)


def _one_output_adds(methods, local_classes, builders):
    """Whether a ``self.X.add(...)`` call adds only one-output layers: calls of them, or local
    names every binding of which is one (``conv = nn.Conv2D(...)`` then ``self.head.add(conv)``,
    a layer kept to share its parameters); the methods' bindings are read only when a name is
    added."""
    bound: "dict[str, list] | None" = None

    def layer(node) -> bool:
        nonlocal bound
        if type(node) is not ast.Name:
            return is_single_output_layer(node, local_classes, builders)
        if bound is None:
            bound = {}
            for m, fn in methods.items():
                if m in _FORWARDS:
                    continue
                a = fn.args
                for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg):
                    if p is not None:
                        bound.setdefault(p.arg, []).append(None)
                for name, values in name_bindings(fn.body).items():
                    bound.setdefault(name, []).extend(values)
        values = bound.get(node.id)
        return bool(values) and all(v is not None and is_single_output_layer(v, local_classes, builders)
                                    for v in values)

    lists: dict[str, bool] = {}

    def listed(node) -> bool:
        # `self.model.add(*model)`: a local list of layers (U-GAT-IT, CycleGAN generators)
        if type(node) is not ast.Name:
            return False
        if node.id not in lists:
            lists[node.id] = _layer_list(node.id, methods, layer)
        return lists[node.id]

    def one_out(call: ast.Call) -> bool:
        return bool(call.args) and not call.keywords and all(
            listed(a.value) if type(a) is ast.Starred else layer(a) for a in call.args)

    return one_out


_GROW = {"append": (1, 0), "insert": (2, 1)}     # list method -> (arguments, the layer's place)


def _layer_list(name: str, methods, layer) -> bool:
    """Whether the local list ``name`` holds one-output layers only, wherever the methods (not the
    forwards) touch it: every occurrence of the name is a ``name = [...]`` / ``name += [...]`` of
    layers, a ``name.append(layer)`` / ``name.insert(i, layer)`` / ``name.extend([...])`` statement,
    a ``*name`` unpacking or ``len(name)`` -- any other read may hand the list to code that fills
    it (so it refuses), and any other binding may be anything."""
    def display(node) -> bool:
        return type(node) in (ast.List, ast.Tuple) and all(
            type(e) is not ast.Starred and layer(e) for e in node.elts)

    def named(node) -> bool:
        return type(node) is ast.Name and node.id == name

    seen = accounted = bindings = 0
    for m, fn in methods.items():
        if m in _FORWARDS:
            continue
        for stmt in fn.body:
            for node in ast.walk(stmt):
                t = type(node)
                if t is ast.Name and node.id == name:
                    seen += 1
                elif t is ast.Assign and len(node.targets) == 1 and named(node.targets[0]) and display(node.value):
                    accounted += 1
                    bindings += 1
                elif (t is ast.AugAssign and named(node.target) and type(node.op) is ast.Add
                        and display(node.value)):
                    accounted += 1
                elif t is ast.Expr and type(node.value) is ast.Call and _grows(node.value, named, display, layer):
                    accounted += 1
                elif (t is ast.Starred and named(node.value)) or (
                        t is ast.Call and type(node.func) is ast.Name and node.func.id == "len"
                        and len(node.args) == 1 and not node.keywords and named(node.args[0])):
                    accounted += 1
    return bindings > 0 and seen == accounted


def _grows(call: ast.Call, named, display, layer) -> bool:
    """``name.append(layer)``, ``name.insert(i, layer)`` or ``name.extend([layers])``."""
    f = call.func
    if not (type(f) is ast.Attribute and named(f.value)) or call.keywords:
        return False
    if f.attr == "extend":
        return len(call.args) == 1 and display(call.args[0])
    arity, at = _GROW.get(f.attr, (0, 0))
    return len(call.args) == arity and arity > 0 and type(call.args[at]) is not ast.Starred and layer(call.args[at])


def name_bindings(body: "list[ast.stmt]") -> "dict[str, list]":
    """``walk.name_bindings(body, nested=False)`` of the libcst tree, on the ast tree: the
    value of each ``name = value`` of the body's statements, None for any other binding and
    for a store into the name's object (``d[k] = v``, ``d.a = v``), read everywhere in the
    body, nested functions included, so that a proof from a name's values sees every binding
    it cannot read.  The attribute's name of ``self.a = v`` is not bound."""
    out: dict[str, list] = {}

    def unknown(target) -> None:
        stack = [target]
        while stack:
            t = stack.pop()
            tt = type(t)
            if tt is ast.Tuple or tt is ast.List:
                stack.extend(t.elts)
            elif tt is ast.Starred:
                stack.append(t.value)
            elif tt is ast.Name:
                out.setdefault(t.id, []).append(None)
            elif tt is ast.Attribute or tt is ast.Subscript:
                while type(t) is ast.Attribute or type(t) is ast.Subscript:
                    t = t.value
                if type(t) is ast.Name:
                    out.setdefault(t.id, []).append(None)

    for node in small_statements(body):
        t = type(node)
        if t is ast.Assign:
            for target in node.targets:
                if type(target) is ast.Name:
                    out.setdefault(target.id, []).append(node.value)
                else:
                    unknown(target)
        elif t is ast.AugAssign or t is ast.AnnAssign:
            unknown(node.target)
    for stmt in body:
        for node in walk_code(stmt):
            t = type(node)
            if t is ast.For or t is ast.AsyncFor or t is ast.comprehension or t is ast.NamedExpr:
                unknown(node.target)
            elif t is ast.withitem and node.optional_vars is not None:
                unknown(node.optional_vars)
            elif t is ast.Delete:
                for target in node.targets:
                    unknown(target)
            elif t is ast.ExceptHandler and node.name:
                out.setdefault(node.name, []).append(None)
            elif t is ast.alias:
                out.setdefault(node.asname or node.name.partition(".")[0], []).append(None)
            elif t is ast.FunctionDef or t is ast.AsyncFunctionDef or t is ast.ClassDef:
                out.setdefault(node.name, []).append(None)
            elif t is ast.Global or t is ast.Nonlocal:
                for name in node.names:
                    out.setdefault(name, []).append(None)
    return out


def constant_names(methods: "dict[str, ast.stmt]") -> frozenset[str]:
    """Every name a ``self.X = <...>.get_constant(...)`` of ``methods`` may give its constant:
    the attributes assigned and every string literal among the call's arguments (more than
    constant_shapes keys its readings by: a name outside this set has none)."""
    out: set[str] = set()
    for fn in methods.values():
        for stmt in fn.body:
            for n in walk_code(stmt):
                if type(n) is not ast.Assign or type(n.value) is not ast.Call:
                    continue
                call = n.value
                if type(call.func) is not ast.Attribute or call.func.attr != "get_constant":
                    continue
                out.update(t.attr for t in n.targets if type(t) is ast.Attribute)
                out.update(a.value for a in (*call.args, *(k.value for k in call.keywords))
                           if type(a) is ast.Constant and isinstance(a.value, str))
    return frozenset(out)


def calls_method(methods: "dict[str, ast.stmt]", name: str) -> bool:
    """Whether any of ``methods`` (nested code included) calls ``<something>.name(...)``."""
    for fn in methods.values():
        for stmt in fn.body:
            for node in walk_code(stmt):
                if type(node) is ast.Call and type(node.func) is ast.Attribute and node.func.attr == name:
                    return True
    return False


# ---- the statements and calls of a method body, for readers of what ``__init__`` builds --------
# (fixers/_shapes.declared_children and declared_input_sizes: child layers and their sizes)

def statements_marking_straight(body: "list[ast.stmt]", src: Source, straight: bool = True,
                                taken=None):
    """Every statement of ``body`` at any depth (nested functions and classes included), in
    source order, each with whether it is a simple statement that runs whenever the body does:
    on the body's own lines or inside ``with`` blocks (``with self.body.name_scope():``), not
    under if/for/while/try/match, in a nested function, or in a body written after its colon.
    ``taken(if_stmt)``, when given, may name the branch an ``if`` takes (True: its body, False:
    its ``else``): that branch then runs as the ``if`` does, and the other is left out."""
    straight = straight and src.indented(body)
    for stmt in body:
        t = type(stmt)
        if t not in _COMPOUND_STATEMENTS:
            yield stmt, straight
            continue
        yield stmt, False
        branch = taken(stmt) if taken is not None and t is ast.If else None
        if branch is not None:
            block = stmt.body if branch else stmt.orelse
            if block:
                yield from statements_marking_straight(block, src, straight, taken)
            continue
        inner = straight and (t is ast.With or t is ast.AsyncWith)
        if t is ast.Try or t is ast.TryStar:
            blocks = [stmt.body, *(h.body for h in stmt.handlers), stmt.orelse, stmt.finalbody]
        elif t is ast.Match:
            blocks = [c.body for c in stmt.cases]
        else:
            blocks = [stmt.body, getattr(stmt, "orelse", [])]
        for block in blocks:
            if block:
                yield from statements_marking_straight(block, src, inner, taken)


_COMPOUND_STATEMENTS = frozenset(_COMPOUND)
_BLOCK_FIELDS = frozenset({"body", "orelse", "finalbody", "handlers", "cases"})


def _own_nodes(stmt: ast.stmt):
    """The expression nodes of ``stmt`` outside the statements it holds: all of a simple
    statement, a compound statement's header (an ``if``'s test, a ``with``'s items, a
    ``def``'s decorators and defaults, an ``except``'s type, a ``case``'s pattern and guard)."""
    if type(stmt) not in _COMPOUND_STATEMENTS:
        yield from walk_code(stmt)
        return
    for name, value in ast.iter_fields(stmt):
        if name in _BLOCK_FIELDS:
            for part in value if name in ("handlers", "cases") else ():
                for sub in (getattr(part, "type", None), getattr(part, "pattern", None),
                            getattr(part, "guard", None)):
                    if sub is not None:
                        yield from walk_code(sub)
        elif isinstance(value, list):
            for v in value:
                if isinstance(v, ast.AST):
                    yield from walk_code(v)
        elif isinstance(value, ast.AST):
            yield from walk_code(value)


def method_calls(body: "list[ast.stmt]", src: Source, taken=None) -> "list[tuple[ast.Call, bool]]":
    """The calls ``<x>.<name>(...)`` of a method body at any depth, in the order libcst's
    pre-order walk of the body meets them (source order, an outer call before the calls inside
    it), each with whether it lies in a simple statement that always runs
    (:func:`statements_marking_straight`, ``taken`` as there)."""
    out = []
    for stmt, straight in statements_marking_straight(body, src, taken=taken):
        for n in _own_nodes(stmt):
            if type(n) is ast.Call and type(n.func) is ast.Attribute:
                out.append((n, straight))
    out.sort(key=lambda c: (c[0].lineno, c[0].col_offset, -c[0].end_lineno, -c[0].end_col_offset))
    return out


def self_attr(node) -> bool:
    """``self.a`` or ``self.a.b``: attributes on the name ``self``."""
    if type(node) is not ast.Attribute:
        return False
    while type(node) is ast.Attribute:
        node = node.value
    return type(node) is ast.Name and node.id == "self"


def int_value(node) -> "int | None":
    """The value of ``3`` / ``-3`` / ``(3)`` (not a bool); None for anything else (walk.int_literal)."""
    if type(node) is ast.UnaryOp and type(node.op) is ast.USub:
        inner = node.operand
        return -inner.value if type(inner) is ast.Constant and type(inner.value) is int else None
    return node.value if type(node) is ast.Constant and type(node.value) is int else None


def keyword(call: ast.Call, name: str):
    """The value ``call`` passes as keyword ``name``, else None."""
    for k in call.keywords:
        if k.arg == name:
            return k.value
    return None


def positional(call: ast.Call) -> "list[tuple[ast.expr, bool]]":
    """The arguments passed without a keyword in order, each as (value, whether starred): libcst
    lists ``*a`` and ``**k`` among them (a ``**`` comes after every other such argument)."""
    out = [(a.value, True) if type(a) is ast.Starred else (a, False) for a in call.args]
    out.extend((k.value, True) for k in call.keywords if k.arg is None)
    return out


def custom_op_outputs(body: "list[ast.stmt]") -> dict[str, int]:
    """How many outputs each custom operator registered at module level in ``body`` has, by its
    ``op_type``: a class decorated ``@mx.operator.register("name")`` (or ``@register("name")``)
    whose ``list_outputs`` returns a list or tuple literal, or that defines none (CustomOpProp's
    own gives ``['output']``: one).  ``F.Custom(..., op_type="name")`` is one NDArray eagerly
    for a one-output op and a list for several; an op whose outputs the file does not spell
    (a computed list, a name registered elsewhere) is absent."""
    out: dict[str, int] = {}
    for stmt in body:
        if not isinstance(stmt, ast.ClassDef):
            continue
        names = [d.args[0].value for d in stmt.decorator_list
                 if isinstance(d, ast.Call) and len(d.args) == 1 and not d.keywords
                 and isinstance(d.args[0], ast.Constant) and isinstance(d.args[0].value, str)
                 and (isinstance(d.func, ast.Attribute) and d.func.attr == "register"
                      or isinstance(d.func, ast.Name) and d.func.id == "register")]
        if len(names) != 1:
            continue
        defs = [f for f in stmt.body if isinstance(f, _FUNCTIONS) and f.name == "list_outputs"]
        if not defs:
            out[names[0]] = 1
            continue
        body_ = [s for s in defs[0].body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        if len(defs) == 1 and len(body_) == 1 and isinstance(body_[0], ast.Return) \
                and isinstance(body_[0].value, (ast.List, ast.Tuple)) \
                and not any(isinstance(e, ast.Starred) for e in body_[0].value.elts) and body_[0].value.elts:
            out[names[0]] = len(body_[0].value.elts)
    return out


def tuple_children(methods: "dict[str, ast.stmt]", classes: "dict[str, int]") -> "dict[str, int]":
    """Attributes of ``self`` that every binding in the class's methods assigns an instance of
    one of ``classes`` (``self.fuse = Fusion(...)``, plain ``=``), by the class's tuple length;
    an attribute also bound otherwise (unpacked, augmented, annotated, two classes of different
    lengths) is left out, and so is every one where a method calls ``setattr`` (a name the
    file does not spell may be rebound). Read from the stdlib tree, which holds the bodies the
    first libcst parse leaves out (stubs.py): reading them there would trip into a second
    analysis of the file."""
    arity: dict[str, int] = {}
    other: set[str] = set()
    for fn in methods.values():
        for stmt in fn.body:
            for node in walk_code(stmt):
                t = type(node)
                if t is ast.Call and type(node.func) is ast.Name and node.func.id == "setattr":
                    return {}
                if t is ast.Attribute and node.attr == "__setattr__":
                    return {}
                if t is ast.Assign:
                    for target in node.targets:
                        _note_tuple_child(target, node.value, classes, arity, other)
                elif t is ast.AnnAssign or t is ast.AugAssign:
                    _note_tuple_child(node.target, None, classes, arity, other)
    return {a: n for a, n in arity.items() if a not in other}


def _note_tuple_child(target: ast.expr, value: "ast.expr | None", classes: "dict[str, int]",
                      arity: "dict[str, int]", other: "set[str]") -> None:
    t = type(target)
    if t is ast.Tuple or t is ast.List:
        for e in target.elts:
            _note_tuple_child(e.value if type(e) is ast.Starred else e, None, classes, arity, other)
        return
    if t is ast.Starred:
        _note_tuple_child(target.value, None, classes, arity, other)
        return
    if not (t is ast.Attribute and type(target.value) is ast.Name and target.value.id == "self"):
        return
    attr = target.attr
    n = (classes.get(value.func.id) if type(value) is ast.Call and type(value.func) is ast.Name
         else None)
    if n is None or arity.get(attr, n) != n:
        other.add(attr)
    else:
        arity[attr] = n


_TARGET_HOLDERS = (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor, ast.NamedExpr)


def constructed_attr_class(attr: str, methods: "list[ast.stmt]") -> "str | None":
    """The class every binding of ``self.<attr>`` in ``methods`` constructs, ``self.attr =
    Cls(...)``; None when some binding is anything else (unpacking, ``+=``, an annotated, loop or
    ``with`` target, one of several targets) or none is found. Read from the stdlib tree, which
    holds the bodies the first libcst parse leaves out (stubs.py)."""
    found: set[str] = set()
    for fn in methods:
        for stmt in fn.body:
            for node in walk_code(stmt):
                t = type(node)
                if t is ast.Assign:
                    targets, value = node.targets, node.value
                elif t in _TARGET_HOLDERS:
                    targets, value = [node.target], None
                elif t is ast.withitem and node.optional_vars is not None:
                    targets, value = [node.optional_vars], None
                else:
                    continue
                for target in targets:
                    hits = _binds_attr(target, attr)
                    if hits is None:
                        return None
                    if not hits:
                        continue
                    if len(targets) != 1 or value is None:
                        return None
                    if type(value) is not ast.Call or type(value.func) is not ast.Name:
                        return None
                    found.add(value.func.id)
    return found.pop() if len(found) == 1 else None


def _binds_attr(target: ast.expr, attr: str) -> "bool | None":
    """True when ``target`` is ``self.<attr>``; None when it is a tuple/list/starred target
    holding it; False otherwise."""
    t = type(target)
    if t is ast.Tuple or t is ast.List:
        inner = [_binds_attr(e, attr) for e in target.elts]
        return None if any(h is None or h for h in inner) else False
    if t is ast.Starred:
        return None if _binds_attr(target.value, attr) else False
    return (t is ast.Attribute and target.attr == attr and type(target.value) is ast.Name
            and target.value.id == "self")
