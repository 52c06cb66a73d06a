"""HYB001 fixer: ``F.sum(x) / x.size`` -> the element count as a graph value, ``F.size_array``;
in a helper handed a declared Parameter, the declared count (``_handed_params``)."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

import ast

from hybridlint.engine.declared import int_value, keyword
from hybridlint.engine.walk import name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._handed_params import helper_parameter_size
from ._shapes import declared_param_attrs, declared_shape

_OPS = {cst.Add: "add", cst.Subtract: "sub", cst.Multiply: "mul", cst.Divide: "div"}
NO_TENSOR_OPERAND = "the element count does not meet a tensor in `+ - * /`"
# a module helper scaling the array it is handed by an element count (a gain by its fan-in)
_GAIN_HELPER = "def gain_of(w):\n    return w * (2.0 / (w.size + w[0][0].size)) ** 0.5\n\n\n"


class SizeArith(Fixer):
    code = "HYB001"
    name = "size-arith"
    applicability = "unsafe"
    # the F namespace is asked for below: the element count of a declared parameter needs none
    description = """
    Rewrites `t / x.size` (and `+ - *`, either side, also `float(x.size)`) where `t` is a tensor
    into `F.broadcast_div(t, F.size_array(x).astype('float32'))`: the element count as a one-element
    tensor of the graph, broadcast as the python number was. Unsafe: the count is float32, so a
    tensor of another dtype needs a cast. In a helper whose every hybrid caller hands it one of
    its block's declared Parameters (StyleGAN's `compute_weight(kwargs['weight'])` reading
    `weight_orig[0][0].size`), `w.size` or `w[0]...[0].size` becomes `(w[0][0].size if hasattr(w,
    'shape') else N)`, `N` the count the declarations give past the indexed axes (literal sizes,
    one count for every caller): a Symbol has no `shape`, so only the traced path takes the
    declared count; other callers keep their array's. Any other use of `.size` is reported
    without a fix.
    """
    EXAMPLES = [
        Example(example_module("return F.sum(x) / x.size"),
                example_module("return F.broadcast_div(F.sum(x), F.size_array(x).astype('float32'))"),
                shapes=[[(2, 3)], [(4,)], [(2, 2, 3)]]),
        Example(example_module("y = F.square(x)\nreturn 0.5 * F.sum(y, axis=1) / float(y.size)"),
                example_module("y = F.square(x)\nreturn F.broadcast_div(0.5 * F.sum(y, axis=1), "
                               "F.size_array(y).astype('float32'))"),
                shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(example_module("m = F.mean(x, axis=0)\nreturn x.size * m - 1"),
                example_module("m = F.mean(x, axis=0)\nreturn F.broadcast_mul(F.size_array(x).astype('float32'), m) - 1"),
                shapes=[[(2, 3)], [(4, 2)]]),
        Example(example_module("n = x.size\nreturn F.sum(x) / n"), None, reason="for an element-count tensor",
                shapes=[[(2, 3)]]),
        # a declared parameter's count (magnitude pruning keeping the largest half): the product
        # of its declared shape, a python number while tracing as it was eagerly
        Example(example_module("k = int(w.size * 0.5)\nm = F.topk(F.abs(w).reshape((-1,)), k=k, ret_typ='mask')\n"
                               "return F.dot(x, w * m.reshape((2, 3)), transpose_b=True)",
                               init="self.w = self.params.get('w', shape=(2, 3))", signature="self, F, x, w"),
                example_module("k = int((self.w.shape[0] * self.w.shape[1]) * 0.5)\n"
                               "m = F.topk(F.abs(w).reshape((-1,)), k=k, ret_typ='mask')\n"
                               "return F.dot(x, w * m.reshape((2, 3)), transpose_b=True)",
                               init="self.w = self.params.get('w', shape=(2, 3))", signature="self, F, x, w"),
                shapes=[[(4, 3)], [(1, 3)]]),
        # a shape Gluon infers at the first call: while tracing it still holds the 0
        Example(example_module("return x * w.size",
                               init="self.w = self.params.get('w', shape=(0,), allow_deferred_init=True)",
                               signature="self, F, x, w"),
                None, reason="for an element-count tensor", shapes=[[(2, 3)]]),
        # a helper handed a declared parameter (StyleGAN's noise injection): its declared count
        Example(example_module("return F.broadcast_mul(x, gain_of(kwargs['gain']))", imports=_GAIN_HELPER,
                               init="self.gain = self.params.get('gain', shape=(1, 3, 1, 1))",
                               signature="self, F, x, **kwargs"),
                example_module("return F.broadcast_mul(x, gain_of(kwargs['gain']))", imports=_GAIN_HELPER.replace(
                    "w.size", "(w.size if hasattr(w, 'shape') else 3)").replace(
                    "w[0][0].size", "(w[0][0].size if hasattr(w, 'shape') else 1)"),
                               init="self.gain = self.params.get('gain', shape=(1, 3, 1, 1))",
                               signature="self, F, x, **kwargs"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        Example(example_module("return F.broadcast_mul(x, gain_of(kwargs['gain']))", imports=_GAIN_HELPER,
                               init="self.k = 2\nself.gain = self.params.get('gain', shape=(1, 3, 2, self.k))",
                               signature="self, F, x, **kwargs"),
                None, reason="does not declare literal sizes", shapes=[[(2, 3, 4, 4)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        got = helper_parameter_size(ctx, node) or _parameter_size(ctx, node)
        if got is not None:
            return got
        if ctx.scope is None or not ctx.scope.f_name:
            return Refusal("this scope has no F namespace to call")
        f = ctx.scope.f_name
        size: cst.CSTNode = node
        parent = ctx.parent(size)
        if isinstance(parent, cst.Arg):
            call = ctx.parent(parent)
            if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name)
                    and call.func.value == "float" and len(call.args) == 1 and call.args[0].keyword is None):
                return Refusal(NO_TENSOR_OPERAND)
            size, parent = call, ctx.parent(call)
        if not (isinstance(parent, cst.BinaryOperation) and type(parent.operator) in _OPS):
            return Refusal(NO_TENSOR_OPERAND)
        other = parent.right if parent.left is size else parent.left
        if not ctx.is_tensor(other, loose=True):
            return Refusal(NO_TENSOR_OPERAND)
        count = f"{f}.size_array({' '.join(ctx.code_for(node.value).split())}).astype('float32')"
        t = " ".join(ctx.code_for(other).split())
        a, b = (t, count) if parent.right is size else (count, t)
        text = f"{f}.broadcast_{_OPS[type(parent.operator)]}({a}, {b})"
        if parent.lpar:
            text = f"({text})"
        return make_fix(ctx, [(parent, text)], "unsafe",
                        f"read the element count as a tensor ({f}.size_array, float32)")


def _parameter_size(ctx, node: cst.Attribute) -> Fix | Refusal | None:
    """``weight.size`` of a Parameter hybrid_forward is handed (a pruning mask's count of weights
    to keep) -> the product of ``self.weight.shape``'s entries: the Parameter's shape is a python
    tuple while tracing, and the data Gluon hands over has it, so the count is the python number
    the eager code read. Only where the declaration gives the rank (a tuple display, or one int)
    and the shape the data has while tracing (``declared_shape``), and the name is never rebound."""
    scope = ctx.scope
    value = node.value
    if scope is None or scope.style != "hybrid_forward" or scope.cls is None or not isinstance(value, cst.Name) \
            or value.value not in {p.name.value for p in scope.func.params.params}:
        return None
    attr = value.value
    decl = declared_param_attrs(scope.cls).get(attr)
    if decl is None or attr in name_bindings(scope.func.body, nested=True):
        return None
    refused = declared_shape(scope.cls, attr)
    if refused is not None:
        return refused
    shape = keyword(decl, "shape")
    if type(shape) in (ast.Tuple, ast.List) and not any(type(e) is ast.Starred for e in shape.elts):
        rank = len(shape.elts)
    elif int_value(shape) is not None:
        rank = 1
    else:
        return None
    if rank == 0:
        return None
    text = " * ".join(f"self.{attr}.shape[{i}]" for i in range(rank))
    parent = ctx.parent(node)
    if rank > 1 and isinstance(parent, (cst.BinaryOperation, cst.UnaryOperation, cst.Attribute, cst.Subscript)):
        text = f"({text})"
    return make_fix(ctx, [(node, text)], "unsafe",
                    f"count the declared parameter's elements (`self.{attr}.shape`, a python tuple)")
