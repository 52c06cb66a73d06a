"""RetNet decay mask sized by the input: `L = x.shape[1]; idx = F.arange(L)` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ShapeDecay(HybridBlock):
    def __init__(self, units=8, gamma=0.9, **kwargs):
        super(ShapeDecay, self).__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        L = x.shape[1]
        idx = F.arange(L)
        dist = F.broadcast_sub(idx.reshape((-1, 1)), idx.reshape((1, -1)))
        decay = (self.gamma ** F.relu(dist)) * (dist >= 0)
        q = self.q(x)
        return F.broadcast_mul(F.batch_dot(q, q, transpose_b=True), decay.expand_dims(0))


Net = ShapeDecay
