"""Frame stacking over a (B, T, H, W) clip tensor by iterating its time axis after a transpose,
`for f in clip.transpose((1, 0, 2, 3))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class StackedQ(HybridBlock):
    def __init__(self, num_actions=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(2, 4, strides=2, activation="relu")
            self.q = nn.Dense(num_actions)

    def hybrid_forward(self, F, clip):
        feats = [self.enc(F.expand_dims(f, 1)) for f in clip.transpose((1, 0, 2, 3))]
        return self.q(F.concat(*feats, dim=1))


Net = StackedQ
