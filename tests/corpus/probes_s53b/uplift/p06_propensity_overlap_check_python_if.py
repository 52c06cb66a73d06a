"""IPW loss that checks overlap on the fly: `if (e < self.clip).sum() > 0:` clip the propensities, else use them as they are (a python `if` on a tensor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,), (6,)]


class IPWLoss(HybridBlock):
    def __init__(self, clip=0.05, **kwargs):
        super().__init__(**kwargs)
        self.clip = clip
        with self.name_scope():
            self.prop = nn.Dense(1, activation="sigmoid")

    def hybrid_forward(self, F, x, t, y):
        e = self.prop(x).reshape((-1,))
        if (e < self.clip).sum() > 0:
            e = F.clip(e, self.clip, 1 - self.clip)
        t = t > 0
        return F.mean(t * y / e - (1 - t) * y / (1 - e))


Net = IPWLoss
