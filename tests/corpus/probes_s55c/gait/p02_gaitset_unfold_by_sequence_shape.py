"""GaitSet with the frame features unfolded by `n, t = seq.shape[:2]` and `reshape((n, t, -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8, 6)]


class GaitSet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.frame_cnn = nn.Conv2D(4, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, seq):
        n, t = seq.shape[:2]
        feats = self.frame_cnn(seq.expand_dims(2).reshape((-3, -2)))
        return F.max(feats.reshape((n, t, -1)), axis=1)


Net = GaitSet
