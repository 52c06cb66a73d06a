"""Box conversion cxcywh -> xyxy: `cx, cy, w, h = F.split(b, num_outputs=4, axis=-1)`, corners concatenated back on the last axis; the inverse conversion the same way."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


def cxcywh_to_xyxy(F, b):
    cx, cy, w, h = F.split(b, num_outputs=4, axis=-1)
    return F.concat(cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h, dim=-1)


def xyxy_to_cxcywh(F, b):
    x0, y0, x1, y1 = F.split(b, num_outputs=4, axis=-1)
    return F.concat((x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, dim=-1)


class BoxHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, h):
        xyxy = cxcywh_to_xyxy(F, F.sigmoid(self.box(h)))
        return xyxy, xyxy_to_cxcywh(F, xyxy)


Net = BoxHead
