"""SimCC head whose base class decodes in `decode(self, F, px, py)` by argmax over the split ratio; the
subclass overrides `decode` to return locations normalised by the logits' length `px.shape[-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5)]


class SimCCBase(HybridBlock):
    def __init__(self, num_joints=4, in_size=(5, 6), split_ratio=2.0, **kwargs):
        super().__init__(**kwargs)
        self.split_ratio = split_ratio
        w, h = in_size
        with self.name_scope():
            self.final = nn.Conv2D(num_joints, kernel_size=1)
            self.cls_x = nn.Dense(int(w * split_ratio), flatten=False)
            self.cls_y = nn.Dense(int(h * split_ratio), flatten=False)

    def decode(self, F, px, py):
        return F.stack(F.argmax(px, axis=-1), F.argmax(py, axis=-1), axis=-1) / self.split_ratio

    def hybrid_forward(self, F, feats):
        tokens = self.final(feats).reshape((0, 0, -1))
        return self.decode(F, self.cls_x(tokens), self.cls_y(tokens))


class NormalisedSimCC(SimCCBase):
    def decode(self, F, px, py):
        x = F.argmax(px, axis=-1) / px.shape[-1]
        y = F.argmax(py, axis=-1) / py.shape[-1]
        return F.stack(x, y, axis=-1)


Net = NormalisedSimCC
