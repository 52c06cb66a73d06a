"""Pinball loss written `err = target - pred` with a target column `(N, 1)` and quantile predictions `(N, Q)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1)]


class PinballHead(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super(PinballHead, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(len(quantiles))
            self.taus = self.params.get_constant("taus", [list(quantiles)])

    def hybrid_forward(self, F, x, target, taus):
        pred = self.head(x)
        err = target - pred
        loss = F.maximum(F.broadcast_mul(taus, err), F.broadcast_mul(taus - 1, err))
        return F.mean(loss, axis=1)


Net = PinballHead
