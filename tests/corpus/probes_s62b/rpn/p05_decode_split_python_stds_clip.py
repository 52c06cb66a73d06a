"""RPN box decoding as GluonCV's NormalizedBoxCenterDecoder: anchors (corners) to centres by `F.split(num_outputs=4, axis=-1)`, deltas split alike and scaled by configured stds (a python tuple indexed by integers), widths by `F.exp(F.minimum(dw, clip))` with clip = log(1000 / 16), corners concatenated on the last axis."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(1, 12, 4), (1, 12, 4)]


class BoxDecoder(HybridBlock):
    def __init__(self, stds=(0.1, 0.1, 0.2, 0.2), clip=math.log(1000.0 / 16), **kwargs):
        super().__init__(**kwargs)
        self._stds, self._clip = stds, clip

    def hybrid_forward(self, F, deltas, anchors):
        ax1, ay1, ax2, ay2 = F.split(anchors, num_outputs=4, axis=-1)
        aw, ah = ax2 - ax1, ay2 - ay1
        ax, ay = ax1 + 0.5 * aw, ay1 + 0.5 * ah
        dx, dy, dw, dh = F.split(deltas, num_outputs=4, axis=-1)
        px = dx * self._stds[0] * aw + ax
        py = dy * self._stds[1] * ah + ay
        pw = F.exp(F.minimum(dw * self._stds[2], self._clip)) * aw / 2
        ph = F.exp(F.minimum(dh * self._stds[3], self._clip)) * ah / 2
        return F.concat(px - pw, py - ph, px + pw, py + ph, dim=-1)


Net = BoxDecoder
