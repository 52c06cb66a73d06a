"""SimCC decoding in the graph: argmax of each axis's logits divided by the split ratio, the two
coordinates stacked on a new last axis, and a confidence from the smaller of the two axes' maxima."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 30)]


class SimCCDecode(HybridBlock):
    def __init__(self, w=5, h=6, split_ratio=2.0, **kwargs):
        super().__init__(**kwargs)
        self.split_ratio = split_ratio
        with self.name_scope():
            self.cls_x = nn.Dense(int(w * split_ratio), flatten=False)
            self.cls_y = nn.Dense(int(h * split_ratio), flatten=False)

    def hybrid_forward(self, F, tokens):
        px = F.softmax(self.cls_x(tokens), axis=-1)
        py = F.softmax(self.cls_y(tokens), axis=-1)
        x = F.argmax(px, axis=-1) / self.split_ratio
        y = F.argmax(py, axis=-1) / self.split_ratio
        conf = F.minimum(F.max(px, axis=-1), F.max(py, axis=-1))
        return F.stack(x, y, axis=-1), conf


Net = SimCCDecode
