"""Box conversion reading coordinates with PyTorch-style `b[..., 0]` subscripts and stacking them, in a legacy-mode block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


def cxcywh_to_xyxy(F, b):
    cx, cy, w, h = b[..., 0], b[..., 1], b[..., 2], b[..., 3]
    return F.stack(cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h, axis=-1)


class BoxHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, h):
        return cxcywh_to_xyxy(F, F.sigmoid(self.box(h)))


Net = BoxHead
