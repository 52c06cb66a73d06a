"""HYB001 fixer: a centred crop computed from the input's size -> ``F.Crop(..., center_crop=True)``.

Code that cuts the middle of a feature map to a fixed window reads the map's height and width,
computes the offsets, and slices::

    _, _, h, w = x.shape
    top, left = (h - S) // 2, (w - S) // 2
    x = x[:, :, top:top + S, left:left + S]

The offsets are python numbers read from the data's shape, so nothing of this traces.  MXNet's
``Crop`` (kept in 1.9.1 for FCN-era graphs) cuts a 4-d NCHW tensor to ``h_w`` at ``((H - h) // 2,
(W - w) // 2)`` with ``center_crop=True`` -- the same window, with the window's size a python value
of the block (a literal or ``self.<attr>``) and nothing read from the data.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants, name_bindings, param_names

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import CropRefusal
from ._util import int_literal, line_end, line_start, name_nodes
from .namespace_to_f import thread_nd

NOT_A_CROP = "this `.shape` does not size a centred crop of the same tensor"


class CenterCrop(Fixer):
    code = "HYB001"
    name = "center-crop"
    applicability = "unsafe"
    needs_f = False      # without F (a helper called without it): the first step hands it F
    description = """
    Rewrites a centred crop computed from the input's spatial size -- `_, _, h, w = x.shape` (or
    `h, w = x.shape[2:]`), `top = (h - S) // 2`, `left = (w - T) // 2`, then `x[:, :, top:top + S,
    left:left + T]` -- into `F.Crop(x, h_w=(S, T), center_crop=True, num_args=1)`, deleting the
    size and offset bindings. `S` and `T` are literals or attributes of the block (python values
    at trace time). Crop takes NCHW: where the unpacking reads `h, w = x.shape[2], x.shape[3]`
    (also true of a 5-d tensor, whose slice keeps the last axis) the window is cut at any rank
    instead: the last ceil((n + S) / 2) entries of each axis (`F.slice_like` of the reversed axes to
    a stride-2 slice of the axis joined to its first S entries), then their first S. `x.shape[-2:]`
    is refused (a 5-d tensor's axes 3 and 4). A crop to another tensor's spatial size (a U-Net's
    skip cut to the upsampled map: `dy = (x.shape[2] - y.shape[2]) // 2`, the same of axis 3, then
    `x[:, :, dy:dy + y.shape[2], dx:dx + y.shape[3]]`) is cut the same way at any rank, the
    window's sizes taken with `F.slice_like` of `y` (both proven legacy tensors); the sizes may
    be names bound from the shapes (`_, _, h, w = y.shape`, `_, _, H, W = x.shape`, `dy = (H - h)
    // 2`), their statements deleted too when nothing else reads a name they bind. Only when `x`
    (and `y`) are not rebound before the slice and the sizes and offsets are read nowhere else. Unsafe: an input smaller than the window, which
    the slice cuts to a shorter (or wrapped) window, now fails.
    """
    EXAMPLES = [
        Example(example_module("_, _, h, w = x.shape\ntop, left = (h - 2) // 2, (w - 2) // 2\n"
                               "return x[:, :, top:top + 2, left:left + 2]"),
                example_module("return F.Crop(x, h_w=(2, 2), center_crop=True, num_args=1)"),
                shapes=[[(2, 3, 6, 5)], [(1, 2, 4, 4)], [(1, 1, 3, 2)]]),
        Example(example_module("h, w = x.shape[2:]\ntop = (h - self._size) // 2\nleft = (w - self._size) // 2\n"
                               "crop = x[:, :, top:top + self._size, left:left + self._size]\n"
                               "return F.relu(crop)", init="self._size = 3"),
                example_module("crop = F.Crop(x, h_w=(self._size, self._size), center_crop=True, num_args=1)\n"
                               "return F.relu(crop)", init="self._size = 3"),
                shapes=[[(2, 3, 7, 6)], [(1, 1, 3, 4)]]),
        Example(example_module("n, c, h, w = x.shape\ntop, left = (h - 3) // 2, (w - 1) // 2\n"
                               "return x[:, :, top:3 + top, left:left + 1] * 2"),
                example_module("return F.Crop(x, h_w=(3, 1), center_crop=True, num_args=1) * 2"),
                shapes=[[(2, 2, 5, 4)], [(1, 3, 8, 7)]]),
        # the rank is not proven 4: on a 5-d tensor the slice keeps the last axis, Crop fails
        # `x.shape[2], x.shape[3]` is true of a 5-d tensor too, which Crop refuses: the window of
        # the axes the slice cuts at any rank, from the slice_like of a stride-2 slice
        Example(example_module("h, w = x.shape[2], x.shape[3]\ntop, left = (h - 2) // 2, (w - 2) // 2\n"
                               "return x[:, :, top:top + 2, left:left + 2]"),
                example_module("return F.slice(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3)), F.slice(F.concat(F.concat(x, F.slice_axis(x, axis=2, begin=0, end=2), dim=2), F.slice_axis(F.concat(x, F.slice_axis(x, axis=2, begin=0, end=2), dim=2), axis=3, begin=0, end=2), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), begin=(None, None, 0, 0), end=(None, None, 2, 2))"),
                shapes=[[(2, 3, 6, 5)], [(1, 2, 2, 3)], [(1, 1, 5, 4, 3)]]),
        Example(example_module("h, w = x.shape[2], x.shape[3]\ntop, left = (h - self._size) // 2, (w - 1) // 2\n"
                               "crop = x[:, :, top:top + self._size, left:left + 1]\nreturn F.relu(crop) * 2",
                               init="self._size = 3"),
                example_module("crop = F.slice(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3)), F.slice(F.concat(F.concat(x, F.slice_axis(x, axis=2, begin=0, end=self._size), dim=2), F.slice_axis(F.concat(x, F.slice_axis(x, axis=2, begin=0, end=self._size), dim=2), axis=3, begin=0, end=1), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), begin=(None, None, 0, 0), end=(None, None, self._size, 1))\nreturn F.relu(crop) * 2",
                               init="self._size = 3"),
                shapes=[[(2, 2, 7, 4)], [(1, 3, 3, 1)], [(2, 1, 4, 6, 2)]]),
        Example(example_module("y = F.tanh(x)\nh, w = y.shape[2], y.shape[3]\ntop = (h - 3) // 2\nleft = (w - 2) // 2\n"
                               "return y[:, :, top:top + 3, left:2 + left] + 1"),
                example_module("y = F.tanh(x)\nreturn F.slice(F.reverse(F.slice_like(F.reverse(y, axis=(2, 3)), F.slice(F.concat(F.concat(y, F.slice_axis(y, axis=2, begin=0, end=3), dim=2), F.slice_axis(F.concat(y, F.slice_axis(y, axis=2, begin=0, end=3), dim=2), axis=3, begin=0, end=2), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), begin=(None, None, 0, 0), end=(None, None, 3, 2)) + 1"),
                shapes=[[(1, 2, 8, 9)], [(2, 1, 3, 2, 4)]]),
        # `x.shape[-2:]` of a 5-d tensor are axes 3 and 4, not the ones the slice cuts
        Example(example_module("h, w = x.shape[-2:]\ntop, left = (h - 2) // 2, (w - 2) // 2\n"
                               "return x[:, :, top:top + 2, left:left + 2]"), None,
                reason="not proven 4-d", shapes=[[(2, 3, 6, 5)]]),
        # cut to another tensor's spatial size (a U-Net skip to the upsampled map): slice_like of it
        Example(example_module("dy = (x.shape[2] - y.shape[2]) // 2\ndx = (x.shape[3] - y.shape[3]) // 2\n"
                               "return x[:, :, dy:dy + y.shape[2], dx:dx + y.shape[3]] * 2", signature="self, F, x, y"),
                example_module("return F.slice_like(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3)), F.slice(F.concat(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), y, axes=(3,)), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), y, axes=(2, 3)) * 2", signature="self, F, x, y"),
                shapes=[[(1, 2, 7, 6), (1, 3, 3, 2)], [(2, 1, 8, 8), (2, 1, 4, 4)], [(1, 2, 6, 5, 3), (1, 1, 2, 3)]]),
        Example(example_module("up = F.UpSampling(y, scale=2, sample_type='nearest')\n"
                               "top, left = (x.shape[2] - up.shape[2]) // 2, (x.shape[3] - up.shape[3]) // 2\n"
                               "return F.concat(x[:, :, top:top + up.shape[2], left:up.shape[3] + left], up, dim=1)",
                               signature="self, F, x, y"),
                example_module("up = F.UpSampling(y, scale=2, sample_type='nearest')\n"
                               "return F.concat(F.slice_like(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3)), F.slice(F.concat(F.concat(x, F.slice_like(x, up, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, up, axes=(2,)), dim=2), up, axes=(3,)), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), up, axes=(2, 3)), up, dim=1)", signature="self, F, x, y"),
                shapes=[[(1, 2, 9, 8), (1, 2, 2, 3)], [(2, 1, 6, 6), (2, 3, 3, 3)]]),
        Example(example_module("p = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "dx = (x.shape[3] - p.shape[3]) // 2\ndy = (x.shape[2] - p.shape[2]) // 2\n"
                               "c = x[:, :, dy:dy + p.shape[2], dx:dx + p.shape[3]]\nreturn c - p"),
                example_module("p = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "c = F.slice_like(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3)), F.slice(F.concat(F.concat(x, F.slice_like(x, p, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, p, axes=(2,)), dim=2), p, axes=(3,)), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), p, axes=(2, 3))\nreturn c - p"),
                shapes=[[(1, 2, 6, 5)], [(2, 1, 7, 9)]]),
        # a volume's skip cut to the decoder's depth, height and width (a 3-D U-Net): the same
        # window on axes 2, 3 and 4
        Example(example_module("d0 = (x.shape[2] - y.shape[2]) // 2\nh0 = (x.shape[3] - y.shape[3]) // 2\n"
                               "w0 = (x.shape[4] - y.shape[4]) // 2\n"
                               "return F.concat(x[:, :, d0:d0 + y.shape[2], h0:h0 + y.shape[3], w0:w0 + y.shape[4]], y, dim=1)",
                               signature="self, F, x, y"),
                example_module("return F.concat(F.slice_like(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3, 4)), F.slice(F.concat(F.concat(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), y, axes=(3,)), dim=3), F.slice_like(F.concat(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), y, axes=(3,)), dim=3), y, axes=(4,)), dim=4), begin=(None, None, 0, 0, 0), end=(None, None, None, None, None), step=(None, None, 2, 2, 2)), axes=(2, 3, 4)), axis=(2, 3, 4)), y, axes=(2, 3, 4)), y, dim=1)", signature="self, F, x, y"),
                shapes=[[(1, 2, 6, 5, 7), (1, 3, 3, 2, 4)], [(2, 1, 4, 4, 4), (2, 1, 4, 4, 4)], [(1, 1, 5, 6, 3), (1, 2, 2, 3, 1)]]),
        Example(example_module("p = F.Pooling(x, kernel=(3, 3, 3), stride=(2, 2, 2), pool_type='max')\n"
                               "d0, h0, w0 = (x.shape[2] - p.shape[2]) // 2, (x.shape[3] - p.shape[3]) // 2, (x.shape[4] - p.shape[4]) // 2\n"
                               "c = x[:, :, d0:d0 + p.shape[2], h0:h0 + p.shape[3], w0:w0 + p.shape[4]]\nreturn c - p"),
                example_module("p = F.Pooling(x, kernel=(3, 3, 3), stride=(2, 2, 2), pool_type='max')\n"
                               "c = F.slice_like(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3, 4)), F.slice(F.concat(F.concat(F.concat(x, F.slice_like(x, p, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, p, axes=(2,)), dim=2), p, axes=(3,)), dim=3), F.slice_like(F.concat(F.concat(x, F.slice_like(x, p, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, p, axes=(2,)), dim=2), p, axes=(3,)), dim=3), p, axes=(4,)), dim=4), begin=(None, None, 0, 0, 0), end=(None, None, None, None, None), step=(None, None, 2, 2, 2)), axes=(2, 3, 4)), axis=(2, 3, 4)), p, axes=(2, 3, 4))\nreturn c - p"),
                shapes=[[(1, 2, 6, 5, 7)], [(2, 1, 7, 9, 5)]]),
        # a volume's offset read again
        Example(example_module("d0 = (x.shape[2] - y.shape[2]) // 2\nh0 = (x.shape[3] - y.shape[3]) // 2\n"
                               "w0 = (x.shape[4] - y.shape[4]) // 2\n"
                               "return x[:, :, d0:d0 + y.shape[2], h0:h0 + y.shape[3], w0:w0 + y.shape[4]] + w0",
                               signature="self, F, x, y"),
                None, reason="read elsewhere", shapes=[[(1, 2, 6, 5, 7), (1, 3, 3, 2, 4)]]),
        # the sizes unpacked by name (`_, _, h, w = y.shape`, the original U-Net's crop): their
        # statements go with the offsets
        Example(example_module("_, _, h, w = y.shape\n_, _, H, W = x.shape\ndh, dw = (H - h) // 2, (W - w) // 2\n"
                               "return F.concat(x[:, :, dh:dh + h, dw:dw + w], y, dim=1)", signature="self, F, x, y"),
                example_module("return F.concat(F.slice_like(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3)), F.slice(F.concat(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), y, axes=(3,)), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), y, axes=(2, 3)), y, dim=1)", signature="self, F, x, y"),
                shapes=[[(1, 2, 7, 6), (1, 3, 3, 2)], [(2, 1, 8, 8), (2, 1, 4, 4)]]),
        # the window's sizes unpacked from a shape's tail (`h, w = skip.shape[2:]`, FC-DenseNet's
        # transition up) beside an offset read inline from the map's own shape
        Example(example_module("h, w = y.shape[2:]\ntop = (x.shape[2] - h) // 2\nleft = (x.shape[3] - w) // 2\n"
                               "x = x[:, :, top:top + h, left:left + w]\nreturn F.concat(x, y, dim=1)",
                               signature="self, F, x, y"),
                example_module("x = F.slice_like(F.reverse(F.slice_like(F.reverse(x, axis=(2, 3)), F.slice(F.concat(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), F.slice_like(F.concat(x, F.slice_like(x, y, axes=(2,)), dim=2), y, axes=(3,)), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), y, axes=(2, 3))\nreturn F.concat(x, y, dim=1)",
                               signature="self, F, x, y"),
                shapes=[[(1, 2, 8, 7), (1, 3, 5, 4)], [(2, 1, 6, 6), (2, 2, 6, 6)]]),
        # ... but the tail of a negative start names other axes of a 5-d tensor: no named sizes
        Example(example_module("h, w = y.shape[-2:]\ntop = (x.shape[2] - h) // 2\nleft = (x.shape[3] - w) // 2\n"
                               "return x[:, :, top:top + h, left:left + w]", signature="self, F, x, y"),
                None, reason="no known shape-free rewrite", shapes=[[(1, 2, 8, 7), (1, 3, 5, 4)]]),
        # ... in a helper hybrid code calls without F: F handed to it first (as default the
        # file's nd, for other callers), then the crop
        Example('from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n    def crop(self, skip, x):\n        _, _, h, w = x.shape\n        _, _, H, W = skip.shape\n        dh, dw = (H - h) // 2, (W - w) // 2\n        return skip[:, :, dh:dh + h, dw:dw + w]\n\n    def hybrid_forward(self, F, skip, x):\n        return F.concat(self.crop(skip, x), x, dim=1)\n',
                'from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n    def crop(self, skip, x, F=nd):\n        return F.slice_like(F.reverse(F.slice_like(F.reverse(skip, axis=(2, 3)), F.slice(F.concat(F.concat(skip, F.slice_like(skip, x, axes=(2,)), dim=2), F.slice_like(F.concat(skip, F.slice_like(skip, x, axes=(2,)), dim=2), x, axes=(3,)), dim=3), begin=(None, None, 0, 0), end=(None, None, None, None), step=(None, None, 2, 2)), axes=(2, 3)), axis=(2, 3)), x, axes=(2, 3))\n\n    def hybrid_forward(self, F, skip, x):\n        return F.concat(self.crop(skip, x, F=F), x, dim=1)\n',
                shapes=[[(1, 2, 7, 6), (1, 3, 3, 2)], [(2, 1, 8, 8), (2, 1, 4, 4)]]),
        # ... but a name the unpacking binds read elsewhere (the batch `n`) keeps its statement
        Example(example_module("n, _, h, w = y.shape\n_, _, H, W = x.shape\ndh, dw = (H - h) // 2, (W - w) // 2\n"
                               "return x[:, :, dh:dh + h, dw:dw + w] * n", signature="self, F, x, y"),
                None, reason="binds another name read elsewhere", shapes=[[(1, 2, 7, 6), (1, 3, 3, 2)]]),
        # an offset read again: deleting its binding would leave it undefined
        Example(example_module("dy = (x.shape[2] - y.shape[2]) // 2\ndx = (x.shape[3] - y.shape[3]) // 2\n"
                               "return x[:, :, dy:dy + y.shape[2], dx:dx + y.shape[3]] + dx", signature="self, F, x, y"),
                None, reason="read elsewhere", shapes=[[(1, 2, 7, 6), (1, 3, 3, 2)]]),
        # a size read again, or an offset that is not the centre's
        Example(example_module("_, _, h, w = x.shape\ntop, left = (h - 2) // 2, (w - 2) // 2\n"
                               "return x[:, :, top:top + 2, left:left + 2] * h"), None,
                reason="read elsewhere", shapes=[[(2, 3, 6, 5)]]),
        Example(example_module("_, _, h, w = x.shape\ntop, left = (h - 2) // 3, (w - 2) // 2\n"
                               "return x[:, :, top:top + 2, left:left + 2]"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 3, 6, 5)]]),
        # the slice in a loop that rebinds x first: the window would centre on another size
        Example(example_module("_, _, h, w = x.shape\ntop, left = (h - 2) // 2, (w - 2) // 2\nfor _ in range(2):\n"
                               "    x = F.Pooling(x, kernel=(2, 2), stride=(1, 1), pool_type='max')\n"
                               "    y = x[:, :, top:top + 2, left:left + 2]\nreturn y"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 3, 6, 5)]]),
        # another tensor sliced by the offsets read from x
        Example(example_module("y = F.relu(x)\n_, _, h, w = x.shape\ntop, left = (h - 2) // 2, (w - 2) // 2\n"
                               "return y[:, :, top:top + 2, left:left + 2]"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 3, 6, 5)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        func = ctx.scope.func if ctx.scope is not None else None
        if not isinstance(node.value, cst.Name) or not isinstance(func, cst.FunctionDef):
            return Refusal(NOT_A_CROP)
        own = cls._own_window(ctx, func, node)
        if type(own) is Refusal:
            # not a crop to a window of the block's own: maybe one to another tensor's sizes,
            # which the same unpacking (`_, _, h, w = y.shape`) may bind
            like = _like_crop(ctx, func, node)
            own = own if like is None else like
        if isinstance(own, Refusal) or ctx.scope.f_name:
            return own
        # a helper hybrid code calls without F (a U-Net's `crop(self, skip, x)`): the crop is
        # recognised, so hand the helper F first; the next round crops with it
        return thread_nd(ctx)

    @classmethod
    def _own_window(cls, ctx, func: cst.FunctionDef, node: cst.Attribute) -> Fix | Refusal:
        x = node.value.value
        sizes = _size_binding(ctx, node)
        if isinstance(sizes, Refusal):
            return sizes
        stmt, others, h, w, rank_four = sizes
        block = ctx.parent(stmt)
        if not isinstance(block, cst.IndentedBlock) or block is not func.body:
            return Refusal(NOT_A_CROP)
        body = list(block.body)
        at = next(i for i, s in enumerate(body) if s is stmt)
        # the offsets: `top = (h - S) // 2` and `left = (w - T) // 2`, one statement or two
        offsets: dict[str, tuple[str, str]] = {}        # size name -> (offset name, window text)
        offset_stmts = []
        i = at + 1
        while i < len(body) and len(offsets) < 2:
            pairs = _offset_pairs(ctx, body[i], (h, w))
            if pairs is None:
                break
            for size, name, window in pairs:
                if size in offsets:
                    return Refusal(NOT_A_CROP)
                offsets[size] = (name, window)
            offset_stmts.append(body[i])
            i += 1
        if set(offsets) != {h, w}:
            return Refusal(NOT_A_CROP)
        (top, s_h), (left, s_w) = offsets[h], offsets[w]
        crop = _crop_subscript(ctx, body[i:], x, (top, s_h), (left, s_w))
        if crop is None:
            return Refusal(NOT_A_CROP)
        sub, use_stmt = crop
        if not isinstance(use_stmt, cst.SimpleStatementLine) or any(
                isinstance(n, cst.NamedExpr) for n in iter_descendants(use_stmt)):
            # (in a loop or a branch, x may be rebound between the size's read and the slice)
            return Refusal(NOT_A_CROP)
        if rank_four is False:
            return CropRefusal("the tensor is not proven 4-d and its sizes are not read from the "
                               "axes the slice cuts (`x.shape[-2:]` of a 5-d tensor are axes 3 and 4): "
                               "unpack `_, _, h, w = x.shape` or `h, w = x.shape[2:]`")
        # nothing rebinds x from its shape's read to the slice (the binding the slice itself makes,
        # `x = x[...]`, comes after the read)
        between = body[at + 1:next(j for j, s in enumerate(body) if s is use_stmt)]
        if any(x in name_bindings(s, nested=True) for s in (stmt, *between)):
            return Refusal(NOT_A_CROP)
        if not ctx.value(sub.value).proven:
            return CropRefusal(f"`{x}` of the centred crop is not proven a legacy tensor")
        # every name the crop computes is bound once and read only on the way to the slice (the
        # unpacking's other names, `_` or unused, only unread)
        reads = _reads(func)
        bound = name_bindings(func.body, nested=True)
        params = param_names(func.params)
        for name, count in {h: 1, w: 1, top: 2, left: 2}.items():
            if len(bound.get(name, ())) != 1 or name in params or reads.get(name, 0) != count:
                return CropRefusal(f"`{name}` of the centred crop is read elsewhere or bound again: "
                                   "deleting its binding would leave it undefined")
        if any(reads.get(o, 0) for o in others):
            return CropRefusal("a size the unpacking binds beside the crop's is read elsewhere")
        f = ctx.scope.f_name or "F"       # (a helper without F is handed it first: propose)
        edits = [((line_start(ctx.source, ctx.span(s)[0]), line_end(ctx.source, ctx.span(s)[1])), "")
                 for s in (stmt, *offset_stmts)]
        if rank_four is True:
            edits.append((sub, f"{f}.Crop({x}, h_w=({s_h}, {s_w}), center_crop=True, num_args=1)"))
            return make_fix(ctx, edits, cls.applicability,
                            f"crop the centre with {f}.Crop(center_crop=True) (unsafe: an input smaller "
                            "than the window now fails)")
        edits.append((sub, _rank_free_centre(f, x, s_h, s_w)))
        return make_fix(ctx, edits, cls.applicability,
                        f"crop the centre of axes 2 and 3 with {f}.slice_like to the last ceil((n + window) / 2) "
                        "entries, then the window (unsafe: an input smaller than the window now fails)")


def _rank_free_centre(f: str, x: str, s_h: str | None, s_w: str | None, like: str | None = None,
                      axes: tuple[int, ...] = (2, 3)) -> str:
    """The centre ``s_h`` x ``s_w`` window of axes 2 and 3 of ``x`` at any rank (Crop takes only
    NCHW): an axis of n >= s entries starts the window at (n - s) // 2, so the window is the
    first s of the last n - (n - s) // 2 = ceil((n + s) / 2) entries -- the entries a stride-2
    slice keeps of n + s, which the axis joined to its own first s has.  ``like``: a tensor whose
    ``axes`` (2 and 3, or 2, 3 and 4 of a volume) give the window's sizes instead (``s_h``,
    ``s_w`` unused): its first s entries are ``slice_like`` of it."""
    def first(t: str, axis: int, s: str | None) -> str:
        if like is not None:
            return f"{f}.slice_like({t}, {like}, axes=({axis},))"
        return f"{f}.slice_axis({t}, axis={axis}, begin=0, end={s})"
    joined = x
    for axis, s in zip(axes, (s_h, s_w) if like is None else (None,) * len(axes)):
        joined = f"{f}.concat({joined}, {first(joined, axis, s)}, dim={axis})"
    lead = "None, None, "
    spatial = ", ".join(str(a) for a in axes)
    stride = (f"{f}.slice({joined}, begin=({lead}{', '.join('0' for _ in axes)}), "
              f"end=({lead}{', '.join('None' for _ in axes)}), step=({lead}{', '.join('2' for _ in axes)}))")
    tail = (f"{f}.reverse({f}.slice_like({f}.reverse({x}, axis=({spatial})), {stride}, axes=({spatial})), "
            f"axis=({spatial}))")
    if like is not None:
        return f"{f}.slice_like({tail}, {like}, axes=({spatial}))"
    return f"{f}.slice({tail}, begin=(None, None, 0, 0), end=(None, None, {s_h}, {s_w}))"


def _like_crop(ctx, func: cst.FunctionDef, node: cst.Attribute) -> "Fix | Refusal | None":
    """A centred crop of ``x`` to the spatial size of another tensor ``y`` (a U-Net's skip cut to
    the upsampled map): `dy = (x.shape[2] - y.shape[2]) // 2`, `dx = (x.shape[3] - y.shape[3]) // 2`
    (two statements or one tuple), then `x[:, :, dy:dy + y.shape[2], dx:dx + y.shape[3]]` -- with
    ``node`` one of the `.shape` reads there. The window's sizes are ``y``'s, so it is cut with
    ``slice_like`` of ``y`` at any rank of ``x`` (:func:`_rank_free_centre`); None when ``node``
    is not in such a crop."""
    body = list(func.body.body)
    named = _named_sizes(body)
    for i, stmt in enumerate(body):
        # axis -> (offset name, x, y, the name x's size is read by, the name y's is)
        found: dict[int, tuple[str, str, str, str | None, str | None]] = {}
        j = i
        while j < len(body) and len(found) < 3:
            pairs = _like_offset_pairs(body[j], named)
            if not pairs:
                break
            for name, x, y, axis, x_name, y_name in pairs:
                found.setdefault(axis, (name, x, y, x_name, y_name))
            j += 1
        # a map's two spatial axes, or a volume's three (a 3-D U-Net's skip)
        if set(found) not in ({2, 3}, {2, 3, 4}) or len({got[1:3] for got in found.values()}) != 1:
            continue
        axes = tuple(sorted(found))
        x, y = found[2][1], found[2][2]
        offsets = [found[a][0] for a in axes]
        # the window's sizes as the offsets read them: `y.shape[k]`, or the name bound to it
        crop = _crop_subscript(ctx, body[j:], x, *[(found[a][0], found[a][4] or f"{y}.shape[{a}]") for a in axes])
        if crop is None:
            continue
        sub, use_stmt = crop
        offset_stmts = body[i:j]
        # the statements binding the sizes by name (`_, _, h, w = y.shape`), deleted with the
        # offsets: each size read only by the crop (x's by its offset, y's there and as the
        # window), every other name they bind unread
        x_sizes = {found[a][3] for a in axes} - {None}
        y_sizes = {found[a][4] for a in axes} - {None}
        size_stmts = [s for s in body[:i] if any(named.get(n, (None, None, None))[2] is s for n in x_sizes | y_sizes)]
        if not (_inside(ctx, node, offset_stmts) or _inside(ctx, node, size_stmts) or _inside(ctx, node, [sub])):
            continue
        if not isinstance(use_stmt, cst.SimpleStatementLine) or any(
                isinstance(n, cst.NamedExpr) for n in iter_descendants(use_stmt)):
            return Refusal(NOT_A_CROP)
        first = min([i] + [k for k, s in enumerate(body) if any(s is t for t in size_stmts)])
        between = body[first:next(k for k, s in enumerate(body) if s is use_stmt)]
        if any({x, y} & set(name_bindings(s, nested=True)) for s in between):
            return Refusal(NOT_A_CROP)
        y_node = next((n for n in iter_descendants(sub.slice[2].slice.upper) if isinstance(n, cst.Name) and n.value == y),
                      None)
        if y_node is None:
            y_node = next(n for n in iter_descendants(named[found[2][4]][2]) if isinstance(n, cst.Name) and n.value == y)
        if not (ctx.value(sub.value).proven and ctx.value(y_node).proven):
            return CropRefusal(f"`{x}` or `{y}` of the centred crop is not proven a legacy tensor")
        reads = _reads(func)
        bound = name_bindings(func.body, nested=True)
        if any(len(bound.get(n, ())) != 1 or reads.get(n, 0) != 2 for n in offsets):
            return CropRefusal(f"`{'` or `'.join(offsets)}` of the centred crop is read elsewhere or bound again: "
                               "deleting its binding would leave it undefined")
        want = {**{n: 1 for n in x_sizes}, **{n: 2 for n in y_sizes}}
        unpacked = {n for s in size_stmts for n in name_bindings(s, nested=True)}
        if len(x_sizes | y_sizes) != len(x_sizes) + len(y_sizes) or any(
                reads.get(n, 0) != want.get(n, 0) or n in want and len(bound.get(n, ())) != 1 for n in unpacked):
            return CropRefusal("a size the centred crop reads by name is read elsewhere or bound again "
                               "(or its statement binds another name read elsewhere): deleting its binding "
                               "would leave it undefined")
        f = ctx.scope.f_name or "F"       # (a helper without F is handed it first: propose)
        edits = [((line_start(ctx.source, ctx.span(s)[0]), line_end(ctx.source, ctx.span(s)[1])), "")
                 for s in (*size_stmts, *offset_stmts)]
        edits.append((sub, _rank_free_centre(f, x, None, None, like=y, axes=axes)))
        named = " and ".join(", ".join(str(a) for a in axes).rsplit(", ", 1))
        return make_fix(ctx, edits, CenterCrop.applicability,
                        f"crop the centre of axes {named} of `{x}` to `{y}`'s with {f}.slice_like (unsafe: "
                        f"a `{x}` smaller than `{y}` now fails)")
    return None


def _like_offset_pairs(stmt, named) -> "list[tuple[str, str, str, int, str | None, str | None]]":
    """[(offset name, x, y, axis, x's size name, y's size name)] of `dy = (x.shape[k] - y.shape[k])
    // 2` (or a tuple of them), k 2 to 4, either size also a name of ``named`` (`H - h`, the names
    bound to those sizes; None for a `.shape` read); empty when the statement is not one."""
    pairs = _assigned_pairs(stmt)
    if pairs is None:
        return []
    out = []
    for t, v in pairs:
        if not (isinstance(t, cst.Name) and isinstance(v, cst.BinaryOperation)
                and isinstance(v.operator, cst.FloorDivide) and int_literal(v.right) == 2
                and isinstance(v.left, cst.BinaryOperation) and isinstance(v.left.operator, cst.Subtract)):
            return []
        a, b = _size_item(v.left.left, named), _size_item(v.left.right, named)
        if a is None or b is None or a[1] != b[1] or a[1] not in (2, 3, 4) or a[0] == b[0]:
            return []
        out.append((t.value, a[0], b[0], a[1], a[2], b[2]))
    return out


def _size_item(node, named) -> "tuple[str, int, str | None] | None":
    """(tensor, k, None) of `tensor.shape[k]`; (tensor, k, name) of a name ``named`` binds to it."""
    if isinstance(node, cst.Name) and node.value in named:
        t, k, _ = named[node.value]
        return t, k, node.value
    item = _shape_item(node)
    return None if item is None else (item[0], item[1], None)


def _named_sizes(body) -> "dict[str, tuple[str, int, cst.SimpleStatementLine]]":
    """name -> (tensor, axis, statement) of the sizes the statements of ``body`` bind from a
    tensor's shape: `_, _, h, w = y.shape`, `h, w = y.shape[2], y.shape[3]`, `h = y.shape[2]`.
    A name bound more than once is left out (the reads check its one binding)."""
    out: dict[str, tuple[str, int, cst.SimpleStatementLine]] = {}
    seen: dict[str, int] = {}
    for stmt in body:
        pairs = _assigned_pairs(stmt)
        if pairs is None:
            continue
        target, value = stmt.body[0].targets[0].target, stmt.body[0].value
        if (isinstance(target, cst.Tuple) and isinstance(value, cst.Attribute) and value.attr.value == "shape"
                and isinstance(value.value, cst.Name)
                and all(isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements)):
            got = [(e.value.value, (value.value.value, k, stmt)) for k, e in enumerate(target.elements)]
        elif isinstance(target, cst.Tuple) and _shape_tail(value) is not None and all(
                isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements):
            # `h, w = y.shape[2:]`: the names are the axes from the slice's start on (python raises
            # unless the tensor has exactly start + len(names) axes)
            t, start = _shape_tail(value)
            got = [(e.value.value, (t, start + k, stmt)) for k, e in enumerate(target.elements)]
        else:
            got = [(t.value, (item[0], item[1], stmt)) for t, item in ((t, _shape_item(v)) for t, v in pairs)
                   if isinstance(t, cst.Name) and item is not None]
        for name, where in got:
            seen[name] = seen.get(name, 0) + 1
            out[name] = where
    return {n: w for n, w in out.items() if seen[n] == 1 and n != "_"}


def _shape_tail(node) -> "tuple[str, int] | None":
    """(name, k) of `name.shape[k:]`, k a non-negative literal."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Slice)):
        return None
    sl, attr = node.slice[0].slice, node.value
    if sl.upper is not None or sl.step is not None or int_literal(sl.lower) is None or int_literal(sl.lower) < 0:
        return None
    if not (isinstance(attr, cst.Attribute) and attr.attr.value == "shape" and isinstance(attr.value, cst.Name)):
        return None
    return attr.value.value, int_literal(sl.lower)


def _shape_item(node) -> "tuple[str, int] | None":
    """(name, k) of `name.shape[k]`."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index)):
        return None
    attr = node.value
    if not (isinstance(attr, cst.Attribute) and attr.attr.value == "shape" and isinstance(attr.value, cst.Name)):
        return None
    k = int_literal(node.slice[0].slice.value)
    return None if k is None else (attr.value.value, k)


def _inside(ctx, node, roots) -> bool:
    """``node`` is one of ``roots`` or below one."""
    cur = node
    while cur is not None:
        if any(cur is r for r in roots):
            return True
        cur = ctx.parent(cur)
    return False


def _size_binding(ctx, node: cst.Attribute):
    """(statement, the other names it binds, h, w, whether it proves the tensor 4-d) of `_, _, h, w
    = x.shape`, `h, w = x.shape[2:]` (both 4-d, or python raises: True), `h, w = x.shape[-2:]`
    (true of a 5-d tensor too, whose axes 3 and 4 these are: False) or `h, w = x.shape[2], x.shape[3]`
    (a 5-d tensor's too, but the axes the slice cuts: "axes")."""
    parent = ctx.parent(node)
    value, rank_four, pair = node, True, None
    if isinstance(parent, cst.Subscript) and len(parent.slice) == 1:
        el = parent.slice[0].slice
        value = parent
        if isinstance(el, cst.Slice) and el.upper is None and el.step is None and int_literal(el.lower) in (2, -2):
            rank_four = int_literal(el.lower) == 2
        elif isinstance(el, cst.Index) and int_literal(el.value) in (2, 3):
            # one of `x.shape[2], x.shape[3]`: the pair is the value
            pair = ctx.parent(ctx.parent(parent))
            if not isinstance(pair, cst.Tuple):
                return Refusal(NOT_A_CROP)
            # true of a 5-d tensor too, but these are the axes the slice cuts
            value, rank_four = pair, "axes"
        else:
            return Refusal(NOT_A_CROP)
    assign = ctx.parent(value)
    stmt = ctx.parent(assign) if isinstance(assign, cst.Assign) else None
    if (not isinstance(assign, cst.Assign) or assign.value is not value or len(assign.targets) != 1
            or not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1):
        return Refusal(NOT_A_CROP)
    if pair is not None:
        want = [f"{node.value.value}.shape[2]", f"{node.value.value}.shape[3]"]
        if [" ".join(ctx.code_for(e.value).split()) for e in pair.elements] != want:
            return Refusal(NOT_A_CROP)
    target = assign.targets[0].target
    count = 4 if value is node else 2
    if not isinstance(target, cst.Tuple) or len(target.elements) != count or not all(
            isinstance(e.value, cst.Name) and not isinstance(e, cst.StarredElement) for e in target.elements):
        return Refusal(NOT_A_CROP)
    names = [e.value.value for e in target.elements]
    if len(set(names[-2:])) != 2 or set(names[-2:]) & set(names[:-2]):
        return Refusal(NOT_A_CROP)
    return stmt, names[:-2], names[-2], names[-1], rank_four


def _assigned_pairs(stmt) -> "list[tuple[cst.BaseExpression, cst.BaseExpression]] | None":
    """[(target, value)] of a statement of one plain assignment, a tuple assigned a tuple of as
    many values element by element; None for any other statement."""
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1:
        return None
    assign = stmt.body[0]
    if not isinstance(assign, cst.Assign) or len(assign.targets) != 1:
        return None
    target, value = assign.targets[0].target, assign.value
    if isinstance(target, cst.Tuple) and isinstance(value, cst.Tuple) and len(target.elements) == len(value.elements):
        return list(zip((e.value for e in target.elements), (e.value for e in value.elements)))
    return [(target, value)]


def _offset_pairs(ctx, stmt, sizes) -> "list[tuple[str, str, str]] | None":
    """[(size name, offset name, window text)] of `top = (h - S) // 2` (or a tuple of them)."""
    pairs = _assigned_pairs(stmt)
    if pairs is None:
        return None
    out = []
    for t, v in pairs:
        got = _centre_offset(ctx, v, sizes)
        if not isinstance(t, cst.Name) or got is None:
            return None
        out.append((got[0], t.value, got[1]))
    return out


def _centre_offset(ctx, v, sizes) -> "tuple[str, str] | None":
    """(size name, window text) of `(size - window) // 2`."""
    if not (isinstance(v, cst.BinaryOperation) and isinstance(v.operator, cst.FloorDivide)
            and int_literal(v.right) == 2):
        return None
    diff = v.left
    if not (isinstance(diff, cst.BinaryOperation) and isinstance(diff.operator, cst.Subtract)
            and isinstance(diff.left, cst.Name) and diff.left.value in sizes):
        return None
    window = _window_text(ctx, diff.right)
    return None if window is None else (diff.left.value, window)


def _window_text(ctx, node) -> "str | None":
    """The text of a window size fixed at trace time: a non-negative int literal or `self.<attr>`."""
    if int_literal(node) is not None:
        return None if int_literal(node) < 0 else ctx.code_for(node).strip()
    cur = node
    while isinstance(cur, cst.Attribute):
        cur = cur.value
    if isinstance(node, cst.Attribute) and isinstance(cur, cst.Name) and cur.value == "self":
        return " ".join(ctx.code_for(node).split())
    return None


def _crop_subscript(ctx, stmts, x: str, *windows):
    """(the subscript `x[:, :, top:top + S, left:left + T]`, its statement) in ``stmts``; one
    (offset, size) of ``windows`` per spatial axis from axis 2."""
    for stmt in stmts:
        for n in iter_descendants(stmt):
            if not (isinstance(n, cst.Subscript) and isinstance(n.value, cst.Name) and n.value.value == x):
                continue
            els = n.slice
            if len(els) != 2 + len(windows) or not all(isinstance(e.slice, cst.Slice) for e in els):
                continue
            if any(e.slice.lower is not None or e.slice.upper is not None or e.slice.step is not None
                   for e in els[:2]):
                continue
            if all(_window_slice(ctx, e.slice, *want) for e, want in zip(els[2:], windows)):
                return n, stmt
    return None


def _window_slice(ctx, sl: cst.Slice, offset: str, window: str) -> bool:
    """`offset:offset + window` (or `window + offset`), no step."""
    if sl.step is not None or not (isinstance(sl.lower, cst.Name) and sl.lower.value == offset):
        return False
    up = sl.upper
    if not (isinstance(up, cst.BinaryOperation) and isinstance(up.operator, cst.Add)):
        return False
    sides = (up.left, up.right)
    return any(isinstance(a, cst.Name) and a.value == offset
               and " ".join(ctx.code_for(b).split()) == window for a, b in (sides, sides[::-1]))


def _reads(func) -> dict[str, int]:
    """How often each name is read in ``func``'s body: its mentions as a variable less its
    bindings (each binding target is a mention)."""
    bound = name_bindings(func.body, nested=True)
    out: dict[str, int] = {}
    for n in name_nodes(func.body):
        out[n.value] = out.get(n.value, 0) + 1
    return {k: v - len(bound.get(k, ())) for k, v in out.items()}
