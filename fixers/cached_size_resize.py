"""HYB014 fixer: spatial sizes an eager-only branch caches on the block for a resize -> the resize
reads them from the tensor itself (``like=x, mode='like'``) and the cache goes."""
from __future__ import annotations

import re

import libcst as cst

from hybridlint.diagnostics import Fix

from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import kwarg, line_end, line_start, text_mentions

_GUARDED = """\
if hasattr(x, 'shape'):
    _, _, h, w = x.shape
    self._h = h
    self._w = w
else:
    h, w = self._h, self._w
    assert h is not None
"""
_INIT = "self._h = None\nself._w = None"
_IMPORTS = "import mxnet as mx\n"


def _cached_module(body: str, init: str = _INIT) -> str:
    return example_module(body, imports=_IMPORTS, init=init)


def _own_attr(node: cst.CSTNode, self_name: str) -> str | None:
    if (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name)
            and node.value.value == self_name):
        return node.attr.value
    return None


def _single(stmt: cst.CSTNode) -> cst.BaseSmallStatement | None:
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1:
        return stmt.body[0]
    return None


def _shape_unpack(small, v: str) -> list[str | None] | None:
    """``a, b, h, w = v.shape`` -> the four target names (None for ``_``)."""
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1
            and isinstance(small.value, cst.Attribute) and small.value.attr.value == "shape"
            and isinstance(small.value.value, cst.Name) and small.value.value.value == v):
        return None
    target = small.targets[0].target
    if not isinstance(target, (cst.Tuple, cst.List)) or len(target.elements) != 4:
        return None
    names = []
    for el in target.elements:
        if not isinstance(el.value, cst.Name):
            return None
        names.append(None if el.value.value == "_" else el.value.value)
    return names


class CachedSizeResize(Fixer):
    code = "HYB014"
    name = "cached-size-to-like"
    applicability = "unsafe"
    description = """
    Rewrites the spatial sizes an eager-only branch caches on the block for a bilinear resize:
    `if hasattr(x, 'shape'):` (or `isinstance(x, NDArray)`) `_, _, h, w = x.shape` stored as
    `self._h = h`, ..., read back as `h, w = self._h, self._w` in the `else` (asserts allowed), and
    `h`, `w` used only as `height=h, width=w` of `F.contrib.BilinearResize2D(y, ...)`; or the shape
    itself stored, `self.s = x.shape` (`x.shape[2:]`), and read only as `height=self.s[2],
    width=self.s[3]` (`[0]`, `[1]`): the branch goes and each resize becomes
    `F.contrib.BilinearResize2D(y, like=x, mode='like')`, which reads the same two sizes (axes 2
    and 3 of `x`, whatever its rank from 4 up: MXNet 1.9.1) on every call, eager or traced, for a
    proven tensor `x`. Unsafe: a block called eagerly before hybridize() worked with the cached
    sizes of that call (the graph kept them); it now follows each input's size. Refused when `x`
    is bound again after the test, the sizes have another use (the first two included), the
    resize sets a mode or scale, or the cached attributes are mentioned anywhere else in the file
    than this branch, those resizes and `self.s = None` in `__init__`.
    """
    EXAMPLES = [
        Example(_cached_module(_GUARDED + "pool = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)\n"
                               "return F.contrib.BilinearResize2D(pool, height=h, width=w)"),
                _cached_module("pool = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)\n"
                               "return F.contrib.BilinearResize2D(pool, like=x, mode='like')"),
                shapes=[[(2, 3, 5, 5)], [(1, 2, 4, 7)]]),
        Example(_cached_module("if isinstance(x, mx.nd.NDArray):\n    n, c, h, w = x.shape\n"
                               "    self._h, self._w = h, w\nelse:\n    h = self._h\n    w = self._w\n"
                               "y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                               "y = F.contrib.BilinearResize2D(y, height=h, width=w, align_corners=False)\n"
                               "return x + y"),
                _cached_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                               "y = F.contrib.BilinearResize2D(y, align_corners=False, like=x, mode='like')\n"
                               "return x + y"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 6, 8)]]),
        Example(_cached_module(_GUARDED + "a = F.contrib.BilinearResize2D(F.relu(x), height=h, width=w)\n"
                               "b = F.contrib.BilinearResize2D(F.sigmoid(x), height=h, width=w)\n"
                               "return a * b"),
                _cached_module("a = F.contrib.BilinearResize2D(F.relu(x), like=x, mode='like')\n"
                               "b = F.contrib.BilinearResize2D(F.sigmoid(x), like=x, mode='like')\n"
                               "return a * b"),
                shapes=[[(2, 3, 5, 5)], [(1, 2, 3, 6)]]),
        # refusals: the size in arithmetic; the cache read elsewhere in the file; x rebound
        Example(_cached_module(_GUARDED + "return F.contrib.BilinearResize2D(x, height=h * 2, width=w * 2)"),
                None, reason="other than as `height=h, width=w`", shapes=[[(2, 3, 4, 4)]]),
        Example(_cached_module(_GUARDED + "return F.contrib.BilinearResize2D(x, height=h, width=w)")
                + "\n    def size(self):\n        return self._h\n",
                None, reason="mentioned elsewhere", shapes=[[(2, 3, 4, 4)]]),
        Example(_cached_module(_GUARDED + "x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                None, reason="is bound again after the test", shapes=[[(2, 3, 4, 4)]]),
        # the shape itself cached (AdaptIS's DeepLabV3+ and its top block), the tensor made before
        Example(_cached_module("c1 = F.relu(x)\nif hasattr(c1, 'shape'):\n    self._c1_shape = c1.shape\n"
                               "y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                               "y = F.contrib.BilinearResize2D(y, height=self._c1_shape[2], width=self._c1_shape[3])\n"
                               "return F.concat(y, c1, dim=1)", init="self._c1_shape = None"),
                _cached_module("c1 = F.relu(x)\n"
                               "y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                               "y = F.contrib.BilinearResize2D(y, like=c1, mode='like')\n"
                               "return F.concat(y, c1, dim=1)", init="self._c1_shape = None"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 6, 8)]]),
        Example(_cached_module("if hasattr(x, 'shape'):\n    self._image_shape = x.shape[2:]\n"
                               "y = F.sigmoid(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg'))\n"
                               "return F.contrib.BilinearResize2D(y, height=self._image_shape[0], "
                               "width=self._image_shape[1])", init="self._image_shape = None"),
                _cached_module("y = F.sigmoid(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg'))\n"
                               "return F.contrib.BilinearResize2D(y, like=x, mode='like')",
                               init="self._image_shape = None"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 6, 8)]]),
        # ... and read other than as the sizes of a resize
        Example(_cached_module("if hasattr(x, 'shape'):\n    self._size = x.shape\n"
                               "return F.reshape(x, (self._size[0], -1))", init="self._size = None"),
                None, reason="other than as the height/width of a resize", shapes=[[(2, 3, 4, 4)]]),
    ]

    @staticmethod
    def propose(ctx, guard: cst.If, func: cst.FunctionDef, eager_first: bool) -> Fix | Refusal:
        if not eager_first:
            return Refusal("the cache is filled in the `else` of the test")
        f_name = ctx.scope.f_name if ctx.scope is not None else None
        params = func.params.params
        if f_name is None or not params or guard not in func.body.body:
            return Refusal("the test is not a statement of a function taking F")
        self_name = params[0].name.value
        v = _guarded_name(guard.test)
        if v is None:
            return Refusal("the test is not on a name")
        value = ctx.value(guard.test.args[0].value)
        if not value.proven:
            return Refusal(value.why or f"`{v}` is not known to be a tensor")
        # the eager arm: `_, _, h, w = v.shape` and stores of those names on the block, or the
        # shape itself stored (`self.s = v.shape`, `self.s = v.shape[2:]`)
        names, attrs, whole = None, {}, {}
        for stmt in guard.body.body:
            small = _single(stmt)
            unpacked = _shape_unpack(small, v) if small is not None else None
            if unpacked is not None and names is None:
                names = unpacked
                continue
            kept = _whole_store(small, self_name, v) if small is not None else None
            if kept is not None:
                whole[kept[0]] = kept[1]
                continue
            stored = _stores(small, self_name) if small is not None else None
            if stored is None or names is None or not all(n in names for n in stored.values()):
                return Refusal("the eager branch does more than read `x.shape` and store sizes")
            attrs.update(stored)
        if names is not None and (names[2] is None or names[3] is None):
            return Refusal("the eager branch does not unpack the four sizes of `x.shape`")
        if names is None and not whole:
            return Refusal("the eager branch does not read `x.shape`")
        h, w = (names[2], names[3]) if names is not None else (None, None)
        # the other arm: the sizes read back from those attributes, and asserts
        if guard.orelse is not None:
            if not isinstance(guard.orelse, cst.Else):
                return Refusal("the test has an `elif`")
            for stmt in guard.orelse.body.body:
                small = _single(stmt)
                if isinstance(small, cst.Assert):
                    continue
                read = _reads_back(small, self_name)
                if read is None or any(attrs.get(a) != n for n, a in read.items()):
                    return Refusal("the other branch does more than read the sizes back")
        # what follows the test: resizes to those sizes, nothing else reading them
        after = func.body.body[func.body.body.index(guard) + 1:]
        resizes, allowed = [], set()
        for node in _walk(after):
            if not (isinstance(node, cst.Call) and _is_resize(node, f_name)):
                continue
            hv, wv = kwarg(node, "height"), kwarg(node, "width")
            ours = (h is not None and isinstance(hv, cst.Name) and hv.value == h
                    and isinstance(wv, cst.Name) and wv.value == w)
            held = _cached_pair(hv, wv, self_name, whole)
            if not (ours or held):
                continue
            if any(a.keyword is not None and (a.keyword.value in ("like", "mode")
                                              or a.keyword.value.startswith("scale")) for a in node.args):
                return Refusal("the resize also sets a mode or scale")
            resizes.append(node)
            allowed.update((id(hv), id(wv)) if ours else (id(hv.value), id(wv.value)))
        unpacked_only = {n for n in (names or [None, None])[:2] if n}
        for node in _walk(after):
            if isinstance(node, cst.Name) and node.value in (h, w) and id(node) not in allowed:
                return Refusal(f"`{node.value}` is used other than as `height={h}, width={w}` of a resize")
            if isinstance(node, cst.Name) and node.value in unpacked_only:
                return Refusal(f"`{node.value}` (a size the branch unpacks) is used")
            if _own_attr(node, self_name) in whole and id(node) not in allowed:
                return Refusal(f"`{ctx.code_for(node)}` is read other than as the height/width of a resize")
            if v in _bound(node):
                return Refusal(f"`{v}` is bound again after the test")
        if not resizes:
            return Refusal("no resize to the cached sizes follows")
        source = ctx.source
        g0, g1 = ctx.span(guard)
        inside = source[g0:g1]
        for attr in set(attrs) | set(whole):
            ours = len(re.findall(rf"(?<!\w){re.escape(attr)}(?!\w)", inside))
            ours += sum(1 for node in _walk(after) if id(node) in allowed and _own_attr(node, self_name) == attr)
            inits = len(re.findall(rf"^[ \t]*{re.escape(self_name)}\.{re.escape(attr)}[ \t]*=[ \t]*None[ \t]*\r?$",
                                   source, re.M))
            if text_mentions(source, attr) != ours + inits:
                return Refusal(f"`self.{attr}` is mentioned elsewhere in this file (another reader?)")
        edits = [((line_start(source, g0), line_end(source, g1)), "")]
        for call in resizes:
            kept = [a for a in call.args if not (a.keyword is not None and a.keyword.value in ("height", "width"))]
            args = ", ".join(ctx.code_for(a.with_changes(comma=cst.MaybeSentinel.DEFAULT)).strip() for a in kept)
            edits.append((call, f"{ctx.code_for(call.func)}({args}, like={v}, mode='like')"))
        return make_fix(ctx, edits, "unsafe", f"resize like `{v}` (and drop the cached sizes)")


def _guarded_name(test: cst.BaseExpression) -> str | None:
    """The name an eager test (``hasattr(v, 'shape')``, ``isinstance(v, ...)``) is about."""
    if isinstance(test, cst.Call) and isinstance(test.func, cst.Name) \
            and test.func.value in ("hasattr", "isinstance") and len(test.args) == 2 \
            and isinstance(test.args[0].value, cst.Name):
        return test.args[0].value.value
    return None


def _whole_store(small, self_name: str, v: str) -> tuple[str, int] | None:
    """``self.s = v.shape`` -> (s, 2), ``self.s = v.shape[2:]`` -> (s, 0): the attribute and the
    index its height has; None for anything else."""
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1):
        return None
    attr = _own_attr(small.targets[0].target, self_name)
    value = small.value
    offset = 2
    if isinstance(value, cst.Subscript) and len(value.slice) == 1 and isinstance(value.slice[0].slice, cst.Slice):
        sl = value.slice[0].slice
        if not (isinstance(sl.lower, cst.Integer) and sl.lower.value == "2" and sl.upper is None and sl.step is None):
            return None
        value, offset = value.value, 0
    if attr is None or not (isinstance(value, cst.Attribute) and value.attr.value == "shape"
                            and isinstance(value.value, cst.Name) and value.value.value == v):
        return None
    return attr, offset


def _cached_pair(hv, wv, self_name: str, whole: dict[str, int]) -> bool:
    """``height=self.s[2], width=self.s[3]`` of a shape the branch stored (``[0]``, ``[1]`` of its
    spatial slice)."""
    picked = []
    for node in (hv, wv):
        if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
                and isinstance(node.slice[0].slice, cst.Index)
                and isinstance(node.slice[0].slice.value, cst.Integer)):
            return False
        picked.append((_own_attr(node.value, self_name), int(node.slice[0].slice.value.value)))
    (a, i), (b, j) = picked
    return a is not None and a == b and a in whole and (i, j) == (whole[a], whole[a] + 1)


def _assigned_pairs(small):
    """(target, value) pairs of ``a = v`` / ``a, b = v, w`` (one target, tuples of one length on
    both sides); None for any other statement."""
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1):
        return None
    target, value = small.targets[0].target, small.value
    pairs = list(zip(target.elements, value.elements)) if isinstance(target, cst.Tuple) and isinstance(
        value, cst.Tuple) and len(target.elements) == len(value.elements) else [(target, value)]
    return [tuple(n.value if isinstance(n, cst.BaseElement) else n for n in pair) for pair in pairs]


def _stores(small, self_name: str) -> dict[str, str] | None:
    """``self.a = h`` / ``self.a, self.b = h, w`` -> {attr: name}; None for anything else."""
    out = {}
    for t, val in _assigned_pairs(small) or [(None, None)]:
        attr = _own_attr(t, self_name)
        if attr is None or not isinstance(val, cst.Name):
            return None
        out[attr] = val.value
    return out


def _reads_back(small, self_name: str) -> dict[str, str] | None:
    """``h, w = self.a, self.b`` / ``h = self.a`` -> {name: attr}; None for anything else."""
    out = {}
    for t, val in _assigned_pairs(small) or [(None, None)]:
        attr = _own_attr(val, self_name)
        if attr is None or not isinstance(t, cst.Name):
            return None
        out[t.value] = attr
    return out


def _is_resize(call: cst.Call, f_name: str) -> bool:
    f = call.func
    return (isinstance(f, cst.Attribute) and f.attr.value == "BilinearResize2D"
            and isinstance(f.value, cst.Attribute) and f.value.attr.value == "contrib"
            and isinstance(f.value.value, cst.Name) and f.value.value.value == f_name
            and bool(call.args) and call.args[0].keyword is None and not call.args[0].star)


def _walk(statements):
    for stmt in statements:
        yield stmt
        yield from iter_descendants(stmt)


def _bound(node: cst.CSTNode) -> set[str]:
    """Names a binding node assigns (assignment and loop targets, ``with ... as``, walrus)."""
    if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)):
        target = node.target
    elif isinstance(node, cst.AsName):
        target = node.name
    else:
        return set()
    return {n.value for n in (target, *iter_descendants(target)) if isinstance(n, cst.Name)}
