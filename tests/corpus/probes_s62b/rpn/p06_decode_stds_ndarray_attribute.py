"""RPN box decoding with the deltas' stds kept as an NDArray attribute, `self._stds = nd.array(stds).reshape((1, 1, 4))`, multiplied into the deltas by `F.broadcast_mul` inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(1, 12, 4), (1, 12, 4)]


class NdStdsDecoder(HybridBlock):
    def __init__(self, stds=(0.1, 0.1, 0.2, 0.2), **kwargs):
        super().__init__(**kwargs)
        self._stds = nd.array(stds).reshape((1, 1, 4))

    def hybrid_forward(self, F, deltas, anchors):
        deltas = F.broadcast_mul(deltas, self._stds)
        ax1, ay1, ax2, ay2 = F.split(anchors, num_outputs=4, axis=-1)
        aw, ah = ax2 - ax1, ay2 - ay1
        dx, dy, dw, dh = F.split(deltas, num_outputs=4, axis=-1)
        px, py = dx * aw + ax1 + 0.5 * aw, dy * ah + ay1 + 0.5 * ah
        pw, ph = F.exp(dw) * aw / 2, F.exp(dh) * ah / 2
        return F.concat(px - pw, py - ph, px + pw, py + ph, dim=-1)


Net = NdStdsDecoder
