"""HYB005 fixer: ``y[:, k] = v`` / ``y[:, k] *= s`` into a fresh local tensor -> ``F.where`` on a mask."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import binds, memoized, name_bindings, param_names, parent_map


from . import Example, Fixer, Refusal, example_class, example_module, make_fix
from ._util import int_literal, number_literal
from ._configured import int_configured
from ._shapes import declared_children, min_rank
from .augmented_assignment import OPERATORS
from ._dtypes import DtypeProof
from .shape_flow import flow_of

# F operators applied elementwise whose gradient is finite wherever their value is: the rewrite
# computes them on the whole tensor and F.where drops the unselected part, so a function with an
# infinite derivative somewhere (log, sqrt at 0) would turn 0 * inf into NaN gradients there.
_ELEMENTWISE = frozenset({"sigmoid", "tanh", "relu", "abs", "square", "negative", "softsign",
                          "sign", "exp", "clip"})
_BINARY = {cst.Add: "+", cst.Subtract: "-", cst.Multiply: "*", cst.Divide: "/", cst.Power: "**"}
# an augmented write of a tensor into a region: the broadcasting operator NDArray's in-place
# operator runs (no division: the whole tensor's other entries could divide by 0, and 0 * inf
# gradients would reach the kept part)
_AUGMENTED_BROADCAST = {"+": "broadcast_add", "-": "broadcast_sub", "*": "broadcast_mul"}
# ... and into a slice, computed on the region alone and spliced in (``_spliced``): a division
# there divides only the region, as the eager write did
_REGION_BROADCAST = {**_AUGMENTED_BROADCAST, "/": "broadcast_div"}


def _heads_module(body: str, signature: str = "self, F, x") -> str:
    """An example block with one Dense head per channel (DLinear's individual mode)."""
    return example_module(body, signature=signature, gluon="HybridBlock, nn",
                          init="self.channels = 3\nself.heads = nn.HybridSequential()\nfor _ in range(3):\n"
                               "    self.heads.add(nn.Dense(2, in_units=4))")


def _box_module(body: str, attrs: str = "") -> str:
    """An example block with a box head ``self.bbox`` (a Dense of 4 units after a hidden one,
    flatten=False), ``__init__`` lines ``attrs`` before it, and inputs ``x`` and ``ref``."""
    return example_module(body, signature="self, F, x, ref", gluon="HybridBlock, nn",
                          init=attrs + "self.bbox = nn.HybridSequential()\nself.bbox.add(nn.Dense(8, flatten=False, "
                               "activation='relu'), nn.Dense(4, flatten=False))")


def _token_spliced(op: str, value: str) -> str:
    """The rewrite of ``y[:, 0, :] <op>= value`` in ``_token_module``: the token's new values
    spliced in along axis 1."""
    return (f"F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) == 0, F.swapaxes(F.slice_like(F.concat("
            f"F.expand_dims(F.{op}(F.squeeze(F.slice_axis(y, axis=1, begin=0, end=1), axis=1), {value}), axis=1), "
            "y, dim=1), y, axes=(1,)), 0, 1), F.swapaxes(y, 0, 1)), 0, 1)")


def _halves_module(body: str, negative: bool = False) -> str:
    """An example block writing into ``y``, its input's relu, split at ``half = self.d_model // 2``
    (``d_model`` a constructor argument defaulting to 4, or with ``negative`` a stored -4)."""
    stored = "-4" if negative else "d_model"
    init = ("def __init__(self, d_model=4, **kwargs):\n    super().__init__(**kwargs)\n"
            f"    self.d_model = {stored}\n")
    return example_class(init + "\ndef hybrid_forward(self, F, x):\n    half = self.d_model // 2\n    y = F.relu(x)\n"
                         + "".join(f"    {line}\n" for line in body.splitlines()) + "    return y\n")


def _token_module(body: str) -> str:
    """An example block holding tokens ``y`` (N, 2, 3) of its input and a learned (3,) embedding."""
    return example_module("y = F.relu(x.reshape((0, 2, 3)))\n" + body, signature="self, F, x, tl",
                          init="self.tl = self.params.get('tl', shape=(3,))")


class ItemAssignmentToWhere(Fixer):
    code = "HYB005"
    name = "item-assignment-to-where"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites an item assignment along one axis into a local tensor -- `y[:, k] = v`, `y[..., :]`-free
    forms `y[k] = v`, `y[:, :, k0:k1] *= s` (every index a bare `:` but one, an integer or a
    slice with literal non-negative bounds and no step) -- as a rebinding through `F.where` on a
    mask of that axis: `y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=a) == k,
    <new>, F.swapaxes(y, 0, a)), 0, a)` (`F.where` takes a 1-d condition along the first axis;
    arange_like has the axis's length, so the form holds for any rank and size, and a negative k
    counts on the reversed range). The new values are a python number literal (`v` filled in,
    as NDArray.__setitem__ does), the augmented operation with a number (`y[:, 0] *= 2`), or an
    elementwise expression of the same region (`y[:, :2] = F.sigmoid(y[:, :2])`: numbers,
    `+ - * / **` with numbers, and F operators with finite derivatives -- sigmoid, tanh, relu,
    exp...) computed on the whole tensor and selected. Only where the tensor is a local bound
    earlier in the same block by an operator that makes a new array (`F.*`, arithmetic, a
    layer `__init__` declares, not Identity or a lambda) and not used between that binding and the write (no view, alias, container,
    call or return could see the in-place change eagerly); other writes into it in between are
    fine. Unsafe: the values are equal (checked eagerly and hybridized in MXNet 1.9.1 for float16/32/64
    and int32), but an elementwise function now also runs on the unselected part (exp can
    overflow there: its value is dropped, its gradient there becomes NaN), and indices are compared
    in the tensor's dtype (float16 is exact up to 2048). Refuses inputs and attributes (the caller
    holds the array), a name used before the write, indices from variables, steps, `...`,
    tensor values of another shape. One variable index is taken: the counter `i` of a `for i in
    range(n)` loop whose body writes `y[:, i, :] = v` and reads `y` nowhere else (DLinear's
    per-channel heads), `y` bound before the loop; `v` may then be a tensor whose rank is
    proven one below `y`'s, with `y` proven float32: `v` is cast to float32, given the axis back
    and broadcast like `y` (what __setitem__ does), each pass rebinding `y`.
    An augmented write of a tensor the mask form cannot take (`tmp[:, :, :4] += f(ref)`, a value
    of unproven rank or one reaching the indexed axis; `/=`) is computed on the region alone --
    `F.broadcast_add(F.slice(tmp, ...), v)`, what NDArray's in-place operator runs, so the result
    has the region's shape whatever `v`'s rank; an entry's axis squeezed and given back -- and
    spliced in: concatenated after the kept head for an open slice with a literal start, else
    placed by `F.where` on the region's mask over `F.slice_like` of head, new region and tensor
    (the eager write raises on an empty region, so no piece is empty). Slice bounds and indices
    may also be python ints of non-negative configuration numbers (`half = self.d_model // 2`).
    A tensor assigned into a slice or entry of a tensor proven float32 (an FNO's retained modes in
    a zeros tensor) is spliced in the same way as `reshape_like(zeros_like(region) + cast(v))`:
    what __setitem__ writes (cast to the tensor's dtype, broadcast to the region).
    An augmented write of the last axis after `...` (DETR's `tmp[..., :2] += reference`), whose
    size the shape flow knows (a Dense head's units), is the concat of the kept head, the new
    region and the kept tail along axis -1 (an entry only where the rank is proven 2 or more).
    """
    EXAMPLES = [
        # a rescaled channel of a fresh resize (ReCoNet's flow scaling, with literal factors)
        Example(example_module("y = F.relu(x)\ny[:, 0] *= 2\ny[:, 1] *= 0.5\nreturn y"),
                example_module("y = F.relu(x)\ny = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) == 0, "
                               "F.swapaxes(y, 0, 1) * (2), F.swapaxes(y, 0, 1)), 0, 1)\n"
                               "y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) == 1, "
                               "F.swapaxes(y, 0, 1) * (0.5), F.swapaxes(y, 0, 1)), 0, 1)\nreturn y"),
                shapes=[[(2, 3)], [(2, 2, 4, 4)], [(1, 2)]]),
        # a constant written into the last channel of a rank-3 tensor
        Example(example_module("y = F.relu(x) * 2\ny[:, :, -1] = 0\nreturn y"),
                example_module("y = F.relu(x) * 2\ny = F.swapaxes(F.where(F.reverse(F.contrib.arange_like(y, axis=2), axis=0) == 0, "
                               "F.zeros_like(F.swapaxes(y, 0, 2)), F.swapaxes(y, 0, 2)), 0, 2)\nreturn y"),
                shapes=[[(2, 3, 4)], [(1, 1, 1)], [(3, 2, 5, 2)]]),
        # YOLO-style decoding: sigmoid on the first two entries of the last axis
        Example(example_module("p = F.reshape(x, (0, -1, 4))\np[:, :, 0:2] = F.sigmoid(p[:, :, 0:2])\n"
                               "return F.sum(p, axis=1)"),
                example_module("p = F.reshape(x, (0, -1, 4))\np = F.swapaxes(F.where("
                               "F.contrib.arange_like(p, axis=2) < 2, F.sigmoid(F.swapaxes(p, 0, 2)), "
                               "F.swapaxes(p, 0, 2)), 0, 2)\nreturn F.sum(p, axis=1)"),
                shapes=[[(2, 8)], [(3, 12)]]),
        # the first rows along axis 0, filled with a number
        Example(example_module("y = F.tanh(x)\ny[1:] = -1.5\nreturn y + x"),
                example_module("y = F.tanh(x)\ny = F.where(F.contrib.arange_like(y, axis=0) >= 1, "
                               "F.zeros_like(y) + (-1.5), y)\nreturn y + x"),
                shapes=[[(3, 2)], [(1, 4)], [(4,)]]),
        # a World Models controller's brake clipped into [0, 1], the bounds passed by position
        Example(example_module("a = F.tanh(x)\na[:, 1] = F.clip(a[:, 1], 0, 1)\nreturn a"),
                example_module("a = F.tanh(x)\na = F.swapaxes(F.where(F.contrib.arange_like(a, axis=1) == 1, "
                               "F.clip(F.swapaxes(a, 0, 1), 0, 1), F.swapaxes(a, 0, 1)), 0, 1)\nreturn a"),
                shapes=[[(3, 3)], [(2, 2, 4)]]),
        # DLinear's individual heads: one Dense per channel written into a float32 zeros tensor in a
        # loop over the channels (the value cast to the tensor's dtype and broadcast, as __setitem__ does)
        Example(_heads_module("out = F.broadcast_like(F.zeros((1, 3, 2)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                              "for i in range(self.channels):\n"
                              "    out[:, i, :] = self.heads[i](F.squeeze(F.slice_axis(x, axis=1, begin=i, end=i + 1), axis=1))\n"
                              "return out"),
                _heads_module("out = F.broadcast_like(F.zeros((1, 3, 2)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                              "for i in range(self.channels):\n"
                              "    out = F.swapaxes(F.where(F.contrib.arange_like(out, axis=1) == i, "
                              "F.swapaxes(F.broadcast_like(F.expand_dims(F.cast(self.heads[i](F.squeeze(F.slice_axis("
                              "x, axis=1, begin=i, end=i + 1), axis=1)), dtype='float32'), axis=1), out), 0, 1), "
                              "F.swapaxes(out, 0, 1)), 0, 1)\n"
                              "return out"),
                shapes=[[(2, 3, 4)], [(1, 3, 4)]]),
        # refusals: a value of unproven rank (it may broadcast against the region's leading axes),
        # a tensor not proven float32 (F.where takes no mix of dtypes where the write cast)
        Example(_heads_module("out = F.zeros((2, 3, 2))\nfor i in range(3):\n    out[:, i, :] = y\nreturn out",
                              signature="self, F, x, y"),
                None, reason="rank is not proven", shapes=[[(2, 3, 4), (2,)]]),
        Example(_heads_module("out = F.zeros((2, 3, 2), dtype='float16')\nfor i in range(3):\n"
                              "    out[:, i, :] = self.heads[i](F.squeeze(F.slice_axis(x, axis=1, begin=i, end=i + 1), axis=1))\n"
                              "return out"),
                None, reason="not proven float32", shapes=[[(2, 3, 4)]]),
        # refusals: the input itself (the caller sees the eager change), a use before the write
        Example(example_module("x[:, 0] = 0\nreturn x"), None, reason="not a local bound"),
        Example(example_module("y = F.relu(x)\nz = y\ny[:, 0] = 0\nreturn y + z"), None,
                reason="is used between"),
        Example(example_module("y = self.body(x)\ny[:, 0] = 0\nreturn y",
                               init="self.body = nn.HybridLambda(lambda F, v: v)", gluon="HybridBlock, nn"),
                None, reason="single tensor"),
        # log's infinite derivative at 0 keeps it out of the whole-tensor mask form; the spliced
        # form (log on the region alone) needs the tensor proven float32, which a relu is not
        Example(example_module("y = F.relu(x)\ny[:, 0] = F.log(y[:, 0])\nreturn y"), None,
                reason="not proven float32"),
        # a tensor added into one token (SAM's box corners each given a learned (C,) embedding):
        # its axes all follow the indexed one, so it meets the same axes in the whole tensor
        Example(_token_module("y[:, 0, :] += tl\ny[:, 1, :] -= tl * 2\nreturn y"),
                _token_module("y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) == 0, "
                              "F.broadcast_add(F.swapaxes(y, 0, 1), tl), F.swapaxes(y, 0, 1)), 0, 1)\n"
                              "y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) == 1, "
                              "F.broadcast_sub(F.swapaxes(y, 0, 1), tl * 2), F.swapaxes(y, 0, 1)), 0, 1)\nreturn y"),
                shapes=[[(2, 6)], [(1, 6)]]),
        # ... one reaching the indexed axis or before (a per-row (N, C) value), or a division: the
        # operator runs on the token alone (the axis squeezed, as the eager region lacks it) and
        # the token is spliced back in; a value reading the tensor reads it as the eager write did
        Example(_token_module("y[:, 0, :] += F.sum(y, axis=1)\nreturn y"),
                _token_module(f"y = {_token_spliced('broadcast_add', 'F.sum(y, axis=1)')}\nreturn y"),
                shapes=[[(2, 6)], [(1, 6)]]),
        Example(_token_module("z = F.sum(F.relu(x.reshape((0, 2, 3))), axis=1)\ny[:, 0, :] += z\nreturn y"),
                _token_module(f"z = F.sum(F.relu(x.reshape((0, 2, 3))), axis=1)\ny = {_token_spliced('broadcast_add', 'z')}"
                              "\nreturn y"),
                shapes=[[(2, 6)], [(1, 6)]]),
        Example(_token_module("y[:, 0, :] /= tl\nreturn y"),
                _token_module(f"y = {_token_spliced('broadcast_div', 'tl')}\nreturn y"),
                shapes=[[(2, 6)], [(1, 6)]]),
        # ... but not a 1-d tensor's entry (no axis is left to squeeze), nor a negative index
        Example(example_module("y = F.relu(x)\ny[0] += F.sum(x)\nreturn y"), None,
                reason="rank is not proven", shapes=[[(3,)]]),
        Example(_token_module("y[:, -1, :] += F.sum(y, axis=1)\nreturn y"), None,
                reason="the augmented value is not a python number"),
        # a tensor reaching the sliced axis, added into its first entries (DAB-DETR's box
        # refinement `tmp[..., :4] += inverse_sigmoid(reference)`): computed on the region alone
        # and spliced in, whatever its rank; F.slice clips the bound as the subscript does (2, 2)
        Example(example_module("y = F.relu(x) * 2\ny[:, :2] += F.tanh(F.slice_axis(x, axis=1, begin=0, end=2))\nreturn y"),
                example_module("y = F.relu(x) * 2\ny = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) < 2, "
                               "F.swapaxes(F.slice_like(F.concat(F.broadcast_add(F.slice(y, begin=(None, 0), "
                               "end=(None, 2)), F.tanh(F.slice_axis(x, axis=1, begin=0, end=2))), y, dim=1), y, "
                               "axes=(1,)), 0, 1), F.swapaxes(y, 0, 1)), 0, 1)\nreturn y"),
                shapes=[[(2, 3)], [(3, 4, 2)], [(2, 2)]]),
        # ... into the tail past a literal start: the kept head and the new tail concatenated
        Example(example_module("y = F.tanh(x)\ny[:, 1:] -= F.slice_axis(x, axis=1, begin=0, end=1)\nreturn y"),
                example_module("y = F.tanh(x)\ny = F.concat(F.slice_axis(y, axis=1, begin=0, end=1), "
                               "F.broadcast_sub(F.slice_axis(y, axis=1, begin=1, end=None), "
                               "F.slice_axis(x, axis=1, begin=0, end=1)), dim=1)\nreturn y"),
                shapes=[[(2, 3)], [(1, 2, 4)]]),
        # ... rows 1:3 of the first axis (clipped at 2 rows: the region is row 1)
        Example(example_module("y = F.relu(x)\ny[1:3] *= F.slice_axis(F.sigmoid(x), axis=0, begin=0, end=1)\nreturn y"),
                example_module("y = F.relu(x)\ny = F.where((F.contrib.arange_like(y, axis=0) >= 1) * "
                               "(F.contrib.arange_like(y, axis=0) < 3), F.slice_like(F.concat(F.slice_axis(y, axis=0, "
                               "begin=0, end=1), F.broadcast_mul(F.slice(y, begin=(1,), end=(3,)), "
                               "F.slice_axis(F.sigmoid(x), axis=0, begin=0, end=1)), y, dim=0), y, axes=(0,)), y)\nreturn y"),
                shapes=[[(4, 2)], [(3, 2, 2)], [(2, 3)]]),
        # DAB-DETR's modulated attention: halves split at a constructor's int (a python int when
        # traced, at or above 0: the head runs one past it and drops its first entry, so it is
        # never empty, even at 0), a division on the region alone
        Example(_halves_module("y[:, half:] *= F.sigmoid(F.slice_axis(x, axis=1, begin=0, end=1))\n"
                               "y[:, :half] /= F.exp(F.slice_axis(x, axis=1, begin=1, end=2))"),
                _halves_module("y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) >= half, F.swapaxes("
                               "F.slice_axis(F.concat(F.slice_axis(y, axis=1, begin=0, end=half + 1), F.broadcast_mul("
                               "F.slice_axis(y, axis=1, begin=half, end=None), F.sigmoid(F.slice_axis(x, axis=1, "
                               "begin=0, end=1))), dim=1), axis=1, begin=1, end=None), 0, 1), F.swapaxes(y, 0, 1)), 0, 1)\n"
                               "y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) < half, F.swapaxes(F.slice_like("
                               "F.concat(F.broadcast_div(F.slice(y, begin=(None, 0), end=(None, half)), F.exp("
                               "F.slice_axis(x, axis=1, begin=1, end=2))), y, dim=1), y, axes=(1,)), 0, 1), "
                               "F.swapaxes(y, 0, 1)), 0, 1)"),
                shapes=[[(2, 4)], [(3, 5, 2)]]),
        # ... and at a constructor's int index (the entry's axis squeezed, the sum's shape)
        Example(_halves_module("y[:, half] += F.sum(x, axis=1)"),
                _halves_module("y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) == half, F.swapaxes("
                               "F.slice_like(F.slice_axis(F.concat(F.slice_axis(y, axis=1, begin=0, end=half + 1), "
                               "F.expand_dims(F.broadcast_add(F.squeeze(F.slice_axis(y, axis=1, begin=half, "
                               "end=half + 1), axis=1), F.sum(x, axis=1)), axis=1), y, dim=1), axis=1, begin=1, "
                               "end=None), y, axes=(1,)), 0, 1), F.swapaxes(y, 0, 1)), 0, 1)"),
                shapes=[[(2, 4)], [(3, 5, 2)]]),
        Example(_halves_module("y[:, half:] *= F.sigmoid(F.slice_axis(x, axis=1, begin=0, end=1))", negative=True),
                None, reason="python int of non-negative configuration numbers", shapes=[[(2, 4)]]),
        # a tensor written into a slice and an entry of a float32 zeros tensor (an FNO's retained
        # modes): cast to float32 and broadcast to the region, as __setitem__ does, then spliced in
        Example(example_module("y = F.broadcast_like(F.zeros((1, 1)), x)\n"
                               "y[:, :2] = F.tanh(F.slice_axis(x, axis=1, begin=0, end=2))\ny[:, 2] = F.sum(x, axis=1)\nreturn y"),
                example_module("y = F.broadcast_like(F.zeros((1, 1)), x)\n"
                               "y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) < 2, F.swapaxes(F.slice_like(F.concat("
                               "F.reshape_like(F.broadcast_add(F.zeros_like(F.slice(y, begin=(None, 0), end=(None, 2))), "
                               "F.cast(F.tanh(F.slice_axis(x, axis=1, begin=0, end=2)), dtype='float32')), F.slice(y, "
                               "begin=(None, 0), end=(None, 2))), y, dim=1), y, axes=(1,)), 0, 1), F.swapaxes(y, 0, 1)), 0, 1)\n"
                               "y = F.swapaxes(F.where(F.contrib.arange_like(y, axis=1) == 2, F.swapaxes(F.slice_like(F.concat("
                               "F.slice_axis(y, axis=1, begin=0, end=2), F.expand_dims(F.reshape_like(F.broadcast_add("
                               "F.zeros_like(F.squeeze(F.slice_axis(y, axis=1, begin=2, end=3), axis=1)), F.cast(F.sum(x, "
                               "axis=1), dtype='float32')), F.squeeze(F.slice_axis(y, axis=1, begin=2, end=3), axis=1)), "
                               "axis=1), y, dim=1), y, axes=(1,)), 0, 1), F.swapaxes(y, 0, 1)), 0, 1)\nreturn y"),
                shapes=[[(2, 4)], [(3, 3)]]),
        # ... a value with a leading size-1 axis more than the region (__setitem__ takes it)
        Example(example_module("y = F.zeros((2, 3))\ny[1:] = F.expand_dims(F.mean(x, axis=0, keepdims=True), axis=0)\n"
                               "return y"),
                example_module("y = F.zeros((2, 3))\ny = F.concat(F.slice_axis(y, axis=0, begin=0, end=1), "
                               "F.reshape_like(F.broadcast_add(F.zeros_like(F.slice_axis(y, axis=0, begin=1, end=None)), "
                               "F.cast(F.expand_dims(F.mean(x, axis=0, keepdims=True), axis=0), dtype='float32')), "
                               "F.slice_axis(y, axis=0, begin=1, end=None)), dim=0)\nreturn y"),
                shapes=[[(4, 3)], [(1, 3)]]),
        # ... but not into a tensor of unproven dtype (the cast would need its name)
        Example(example_module("y = F.relu(x)\ny[:, :2] = F.tanh(F.slice_axis(x, axis=1, begin=1, end=3))\nreturn y"),
                None, reason="not proven float32", shapes=[[(2, 4)]]),
        # DETR's box refinement on the last axis after `...` (rank unknown): the Dense head's 4
        # units are the axis's size, so the kept tail and the new region are concatenated
        Example(_box_module("tmp = self.bbox(x)\ntmp[..., :2] += ref\nreturn tmp"),
                _box_module("tmp = self.bbox(x)\ntmp = F.concat(F.broadcast_add(F.slice_axis(tmp, axis=-1, begin=0, "
                            "end=2), ref), F.slice_axis(tmp, axis=-1, begin=2, end=None), dim=-1)\nreturn tmp"),
                shapes=[[(2, 3, 5), (2, 3, 2)], [(4, 5), (1, 2)]]),
        # ... an entry of a tensor of known rank (the axis squeezed and given back), a clipped slice
        Example(_box_module("t = self.bbox(x.reshape((0, 0, -1)))\nt[..., 3] *= F.sum(ref, axis=-1)\n"
                            "t[..., 1:9] -= 1.5 * ref.sum()\nreturn t"),
                _box_module("t = self.bbox(x.reshape((0, 0, -1)))\nt = F.concat(F.slice_axis(t, axis=-1, begin=0, end=3), "
                            "F.expand_dims(F.broadcast_mul(F.squeeze(F.slice_axis(t, axis=-1, begin=3, end=4), axis=-1), "
                            "F.sum(ref, axis=-1)), axis=-1), dim=-1)\nt = F.concat(F.slice_axis(t, axis=-1, begin=0, end=1), "
                            "F.broadcast_sub(F.slice_axis(t, axis=-1, begin=1, end=4), 1.5 * ref.sum()), dim=-1)\nreturn t"),
                shapes=[[(2, 3, 5), (2, 3, 2)], [(1, 2, 5), (1, 1, 1)]]),
        # ... a python number from the constructor's sizes (DETR3D's `coords[..., 0] /= img_w`):
        # the plain operator, the only one a number takes (`broadcast_div` raises for an int)
        Example(_box_module("t = self.bbox(x.reshape((0, 0, -1)))\nh, w = self.size\nt[..., 0] /= w\nt[..., 1] /= h\nreturn F.broadcast_mul(t, ref.sum())", attrs="self.size = (6, 8)\n"),
                _box_module("t = self.bbox(x.reshape((0, 0, -1)))\nh, w = self.size\nt = F.concat(F.expand_dims((F.squeeze(F.slice_axis(t, "
                            "axis=-1, begin=0, end=1), axis=-1)) / (w), axis=-1), F.slice_axis(t, axis=-1, begin=1, end=None), "
                            "dim=-1)\nt = F.concat(F.slice_axis(t, axis=-1, begin=0, end=1), F.expand_dims((F.squeeze("
                            "F.slice_axis(t, axis=-1, begin=1, end=2), axis=-1)) / (h), axis=-1), F.slice_axis(t, axis=-1, "
                            "begin=2, end=None), dim=-1)\nreturn F.broadcast_mul(t, ref.sum())", attrs="self.size = (6, 8)\n"),
                shapes=[[(2, 3, 5), (2, 3, 2)]]),
        # ... but not where the last axis's size is unknown, nor an entry of a tensor of unknown rank
        Example(_box_module("t = F.relu(x)\nt[..., :2] += ref\nreturn t"), None,
                reason="last axis is not known", shapes=[[(2, 5), (2, 2)]]),
        Example(_box_module("t = self.bbox(x)\nt[..., 0] += F.sum(ref, axis=-1)\nreturn t"), None,
                reason="not proven of rank 2 or more", shapes=[[(2, 5), (2, 2)]]),
        # refusals: a bound the caller passes (its sign is unknown: a negative one counts from the end)
        Example(example_module("y = F.relu(x)\ny[:, k:] += F.slice_axis(x, axis=1, begin=0, end=1)\nreturn y",
                               signature="self, F, x, k=1"),
                None, reason="python int of non-negative configuration numbers", shapes=[[(2, 3)]]),
        # PiDiNet's radial difference kernel: the outer ring of a 3x3 kernel scattered into a zeros
        # (.., 25) buffer through lists of indices -- the new entries put before the tensor and
        # gathered back into place by F.take on an index computed from arange_like
        Example(example_module("w = F.relu(x)\nbuf = F.zeros((2, 3, 6))\n"
                               "buf[:, :, [0, 2, 5]] = F.slice_axis(w, axis=2, begin=1, end=None)\n"
                               "buf[:, :, [4, 1]] = -F.slice_axis(w, axis=2, begin=2, end=None)\nreturn buf"),
                example_module("w = F.relu(x)\nbuf = F.zeros((2, 3, 6))\n"
                               "buf = F.take(F.concat(F.reshape_like(F.broadcast_add(F.zeros_like(F.slice_axis(buf, "
                               "axis=2, begin=0, end=3)), F.cast(F.slice_axis(w, axis=2, begin=1, end=None), "
                               "dtype='float32')), F.slice_axis(buf, axis=2, begin=0, end=3)), buf, dim=2), "
                               "F.contrib.arange_like(buf, axis=2) + 3 - (F.contrib.arange_like(buf, axis=2) == 0) * 3 "
                               "- (F.contrib.arange_like(buf, axis=2) == 2) * 4 - (F.contrib.arange_like(buf, axis=2) "
                               "== 5) * 6, axis=2)\n"
                               "buf = F.take(F.concat(F.reshape_like(F.broadcast_add(F.zeros_like(F.slice_axis(buf, "
                               "axis=2, begin=0, end=2)), F.cast(-F.slice_axis(w, axis=2, begin=2, end=None), "
                               "dtype='float32')), F.slice_axis(buf, axis=2, begin=0, end=2)), buf, dim=2), "
                               "F.contrib.arange_like(buf, axis=2) + 2 - (F.contrib.arange_like(buf, axis=2) == 4) * 6 "
                               "- (F.contrib.arange_like(buf, axis=2) == 1) * 2, axis=2)\nreturn buf"),
                shapes=[[(2, 3, 4)]]),
        # ... a number into listed rows of axis 0, and a (N, 1, C) tensor broadcast over the
        # listed entries of axis 1 (unsorted: entry 3 takes the value's first row)
        Example(example_module("y = F.ones((4, 3))\ny[[0, 2]] = 0.5\nreturn F.broadcast_add(y, x)"),
                example_module("y = F.ones((4, 3))\ny = F.take(F.concat(F.zeros_like(F.slice_axis(y, axis=0, begin=0, "
                               "end=2)) + (0.5), y, dim=0), F.contrib.arange_like(y, axis=0) + 2 - "
                               "(F.contrib.arange_like(y, axis=0) == 0) * 2 - (F.contrib.arange_like(y, axis=0) == 2) "
                               "* 3, axis=0)\nreturn F.broadcast_add(y, x)"),
                shapes=[[(4, 3)], [(1, 3)]]),
        Example(example_module("buf = F.zeros((2, 5, 3))\nbuf[:, [3, 1]] = F.sum(x, axis=1, keepdims=True)\nreturn buf"),
                example_module("buf = F.zeros((2, 5, 3))\nbuf = F.take(F.concat(F.reshape_like(F.broadcast_add("
                               "F.zeros_like(F.slice_axis(buf, axis=1, begin=0, end=2)), F.cast(F.sum(x, axis=1, "
                               "keepdims=True), dtype='float32')), F.slice_axis(buf, axis=1, begin=0, end=2)), buf, "
                               "dim=1), F.contrib.arange_like(buf, axis=1) + 2 - (F.contrib.arange_like(buf, axis=1) "
                               "== 3) * 5 - (F.contrib.arange_like(buf, axis=1) == 1) * 2, axis=1)\nreturn buf"),
                shapes=[[(2, 4, 3)], [(2, 1, 3)]]),
        # refusals: a negative listed index; an axis whose size is not known (MXNet 1.9.1 does not
        # check listed indices: one past the axis writes into other memory eagerly); an int tensor
        Example(example_module("buf = F.zeros((2, 5))\nbuf[:, [1, -1]] = 0.5\nreturn F.broadcast_add(buf, x)"),
                None, reason="distinct non-negative integer literals", shapes=[[(2, 5)]]),
        Example(example_module("buf = F.broadcast_like(F.zeros((1, 1)), x)\nbuf[:, [0, 2]] = 1.0\nreturn buf"),
                None, reason="not known to exceed every listed index", shapes=[[(2, 3)]]),
        # a value that is no array (a python number a local holds; a bool, list or numpy array
        # alike): NDArray.__setitem__ writes it eagerly, F.cast would raise (session 68, H489)
        Example(example_module("v = 0.5 * 3\nbuf = F.zeros((2, 5))\nbuf[:, [1, 3]] = v\nreturn F.broadcast_add(buf, x)"),
                None, reason="is not proven an array", shapes=[[(2, 5)]]),
        Example(example_module("v = 0.5 * 3\nbuf = F.zeros((2, 5))\nbuf[:, 1:3] = v\nreturn F.broadcast_add(buf, x)"),
                None, reason="is not proven an array", shapes=[[(2, 5)]]),
        Example(example_module("buf = F.zeros((2, 4), dtype='int32')\nbuf[:, [0, 2]] = 1\n"
                               "return F.broadcast_add(F.cast(buf, dtype='float32'), x)"),
                None, reason="not proven float32", shapes=[[(2, 4)]]),
    ]

    @staticmethod
    def receivers(stmt, target: cst.Subscript):
        return (target.value,)

    @classmethod
    def propose(cls, ctx, stmt, target: cst.Subscript) -> Fix | Refusal:
        if not isinstance(target.value, cst.Name):
            return Refusal("the tensor assigned into is not a plain name")
        name = target.value.value
        if _last_axis_key(target) is not None:
            return _last_axis_spliced(ctx, stmt, target)
        listed = _listed_axis(target)
        if listed is not None:
            return _scattered(cls, ctx, stmt, target, *listed)
        loop = _counter_loop(ctx, stmt, name)
        picked = _axis_selection(target, loop.target.value if loop is not None else None, ctx)
        if isinstance(picked, Refusal):
            return picked
        axis, cond_of = picked
        why = _fresh_before(ctx, loop if loop is not None else stmt, name)
        if why:
            return Refusal(why)
        f = ctx.scope.f_name
        region = " ".join(ctx.code_for(target).split())
        moved = name if axis == 0 else f"{f}.swapaxes({name}, 0, {axis})"
        if isinstance(stmt, cst.AugAssign):
            op = OPERATORS.get(type(stmt.operator))
            value = _elementwise(ctx, stmt.value, region, moved)
            if value is None and op in _REGION_BROADCAST and loop is None:
                value = _trailing_tensor(ctx, stmt, name, axis) if op in _AUGMENTED_BROADCAST else None
                if value is None or isinstance(value, Refusal):
                    v = " ".join(ctx.code_for(stmt.value).split())
                    spliced = _spliced(ctx, target, axis, cond_of, lambda r: _region_op(ctx, stmt, op, r, v))
                    if spliced is not None:
                        return make_fix(ctx, [(stmt, spliced)], cls.applicability,
                                        f"rebind `{name}` with the region's new values spliced in along axis {axis}")
                if isinstance(value, Refusal):
                    return value
                new = None if value is None else f"{f}.{_AUGMENTED_BROADCAST[op]}({moved}, {value})"
            else:
                new = None if value is None else f"{moved} {op} ({value})"
            if op not in _BINARY.values() or new is None:
                return Refusal("the augmented value is not a python number or an elementwise "
                               "expression of the same region")
        else:
            if len(stmt.targets) != 1:
                return Refusal("a chained assignment")
            value = _elementwise(ctx, stmt.value, region, moved)
            spread = None
            if value is None and loop is not None:
                spread = value = _channel_value(ctx, stmt, loop, name, axis)
                if isinstance(value, Refusal):
                    return value
            if value is None and loop is None:
                spliced = _set_spliced(ctx, stmt, target, axis, cond_of)
                if isinstance(spliced, str):
                    return make_fix(ctx, [(stmt, spliced)], cls.applicability,
                                    f"rebind `{name}` with the region's new values spliced in along axis {axis}")
                if spliced is not None:
                    return spliced
            if value is None:
                return Refusal("the value is not a python number or an elementwise expression of "
                               "the same region (F operators with finite derivatives)")
            if value == moved or value == spread or region in " ".join(ctx.code_for(stmt.value).split()):
                new = value
            elif number_literal(stmt.value) == 0:
                new = f"{f}.zeros_like({moved})"
            else:
                new = f"{f}.zeros_like({moved}) + ({value})"
        where = f"{f}.where({cond_of(f, name)}, {new}, {moved})"
        text = f"{name} = {where}" if axis == 0 else f"{name} = {f}.swapaxes({where}, 0, {axis})"
        return make_fix(ctx, [(stmt, text)], cls.applicability,
                        f"rebind `{name}` through F.where on a mask of axis {axis}")


def _listed_axis(target: cst.Subscript) -> "tuple[int, list[int] | None] | None":
    """(axis, entries) where the index is bare `:` on every axis but one, which is a list display
    (PiDiNet's radial kernel `buffer[:, :, [0, 2, 4, 10]] = w[:, :, 1:]`); entries None unless
    they are distinct non-negative integer literals. None for any other index."""
    listed = None
    for i, el in enumerate(target.slice):
        s = el.slice
        if isinstance(s, cst.Slice) and s.lower is None and s.upper is None and s.step is None:
            continue
        if listed is not None or not (isinstance(s, cst.Index) and isinstance(s.value, cst.List)):
            return None
        listed = (i, s.value)
    if listed is None:
        return None
    axis, display = listed
    entries = [int_literal(el.value) if isinstance(el, cst.Element) else None
               for el in display.elements]
    if not entries or any(k is None or k < 0 for k in entries) or len(set(entries)) != len(entries):
        return axis, None
    return axis, entries


def _scattered(cls, ctx, stmt, target: cst.Subscript, axis: int, entries: list[int] | None) -> "Fix | Refusal":
    """``name[:, ..., [i0, i1, ...]] = v`` (one axis indexed by a list of distinct non-negative
    integer literals) as a rebinding of ``name`` by a gather: the new values ``V`` (k = len(list)
    entries along the axis) are put before the tensor and each position ``j`` of the axis takes
    ``V``'s entry ``p`` where ``j == i_p``, else its own entry, now at ``j + k``:
    ``F.take(F.concat(V, name, dim=a), r + k - sum_p (r == i_p) * (i_p + k - p), axis=a)`` with
    ``r = F.contrib.arange_like(name, axis=a)`` -- exact, any rank and size (the eager write
    raised for an index past the axis, so every ``i_p`` is below its size; float32 counts
    exactly past any real axis). NDArray.__setitem__ casts ``v`` to the tensor's dtype and
    broadcasts it to the region (the tensor with k entries on that axis, whose shape the first
    k entries have): ``V = reshape_like(zeros_like(region) + cast(v), region)``, as the slice
    form writes it; so the tensor must be proven float32. Fresh local only (``_fresh_before``)."""
    name = target.value.value
    if not isinstance(stmt, cst.Assign) or len(stmt.targets) != 1:
        return Refusal("only a plain assignment through a list of indices is rewritten")
    if entries is None:
        return Refusal("the list index holds other than distinct non-negative integer literals")
    why = _fresh_before(ctx, stmt, name)
    if why:
        return Refusal(why)
    line = ctx.parent(stmt)
    binding = _binding(ctx, line, name) if line is not None else None
    if binding is None or not _float32(ctx, binding):
        return Refusal(f"`{name}` is not proven float32 (the write casts its value to the tensor's "
                       "dtype, the gathered form needs it named)")
    size = _axis_size(ctx, stmt, binding, axis)
    if size is None or max(entries) >= size:
        return Refusal(f"the size of `{name}`'s axis {axis} is not known to exceed every listed index "
                       "(MXNet 1.9.1 does not check them: an index past the axis writes elsewhere eagerly)")
    f = ctx.scope.f_name
    k = len(entries)
    region = f"{f}.slice_axis({name}, axis={axis}, begin=0, end={k})"
    value = _written_value(ctx, stmt.value, region)
    if isinstance(value, Refusal):
        return value
    r = f"{f}.contrib.arange_like({name}, axis={axis})"
    moves = " - ".join(f"({r} == {i}) * {i + k - p}" for p, i in enumerate(entries))
    index = f"{r} + {k} - {moves}"
    text = f"{name} = {f}.take({f}.concat({value}, {name}, dim={axis}), {index}, axis={axis})"
    return make_fix(ctx, [(stmt, text)], cls.applicability,
                    f"rebind `{name}` by gathering the written entries along axis {axis}")


def _axis_size(ctx, stmt, binding: cst.Assign, axis: int) -> int | None:
    """The size, a number, of axis ``axis`` of the tensor ``binding`` makes: an integer literal at
    that place of the shape display a constructor is handed (``F.zeros((n, c, 25))``), or what the
    shape flow gives it (its rank known); None when not known."""
    written = _constructed_size(ctx, binding.value, axis)
    if written is not None:
        return written
    flow = flow_of(ctx)
    if flow is None:
        return None
    held = _written_and_held(flow, stmt, binding)[1]
    if held is None or held.rank is None or axis >= held.rank:
        return None
    d = held.dim(axis)
    return int(d.coef) if d is not None and d.is_const and d.coef.denominator == 1 else None


def _constructed_size(ctx, value, axis: int) -> int | None:
    """The integer literal at ``axis`` of the shape display handed to ``F.zeros``/``ones``/``full``
    /``empty`` (first argument or ``shape=``), whose length is the rank; else None."""
    path = ctx.f_path(value.func) if isinstance(value, cst.Call) else None
    if not path or path[-1] not in ("zeros", "ones", "full", "empty"):
        return None
    shape = next((a.value for a in value.args if a.keyword is not None and a.keyword.value == "shape"),
                 value.args[0].value if value.args and value.args[0].keyword is None else None)
    if not isinstance(shape, (cst.Tuple, cst.List)) or axis >= len(shape.elements) \
            or any(not isinstance(el, cst.Element) for el in shape.elements):
        return None
    k = int_literal(shape.elements[axis].value)
    return k if k is not None and k > 0 else None


def _axis_selection(target: cst.Subscript, counter: str | None = None, ctx=None):
    """(axis, condition builder) for an index that is bare `:` on every axis but one (an integer
    literal or ``counter``, the non-negative python int of a ``for counter in range(n)``, or a
    slice whose bounds are non-negative python ints, ``_non_negative_int``). The builder's
    ``bounds`` attribute holds a slice's (lower, upper) texts (upper None when open)."""
    picked = None
    for i, el in enumerate(target.slice):
        s = el.slice
        if isinstance(s, cst.Slice) and s.lower is None and s.upper is None and s.step is None:
            continue
        if picked is not None:
            return Refusal("more than one axis is indexed")
        picked = (i, s)
    if picked is None:
        return Refusal("the whole tensor is assigned")
    axis, s = picked
    if isinstance(s, cst.Index) and counter is not None and isinstance(s.value, cst.Name) \
            and s.value.value == counter:
        return axis, lambda f, name: f"{f}.contrib.arange_like({name}, axis={axis}) == {counter}"
    if isinstance(s, cst.Index):
        k = int_literal(s.value)
        text = _bound_text(ctx, s.value) if k is None and s.star is None else None
        if text is not None:
            def cond(f, name):
                return f"{f}.contrib.arange_like({name}, axis={axis}) == {text}"
            cond.bounds, cond.index = (text, f"{text} + 1"), True
            return axis, cond
        if k is None or s.star is not None:
            return Refusal("the index is not an integer literal, nor a python int of non-negative "
                           "configuration numbers")

        def cond(f, name, k=k):
            if k >= 0:
                return f"{f}.contrib.arange_like({name}, axis={axis}) == {k}"
            return f"{f}.reverse({f}.contrib.arange_like({name}, axis={axis}), axis=0) == {-k - 1}"
        if k >= 0:
            cond.bounds, cond.index = (str(k), str(k + 1)), True
        return axis, cond
    if s.step is not None:
        return Refusal("a slice with a step")
    lo = "0" if s.lower is None else _bound_text(ctx, s.lower)
    hi = None if s.upper is None else _bound_text(ctx, s.upper)
    if lo is None or (s.upper is not None and hi is None):
        return Refusal("a slice bound is not a non-negative integer literal, nor a python int "
                       "of non-negative configuration numbers")

    def cond(f, name):
        rng = f"{f}.contrib.arange_like({name}, axis={axis})"
        parts = ([f"({rng} >= {lo})"] if lo != "0" or hi is None else []) \
            + ([f"({rng} < {hi})"] if hi is not None else [])
        if len(parts) == 1:
            return parts[0][1:-1]
        return " * ".join(parts)
    cond.bounds = (lo, hi)
    return axis, cond


def _bound_text(ctx, node) -> str | None:
    """The text of a slice bound that is a non-negative python int while tracing, else None."""
    k = int_literal(node)
    if k is not None:
        return str(k) if k >= 0 else None
    if ctx is None or not _non_negative_int(ctx, node):
        return None
    return " ".join(ctx.code_for(node).split())


def _non_negative_int(ctx, node, depth: int = 0) -> bool:
    """``node`` is a python int at or above 0 on every call: a non-negative literal, a
    configuration attribute of positive numbers (``self.d_model``, ``int_configured``), their
    sums, products and floor quotients, or a local name every binding of which is one
    (``half = self.d_model // 2``: a constructor's int stays a python int when traced)."""
    if depth > 8:
        return False
    k = int_literal(node)
    if k is not None:
        return k >= 0
    if isinstance(node, cst.Attribute):
        return int_configured(ctx, node, positive=True)
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Multiply, cst.FloorDivide)):
        return _non_negative_int(ctx, node.left, depth + 1) and _non_negative_int(ctx, node.right, depth + 1)
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(node, cst.Name) or func is None or node.value in param_names(func.params):
        return False
    values = name_bindings(func, nested=True).get(node.value)
    return bool(values) and all(v is not None and _non_negative_int(ctx, v, depth + 1) for v in values)


def _set_spliced(ctx, stmt: cst.Assign, target: cst.Subscript, axis: int, cond_of) -> "str | Refusal | None":
    """``name[..., lo:hi] = v`` for a tensor ``v`` (an FNO's retained modes written into a zeros
    tensor), spliced in as ``_spliced`` places it. NDArray.__setitem__ casts ``v`` to the
    tensor's dtype and broadcasts it to the region's shape, a value with more leading size-1
    axes included (MXNet 1.9.1): ``reshape_like(zeros_like(region) + cast(v))`` is that value.
    Needs the tensor proven float32 (the cast's dtype); None where no binding is in view."""
    line = ctx.parent(stmt)
    name = target.value.value
    binding = _binding(ctx, line, name) if line is not None else None
    if binding is None or getattr(cond_of, "bounds", None) is None:
        return None
    if not _float32(ctx, binding):
        return Refusal(f"`{name}` is not proven float32 (the write casts its value to the "
                       "tensor's dtype, the spliced form needs it named)")
    refused = _written_value(ctx, stmt.value, "")
    if isinstance(refused, Refusal):
        return refused
    f = ctx.scope.f_name
    v = " ".join(ctx.code_for(stmt.value).split())
    return _spliced(ctx, target, axis, cond_of, lambda r: f"{f}.reshape_like({f}.broadcast_add("
                    f"{f}.zeros_like({r}), {f}.cast({v}, dtype='float32')), {r})")


def _written_value(ctx, node, region: str) -> "str | Refusal":
    """The text of the value ``node`` an item write puts into ``region`` (a float32 tensor's),
    as NDArray.__setitem__ makes it: a number literal added to zeros, a tensor cast and
    broadcast to the region. Any other value (a python number a name or attribute holds, a
    bool, a list, a numpy array: __setitem__ takes them all eagerly) is refused, as ``F.cast``
    needs an array."""
    f = ctx.scope.f_name
    v = " ".join(ctx.code_for(node).split())
    if number_literal(node) is not None:
        return f"{f}.zeros_like({region}) + ({v})"
    if not ctx.is_tensor(node):
        return Refusal(f"the written value `{v}` is not proven an array (a python number, list or "
                       "numpy array is written eagerly, F.cast takes arrays only)")
    return f"{f}.reshape_like({f}.broadcast_add({f}.zeros_like({region}), {f}.cast({v}, dtype='float32')), {region})"


def _last_axis_key(target: cst.Subscript) -> "tuple[int, int | None, bool] | None":
    """(lo, hi, is an index) of ``t[..., lo:hi]`` / ``t[..., k]`` with literal non-negative
    bounds and no step (a box's coordinates: DETR's ``tmp[..., :2] += reference``); else None."""
    if len(target.slice) != 2:
        return None
    first, last = target.slice[0].slice, target.slice[1].slice
    if not (isinstance(first, cst.Index) and isinstance(first.value, cst.Ellipsis)):
        return None
    if isinstance(last, cst.Index):
        k = int_literal(last.value)
        return (k, k + 1, True) if k is not None and k >= 0 and last.star is None else None
    if last.step is not None:
        return None
    lo = 0 if last.lower is None else int_literal(last.lower)
    hi = None if last.upper is None else int_literal(last.upper)
    if lo is None or lo < 0 or (last.upper is not None and (hi is None or hi < 0)):
        return None
    return lo, hi, False


def _region_op(ctx, stmt: cst.AugAssign, op: str, region: str, v: str) -> str:
    """The region's new values: ``broadcast_<op>`` where the augmented value is a tensor (what
    NDArray's in-place operator runs); otherwise the plain operator, which is the same eagerly
    for a tensor and the only form for a python number (``broadcast_div`` takes no int:
    `coords[..., 0] /= img_w` with `img_h, img_w = self.image_size`)."""
    if ctx.proven_tensor(stmt.value) or ctx.kind(stmt.value).tensorish:
        return f"{ctx.scope.f_name}.{_REGION_BROADCAST[op]}({region}, {v})"
    return f"({region}) {op} ({v})"


def _last_axis_spliced(ctx, stmt, target: cst.Subscript) -> "Fix | Refusal":
    """``t[..., lo:hi] op= v`` (or ``t[..., k]``) along the last axis, whose size ``n`` the shape
    flow knows (a Dense head's units): the kept head ``[0, lo)``, the region's new values
    (``broadcast_<op>`` on the region alone, as the in-place operator ran; an entry's axis
    squeezed and given back) and the kept tail ``[min(hi, n), n)`` concatenated -- every piece's
    bounds known, none empty. The rank stays unknown: no mask, no swapaxes is needed."""
    name = target.value.value
    lo, hi, index = _last_axis_key(target)
    op = OPERATORS.get(type(stmt.operator)) if isinstance(stmt, cst.AugAssign) else None
    if op not in _REGION_BROADCAST:
        return Refusal("only an augmented write (+=, -=, *=, /=) of the last axis after `...` is rewritten")
    why = _fresh_before(ctx, stmt, name)
    if why:
        return Refusal(why)
    flow = flow_of(ctx)
    line = ctx.parent(stmt)
    binding = _binding(ctx, line, name) if line is not None else None
    held = _written_and_held(flow, stmt, binding)[1] if flow is not None and binding is not None else None
    d = held.dim(-1) if held is not None else None
    n = int(d.coef) if d is not None and d.is_const and d.coef.denominator == 1 else None
    if n is None:
        return Refusal(f"the size of `{name}`'s last axis is not known (the pieces around the region need it)")
    if index and min_rank(held) < 2:
        return Refusal(f"`{name}` is not proven of rank 2 or more (a 1-d tensor's entry leaves no axis to squeeze)")
    end = n if hi is None else min(hi, n)
    if lo >= end:
        return Refusal("the region is empty (the eager write raises)")
    f = ctx.scope.f_name
    v = " ".join(ctx.code_for(stmt.value).split())
    region = f"{f}.slice_axis({name}, axis=-1, begin={lo}, end={end})"
    if index:
        new = f"{f}.expand_dims({_region_op(ctx, stmt, op, f'{f}.squeeze({region}, axis=-1)', v)}, axis=-1)"
    else:
        new = _region_op(ctx, stmt, op, region, v)
    pieces = ([f"{f}.slice_axis({name}, axis=-1, begin=0, end={lo})"] if lo > 0 else []) + [new] \
        + ([f"{f}.slice_axis({name}, axis=-1, begin={end}, end=None)"] if end < n else [])
    text = f"{name} = {f}.concat({', '.join(pieces)}, dim=-1)" if len(pieces) > 1 else f"{name} = {new}"
    return make_fix(ctx, [(stmt, text)], ItemAssignmentToWhere.applicability,
                    f"rebind `{name}` with the last axis's pieces concatenated")


def _float32(ctx, binding: cst.Assign) -> bool:
    """The tensor ``binding`` makes is proven float32."""
    proof = memoized("item-assignment-dtypes", ctx.scope.func,
                     lambda fn: DtypeProof(parent_map(fn), fn, ctx.scope.f_name))
    return bool(proof.relatives(binding.value)[1])


def _spliced(ctx, target: cst.Subscript, axis: int, cond_of, combine) -> str | None:
    """``name[..., lo:hi] op= v`` for a tensor ``v`` as a rebinding of ``name`` with the region's
    new values spliced in along ``axis`` (an integer index ``k`` as the region ``k:k + 1``);
    None for a 1-d tensor's integer index or a negative one. NDArray's in-place operator
    is ``broadcast_<op>(region, v, out=region)``: the result has the region's shape wherever the
    eager write ran, whatever ``v``'s rank, so computing it on the region alone is exact (no
    rank proof needed, unlike the mask form on the whole tensor). The eager write also proves
    the region is not empty (MXNet 1.9.1 raises for an empty one, numbers too): ``lo`` is below
    the axis's size. An open slice with a literal ``lo`` above 0 is a concat of the kept head
    and the new region. Otherwise the new values are placed by ``F.where`` on the region's
    mask over a tensor that holds them at the region's positions: the head up to ``lo``
    (one past it, never empty, its first entry dropped again), the new region, then the
    whole tensor, cut to its size by ``slice_like`` -- ``F.slice`` clips ``hi`` past the end
    as the subscript does, and no concatenated piece is ever empty."""
    bounds = getattr(cond_of, "bounds", None)
    if bounds is None:
        return None
    lo, hi = bounds
    f = ctx.scope.f_name
    name = target.value.value
    if getattr(cond_of, "index", False):
        # the eager region lacks the indexed axis (the write's index is below its size): the
        # operator runs on it as it did, and the axis is given back
        if len(target.slice) < 2:
            return None                   # a 1-d tensor's region: no axis is left to squeeze
        one = f"{f}.squeeze({f}.slice_axis({name}, axis={axis}, begin={lo}, end={hi}), axis={axis})"
        new = f"{f}.expand_dims({combine(one)}, axis={axis})"
    elif hi is None:
        region = f"{f}.slice_axis({name}, axis={axis}, begin={lo}, end=None)"
    else:
        begin, end = (", ".join(["None"] * axis + [b]) + ("," if axis == 0 else "") for b in (lo, hi))
        region = f"{f}.slice({name}, begin=({begin}), end=({end}))"
    if not getattr(cond_of, "index", False):
        new = combine(region)
    # the head before the region: up to a literal lo, or one past a python int lo (never empty,
    # even at 0) whose first entry is dropped again
    drop = not lo.isdigit()
    head = [] if lo == "0" else [f"{f}.slice_axis({name}, axis={axis}, begin=0, end={lo}{' + 1' if drop else ''})"]
    placed = f"{f}.concat({', '.join(head + [new] + ([name] if hi is not None else []))}, dim={axis})"
    if drop:
        placed = f"{f}.slice_axis({placed}, axis={axis}, begin=1, end=None)"
    if hi is None and not drop:
        return f"{name} = {placed}"          # the head and the new region fill the axis
    if hi is not None:
        placed = f"{f}.slice_like({placed}, {name}, axes=({axis},))"
    moved = (lambda t: t) if axis == 0 else (lambda t: f"{f}.swapaxes({t}, 0, {axis})")
    return f"{name} = " + moved(f"{f}.where({cond_of(f, name)}, {moved(placed)}, {moved(name)})")


def _counter_loop(ctx, stmt, name: str) -> cst.For | None:
    """The ``for i in range(n)`` loop whose body holds the write ``stmt`` directly, when ``i``
    is a non-negative python int on every pass (one-argument range, ``i`` not rebound in the
    body), the loop has no ``else``, and no other statement of its body reads ``name``: each
    pass's rebinding then reads the previous pass's tensor, as each eager write changed it."""
    line = ctx.parent(stmt)
    block = ctx.parent(line) if line is not None else None
    loop = ctx.parent(block) if block is not None else None
    if not (isinstance(loop, cst.For) and loop.body is block and loop.orelse is None
            and loop.asynchronous is None and isinstance(loop.target, cst.Name)):
        return None
    it = loop.iter
    if not (isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range"
            and len(it.args) == 1 and it.args[0].keyword is None and not it.args[0].star):
        return None
    counter = loop.target.value
    if binds(block, counter) or any(s is not line and name in _names(s) for s in block.body):
        return None
    return loop


def _channel_value(ctx, stmt, loop: cst.For, name: str, axis: int) -> "str | Refusal | None":
    """The new values of ``name[..., i, ...] = v`` in a counter loop for a tensor ``v`` (a
    channel of a per-channel head), moved as ``_where`` needs them: ``v`` cast to the tensor's
    dtype, given back the written axis and broadcast to the tensor -- what NDArray.__setitem__
    does (it casts the value to the array's dtype and broadcasts it to the region). Needs the
    ranks proven (``v`` one below the tensor: a value of lower rank would broadcast against
    leading axes of the region instead) and the tensor's dtype proven float32 (F.where takes no
    mix of dtypes); None when ``v`` is no tensor the flow knows."""
    if name in _names(stmt.value):
        return Refusal("the value reads the tensor written into")
    flow = flow_of(ctx)
    binding = _binding(ctx, loop, name)
    if flow is None or binding is None:
        return None
    got, held = _written_and_held(flow, stmt, binding)
    if got is None or held is None or got.rank is None or held.rank is None \
            or got.rank != held.rank - 1:
        return Refusal("the written value's rank is not proven one below the tensor's (a value "
                       "of lower rank broadcasts against the region's leading axes)")
    if not _float32(ctx, binding):
        return Refusal(f"`{name}` is not proven float32 (the write casts its value to the "
                       "tensor's dtype, F.where takes no mix)")
    f = ctx.scope.f_name
    v = " ".join(ctx.code_for(stmt.value).split())
    spread = f"{f}.broadcast_like({f}.expand_dims({f}.cast({v}, dtype='float32'), axis={axis}), {name})"
    return spread if axis == 0 else f"{f}.swapaxes({spread}, 0, {axis})"


def _written_and_held(flow, stmt, binding) -> tuple:
    """The shapes the flow gives the written value of ``stmt`` and the tensor ``binding`` made
    (either None where not read)."""
    env = flow.body_env(stmt.value)
    got = flow.reader.value_shape(stmt.value, env.copy()) if env is not None else None
    outer = flow.env_at(binding)
    held = flow.reader.value_shape(binding.value, outer.copy()) if outer is not None else None
    return got, held


def _trailing_tensor(ctx, stmt: cst.AugAssign, name: str, axis: int) -> "str | Refusal | None":
    """The text of the tensor ``v`` of ``name[..., k, ...] += v`` (``-=``, ``*=``) where ``v`` meets
    the same axes in the whole tensor as in the region: NDArray's ``+=`` is ``broadcast_add`` into
    the region, which aligns ``v`` with the region's last axes, and those are the tensor's own
    when ``v`` has no more axes than follow the indexed one (a learned (C,) embedding added to
    one token of (N, T, C): SAM's box corners). Then the broadcast on the whole tensor, selected
    by the mask, gives the region's values (F.where keeps the rest); the operator is the one the
    eager write ran, so a dtype it refuses it refuses eagerly too. Ranks proven, or a Refusal;
    None when ``v`` reads the tensor or is a number (the elementwise route's)."""
    if name in _names(stmt.value) or number_literal(stmt.value) is not None:
        return None
    flow = flow_of(ctx)
    line = ctx.parent(stmt)
    binding = _binding(ctx, line, name) if line is not None else None
    if flow is None or binding is None:
        return None
    got, held = _written_and_held(flow, stmt, binding)
    if got is None or held is None or got.rank is None or held.rank is None \
            or got.rank > held.rank - 1 - axis:
        return Refusal("the added tensor's rank is not proven to cover only axes after the indexed "
                       "one (a value reaching that axis or before broadcasts against the region "
                       "differently from the whole tensor)")
    return " ".join(ctx.code_for(stmt.value).split())


def _binding(ctx, loop: cst.For, name: str) -> cst.Assign | None:
    """The ``name = value`` statement ``_fresh_before`` accepted for ``loop`` (the nearest
    binding of ``name`` before it in its block)."""
    block = ctx.parent(loop)
    body = getattr(block, "body", ())
    index = next((i for i, s in enumerate(body) if s is loop), 0)
    for prev in reversed(body[:index]):
        small = prev.body[0] if isinstance(prev, cst.SimpleStatementLine) and len(prev.body) == 1 else None
        if isinstance(small, cst.Assign) and len(small.targets) == 1 \
                and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == name:
            return small
    return None


def _elementwise(ctx, node, region: str, moved: str) -> str | None:
    """The text of ``node`` with the region ``region`` read as ``moved``, when ``node`` is built
    from numbers, that region and elementwise operations only; else None."""
    if number_literal(node) is not None:
        return ctx.code_for(node).strip()
    if isinstance(node, cst.Subscript):
        return moved if " ".join(ctx.code_for(node).split()) == region else None
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = _elementwise(ctx, node.expression, region, moved)
        return None if inner is None else f"-({inner})"
    if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
        left = _elementwise(ctx, node.left, region, moved)
        right = _elementwise(ctx, node.right, region, moved)
        if left is None or right is None:
            return None
        if isinstance(node.operator, (cst.Divide, cst.Power)) and number_literal(node.right) is None:
            return None               # 1/y, y**y: infinite derivatives at 0
        return f"({left}) {_BINARY[type(node.operator)]} ({right})"
    if isinstance(node, cst.Call):
        path = ctx.f_path(node.func)
        if not path or len(path) != 1 or path[0] not in _ELEMENTWISE or not node.args:
            return None
        first, rest = node.args[0], node.args[1:]
        # the operator's other arguments are numbers, kept where they stand (`F.clip(v, 0, 1)`
        # passes its bounds by position): the same call on the moved region
        if first.keyword is not None or first.star or any(
                a.star or number_literal(a.value) is None for a in rest):
            return None
        inner = _elementwise(ctx, first.value, region, moved)
        if inner is None:
            return None
        extra = "".join(f", {ctx.code_for(a.value).strip()}" if a.keyword is None
                        else f", {a.keyword.value}={ctx.code_for(a.value).strip()}" for a in rest)
        return f"{ctx.scope.f_name}.{path[0]}({inner}{extra})"
    return None


def _fresh_before(ctx, stmt, name: str) -> str | None:
    """None when ``name`` is bound earlier in ``stmt``'s block by an operator making a new array
    and not read between that binding and ``stmt`` (but by other item writes into it); ``stmt``
    is the write, or the counter loop holding it (``_counter_loop``)."""
    line = stmt if isinstance(stmt, cst.For) else ctx.parent(stmt)
    block = ctx.parent(line) if line is not None else None
    body = getattr(block, "body", None)
    if (not isinstance(stmt, cst.For) and (not isinstance(line, cst.SimpleStatementLine)
                                            or len(line.body) != 1)) \
            or not isinstance(body, (list, tuple)):
        return "the write shares its line with other statements"
    index = next((i for i, s in enumerate(body) if s is line), None)
    if index is None:
        return "the write's block is not known"
    for prev in reversed(body[:index]):
        small = prev.body[0] if isinstance(prev, cst.SimpleStatementLine) and len(prev.body) == 1 else None
        if isinstance(small, cst.Assign) and len(small.targets) == 1:
            t = small.targets[0].target
            if isinstance(t, cst.Name) and t.value == name:
                if not _made_here(ctx, small.value):
                    return (f"`{name}` is not bound by an operator that makes a new array (it may "
                            "alias an array someone else holds)")
                return None
            if isinstance(t, cst.Subscript) and isinstance(t.value, cst.Name) and t.value.value == name \
                    and _only_region_reads(ctx, small.value, name):
                continue
        if isinstance(small, cst.AugAssign) and isinstance(small.target, cst.Subscript) \
                and isinstance(small.target.value, cst.Name) and small.target.value.value == name \
                and _only_region_reads(ctx, small.value, name):
            continue
        if name in _names(prev):
            return (f"`{name}` is used between its binding and the write (a view, alias or "
                    "call could see the eager in-place change)")
    return f"`{name}` is not a local bound earlier in this block (the caller may hold the array)"


def _made_here(ctx, value) -> bool:
    """An F operator's result (every legacy operator writes a new array, reshape and identity
    included: checked in MXNet 1.9.1), arithmetic, or the output of a child layer ``__init__``
    declares (convolutions, dense, norms, pools...; not Identity or a lambda, which may hand back
    their input). Fluent methods are not taken: ``detach()`` and ``as_in_context`` may return
    the same memory."""
    if isinstance(value, (cst.BinaryOperation, cst.UnaryOperation)):
        return True
    if not isinstance(value, cst.Call):
        return False
    if ctx.f_path(value.func) is not None:
        return True
    func = value.func
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
        scope = ctx.scope
        return func.attr.value in declared_children(ctx, scope.cls if scope is not None else None)
    return False


def _only_region_reads(ctx, node, name: str) -> bool:
    """True when ``name`` occurs in ``node`` only as the value of subscripts (reads of a region)."""
    for n in _name_nodes_with_parent(node, None):
        node_, parent = n
        if node_.value == name and not (isinstance(parent, cst.Subscript) and parent.value is node_):
            return False
    return True


def _name_nodes_with_parent(node, parent):
    stack = [(node, parent)]
    while stack:
        n, p = stack.pop()
        if isinstance(n, cst.Name):
            yield n, p
        if isinstance(n, cst.Attribute):
            stack.append((n.value, n))
            continue
        if isinstance(n, cst.Arg):
            stack.append((n.value, p))
            continue
        stack.extend((c, n) for c in n.children)


def _names(node) -> set[str]:
    return {n.value for n, _ in _name_nodes_with_parent(node, None)}
