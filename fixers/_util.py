"""Small syntax helpers shared by the fixers (pure libcst; no numpy, no runtime)."""
from __future__ import annotations

import io
import re
import tokenize

import libcst as cst

from hybridlint.engine.kinds import Kind
from hybridlint.engine.walk import int_literal, iter_descendants, kwarg, lexical_children

from . import Refusal, make_fix

# Expressions whose evaluation has no effect beyond its value: safe to evaluate twice, or
# to evaluate when the original code would not have (both F.where branches).
_PURE_NODES = (cst.Name, cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString,
               cst.ConcatenatedString, cst.Attribute, cst.BinaryOperation, cst.UnaryOperation,
               cst.Comparison, cst.Tuple, cst.List, cst.Subscript, cst.Call, cst.Arg,
               cst.Element, cst.StarredElement, cst.Index, cst.Slice, cst.SubscriptElement,
               cst.BooleanOperation, cst.IfExp, cst.Ellipsis)

# the builtins through which code may read any local by name: a local they could reach is never
# proven unread or dropped
READS_LOCALS = frozenset({"locals", "vars", "eval", "exec"})
# frame introspection, by name or attribute (`sys._getframe(0).f_locals`, `inspect.currentframe()`):
# a frame object hands any local of the function to whoever holds it
FRAME_READS = frozenset({"_getframe", "currentframe", "f_locals"})


def reads_frames(node: cst.CSTNode) -> str | None:
    """The first frame-introspection name under ``node`` (a variable or an attribute name), or None."""
    for n in iter_descendants(node):
        if type(n) is cst.Name and n.value in FRAME_READS:
            return n.value
    return None


def last_function_memo(make):
    """``make(func, *rest)``, kept for the last ``func`` (by identity) and ``rest`` (by equality)
    asked: a fixer asked once per finding of one long function then makes the function's facts
    once, not once per finding (which made such a function's analysis quadratic or cubic). The
    entry holds ``func`` itself, so no other function takes its id, and it is swapped whole, so a
    thread never reads one function's value for another's."""
    last = [(None, None, None)]

    def memo(func, *rest):
        entry = last[0]
        if entry[0] is not func or len(entry[1]) != len(rest) \
                or not all(a is b or a == b for a, b in zip(entry[1], rest)):
            entry = last[0] = (func, rest, make(func, *rest))
        return entry[2]
    return memo


def number_literal(node):
    """The value of a numeric literal (``2``, ``0.5``, ``-0.5``), else None."""
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = number_literal(node.expression)
        return None if inner is None else -inner
    if isinstance(node, (cst.Integer, cst.Float)):
        try:
            return node.evaluated_value
        except Exception:  # noqa: BLE001 - an odd literal is simply not a number here
            return None
    return None


def needs_parens(node: cst.BaseExpression) -> bool:
    """True when ``node``'s text must be parenthesized as an operand of a binary operator."""
    return isinstance(node, (cst.BinaryOperation, cst.BooleanOperation, cst.IfExp, cst.Comparison,
                             cst.Lambda, cst.NamedExpr, cst.UnaryOperation)) and not node.lpar


_INT_OPERATORS = (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide)


def repeatable(node: cst.CSTNode, ints: bool = False) -> bool:
    """Names, attributes of names, number literals and arithmetic of them: writing such an
    expression twice computes the same value twice, with no call (a child block, a random draw)
    run a second time.  ``ints``: integer arithmetic only (integer literals, ``+ - * //`` and a
    unary minus), what a slice bound holds."""
    if isinstance(node, (cst.Name, cst.Integer)) or (not ints and isinstance(node, cst.Float)):
        return True
    if isinstance(node, cst.Attribute):
        return repeatable(node.value, ints) and not (ints and isinstance(node.value, cst.Integer))
    if isinstance(node, cst.UnaryOperation):
        return (not ints or isinstance(node.operator, cst.Minus)) and repeatable(node.expression, ints)
    if isinstance(node, cst.BinaryOperation):
        return (not ints or isinstance(node.operator, _INT_OPERATORS)) \
            and repeatable(node.left, ints) and repeatable(node.right, ints)
    return False


def is_pure(node: cst.CSTNode, ctx, depth: int = 0, children: frozenset[str] = frozenset(),
            helpers: frozenset[str] = frozenset()) -> bool:
    """True when evaluating ``node`` only computes a value: F operators, fluent tensor methods,
    arithmetic, names and constants -- no child-block calls, no walrus, lambdas or yields; a call
    ``self.X(...)`` of an attribute in ``children`` (children proven to hold no state a call
    changes, engine.deferred.shaped_children) counts as an operator, and so does a call of a
    plain name in ``helpers`` (functions the caller proved free of side effects)."""
    if depth > 60 or not isinstance(node, _PURE_NODES):
        return False
    if isinstance(node, cst.Call):
        func = node.func
        if children and self_attr_name(func) in children:
            return all(a.keyword is None and not a.star and is_pure(a.value, ctx, depth + 1, children, helpers)
                       for a in node.args)
        if helpers and isinstance(func, cst.Name) and func.value in helpers:
            return all(not a.star and is_pure(a.value, ctx, depth + 1, children, helpers) for a in node.args)
        if builtin_call(ctx, node, "float") and isinstance(node.args[0].value, (cst.SimpleString, cst.Integer, cst.Float)):
            # `float('inf')`: a python constant (the isfinite test `F.abs(x) != float('inf')`)
            return True
        if _number_function(func, ctx):
            # python math on configuration (`math.sqrt(self._step)`): no tensor argument
            return all(a.keyword is None and not a.star and not ctx.is_tensor(a.value, loose=True)
                       and is_pure(a.value, ctx, depth + 1, children, helpers) for a in node.args)
        in_f = ctx.f_path(func) is not None
        fluent = isinstance(func, cst.Attribute) and ctx.is_tensor(func.value, loose=True)
        if not (in_f or fluent):
            return False
        if fluent and not is_pure(func.value, ctx, depth + 1, children, helpers):
            return False
        return all(is_pure(a.value, ctx, depth + 1, children, helpers) for a in node.args)
    if isinstance(node, cst.Attribute):
        # `self.eps` / `F.pi`: reading configuration
        return is_pure(node.value, ctx, depth + 1, children, helpers)
    for child in node.children:
        for expr in _expressions_of(child):
            if not is_pure(expr, ctx, depth + 1, children, helpers):
                return False
    return True


# the math module's functions of numbers, which only compute
_MATH = frozenset({"sqrt", "exp", "log", "log2", "log10", "pow", "sin", "cos", "tan", "tanh", "atan",
                   "floor", "ceil", "fabs"})


def _number_function(func, ctx) -> bool:
    """``math.sqrt`` (as the file imports it: ``import math``, ``from math import sqrt``)."""
    name = ctx.resolve(func)
    module, _, member = (name or "").rpartition(".")
    return module == "math" and member in _MATH


def self_attr_name(node) -> str | None:
    """``X`` of ``self.X``, else None."""
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self":
        return node.attr.value
    return None


def self_targets(target) -> list[str]:
    """The attributes ``X`` an assignment target ``self.X`` (or a tuple or list of targets) stores."""
    if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and target.value.value == "self":
        return [target.attr.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [a for e in target.elements for a in self_targets(e.value)]
    return []


def _expressions_of(child: cst.CSTNode) -> list[cst.CSTNode]:
    """The expressions a child node of an expression carries (operators and whitespace carry none)."""
    if isinstance(child, cst.BaseExpression):
        return [child]
    if isinstance(child, cst.ComparisonTarget):
        return [child.comparator]
    if isinstance(child, (cst.Arg, cst.Element, cst.StarredElement, cst.Index)):
        return [child.value]
    if isinstance(child, cst.SubscriptElement):
        return _expressions_of(child.slice)
    if isinstance(child, cst.Slice):
        return [p for p in (child.lower, child.upper, child.step) if p is not None]
    return []


def calls_in(node: cst.CSTNode):
    """Every call inside ``node`` (``node`` itself included), in no promised order."""
    return (n for n in (node, *iter_descendants(node)) if isinstance(n, cst.Call))


def name_nodes(node: cst.CSTNode):
    """The variable names under ``node`` (attribute names and keyword names are none)."""
    stack = [node]
    while stack:
        n = stack.pop()
        t = type(n)
        if t is cst.Name:
            yield n
        if t is cst.Attribute:
            stack.append(n.value)       # `a.b`: `b` is no variable
            continue
        if t is cst.Arg:
            stack.append(n.value)       # keyword names are no variables
            continue
        stack.extend(lexical_children(n))   # (libcst's `children`, less its whitespace nodes)


def names_in(node: cst.CSTNode) -> set[str]:
    return {n.value for n in name_nodes(node)}


# MXNet 1.9.1 makes a CachedOp of each F.contrib.cond subgraph, and one without inputs fails
# hybridized ("There are no inputs in computation graph that require gradients"), measured
NO_INPUT_BRANCH = ("a branch reads no tensor (`{}`): hybridized, MXNet 1.9.1's F.contrib.cond fails on a "
                   "branch without inputs ('There are no inputs in computation graph'); build that value "
                   "from a tensor of the block (F.zeros_like, F.ones_like...)")


def branch_without_input(ctx, values) -> cst.CSTNode | None:
    """The first of ``values`` (F.contrib.cond branches) that reads no name that may hold a tensor."""
    for v in values:
        if not any(ctx.is_tensor(n, loose=True) for n in name_nodes(v)):
            return v
    return None


def short_code(ctx, node: cst.CSTNode, limit: int) -> str:
    """``node``'s code on one line, cut to ``limit`` characters with "..." (for messages)."""
    text = " ".join(ctx.code_for(node).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def line_start(source: str, offset: int) -> int:
    """Offset of the first character of the line holding ``offset`` (any newline convention)."""
    return max(source.rfind("\n", 0, offset), source.rfind("\r", 0, offset)) + 1


def newline_before(source: str, offset: int) -> str:
    """The newline to write on a line inserted at ``offset``, just past a line's end: ``"\r\n"``
    where that line ends so, else ``"\n"`` (without copying the text before it)."""
    return "\r\n" if source.endswith("\r\n", 0, offset) else "\n"


def line_end(source: str, offset: int) -> int:
    """Offset just past the newline ending the line that holds ``offset - 1`` (or len(source))."""
    for i in range(max(offset - 1, 0), len(source)):
        ch = source[i]
        if ch == "\n":
            return i + 1
        if ch == "\r":
            return i + 2 if source.startswith("\r\n", i) else i + 1
    return len(source)


def with_block_lines(ctx, stmt: cst.With) -> tuple[int, int, int, str, str] | str:
    """Where a fix that drops a ``with`` line and keeps its indented block one level out edits:
    ``(head, body_start, end, indent, inner)`` -- the start of the ``with`` line, of the block's
    first line, the end of the statement's last line, the ``with``'s indent and the block's -- or,
    as a str, why the layout is not one such a fix can keep (the refusal's reason)."""
    source = ctx.source
    start, end = ctx.span(stmt)
    head = line_start(source, start)
    indent = source[head:start]
    if indent.strip():
        return "the `with` shares its line with other code"
    first = ctx.span(stmt.body.body[0])[0]
    body_start = line_start(source, first)
    inner = source[body_start:first]
    if inner.strip() or not inner.startswith(indent) or len(inner) <= len(indent):
        return "the block is not indented under the `with`"
    return head, body_start, line_end(source, end), indent, inner


def dedent_block(text: str, inner: str, indent: str) -> str | None:
    """``text``'s lines with the block's indent ``inner`` replaced by ``indent`` (blank lines as
    they are); None when a line is not indented as the block is."""
    out = []
    for line in text.splitlines(keepends=True):
        if not line.strip():
            out.append(line)
        elif line.startswith(inner):
            out.append(indent + line[len(inner):])
        else:
            return None
    return "".join(out)


def misplaced_inference(codes: list[str]) -> bool:
    """A standalone -1 among reshape ``codes`` that MXNet 1.9.1 infers at the wrong axis: its
    Reshape keeps the -1's slot by the code's position, not by the output axis it makes, so after
    a -4 (three codes, two axes) or a -2 (one code, any axes) the inferred size lands elsewhere
    (measured: `(2, 6, 5)` by `(0, -4, -1, 3, -1)` raises eagerly, gives (2, 2, 3, 1) as a
    Symbol). A -1 inside a -4's pair is the split's own and is read right."""
    i = axis = 0
    while i < len(codes):
        code = codes[i]
        if code == "-1" and i != axis:
            return True
        if code == "-2":             # how many axes it makes is the rank: no later -1 is safe
            return "-1" in codes[i + 1:]
        if code == "-4":
            i, axis = i + 3, axis + 2
        else:
            i, axis = i + 1, axis + 1
    return False


def reshapes(ctx, call: cst.Call, holder: cst.Arg, x: str) -> bool:
    """``call`` reshapes the tensor named ``x`` with ``holder`` as its target shape:
    ``x.reshape(t)`` / ``x.reshape(shape=t)`` / ``F.reshape(x, t)`` / ``F.reshape(x, shape=t)``
    (not ``reverse=True``, which reads the codes from the right)."""
    rev = kwarg(call, "reverse")
    if rev is not None and not (isinstance(rev, cst.Name) and rev.value == "False"):
        return False
    func = call.func
    shape_kw = holder.keyword is not None and holder.keyword.value == "shape"
    if isinstance(func, cst.Attribute) and func.attr.value == "reshape":
        if isinstance(func.value, cst.Name) and func.value.value == x:
            return shape_kw or (holder.keyword is None and call.args[0] is holder)
    if ctx.f_path(func) == ("reshape",) and call.args and call.args[0].keyword is None:
        data = call.args[0].value
        if isinstance(data, cst.Name) and data.value == x:
            return shape_kw or (holder.keyword is None and len(call.args) > 1 and call.args[1] is holder)
    return False


def replace_statements(ctx, start: int, end: int, comments: list[str], lines: list[str], message: str):
    """A Fix replacing the statements spanning ``start``..``end`` (``start`` at the first one's
    indent) by ``comments`` and then ``lines``, one a line at that indent: the last line's own
    comment, past the span, goes too when ``comments`` hold it, and a span ending past a newline
    gets one back. A Refusal when other code shares the first line."""
    source = ctx.source
    indent = source[line_start(source, start):start]
    if indent.strip():
        return Refusal("the `if` shares its line with other code")
    if comments and not source[:end].endswith(("\n", "\r")):
        end = line_end(source, end)     # the last line's own comment lies past the span
    nl = ctx.module.default_newline
    text = (nl + indent).join([*comments, *lines])
    if source[:end].endswith(("\n", "\r")):
        end = max(end, line_end(source, end))
        text += nl
    return make_fix(ctx, [((start, end), text)], "unsafe", message)


def comments_in(node: cst.CSTNode, own_lines: bool = False) -> list[str]:
    """The comments inside ``node`` in source order (the engine's walk skips whitespace nodes);
    the comment lines above it (its ``leading_lines``) only with ``own_lines``."""
    found: list[cst.Comment] = []

    class _Collect(cst.CSTVisitor):
        def visit_Comment(self, c: cst.Comment) -> None:
            found.append(c)

    node.visit(_Collect())
    if own_lines:
        return [c.value for c in found]
    skip: set[int] = set()
    for line in getattr(node, "leading_lines", ()):
        if line.comment is not None:
            skip.add(id(line.comment))
    return [c.value for c in found if id(c) not in skip]


def logical_text(ctx, node: cst.CSTNode, leaf) -> str | None:
    """The text of a condition whose python ``and``/``or``/``not`` join tensors, as tensor
    operators: ``F.broadcast_logical_and/or`` and ``F.logical_not``. The truth python takes of a
    one-element tensor (the only kind ``bool()`` accepts) is its being non-zero, which is what
    these compute, so ``F.where`` / ``F.contrib.cond`` on the result pick the same branch.
    ``leaf(part)`` gives the text of each joined part, or None when it is no tensor (a python
    value has no graph form); any None makes the whole None."""
    f = ctx.scope.f_name
    if isinstance(node, cst.BooleanOperation):
        left, right = logical_text(ctx, node.left, leaf), logical_text(ctx, node.right, leaf)
        if left is None or right is None:
            return None
        op = "and" if isinstance(node.operator, cst.And) else "or"
        return f"{f}.broadcast_logical_{op}({left}, {right})"
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
        inner = logical_text(ctx, node.expression, leaf)
        return None if inner is None else f"{f}.logical_not({inner})"
    return leaf(node)


_SKIP_AROUND = (tokenize.NL, tokenize.COMMENT)


def text_mentions(source: str, name: str) -> int:
    """How often ``name`` occurs in the file's code as a word: names, and words inside strings
    that are values (``getattr(self, 'name')``), but not comments or bare string statements
    (docstrings), which no code can read. Untokenizable text counts every occurrence."""
    word = re.compile(rf"(?<![\w]){re.escape(name)}(?!\w)")
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)]
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return len(word.findall(source))
    count = 0
    significant = [t for t in tokens if t.type not in _SKIP_AROUND]
    for i, tok in enumerate(significant):
        if tok.type == tokenize.NAME:
            count += tok.string == name
        elif tok.type == tokenize.STRING:
            before = significant[i - 1].type if i else tokenize.NEWLINE
            after = significant[i + 1].type if i + 1 < len(significant) else tokenize.ENDMARKER
            docstring = (before in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
                         and after in (tokenize.NEWLINE, tokenize.ENDMARKER))
            if not docstring:
                count += len(word.findall(tok.string))
        elif tok.type not in (tokenize.OP, tokenize.NUMBER, tokenize.NEWLINE, tokenize.INDENT,
                              tokenize.DEDENT, tokenize.ENDMARKER):
            count += len(word.findall(tok.string))      # f-string parts (3.12), anything unforeseen
    return count
_INT_OPS = (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide, cst.Modulo)


def builtin_call(ctx, node, name: str, nargs: int = 1) -> bool:
    """``name(a, ...)`` with ``nargs`` plain positional arguments, ``name`` the builtin (not a name
    the file binds or imports otherwise)."""
    return (isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == name
            and ctx.resolve(node.func) in (None, name, f"builtins.{name}") and len(node.args) == nargs
            and all(a.keyword is None and not a.star for a in node.args))


def python_int(ctx, node: cst.CSTNode, depth: int = 0) -> bool:
    """An expression that is a python integer while tracing: literals, names the engine knows as
    python scalars, configuration attributes (`self._window`) and integer arithmetic on those."""
    if depth > 20:
        return False
    if int_literal(node) is not None:
        return True
    if isinstance(node, cst.Name):
        return ctx.kind(node) is Kind.SCALAR
    if isinstance(node, cst.Attribute):
        root = node
        while isinstance(root, cst.Attribute):
            root = root.value
        return isinstance(root, cst.Name) and root.value == "self"
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        return python_int(ctx, node.expression, depth + 1)
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, _INT_OPS):
        return python_int(ctx, node.left, depth + 1) and python_int(ctx, node.right, depth + 1)
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "len" \
            and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star \
            and ctx.resolve(node.func) in (None, "len", "builtins.len") and ctx.kind(node.func) is not Kind.TENSOR:
        # the builtin's count of a configuration attribute (`len(self.quantiles)`): an int, the
        # same while tracing (an attribute is no Symbol; a tensor's len is another rule's)
        return python_int(ctx, node.args[0].value, depth + 1) and isinstance(node.args[0].value, cst.Attribute)
    return False


def param_default(ctx, node) -> cst.BaseExpression | None:
    """The default of the enclosing function's parameter ``node`` names (a count its callers
    may pass: a creation that runs eagerly was given a number), else None."""
    func = ctx.scope.func if ctx.scope is not None else None
    if not (isinstance(node, cst.Name) and isinstance(func, cst.FunctionDef)):
        return None
    for p in (*func.params.params, *func.params.kwonly_params):
        if p.name.value == node.value:
            return p.default
    return None


def nd_name_or_import(ctx) -> tuple[str | None, tuple | None]:
    """The module's name for mxnet.nd, and the edit adding ``from mxnet import nd`` when it has none
    (after the last top-level import); (None, None) when ``nd`` is taken."""
    imports = ctx.index.imports
    for name, target in sorted(imports.items()):
        if target in ("mxnet.nd", "mxnet.ndarray") and "." not in name:
            return name, None
    for name, target in sorted(imports.items()):
        if target == "mxnet" and "." not in name:
            return f"{name}.nd", None
    if "nd" in imports or _names_nd(ctx):
        return None, None
    last = None
    for stmt in ctx.module.body:
        if isinstance(stmt, cst.SimpleStatementLine) and all(
                isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body):
            last = stmt
    if last is None:
        return None, None
    source = ctx.source
    at = line_end(source, ctx.span(last)[1])
    return "nd", ((at, at), f"from mxnet import nd{newline_before(source, at)}")


# `nd` as a word of the text: a Name `nd` anywhere in the parsed module is spelled so in the file
_ND_WORD = re.compile(r"nd(?<!\wnd)(?!\w)")


def _names_nd(ctx) -> bool:
    """A Name ``nd`` is in the parsed module.  Asked of the file's text first: a file that does
    not spell the word has none, and a walk would trip on the method bodies a stubbed parse left
    out (stubs.py), to analyse the whole file again for this one answer."""
    if _ND_WORD.search(ctx.source) is None:
        return False
    return any(isinstance(n, cst.Name) and n.value == "nd" for n in iter_descendants(ctx.module))


def dtype_only(ctx, args, op: str) -> "str | None | Refusal":
    """The ``dtype=`` code of an ``nd.array(...)`` call's arguments after its data, to carry over
    to ``F.<op>``; None without one; a Refusal for any other argument (a device: the graph
    runs on the inputs' context)."""
    dtype = None
    for arg in args:
        if arg.keyword is not None and arg.keyword.value == "dtype" and not arg.star:
            dtype = ctx.code_for(arg.value).strip()
        else:
            return Refusal(f"the call has arguments F.{op} does not take (a device: the graph "
                           "runs on the inputs' context)")
    return dtype


def numpy_data(ctx, call: cst.Call, names) -> cst.Call | None:
    """The call to one of the numpy functions ``names`` (resolved, ``numpy.eye``) that is
    ``call``'s first positional argument -- ``nd.array``'s data, ``np.tril``'s matrix -- else None."""
    if not call.args or call.args[0].keyword is not None or call.args[0].star:
        return None
    data = call.args[0].value
    if isinstance(data, cst.Call) and ctx.resolve(data.func) in names:
        return data
    return None


def bound_before(ctx, node: cst.If, name: str) -> bool:
    """Is ``name`` certainly bound when ``node`` runs? Statements before it in its block, and
    before each compound statement around it (up to the function), are searched: a plain
    assignment binds, so does an `if` whose every branch binds (a loop may not run)."""
    scope = ctx.scope
    if scope is not None and name in scope.params:
        return True
    cur = node
    while True:
        block = ctx.parent(cur)
        if not isinstance(block, cst.IndentedBlock):
            return False
        for stmt in block.body:
            if stmt is cur:
                break
            if always_binds(stmt, name):
                return True
        owner = ctx.parent(block)
        if isinstance(owner, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) or owner is None:
            return False
        # climb to the statement holding this block: an `else`/`elif` belongs to its `if`
        while not isinstance(owner, (cst.If, cst.For, cst.While, cst.With)) or (
                isinstance(owner, cst.If) and isinstance(ctx.parent(owner), cst.If)
                and ctx.parent(owner).orelse is owner):
            if isinstance(owner, (cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.Try)) or owner is None:
                return False
            owner = ctx.parent(owner)
        cur = owner


def always_binds(stmt: cst.CSTNode, name: str) -> bool:
    """Does running ``stmt`` (to its end) always bind ``name``?"""
    if isinstance(stmt, cst.SimpleStatementLine):
        return any(isinstance(small, cst.Assign) and any(
            isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets)
            for small in stmt.body)
    if isinstance(stmt, cst.With) and isinstance(stmt.body, cst.IndentedBlock):
        return any(always_binds(s, name) for s in stmt.body.body)
    if isinstance(stmt, cst.If) and stmt.orelse is not None and isinstance(stmt.body, cst.IndentedBlock):
        if not any(always_binds(s, name) for s in stmt.body.body):
            return False
        other = stmt.orelse
        if isinstance(other, cst.If):
            return always_binds(other, name)
        return isinstance(other.body, cst.IndentedBlock) and any(always_binds(s, name) for s in other.body.body)
    return False


def name_reads(body: cst.CSTNode, name: str) -> list[cst.Name]:
    """The ``Name`` nodes of ``body`` that are the variable ``name`` (not an attribute or a keyword)."""
    nodes = list(iter_descendants(body))
    labels = {id(n.attr) for n in nodes if isinstance(n, cst.Attribute)}
    labels |= {id(n.keyword) for n in nodes if isinstance(n, cst.Arg) and n.keyword is not None}
    return [n for n in nodes if isinstance(n, cst.Name) and n.value == name and id(n) not in labels]
