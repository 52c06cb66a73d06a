"""SimCC decoding that normalises the argmax locations to [0, 1] by the logits' length read from
`px.shape[-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 30)]


class NormalisedDecode(HybridBlock):
    def __init__(self, w=5, h=6, split_ratio=2.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls_x = nn.Dense(int(w * split_ratio), flatten=False)
            self.cls_y = nn.Dense(int(h * split_ratio), flatten=False)

    def hybrid_forward(self, F, tokens):
        px = self.cls_x(tokens)
        py = self.cls_y(tokens)
        x = F.argmax(px, axis=-1) / px.shape[-1]
        y = F.argmax(py, axis=-1) / py.shape[-1]
        return F.stack(x, y, axis=-1)


Net = NormalisedDecode
