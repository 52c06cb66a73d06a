"""MoCo key encoder: a `forward` override copies the query weights into the key encoder in a python loop over Parameters on the first call, then runs the hybrid graph."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


def make_encoder(dim, in_units):
    enc = nn.HybridSequential()
    enc.add(nn.Dense(16, activation="relu", in_units=in_units), nn.Dense(dim, in_units=16))
    return enc


class MomentumPair(HybridBlock):
    def __init__(self, dim=8, in_units=10, momentum=0.99, **kwargs):
        super().__init__(**kwargs)
        self._m = momentum
        self._synced = False
        with self.name_scope():
            self.query = make_encoder(dim, in_units)
            self.key = make_encoder(dim, in_units)

    def momentum_update(self, momentum):
        for pk, pq in zip(self.key.collect_params().values(), self.query.collect_params().values()):
            pk.set_data(pk.data() * momentum + pq.data() * (1 - momentum))

    def forward(self, x):
        if not self._synced:
            # the key encoder starts as a copy of the query encoder (momentum 0)
            self.momentum_update(0.0)
            self._synced = True
        return super().forward(x)

    def hybrid_forward(self, F, x):
        q = F.L2Normalization(self.query(x), mode="instance")
        k = F.BlockGrad(F.L2Normalization(self.key(x), mode="instance"))
        return F.sum(q * k, axis=1)


class Net(MomentumPair):
    pass
