"""Mask R-CNN box regression decoding: deltas (R, 4) and anchors (R, 4) cut by `F.split(..., num_outputs=4, axis=-1)` into (R, 1) columns, `dw`/`dh` clipped at `log(1000 / 16)` by `F.clip` before `F.exp`, the corners rebuilt and concatenated -- every operand (R, 1)."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(5, 4), (5, 4)]


class BoxDecoder(HybridBlock):
    def __init__(self, stds=(0.1, 0.1, 0.2, 0.2), clip=math.log(1000.0 / 16), **kwargs):
        super().__init__(**kwargs)
        self._stds, self._clip = stds, clip

    def hybrid_forward(self, F, deltas, anchors):
        x1, y1, x2, y2 = F.split(F.abs(anchors) * 10, num_outputs=4, axis=-1)
        w, h = x2 + x1 + 1, y2 + y1 + 1
        cx, cy = x1 + 0.5 * w, y1 + 0.5 * h
        dx, dy, dw, dh = F.split(deltas, num_outputs=4, axis=-1)
        dw = F.clip(dw * self._stds[2], -self._clip, self._clip)
        dh = F.clip(dh * self._stds[3], -self._clip, self._clip)
        pcx, pcy = dx * self._stds[0] * w + cx, dy * self._stds[1] * h + cy
        pw, ph = F.exp(dw) * w, F.exp(dh) * h
        return F.concat(pcx - pw / 2, pcy - ph / 2, pcx + pw / 2, pcy + ph / 2, dim=-1)


Net = BoxDecoder
