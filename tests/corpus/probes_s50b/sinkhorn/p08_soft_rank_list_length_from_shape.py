"""Soft ranks normalised to [0, 1] by the list length read from the scores (`/ s.shape[1]`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 4)]


class Net(HybridBlock):
    def __init__(self, in_units=4, tau=0.1, **kwargs):
        super().__init__(**kwargs)
        self.tau = tau
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, items):
        s = self.scorer(items).reshape((0, -1))
        pairwise = F.sigmoid(F.broadcast_sub(s.expand_dims(2), s.expand_dims(1)) / self.tau)
        return (F.sum(pairwise, axis=2) + 0.5) / s.shape[1]
